import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { ADMIN, launch, ownerCookie, removeData, seriousViolations, startOwnServer, type OwnServer } from './support';

const ALT = 'A consultant pointing at a rising traffic chart';

/**
 * A photo as a phone takes it: 2400 × 1600, a colour gradient under per-pixel noise (which JPEG
 * cannot squeeze away, so the file weighs what a real photo does).
 */
async function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  const noise = () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return (state >> 16) % 48;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.min(255, Math.round((x / width) * 200) + noise());
      pixels[at + 1] = Math.min(255, Math.round((y / height) * 180) + noise());
      pixels[at + 2] = Math.min(255, 120 + noise());
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

interface MediaRecord {
  id: string;
  url: string;
  hash: string;
  alt: string;
  focalX: number;
  focalY: number;
  widths: number[];
  formats: string[];
}

describe('the media library: a photo uploaded as the banner image is served as a responsive picture', () => {
  let server: OwnServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cookie: string;
  let bannerId: string;
  let media: MediaRecord;
  const problems: string[] = [];

  const home = async () => (await fetch(`${server.url}/`, { headers: { 'cache-control': 'no-cache' } })).text();
  const api = async <T>(path: string) => (await (await fetch(`${server.url}${path}`, { headers: { cookie } })).json()) as T;

  beforeAll(async () => {
    server = await startOwnServer();
    browser = await launch();
    cookie = await ownerCookie(server.url, server.dataDir, ADMIN.email, ADMIN.password);
    [{ _id: bannerId }] = await api<{ _id: string }[]>('/api/banner');
    context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    await page.request.post(`${server.url}/api/auth/login`, { data: { email: ADMIN.email, password: ADMIN.password } });
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
    await server.stop();
    removeData(server.dataDir);
  });

  it('an Admin uploads a 2400 × 1600 photo from the banner editor with its alt text; the field takes its library address and the preview shows it', async () => {
    await page.goto(`/banner/${bannerId}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Choose image for Image URL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose an image: Image URL' });
    await dialog.getByRole('button', { name: 'Choose files' }).waitFor();
    await dialog.getByLabel('Choose images to upload').setInputFiles({ name: 'consultant.jpg', mimeType: 'image/jpeg', buffer: await photo(2400, 1600, 7) });
    const card = dialog.getByRole('listitem', { name: 'consultant.jpg' });
    await card.getByRole('textbox', { name: /Alt text/ }).fill(ALT);
    // The picker, its dropzone and the queued file, as a screen reader and a keyboard meet them.
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Upload 1 image' }).click();
    await card.getByRole('button', { name: 'Use this image' }).click();
    await dialog.waitFor({ state: 'detached' });

    const field = page.getByRole('textbox', { name: /^Image URL/ });
    const url = await field.inputValue();
    expect(url).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    await page.getByText(`Alt text: ${ALT}`).waitFor();
    const frame = await (await page.waitForSelector('iframe[title="Preview of Banner at desktop width"]')).contentFrame();
    await frame!.locator('picture source[type="image/avif"]').waitFor({ state: 'attached' });

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Banner is Updated').waitFor();
    media = await api<MediaRecord>(url.replace('/media/', '/api/media/'));
    expect(media).toMatchObject({ alt: ALT, widths: [320, 640, 960, 1280, 1920], formats: ['avif', 'webp', 'jpeg'] });
    // Fifteen variants of a 4-megapixel photo are made during the upload: seconds on a busy two-core machine.
  }, 120_000);

  it('sets the focal point on /media by clicking the subject, and saves it', async () => {
    await page.goto('/media', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Media library', level: 1 }).waitFor();
    await page
      .getByRole('list', { name: 'Images' })
      .getByRole('button', { name: /consultant/ })
      .click();
    const drawer = page.getByRole('dialog', { name: 'consultant' });
    const picker = drawer.getByRole('group', { name: /set its focal point/ });
    await picker.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width * 0.3, y: box.height * 0.25 } });
    await drawer.getByText('Focal point: 30% from the left, 25% from the top').waitFor();
    // The arrow keys move it too: one step right.
    await page.keyboard.press('ArrowRight');
    await drawer.getByText('Focal point: 35% from the left, 25% from the top').waitFor();
    // The library with an image, and its details with the picker, as a screen reader and a keyboard meet them.
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await drawer.getByRole('button', { name: 'Save focal point' }).click();
    await page.getByText('Focal point saved').waitFor();
    const saved = await api<MediaRecord>(`/api/media/${media.id}`);
    expect(saved.focalX).toBeCloseTo(0.35, 2);
    expect(saved.focalY).toBeCloseTo(0.25, 2);
    expect(await drawer.getByRole('link', { name: 'Banner › Image URL' }).getAttribute('href')).toBe(`/banner/${bannerId}`);
  });

  it('/ draws the banner as a picture with AVIF and WebP sources, its alt text and size, fetched first and preloaded from the head', async () => {
    const html = await home();
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = head.match(/<link rel="preload" as="image" imageSrcSet[^>]*>/)?.[0] ?? '';
    expect(preload).toContain(`imageSrcSet="/media/${media.hash}-320.avif 320w`);
    expect(preload).toMatch(/type="image\/avif"/);
    expect(preload).toMatch(/fetchPriority="high"/i);
    expect(preload).toMatch(/imageSizes="[^"]+"/);

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/', { waitUntil: 'networkidle' });
      const picture = page.locator('#banner-heading').locator('xpath=ancestor::section').locator('picture');
      expect(await picture.locator('source').evaluateAll((sources) => sources.map((source) => source.getAttribute('type')))).toEqual([
        'image/avif',
        'image/webp',
      ]);
      const image = picture.locator('img');
      expect(await image.getAttribute('alt')).toBe(ALT);
      expect(await image.getAttribute('width')).toBe('560');
      expect(await image.getAttribute('height')).toBe('373');
      expect(await image.getAttribute('fetchpriority')).toBe('high');
      expect(await image.getAttribute('loading')).toBeNull();
      // The browser chose an AVIF variant fitting the slot, and drew it.
      const drawn = await image.evaluate((element: HTMLImageElement) => ({
        src: element.currentSrc,
        natural: element.naturalWidth,
        shown: element.clientWidth,
      }));
      expect(drawn.src).toMatch(new RegExp(`/media/${media.hash}-\\d+\\.avif$`));
      expect(drawn.natural).toBeGreaterThanOrEqual(drawn.shown);
      expect(drawn.natural).toBeLessThanOrEqual(width === 375 ? 1280 : 1920);
    }

    const variant = await fetch(`${server.url}/media/${media.hash}-640.avif`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/avif');
    expect(variant.headers.get('cache-control')).toContain('immutable');
    expect((await variant.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('refuses on /media to delete the image while the banner uses it, naming the banner', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/media', { waitUntil: 'networkidle' });
    await page
      .getByRole('list', { name: 'Images' })
      .getByRole('button', { name: /consultant/ })
      .click();
    const drawer = page.getByRole('dialog', { name: 'consultant' });
    await drawer.getByRole('button', { name: 'Delete image…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this image?' });
    // The dialog says what deleting does and offers to delete the files at once: checked at both widths.
    await confirm.getByRole('checkbox', { name: 'Delete now, everywhere' }).waitFor();
    // Axe reads colours as drawn: the dialog's fade-in must be over first.
    const settled = () => page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await settled();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await settled();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm.getByRole('alert').textContent()).resolves.toMatch(/used by Banner/);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect((await fetch(`${server.url}/media/${media.id}`)).status).toBe(200);
    // The 409 was the refusal asked for, not a fault.
    problems.splice(0, problems.length, ...problems.filter((problem) => !problem.includes('409')));
  });

  it('replaces the file: the image keeps its address, / draws the new variants', async () => {
    const drawer = page.getByRole('dialog', { name: 'consultant' });
    const chooser = page.waitForEvent('filechooser');
    await drawer.getByRole('button', { name: 'Replace file…' }).click();
    await (await chooser).setFiles({ name: 'consultant-2.jpg', mimeType: 'image/jpeg', buffer: await photo(1600, 1200, 11) });
    await page.getByText('Image replaced').waitFor();
    const replaced = await api<MediaRecord>(`/api/media/${media.id}`);
    expect(replaced.hash).not.toBe(media.hash);
    // A picture narrower than the largest variant width also keeps its own width (a share image is served whole).
    expect(replaced.widths).toEqual([320, 640, 960, 1280, 1600]);
    expect(replaced).toMatchObject({ alt: ALT, url: media.url });

    const html = await home();
    expect(html).toContain(`/media/${replaced.hash}-320.avif 320w`);
    expect(html).not.toContain(media.hash);
    await page.goto('/', { waitUntil: 'networkidle' });
    const image = page.locator('picture img').first();
    expect(await image.getAttribute('height')).toBe('420');
    expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(problems).toEqual([]);
  });
});
