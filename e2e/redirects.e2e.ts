import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { ADMIN, adminApi, baseUrl, launch, watchedPage } from './support';

const visit = (path: string) => fetch(`${baseUrl}${path}`, { redirect: 'manual' });

describe('redirects', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    await adminApi();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('an admin adds /old-pricing/ → /pricing/: the old URL answers 301 at once and lands on pricing', async () => {
    // The old address was asked for before: its not-found page is rendered and kept.
    expect((await visit('/old-pricing/')).status).toBe(404);
    expect((await visit('/old-pricing/')).status).toBe(404);

    const { page, problems, context } = await watchedPage(browser);
    expect((await page.request.post(`${baseUrl}/api/auth/login`, { data: ADMIN })).status()).toBe(200);
    await page.goto('/redirects', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Redirects', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add a redirect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a redirect' });
    await dialog.getByRole('textbox', { name: 'Old path' }).fill('/old-pricing/');
    await dialog.getByRole('radio', { name: '301 Moved permanently' }).check();
    await dialog.getByRole('textbox', { name: 'Target' }).fill('/pricing/');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Pricing moved in the 2024 relaunch');
    await dialog.getByRole('button', { name: 'Save redirect' }).click();
    await page.getByText('The redirect of /old-pricing/ is saved').waitFor();
    const row = page.getByRole('row', { name: /\/old-pricing\// });
    await row.waitFor();

    const moved = await visit('/old-pricing/');
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/pricing/']);

    const visitor = await browser.newContext({ baseURL: baseUrl });
    const visitorPage = await visitor.newPage();
    const landed = await visitorPage.goto('/old-pricing/?utm_source=newsletter', { waitUntil: 'networkidle' });
    expect(new URL(visitorPage.url()).pathname + new URL(visitorPage.url()).search).toBe('/pricing/?utm_source=newsletter');
    expect(landed?.status()).toBe(200);
    expect(
      await landed
        ?.request()
        .redirectedFrom()
        ?.response()
        .then((response) => response?.status()),
    ).toBe(301);
    await visitor.close();

    // The visit is counted (in a batch): the list writes this instance's hits before it reads.
    await page.reload({ waitUntil: 'networkidle' });
    await expect(row.getByRole('cell').nth(3).textContent()).resolves.toBe('2');

    const shots = join(process.env.TMPDIR ?? tmpdir(), 'redirects-screens');
    mkdirSync(shots, { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload({ waitUntil: 'networkidle' });
      await page.screenshot({ path: join(shots, `redirects-${width}.png`), fullPage: true });
    }
    await page.getByRole('button', { name: 'Edit the redirect of /old-pricing/' }).click();
    await page.getByRole('dialog', { name: 'Edit the redirect' }).waitFor();
    // Past the dialog's fade-in.
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(shots, 'redirects-edit-1280.png') });
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Delete the redirect of /old-pricing/' }).click();
    await page.getByRole('dialog', { name: 'Delete this redirect?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The redirect of /old-pricing/ is deleted').waitFor();
    expect((await visit('/old-pricing/')).status).toBe(404);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('imports a CSV and shows each refused line when a file is refused', async () => {
    const { page, problems, context } = await watchedPage(browser);
    expect((await page.request.post(`${baseUrl}/api/auth/login`, { data: ADMIN })).status()).toBe(200);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/redirects', { waitUntil: 'networkidle' });
    const csv = page.getByRole('textbox', { name: 'CSV' });
    await csv.fill('source,target,code\n/old-blog/,/,301\n/api/x,/contact,301\n');
    await page.getByRole('button', { name: 'Import redirects' }).click();
    await page.getByText('Nothing was imported: 1 row is refused').waitFor();
    await page.getByText(/^Line 3: \/api\/x is an address the site itself answers/).waitFor();
    await page.screenshot({ path: join(process.env.TMPDIR ?? tmpdir(), 'redirects-screens', 'redirects-import-375.png'), fullPage: true });
    await csv.fill('source,target,code\n/old-blog/,/,301\n/old-team,,410\n');
    await page.getByRole('button', { name: 'Import redirects' }).click();
    await page.getByText('2 redirects imported').waitFor();
    await page.getByRole('row', { name: /\/old-team/ }).waitFor();
    const gone = await visit('/old-team');
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('Gone');
    // The refused import answered 400 on purpose (the browser logs it too).
    const expected = [
      `HTTP 400: POST ${baseUrl}/api/redirects/import`,
      'console error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ];
    expect(problems.filter((problem) => !expected.includes(problem))).toEqual([]);
    await context.close();
  });
});
