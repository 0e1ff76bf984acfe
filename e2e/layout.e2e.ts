import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ADMIN, launch, openSettled, ownerCookie, removeData, startOwnServer, type OwnServer } from './support';

/** The colour of one pixel of what `target` shows, as #rrggbb. */
async function pixel(target: Locator, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(await target.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return `#${[0, 1, 2].map((channel) => data[at + channel].toString(16).padStart(2, '0')).join('')}`;
}

/** The elements whose box reaches past the right edge of the window, outside a frame that scrolls sideways. */
function pastTheRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrolls = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= window.innerWidth + 0.5) continue;
      let frame = element.parentElement;
      while (frame && !scrolls(frame)) frame = frame.parentElement;
      if (!frame) found.push(`${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} reaches ${Math.round(box.right)} px`);
    }
    return found;
  });
}

/** Whether the "Cookie settings" button covers any part of `target` when the page is scrolled to bring the target to the window's bottom edge. */
async function coveredAtTheBottomEdge(page: Page, target: Locator): Promise<boolean> {
  await target.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().bottom + window.scrollY - window.innerHeight));
  const button = await page.locator('[data-consent-settings]').boundingBox();
  const box = await target.boundingBox();
  if (!button || !box) throw new Error('the settings button or the target is not on the page');
  return box.x < button.x + button.width && button.x < box.x + box.width && box.y < button.y + button.height && button.y < box.y + box.height;
}

