import { createSecretKey, type KeyObject } from 'node:crypto';
import type { Settings } from '../config/settings.js';

const keys = new WeakMap<Settings, KeyObject>();

/**
 * JWT_SECRET as the HMAC key that access tokens are signed and checked with, made once per
 * settings. Given the secret as a string, jsonwebtoken's `verify` first tries to read it as a PEM
 * public key (`createPublicKey`), which throws, and only then makes this same key: most of what a
 * check cost, paid on every signed-in request and on every well-formed token a stranger forges
 * (docs/performance.md, "Why the code is shaped so"). The key is the secret's UTF-8 bytes, as
 * jsonwebtoken makes it from the string, so tokens signed before are still accepted.
 */
export function jwtKey(settings: Settings): KeyObject {
  let key = keys.get(settings);
  if (!key) keys.set(settings, (key = createSecretKey(Buffer.from(settings.jwtSecret, 'utf8'))));
  return key;
}
