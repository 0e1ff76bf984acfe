import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { ADMIN, adminApi, baseUrl, launch, watchedPage } from './support';

describe('API keys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    await adminApi();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('an admin creates a key, copies it once, and authorizes Swagger UI with it and lists orders; revoked, it is refused', async () => {
    const { page, problems, context } = await watchedPage(browser);
    expect((await page.request.post(`${baseUrl}/api/auth/login`, { data: ADMIN })).status()).toBe(200);
    await page.goto('/api-keys', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Create an API key' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Accounting export');
    await form.getByRole('checkbox', { name: /\(orders:read\)/ }).check();
    await form.getByRole('button', { name: 'Create key' }).click();
    const secret = page.getByRole('textbox', { name: 'API key' });
    await secret.waitFor();
    const token = await secret.inputValue();
    expect(token).toMatch(/^rk_[0-9a-f]{32}[0-9A-Za-z]{43}$/);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(secret.count()).resolves.toBe(0);
    const row = page.getByRole('row', { name: /Accounting export/ });
    await expect(row.textContent()).resolves.toContain(`${token.slice(0, 11)}…`);
    await expect(row.textContent()).resolves.not.toContain(token.slice(11));

    // Swagger UI offers the key scheme in Authorize, takes the key and sends it with "Try it out".
    // It draws only the tags near the viewport: the page is scrolled until the orders list's operation is drawn.
    const integrator = await browser.newContext({ baseURL: baseUrl });
    const docs = await integrator.newPage();
    await docs.goto('/api/docs', { waitUntil: 'networkidle' });
    await docs.getByRole('button', { name: 'Authorize' }).first().click();
    const authorize = docs.locator('form').filter({ hasText: 'apiKeyBearer (http, Bearer)' });
    await authorize.getByRole('textbox').fill(token);
    await authorize.locator('button.authorize').click();
    await authorize.locator('button', { hasText: 'Logout' }).waitFor();
    await docs.locator('.modal-ux button.close-modal').click();
    const operation = docs.locator('#operations-orders-getOrders');
    for (let scrolled = 0; scrolled < 200 && (await operation.count()) === 0; scrolled++) await docs.mouse.wheel(0, 600);
    await operation.locator('.opblock-summary').first().click();
    await operation.locator('button.try-out__btn').click();
    const answered = docs.waitForResponse((response) => response.url().startsWith(`${baseUrl}/api/orders`));
    await operation.locator('button.execute').click();
    const answer = await answered;
    expect([answer.request().headers().authorization, answer.status()]).toEqual([`Bearer ${token}`, 200]);
    await expect(operation.locator('.live-responses-table tbody .response-col_status').first().textContent()).resolves.toContain('200');
    const committed = JSON.parse(readFileSync(new URL('../openapi/openapi.json', import.meta.url), 'utf8')) as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[]; 'x-api-key-scopes'?: string[] }>>;
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
    };
    expect(committed.components.securitySchemes.apiKeyBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(committed.paths['/api/orders'].get).toMatchObject({ security: expect.arrayContaining([{ apiKeyBearer: [] }]), 'x-api-key-scopes': ['orders:read'] });
    const listed = await integrator.request.get(`${baseUrl}/api/orders`, { headers: { authorization: `Bearer ${token}` } });
    expect(listed.status()).toBe(200);
    expect(((await listed.json()) as { total: number }).total).toBeGreaterThanOrEqual(0);
    await integrator.close();

    await row.getByRole('button', { name: 'Revoke the API key Accounting export' }).click();
    await page.getByRole('dialog', { name: 'Revoke this API key?' }).getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('The API key “Accounting export” is revoked').waitFor();
    // the list is read again after the notice: its row says so once it is
    await row.getByText(/^Revoked /).waitFor();
    const refused = await fetch(`${baseUrl}/api/orders`, { headers: { authorization: `Bearer ${token}` } });
    expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([401, 'API key revoked']);
    expect(problems).toEqual([]);
    await context.close();
  });
});
