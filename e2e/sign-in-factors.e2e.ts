import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer } from '../scripts/start-server.mjs';
import { customerCookie, hydrated, launch, mailedLink, removeData, type OwnServer } from './support';

const EMAIL = 'writer@agency.test';
const PASSWORD = 'writer-password-1';

/**
 * A member enrols a passkey (Chromium's virtual authenticator, over CDP) and an authenticator app,
 * and signs in with each; a recovery code works once. The server's PUBLIC_URL names `localhost`:
 * browsers refuse passkeys for an IP address.
 */
describe('second factors in the browser: a passkey, an authenticator app, a recovery code', () => {
  let server: OwnServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let secret = '';
  let recoveryCodes: string[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rankwell-factors-'));
    server = await startServer({ dataDir, env: { RATE_LIMIT_FACTOR: '10000' }, host: 'localhost', timeout: 120_000 });
    const cookie = await customerCookie(server.url, EMAIL, PASSWORD);
    const token = new URL(await mailedLink(server.dataDir, EMAIL, '/verify-email')).searchParams.get('token');
    const verified = await fetch(`${server.url}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ token }),
    });
    expect(verified.status).toBe(200);
    browser = await launch();
    context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    if (server) removeData(server.dataDir);
  });

  const signOut = async () => expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
  const viewer = async () => (await (await page.request.get('/api/auth/me')).json()).viewer;
  async function passwordStep() {
    await page.goto('/login', { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByLabel('Code').waitFor();
  }

  it('enrols a passkey on the account page, signs out, and signs in with it alone', async () => {
    expect((await page.request.post('/api/auth/login', { data: { email: EMAIL, password: PASSWORD } })).status()).toBe(200);
    await page.goto('/account', { waitUntil: 'networkidle' });
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Add a passkey' });
    await form.getByLabel('Passkey name').fill('This laptop');
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('The passkey “This laptop” is added.').waitFor();
    await page.getByRole('table', { name: 'Your passkeys' }).getByText('This laptop').waitFor();

    await signOut();
    expect(await viewer()).toBeNull();
    await page.goto('/login', { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(await viewer()).toMatchObject({ email: EMAIL });
  });

  it('enrols an authenticator app with its QR code, and signs in with a code after the password', async () => {
    await page.goto('/account', { waitUntil: 'networkidle' });
    await hydrated(page);
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await section.getByRole('img', { name: /QR code/ }).waitFor();
    secret = (await section.getByLabel('The key, to type into the app').innerText()).trim();
    await section.getByLabel('Code').fill(await generate({ secret, period: 30 }));
    await section.getByRole('button', { name: 'Turn on' }).click();
    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.nth(9).waitFor();
    expect(await codes.count()).toBe(10);
    recoveryCodes = (await codes.allInnerTexts()).map((code) => code.trim());

    await signOut();
    await passwordStep();
    // The code of the next step: the one that confirmed the app is spent.
    await page.getByLabel('Code').fill(await generate({ secret, period: 30, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(await viewer()).toMatchObject({ email: EMAIL });
  });

  it('takes the passkey as the second step too, and a recovery code once', async () => {
    await signOut();
    await passwordStep();
    await page.getByRole('button', { name: 'Use a passkey instead' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(await viewer()).toMatchObject({ email: EMAIL });

    await signOut();
    await passwordStep();
    await page.getByLabel('Code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(await viewer()).toMatchObject({ email: EMAIL });

    await signOut();
    await passwordStep();
    await page.getByLabel('Code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not right.', { exact: false }).waitFor();
    expect(await viewer()).toBeNull();
    expect(problems).toEqual([]);
  });
});
