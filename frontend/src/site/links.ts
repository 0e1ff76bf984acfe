/**
 * A path on this site, as the API's rule for links in content has them (SAFE_LINK in
 * backend/src/content/sections.ts, whose cases links.test.ts reuses): one slash, then no
 * backslash, whitespace or control character anywhere, since browsers read a backslash as a
 * slash and drop tabs and line breaks inside a URL (`/\host/x` and `/<tab>/host/x` are `//host/x`).
 */
const SITE_PATH = /^\/(?!\/)[^\s<>"\\\p{Cc}]*$/u;

/** A path on this site, and nothing that leads elsewhere. */
export const isSitePath = (target: string | undefined): target is string => target !== undefined && SITE_PATH.test(target);

/** Where to go after signing in: only a path on this site, else the dashboard. */
export const safeRedirect = (target: string | undefined) => (isSitePath(target) ? target : '/dashboard');
