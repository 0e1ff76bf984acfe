/**
 * A path on this site, as the API's rule for links in content has them (SAFE_LINK in
 * backend/src/content/sections.ts, whose cases links.test.ts reuses): one slash, then no
 * backslash, whitespace or control character anywhere, since browsers read a backslash as a
 * slash and drop tabs and line breaks inside a URL (`/\host/x` and `/<tab>/host/x` are `//host/x`).
 */
const SITE_PATH = /^\/(?!\/)[^\s<>"\\\p{Cc}]*$/u;

/** A path on this site, and nothing that leads elsewhere. */
export const isSitePath = (target: string | undefined): target is string => target !== undefined && SITE_PATH.test(target);

/**
 * A return path plain enough for the server to draw /login and /register with it (entry-server's
 * pageAddress keeps one render per such path): lowercase letters, digits, slashes and hyphens, as
 * the pages a visitor is sent to sign in from have (`/order-now/<id>`, `/dashboard`). A link there
 * then works before the page's script has run; any other path is added once hydrated.
 */
export const isDrawnReturnPath = (target: string | undefined): target is string =>
  target !== undefined && /^\/(?:[a-z0-9-]+\/?){0,8}$/.test(target) && target.length <= 200;

/** Where to go after signing in: only a path on this site, else the dashboard. */
export const safeRedirect = (target: string | undefined) => (isSitePath(target) ? target : '/dashboard');