describe('layout: the brand, phones and wide menus', () => {
  let server: OwnServer;
  let browser: Browser;
  let admin: string;

  const api = async <T>(method: string, path: string, body?: unknown, cookie = admin): Promise<T> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  async function signedIn(width: number, email = ADMIN.email, password = ADMIN.password): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 800 } });
    const page = await context.newPage();
    let response = await page.request.post('/api/auth/login', { data: { email, password } });
    if (response.status() === 401) response = await page.request.post('/api/auth/register', { data: { email, password } });
    expect(response.ok()).toBe(true);
    return { context, page };
  }

  // A server of its own and a browser: past Jest's minute for a hook on a busy machine.
  beforeAll(async () => {
    server = await startOwnServer();
    browser = await launch();
    admin = await ownerCookie(server.url, server.dataDir, ADMIN.email, ADMIN.password);
  }, 120_000);
  afterAll(async () => {
    await browser.close();
    await server.stop();
    removeData(server.dataDir);
  });

  it('the demo artwork (service icons, avatars) takes the brand colour after a rebrand', async () => {
    const [identity] = await api<{ _id: string; createdAt: string; updatedAt: string }[]>('GET', '/api/site-identity');
    const { _id, createdAt: _created, updatedAt: _updated, ...fields } = identity;
    await api('PUT', `/api/site-identity/${_id}`, { ...fields, primaryColor: '#8a1c4d' });
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openSettled(page, '/');
    const icon = page.locator('svg:has(use[href="/images/icon-audit.svg#art"])').first();
    await icon.scrollIntoViewIfNeeded();
    // The icon's square, left of its magnifier: the brand's colour as chosen (shade 7).
    expect(await pixel(icon, 3, 24)).toBe('#8a1c4d');
    const avatar = page.locator('svg:has(use[href="/images/person-1.svg#art"])').first();
    await avatar.scrollIntoViewIfNeeded();
    // Its background, a light tint of the brand (shade 1), not the demo's teal #cdeeea.
    expect(await pixel(avatar, 2, 2)).not.toBe('#cdeeea');
    await context.close();
  });

  it('at 375 px the Panel stays within the screen', async () => {
    const { context, page } = await signedIn(375);
    await openSettled(page, '/admin');
    await page.getByRole('heading', { name: 'Revenue per month' }).waitFor();
    expect(await pastTheRightEdge(page)).toEqual([]);
    await context.close();
  });

  it('at 375 px the "Cookie settings" button leaves the receipt\'s "Paid on" and the dashboard\'s "Total spent" readable', async () => {
    await api('POST', '/api/add-search-engines', { analyticsTool: 'Google Analytics 4', ga4Id: 'G-AB12CD34EF' });
    const { context, page } = await signedIn(375, 'layout-buyer@example.com', 'customer-pass');
    const [plan] = await (await page.request.get('/api/pricings')).json();
    const created = await page.request.post('/api/new-order', {
      data: { packageId: plan._id, customerName: 'Layout Buyer', customerAddress: '1 Main St\nSpringfield', customerCountry: 'US' },
    });
    const { _id: orderId } = await created.json();
    await api('PUT', `/api/order/${orderId}`, { paymentStatus: 'Paid' });
    await openSettled(page, `/received-payment/${orderId}`);
    await page.getByRole('button', { name: 'Decline' }).click();
    expect(await coveredAtTheBottomEdge(page, page.getByText('Paid on', { exact: true }))).toBe(false);
    await openSettled(page, '/dashboard');
    expect(await coveredAtTheBottomEdge(page, page.getByText('Total spent', { exact: true }))).toBe(false);
    await context.close();
  });

  it('at 1280 px a long page title in the navigation bar keeps the bar on one line', async () => {
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Audits for local shops.' }] }] };
    const title = 'Technical SEO audits for independent shops in Edinburgh and Leith';
    const landing = await api<{ id: string }>('POST', '/api/pages', { title: title.slice(0, 60), slug: 'technical-seo-audits', body: doc });
    await api('POST', `/api/pages/${landing.id}/publish`, {});
    type Item = { label: string; link: { kind: string; target: string }; children?: Item[] };
    const menus = await api<{ key: string; items: Item[] }[]>('GET', '/api/menus');
    const header = menus.find((menu) => menu.key === 'header');
    if (!header) throw new Error('no header menu');
    const input = ({ label, link, children }: Item): Item => ({ label, link, ...(children ? { children: children.map(input) } : {}) });
    const items = [...header.items.map(input), { label: title.slice(0, 60), link: { kind: 'page', target: landing.id } }];
    await api('PUT', '/api/menus/header', { items });
    // Signed in as an Admin: the bar's widest, with Dashboard and Admin beside the menu.
    const { context, page } = await signedIn(1280);
    await openSettled(page, '/');
    const bar = page.getByRole('navigation', { name: 'Main' });
    const link = bar.getByRole('link', { name: title.slice(0, 60) });
    await link.waitFor();
    const [barBox, linkBox, lastBox] = await Promise.all([bar.boundingBox(), link.boundingBox(), bar.getByRole('link').last().boundingBox()]);
    if (!barBox || !linkBox || !lastBox) throw new Error('the bar is not drawn');
    // One line: every item on the long link's line, and the whole bar inside the window.
    expect(lastBox.y + lastBox.height / 2).toBeCloseTo(linkBox.y + linkBox.height / 2, 0);
    expect(barBox.height).toBeLessThan(64);
    expect(await pastTheRightEdge(page)).toEqual([]);
    await context.close();
  });

  it('a wide logo shows whole in the media library, not cropped to its tile', async () => {
    const logo = await sharp({ create: { width: 800, height: 100, channels: 3, background: '#1c4d8c' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('alt', 'Wide logo');
    form.append('file', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'wide-logo.png');
    const uploaded = await fetch(`${server.url}/api/media`, { method: 'POST', body: form, headers: { cookie: admin } });
    expect(uploaded.status).toBe(201);
    for (const width of [375, 1280]) {
      const { context, page } = await signedIn(width);
      await openSettled(page, '/media');
      const tile = page.getByRole('button', { name: /wide-logo/ }).locator('img');
      await tile.waitFor();
      // Drawn whole, the image keeps its 8 : 1 shape inside the tile: its drawn box is as the file.
      const shown = await tile.evaluate((image: HTMLImageElement) => {
        const box = image.getBoundingClientRect();
        const scale = Math.min(box.width / image.naturalWidth, box.height / image.naturalHeight);
        return { fit: getComputedStyle(image).objectFit, drawnWidth: image.naturalWidth * scale, boxWidth: box.width };
      });
      expect(shown.fit).toBe('contain');
      expect(shown.drawnWidth).toBeCloseTo(shown.boxWidth, 0);
      await context.close();
    }
  });
});
