import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launch, removeData, startOwnServer, watchedPage, type OwnServer } from './support';

/** A fresh install is owned by whoever holds the setup link the server printed, not by the first visitor. */
describe('first-run setup', () => {
  let server: OwnServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startOwnServer();
    browser = await launch();
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    removeData(server.dataDir);
  });

  it('refuses a visitor without the link, and makes the holder of the link the first Admin', async () => {
    const { page, problems, context } = await watchedPage(browser);
    await page.goto(`${server.url}/setup?token=guessed`, { waitUntil: 'networkidle' });
    await page.getByText('This setup link cannot be used').waitFor();
    await page.goto(`${server.url}/add-user`, { waitUntil: 'networkidle' });
    expect(page.url()).toBe(`${server.url}/login?redirect=%2Fadd-user`);

    const link = readFileSync(join(server.dataDir, 'setup-link'), 'utf8').trim();
    expect(new URL(link).origin).toBe(server.url);
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill('owner@setup.test');
    await page.getByRole('textbox', { name: 'Password' }).fill('owner-password');
    await page.getByRole('button', { name: 'Create the Admin account' }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Panel' }).waitFor();

    await page.goto(`${server.url}/add-user`, { waitUntil: 'networkidle' });
    const roster = page.getByRole('table', { name: 'Roster' });
    await roster.getByText('owner@setup.test').waitFor();
    await roster.getByText('Verified').waitFor();

    // The link is spent: a second visitor with it gets nothing.
    const second = await watchedPage(browser);
    await second.page.goto(link, { waitUntil: 'networkidle' });
    await second.page.getByText('This setup link cannot be used').waitFor();
    await second.context.close();
    expect(problems).toEqual([]);
    await context.close();
  });
});
