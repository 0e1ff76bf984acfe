/** Query parameters whose values are secrets by their name: reset and sign-in tokens, codes, keys, passwords, signatures. */
const SECRET_PARAMETER = /token|code|key|secret|pass|pwd|sig|auth|session|otp|jwt/i;

const UNSUBSCRIBE = '/unsubscribe/';

function decoded(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * The URL (path or absolute) with the value of every secret-looking query parameter replaced by
 * [redacted], for logs: a reset link in a log file is a password anyone with the file can set.
 */
export function withoutSecrets(url: string): string {
  // A one-click unsubscribe link carries its token in the path.
  if (url.startsWith(UNSUBSCRIBE)) url = `${UNSUBSCRIBE}[redacted]${url.includes('?') ? url.slice(url.indexOf('?')) : ''}`;
  const query = url.indexOf('?');
  if (query === -1) return url;
  const fragment = url.indexOf('#', query);
  const end = fragment === -1 ? url.length : fragment;
  const parameters = url
    .slice(query + 1, end)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals !== -1 && SECRET_PARAMETER.test(decoded(pair.slice(0, equals))) ? `${pair.slice(0, equals)}=[redacted]` : pair;
    });
  return `${url.slice(0, query)}?${parameters.join('&')}${url.slice(end)}`;
}
