import { NotFoundException, Param, type PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every record's _id is a UUID; anything else names no record (and would make PostgreSQL raise 22P02). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A malformed id names no record, so it is a 404 like an unknown one, never a 400 or a 500. */
class IdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isUuid(value)) throw new NotFoundException(`No record has the id ${value}`);
    return value;
  }
}

/** The `:id` (or another named) route parameter, checked to be a record id. */
export const IdParam = (name = 'id') => Param(name, IdPipe);
