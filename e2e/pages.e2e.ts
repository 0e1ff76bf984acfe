import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, adminApi, baseUrl, hydrated, launch, watchedPage, type WatchedPage } from './support';

const visit = (path: string) => fetch(`${baseUrl}${path}`, { redirect: 'manual' });

/** A run's own addresses, so a second run on the same server meets no page of the first. */
const run = Date.now().toString(36);
const TITLE = `Our approach ${run}`;
const SLUG = `our-approach-${run}`;
const MOVED = `how-we-work-${run}`;

async function signIn(page: Page): Promise<void> {
  expect((await page.request.post(`${baseUrl}/api/auth/login`, { data: ADMIN })).status()).toBe(200);
}

describe('the site’s pages', () => {
  let browser: Browser;
  let admin: WatchedPage;
  beforeAll(async () => {
    browser = await launch();
    await adminApi();
    admin = await watchedPage(browser);
    await signIn(admin.page);
  });
  afterAll(async () => {
    await admin.context.close();
    await browser.close();
  });

  it('an admin writes a page, shows it in the footer and publishes it: the home page’s Quick Links lead to it', async () => {
    const { page } = admin;
    await page.goto('/site-pages', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Pages', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New page' }).click();
    await page.getByRole('heading', { name: 'New page', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Slug', exact: true }).fill(SLUG);
    const body = page.getByRole('textbox', { name: 'Body', exact: true });
    await body.click();
    // The editor's Markdown shortcut: "## " starts a level-2 heading.
    await body.pressSequentially('## How we work');
    await body.press('Enter');
    await body.pressSequentially('Audits first, then a plan you can follow.');
    await page.getByRole('switch', { name: 'Show in the footer' }).check();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('The page is published').waitFor();
    await page.getByText('Status: Published').waitFor();

    const visitor = await browser.newContext({ baseURL: baseUrl });
    const home = await visitor.newPage();
    await home.goto('/', { waitUntil: 'networkidle' });
    await hydrated(home);
    const link = home.getByRole('contentinfo').getByRole('link', { name: TITLE });
    await expect(link.getAttribute('href')).resolves.toBe(`/${SLUG}`);
    await link.click();
    await home.waitForURL(`${baseUrl}/${SLUG}`);
    await home.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await home.getByRole('heading', { name: 'How we work', level: 2 }).waitFor();
    await home.getByText('Audits first, then a plan you can follow.').waitFor();
    await visitor.close();
  });

  it('an admin moves the published page to a new address, redirecting the old one: the old URL answers 301', async () => {
    const { page, problems } = admin;
    await page.goto('/site-pages', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { name: 'Edit the page', level: 1 }).waitFor();
    const slug = page.getByRole('textbox', { name: 'Slug', exact: true });
    await expect(slug.inputValue()).resolves.toBe(SLUG);
    await slug.fill(MOVED);
    const redirect = page.getByRole('checkbox', { name: 'Redirect the old address to the new one' });
    await expect(redirect.isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The page was saved').waitFor();
    await page.getByRole('link', { name: `/${MOVED}` }).waitFor();

    const old = await visit(`/${SLUG}`);
    expect([old.status, old.headers.get('location')]).toEqual([301, `/${MOVED}`]);
    expect((await visit(`/${MOVED}`)).status).toBe(200);
    expect(problems).toEqual([]);
  });
});
