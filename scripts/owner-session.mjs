import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const postJson = (url, body) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The cookie header of an answer that signed someone in. */
export const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/**
 * The site owner's session on a server the caller started: the first call creates the owner
 * through the setup link the server wrote to its data folder (as the owner would, from the
 * console); later calls, and servers that have an Admin already, sign in.
 */
export async function ownerCookie(url, dataDir, email, password) {
  const setupLink = join(dataDir, 'setup-link');
  const response = existsSync(setupLink)
    ? await postJson(`${url}/api/auth/setup`, { token: new URL(readFileSync(setupLink, 'utf8').trim()).searchParams.get('token'), email, password })
    : await postJson(`${url}/api/auth/login`, { email, password });
  if (!response.ok) throw new Error(`owner ${email}: ${response.status} ${await response.text()}`);
  return cookieOf(response);
}
