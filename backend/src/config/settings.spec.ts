import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { resolveSettings } from './settings.js';

const deployment = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://seo.example.com',
  PAYPAL_MODE: 'live',
  JWT_SECRET: 'a-long-random-secret-for-signing-tokens',
};

describe('settings', () => {
  it('needs no configuration for a local run, and keeps a generated secret so sessions survive restarts', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rankwell-settings-'));
    const first = resolveSettings({ DATA_DIR: dataDir });
    expect(first).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000', paypalMode: 'simulator', jwtSecretSource: 'generated', deployment: false });
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    const second = resolveSettings({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.jwtSecretSource).toBe('stored');
  });

  it('accepts a complete deployment', () => {
    expect(resolveSettings(deployment)).toMatchObject({ deployment: true, paypalMode: 'live', jwtSecretSource: 'environment' });
  });

  it.each([
    [{ JWT_SECRET: undefined }, 'JWT_SECRET must be set'],
    [{ JWT_SECRET: 'dev-secret-that-is-long-enough' }, 'JWT_SECRET must be set'],
    [{ PAYPAL_MODE: undefined }, 'PAYPAL_MODE must be set'],
    [{ PAYPAL_MODE: 'simulator' }, 'PAYPAL_MODE=simulator moves no money'],
  ])('refuses a deployment with %j', (change, message) => {
    expect(() => resolveSettings({ ...deployment, ...change })).toThrow(message);
  });

  it('treats production on localhost as a local run (npm start)', () => {
    expect(resolveSettings({ NODE_ENV: 'production', DATA_DIR: ':memory:' })).toMatchObject({ deployment: false, production: true, paypalMode: 'simulator' });
  });

  it('refuses invalid values with a clear message', () => {
    expect(() => resolveSettings({ PORT: 'eighty' })).toThrow('Invalid configuration');
    expect(() => resolveSettings({ PAYPAL_MODE: 'maybe' })).toThrow('Invalid configuration');
  });
});
