/**
 * The links a body may hold, as the server's allow-list takes them (backend/src/rich-text,
 * `safeHref`): http(s), mailto and tel addresses, a path of this site (one leading `/`) or a
 * `#fragment`. The editor refuses others as they are typed; the server drops them anyway.
 */
const INTERNAL = 'https://internal.invalid';

export function isSafeHref(value: string): boolean {
  const href = value.trim();
  if (!href || href.length > 2000) return false;
  try {
    if (href.startsWith('#')) return href.length > 1;
    if (href.startsWith('/')) return new URL(href, INTERNAL).origin === INTERNAL;
    const url = new URL(href);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.hostname !== '';
    return (url.protocol === 'mailto:' || url.protocol === 'tel:') && url.pathname !== '';
  } catch {
    return false;
  }
}
