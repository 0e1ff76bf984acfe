import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, launch, ownerCookie, removeData, seriousViolations, startOwnServer, type OwnServer } from './support';

const SAVED_HEADING = 'Rank higher. Grow faster.';
const TYPED_HEADING = 'Search that pays for itself';

describe('the preview before saving', () => {
  let server: OwnServer;
  let browser: Browser;
  let bannerId: string;

  beforeAll(async () => {
    server = await startOwnServer();
    browser = await launch();
    const cookie = await ownerCookie(server.url, server.dataDir, ADMIN.email, ADMIN.password);
    const banners = (await (await fetch(`${server.url}/api/banner`, { headers: { cookie } })).json()) as { _id: string; bannerHeading: string }[];
    expect(banners.map((banner) => banner.bannerHeading)).toEqual([SAVED_HEADING]);
    bannerId = banners[0]._id;
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    removeData(server.dataDir);
  });

  const home = async () => (await fetch(`${server.url}/`, { headers: { 'cache-control': 'no-cache' } })).text();
  /** The preview's own document, found by the frame's accessible name. */
  const previewFrame = async (page: Page, width: 'phone' | 'desktop') => {
    const element = await page.waitForSelector(`iframe[title="Preview of Banner at ${width} width"]`);
    const frame = await element.contentFrame();
    if (!frame) throw new Error('the preview frame has no document');
    return frame;
  };

  it('an Admin types into the banner editor: the preview at desktop and phone width changes as they type, while / and the API keep the saved banner until Save', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.request.post(`${server.url}/api/auth/login`, { data: { email: ADMIN.email, password: ADMIN.password } });
    // Every call the page makes that could store something.
    const writes: string[] = [];
    page.on('request', (request) => {
      if (!['GET', 'HEAD'].includes(request.method())) writes.push(`${request.method()} ${request.url()}`);
    });

    await page.goto(`/banner/${bannerId}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Edit banner', level: 1 }).waitFor();
    const desktop = await previewFrame(page, 'desktop');
    await desktop.getByRole('heading', { name: SAVED_HEADING, level: 1 }).waitFor();
    // The frame is a desktop browser's width, so the section lays out as on a desktop.
    expect(await desktop.evaluate(() => window.innerWidth)).toBe(1280);

    const heading = page.getByRole('textbox', { name: /^Heading/ });
    await heading.fill('');
    await heading.pressSequentially(TYPED_HEADING, { delay: 15 });
    await desktop.getByRole('heading', { name: TYPED_HEADING, level: 1 }).waitFor({ timeout: 5000 });

    await page.getByRole('radiogroup', { name: 'Preview width' }).getByText('Phone').click();
    const phone = await previewFrame(page, 'phone');
    await phone.getByRole('heading', { name: TYPED_HEADING, level: 1 }).waitFor();
    expect(await phone.evaluate(() => window.innerWidth)).toBe(375);
    // Links and forms in the preview lead nowhere: after its button, the preview and the editor are still there.
    await phone.getByRole('link', { name: 'Get a free analysis' }).click();
    await page.waitForTimeout(300);
    expect(phone.url()).toBe('about:srcdoc');
    expect(new URL(page.url()).pathname).toBe(`/banner/${bannerId}`);
    await phone.getByRole('heading', { name: TYPED_HEADING, level: 1 }).waitFor();

    // Nothing was stored: the public page, fetched fresh, still has the saved heading.
    const before = await home();
    expect(before).toContain(SAVED_HEADING);
    expect(before).not.toContain(TYPED_HEADING);
    expect(writes).toEqual([]);

    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    // On a phone the preview follows the form (once the layout has followed the new width).
    await page.waitForFunction(() => {
      const save = [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Save');
      const preview = document.querySelector('iframe[title="Preview of Banner at phone width"]');
      return !!save && !!preview && preview.getBoundingClientRect().top > save.getBoundingClientRect().top;
    });
    // Both read in one frame: two boundingBox calls apart could straddle a scroll or a reflow (CI saw one).
    const { formBottom, previewTop } = await page.evaluate(() => {
      const save = [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Save')!;
      const preview = document.querySelector('iframe[title="Preview of Banner at phone width"]')!;
      return { formBottom: save.getBoundingClientRect().bottom, previewTop: preview.getBoundingClientRect().top };
    });
    expect(previewTop).toBeGreaterThan(formBottom);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // Save is what stores it.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Banner is Updated').waitFor();
    expect(writes).toEqual([`PUT ${server.url}/api/update-banner/${bannerId}`]);
    expect(await home()).toContain(TYPED_HEADING);
    expect(problems).toEqual([]);
    await context.close();
  });
});
