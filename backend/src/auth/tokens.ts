import { createHash, randomBytes } from 'node:crypto';

export const ACCESS_COOKIE = 'rankwell_access';
/**
 * The refresh token reaches page loads too (path /), so a page opened after the access token's 15
 * minutes still knows who is signed in. Earlier versions scoped it to /api/auth under another name;
 * that cookie is still read once and cleared whenever cookies are set.
 */
export const REFRESH_COOKIE = 'rankwell_session';
/** A Cookie header that carries a session (either cookie): such a request is answered through the guards, never from a shared copy. */
export const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:${ACCESS_COOKIE}|${REFRESH_COOKIE})=`);
export const LEGACY_REFRESH_COOKIE = 'rankwell_refresh';
export const LEGACY_REFRESH_PATH = '/api/auth';
export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
export const RESET_TTL_SECONDS = 60 * 60;
export const VERIFICATION_TTL_SECONDS = 48 * 60 * 60;
export const SETUP_TTL_SECONDS = 7 * 24 * 60 * 60;
/** verification mails one account may ask for in an hour (the first, at registration, counts) */
export const VERIFICATIONS_PER_HOUR = 3;

export interface AccessPayload {
  sub: string;
  email: string;
  /** the sign-in (refresh-token family) this token belongs to; signing out ends it at once */
  sid?: string;
  iat?: number;
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes of refresh, reset, verification and setup tokens are stored; a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
