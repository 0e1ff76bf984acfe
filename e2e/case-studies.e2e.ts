import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, adminApi, baseUrl, hydrated, launch, seriousViolations, watchedPage, type WatchedPage } from './support';

/** A run's own names, so a second run on the same server meets no study of the first. */
const run = Date.now().toString(36);
const TITLE = `Outdoor shop triples its traffic ${run}`;
const SLUG = `outdoor-shop-${run}`;
const INDUSTRY = `Outdoor retail ${run}`;

async function signIn(page: Page): Promise<void> {
  expect((await page.request.post(`${baseUrl}/api/auth/login`, { data: ADMIN })).status()).toBe(200);
}

describe('case studies', () => {
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

  it('an admin writes and publishes a case study in the back office', async () => {
    const { page } = admin;
    await page.goto('/admin', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Case studies' }).first().click();
    await page.getByRole('heading', { name: 'Case studies', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add a case study' }).click();
    await page.getByRole('heading', { name: 'Add a case study', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Slug', exact: true }).fill(SLUG);
    await page.getByRole('textbox', { name: 'Client', exact: true }).fill('Trailhead Outfitters');
    await page.getByRole('textbox', { name: 'Industry', exact: true }).fill(INDUSTRY);
    const services = page.getByRole('combobox', { name: 'Services' });
    await services.fill('Technical SEO');
    await services.press('Enter');
    const challenge = page.getByRole('textbox', { name: 'The challenge', exact: true });
    await challenge.click();
    await challenge.pressSequentially('Thin category pages and a slow site.');
    const approach = page.getByRole('textbox', { name: 'What was done', exact: true });
    await approach.click();
    await approach.pressSequentially('We rebuilt the categories and halved the load time.');
    await page.getByRole('button', { name: 'Add a result' }).click();
    await page.getByRole('textbox', { name: 'Figure 1', exact: true }).fill('+240 %');
    await page.getByRole('textbox', { name: 'What figure 1 measures', exact: true }).fill('organic traffic in 9 months');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('The case study is published').waitFor();
    await page.getByText('Status: Published').waitFor();
    // The editor of a saved study shows its history too, which the accessibility list's new one does not.
    await page.getByRole('heading', { name: 'History', level: 2 }).waitFor();
    await page.getByText('Version 1 ·').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(admin.problems).toEqual([]);
  });

  it('a visitor reaches it from / in two clicks, sees its figures, and search engines get an Article and its trail', async () => {
    const visitor = await browser.newContext({ baseURL: baseUrl });
    const page = await visitor.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.getByRole('link', { name: 'See our case studies' }).first().click();
    await page.waitForURL(`${baseUrl}/case-studies/`);
    await page.getByRole('heading', { name: 'Case studies', level: 1 }).waitFor();
    await page.getByRole('link', { name: TITLE }).click();
    await page.waitForURL(`${baseUrl}/case-studies/${SLUG}`);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await page.getByText('+240 %').waitFor();
    await page.getByText('We rebuilt the categories and halved the load time.').waitFor();

    // The page as a crawler gets it: rendered on the server with its structured data.
    const html = await (await fetch(`${baseUrl}/case-studies/${SLUG}`)).text();
    const graph = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as { '@graph': Record<string, unknown>[] };
    const article = graph['@graph'].find((node) => node['@type'] === 'Article')!;
    expect(article).toMatchObject({ headline: TITLE, author: { '@type': 'Organization' } });
    expect(article.datePublished).toEqual(expect.any(String));
    const trail = graph['@graph'].find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(trail.itemListElement.map((item) => item.name).slice(1)).toEqual(['Case studies', TITLE]);
    expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).toContain(`/case-studies/${SLUG}</loc>`);
    await visitor.close();
  });

  it('a study links to its industry’s list, an address of its own', async () => {
    const visitor = await browser.newContext({ baseURL: baseUrl });
    const page = await visitor.newPage();
    await page.goto(`/case-studies/${SLUG}`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: INDUSTRY }).click();
    await page.waitForURL(/\/case-studies\/industry\/outdoor-retail-[a-z0-9]+\/$/);
    await page.getByRole('heading', { name: `Case studies: ${INDUSTRY}`, level: 1 }).waitFor();
    await page.getByRole('link', { name: TITLE }).waitFor();
    await visitor.close();
  });

  it('/case-studies/ and the study pass axe at 375 and 1280 px', async () => {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const found: string[] = [];
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, heading] of [
        ['/case-studies/', 'Case studies'],
        [`/case-studies/${SLUG}`, TITLE],
      ] as const) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
        found.push(...(await seriousViolations(page)).map((line) => `${width}px ${path}: ${line}`));
      }
    }
    expect(found).toEqual([]);
    await context.close();
  }, 120_000);
});
