import { createHash, randomBytes } from 'node:crypto';

export const ACCESS_COOKIE = 'rankwell_access';
export const REFRESH_COOKIE = 'rankwell_refresh';
export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
export const RESET_TTL_SECONDS = 60 * 60;

export interface AccessPayload {
  sub: string;
  email: string;
  iat?: number;
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes of refresh and reset tokens are stored; a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
