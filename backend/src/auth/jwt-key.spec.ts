import { KeyObject } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import type { Settings } from '../config/settings.js';
import { jwtKey } from './jwt-key.js';

const settingsWith = (jwtSecret: string) => ({ jwtSecret }) as Settings;

describe('jwtKey', () => {
  it('is an HMAC key object, made once per settings', () => {
    const settings = settingsWith('a-secret-that-is-long-enough');
    const key = jwtKey(settings);
    expect(key).toBeInstanceOf(KeyObject);
    expect(key.type).toBe('secret');
    expect(jwtKey(settings)).toBe(key);
    expect(jwtKey(settingsWith('a-secret-that-is-long-enough'))).not.toBe(key);
  });

  it('signs the same tokens as the secret string did, so tokens signed before still pass, and refuses another secret’s', () => {
    // Not ASCII too: the key is the string's UTF-8 bytes, as jsonwebtoken makes it.
    for (const secret of ['a-secret-that-is-long-enough', 'ein-Schlüssel-der-lang-genug-ist-✓']) {
      const key = jwtKey(settingsWith(secret));
      const payload = { sub: 'account-id', ver: 3, iat: 1_800_000_000 };
      const withString = jwt.sign(payload, secret, { algorithm: 'HS256' });
      expect(jwt.sign(payload, key, { algorithm: 'HS256' })).toBe(withString);
      expect(jwt.verify(withString, key, { algorithms: ['HS256'], ignoreExpiration: true })).toMatchObject({ sub: 'account-id', ver: 3 });
      const forged = jwt.sign(payload, `${secret}-other`, { algorithm: 'HS256' });
      expect(() => jwt.verify(forged, key, { algorithms: ['HS256'] })).toThrow('invalid signature');
    }
  });
});
