import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Settings } from '../config/settings.js';
import { ACCESS_COOKIE, ACCESS_TTL_SECONDS, LEGACY_REFRESH_COOKIE, LEGACY_REFRESH_PATH, REFRESH_COOKIE, REFRESH_TTL_SECONDS } from './tokens.js';

/** The refresh token a request carries: the current cookie, or one set by an earlier version. */
export function presentedRefreshToken(request: FastifyRequest): string | undefined {
  return request.cookies?.[REFRESH_COOKIE] ?? request.cookies?.[LEGACY_REFRESH_COOKIE];
}

const secureCookies = (settings: Settings) => settings.deployment || settings.publicUrl.startsWith('https://');

/** Sets the access cookie, and the refresh cookie when a new refresh token was issued. */
export function setSessionCookies(reply: FastifyReply, settings: Settings, tokens: { accessToken: string; refreshToken?: string }): void {
  const base = { httpOnly: true, sameSite: 'lax', secure: secureCookies(settings), path: '/' } as const;
  void reply.setCookie(ACCESS_COOKIE, tokens.accessToken, { ...base, maxAge: ACCESS_TTL_SECONDS });
  if (tokens.refreshToken === undefined) return;
  void reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, { ...base, maxAge: REFRESH_TTL_SECONDS });
  void reply.clearCookie(LEGACY_REFRESH_COOKIE, { path: LEGACY_REFRESH_PATH });
}

export function clearSessionCookies(reply: FastifyReply): void {
  void reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  void reply.clearCookie(REFRESH_COOKIE, { path: '/' });
  void reply.clearCookie(LEGACY_REFRESH_COOKIE, { path: LEGACY_REFRESH_PATH });
}
