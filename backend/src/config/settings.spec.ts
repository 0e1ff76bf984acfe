import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { resolveSettings, SettingsError } from './settings.js';

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

  it.each(['127.0.0.1', '127.0.0.2', '::1', '[::1]', 'localhost'])('treats a server listening on %s as a local run', (HOST) => {
    expect(resolveSettings({ HOST, NODE_ENV: 'production', DATA_DIR: ':memory:' })).toMatchObject({ deployment: false, paypalMode: 'simulator' });
  });

  it("refuses the Docker image's environment alone (NODE_ENV=production HOST=0.0.0.0), with one line per setting to add", () => {
    const refusal = () => resolveSettings({ NODE_ENV: 'production', HOST: '0.0.0.0', DATA_DIR: ':memory:' });
    expect(refusal).toThrow(SettingsError);
    expect(refusal).toThrow(/^JWT_SECRET must be set.*\nPAYPAL_MODE must be set.*\nPUBLIC_URL must be set[^\n]*$/);
  });

  it.each([
    [{ HOST: '0.0.0.0' }],
    [{ HOST: '::' }],
    [{ HOST: '192.168.1.20', NODE_ENV: 'development' }],
    [{ HOST: '0.0.0.0', NODE_ENV: 'test' }],
    [{ PUBLIC_URL: 'https://seo.example.com' }],
  ])('treats a server other machines can reach (%j) as a deployment whatever NODE_ENV says', (reachable) => {
    const { NODE_ENV, ...complete } = deployment;
    expect(NODE_ENV).toBe('production');
    expect(resolveSettings({ ...complete, ...reachable })).toMatchObject({ deployment: true, paypalMode: 'live' });
    expect(() => resolveSettings({ ...complete, ...reachable, PAYPAL_MODE: 'simulator' })).toThrow('PAYPAL_MODE=simulator moves no money');
    expect(() => resolveSettings({ ...complete, ...reachable, JWT_SECRET: undefined })).toThrow('JWT_SECRET must be set');
  });

  it('needs PUBLIC_URL when listening on every interface', () => {
    expect(() => resolveSettings({ ...deployment, HOST: '0.0.0.0', PUBLIC_URL: undefined })).toThrow('PUBLIC_URL must be set');
    expect(resolveSettings({ ...deployment, HOST: '0.0.0.0' })).toMatchObject({ deployment: true, publicUrl: 'https://seo.example.com' });
  });

  it("reads TRUST_PROXY as a hop count or the proxies' addresses and ranges, and refuses anything else", () => {
    const local = { DATA_DIR: ':memory:' };
    expect(resolveSettings(local).trustProxy).toBe(0);
    expect(resolveSettings({ ...local, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(resolveSettings({ ...local, TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8']);
    for (const wrong of ['true', '*', '10.0.0.0/33', 'proxy.internal', '1.2.3.4/8/8']) {
      expect(() => resolveSettings({ ...local, TRUST_PROXY: wrong })).toThrow(`TRUST_PROXY must be the number of proxies in front of the app`);
    }
  });

  it('listens where DATABASE_LISTEN_URL says, else on DATABASE_URL, and refuses it without a server', () => {
    const server = 'postgres://app@pooler.internal:6432/site';
    const session = 'postgres://app@db.internal:5432/site';
    expect(resolveSettings({ DATA_DIR: ':memory:', DATABASE_URL: server })).toMatchObject({ databaseUrl: server, databaseListenUrl: server });
    expect(resolveSettings({ DATA_DIR: ':memory:', DATABASE_URL: server, DATABASE_LISTEN_URL: session })).toMatchObject({
      databaseUrl: server,
      databaseListenUrl: session,
    });
    expect(resolveSettings({ DATA_DIR: ':memory:' }).databaseListenUrl).toBeUndefined();
    expect(() => resolveSettings({ DATA_DIR: ':memory:', DATABASE_LISTEN_URL: session })).toThrow('DATABASE_LISTEN_URL is used only with DATABASE_URL');
  });

  it('refuses invalid values with a clear message', () => {
    expect(() => resolveSettings({ PORT: 'eighty' })).toThrow('Invalid configuration');
    expect(() => resolveSettings({ PAYPAL_MODE: 'maybe' })).toThrow('Invalid configuration');
  });
});
