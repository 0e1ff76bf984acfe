import { QueryFailedError } from 'typeorm';

/** PostgreSQL's unique_violation: a row with the same unique key exists already. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
}
