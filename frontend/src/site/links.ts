/**
 * http(s) URLs, site paths and in-page anchors; never javascript:, data: or protocol-relative URLs.
 * Browsers read a backslash as a slash and drop tabs and line breaks inside a URL, so `/\host/x`
 * and `/<tab>/host/x` are `//host/x`: no backslash, whitespace or control character anywhere.
 * The API enforces the same rule (backend/src/content/dto/section-dtos.ts, with the same table of cases).
 */
const SAFE_LINK = /^(https?:\/\/[^\s<>"\\\p{Cc}]+|\/(?!\/)[^\s<>"\\\p{Cc}]*|#[\w-]*)$/iu;

/** A path on this site, by the same rule. */
const SITE_PATH = /^\/(?!\/)[^\s<>"\\\p{Cc}]*$/u;

export const isSafeLink = (link: string) => SAFE_LINK.test(link);

/** Where to go after signing in: only a path on this site, else the dashboard. */
export const safeRedirect = (target: string | undefined) => (target && SITE_PATH.test(target) ? target : '/dashboard');
