import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, hydrated, launch, ownerCookie, removeData, seriousViolations, startOwnServer, type OwnServer } from './support';

const SLUG = 'technical-seo-leeds';

/** Fills a form's fields by their labels (the section's own, as GET /api/sections names them). */
async function fill(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await scope.getByRole('textbox', { name: label, exact: true }).fill(value);
}

/** Adds a block of a kind; a section kind opens its dialog, which is returned. */
async function addBlock(page: Page, kind: string): Promise<Locator> {
  await page.getByRole('combobox', { name: 'Kind of block to add' }).click();
  await page.getByRole('option', { name: kind, exact: true }).click();
  await page.getByRole('button', { name: 'Add the block' }).click();
  return page.getByRole('dialog');
}

async function addItem(dialog: Locator, values: Record<string, string>): Promise<void> {
  await dialog.getByRole('button', { name: 'Add an item' }).click();
  const item = dialog.getByRole('region', { name: 'New item' });
  await fill(item, values);
  await item.getByRole('button', { name: 'Add the item' }).click();
  await item.waitFor({ state: 'detached' });
}

async function done(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('landing pages made of blocks', () => {
  let server: OwnServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startOwnServer();
    browser = await launch();
    await ownerCookie(server.url, server.dataDir, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    removeData(server.dataDir);
  });

  const adminPage = async (width = 1280) => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
    const page = await context.newPage();
    expect((await page.request.post(`${server.url}/api/auth/login`, { data: ADMIN })).status()).toBe(200);
    return { context, page };
  };

  it('an Admin builds “Technical SEO in Leeds” from six blocks and publishes it; visitors see it at 375 and 1280 px, its JSON-LD names Leeds', async () => {
    const { context, page } = await adminPage();
    await page.goto('/site-pages/new', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'New page', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Technical SEO in Leeds');
    await page.getByRole('textbox', { name: 'Slug', exact: true }).fill(SLUG);
    // A new page starts with its body, a rich-text block: it becomes the third block.
    const body = page.getByRole('textbox', { name: 'Body', exact: true });
    await body.click();
    await body.pressSequentially('Crawl budgets, Core Web Vitals and structured data, fixed by a team in Leeds.');

    let dialog = await addBlock(page, 'Banner (hero)');
    await fill(dialog, {
      Heading: 'Technical SEO in Leeds',
      Text: 'Audits and fixes that make Leeds businesses easy to crawl.',
      'Image URL': '/images/banner.svg',
      'Button text': 'Ask for an audit',
      'Button link': '#contact',
    });
    await done(dialog);
    dialog = await addBlock(page, 'Services');
    await fill(dialog, { Heading: 'What we fix', 'Sub-heading': 'The technical side of search, start to finish.' });
    await addItem(dialog, { 'Icon URL': '/images/icon-audit.svg', Title: 'Crawl audits', Details: 'We find what keeps pages out of the index.' });
    await done(dialog);
    dialog = await addBlock(page, 'Testimonials');
    await fill(dialog, { Heading: 'Leeds clients say', Text: 'Two of many.' });
    await addItem(dialog, {
      'Photo URL': '/images/icon-audit.svg',
      Name: 'Priya Shah',
      Title: 'Owner, Kirkgate Bakery',
      Quote: 'Our pages are indexed within days now.',
    });
    await done(dialog);
    dialog = await addBlock(page, 'FAQ');
    await fill(dialog, { Heading: 'Questions from Leeds', Text: 'What businesses here ask first.' });
    await addItem(dialog, { Question: 'Do you visit in person?', Answer: 'Yes, anywhere in West Yorkshire.' });
    await done(dialog);
    dialog = await addBlock(page, 'Contact form');
    await fill(dialog, { 'Contact heading': 'Talk to the Leeds team' });
    await done(dialog);

    // The body moves to third place with its arrows: hero, services, then the text.
    await page.getByRole('button', { name: 'Move “Rich text” down' }).click();
    await page.getByRole('button', { name: 'Move “Rich text” down' }).click();
    const kinds = ['Banner (hero)', 'Services', 'Rich text', 'Testimonials', 'FAQ', 'Contact form'];
    const names = await page
      .getByRole('list', { name: 'Blocks of the page' })
      .locator(':scope > li')
      .evaluateAll((items) => items.map((item) => item.textContent ?? ''));
    expect(names.map((name) => kinds.find((kind) => name.includes(`. ${kind}`)))).toEqual(kinds);
    expect(names.map((name) => name.match(/^(\d+)\./)?.[1])).toEqual(['1', '2', '3', '4', '5', '6']);

    await page.getByRole('combobox', { name: 'Areas served' }).fill('Leeds');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Branch: City' }).fill('Leeds');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'What we fix' }).waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('The page is published').waitFor();
    await context.close();

    for (const width of [375, 1280]) {
      const visitor = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
      const view = await visitor.newPage();
      await view.goto(`/${SLUG}`, { waitUntil: 'networkidle' });
      await hydrated(view);
      await view.getByRole('heading', { name: 'Technical SEO in Leeds', level: 1 }).waitFor();
      for (const heading of ['What we fix', 'Leeds clients say', 'Questions from Leeds', 'Talk to the Leeds team'])
        await view.getByRole('heading', { name: heading }).waitFor();
      await view.getByText('Crawl budgets, Core Web Vitals and structured data').waitFor();
      await view.getByText('Do you visit in person?').click();
      await view.getByText('Yes, anywhere in West Yorkshire.').waitFor();
      await view.getByRole('textbox', { name: /Name/ }).first().waitFor();
      expect(await view.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousViolations(view)).toEqual([]);
      await visitor.close();
    }

    const html = await (await fetch(`${server.url}/${SLUG}`)).text();
    const graph = JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)![1]) as { '@graph': Record<string, unknown>[] };
    expect(
      graph['@graph'].find((node) => node['@id'] === `${new URL(`/${SLUG}`, server.url).href}#location` || String(node['@id']).endsWith(`/${SLUG}#location`)),
    ).toMatchObject({
      areaServed: [{ '@type': 'Place', name: 'Leeds' }],
      address: { '@type': 'PostalAddress', addressLocality: 'Leeds' },
    });
  });

  it('a page with two blocks of each of four kinds repeats no id, names each region by its own heading and passes axe at 375 and 1280 px', async () => {
    const cookie = await ownerCookie(server.url, server.dataDir, ADMIN.email, ADMIN.password);
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: string; slug: string };
    };
    const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
    // A published study, so both grids show a card.
    await post('/api/case-studies/manage', {
      title: 'York bakery doubles its orders',
      slug: 'york-bakery-orders',
      client: 'Shambles Bakery',
      industry: 'Food',
      services: ['Local SEO'],
      challenge: doc('Nobody found the shop online.'),
      approach: doc('We claimed the listings and wrote the pages.'),
      results: [{ figure: '2×', label: 'orders in 6 months' }],
      status: 'published',
    });
    const faq = (id: string, heading: string, question: string) => ({
      id,
      kind: 'faq',
      data: { heading: { faqHeading: heading, faqText: 'Asked first.' }, items: [{ accodingTitle: question, accodingText: 'Yes.' }] },
    });
    const embeds = (id: string, heading: string, title: string, url: string) => ({
      id,
      kind: 'embeds',
      data: { heading: { embedsHeading: heading }, items: [{ embedTitle: title, embedUrl: url }] },
    });
    const cta = (id: string, heading: string) => ({ id, kind: 'callToAction', data: { heading: { heading, subHeading: 'Today.' } } });
    const page = await post('/api/pages', {
      title: 'Local SEO in York',
      slug: 'local-seo-york',
      blocks: [
        faq('faq-one', 'Questions from York', 'Do you visit in person?'),
        { id: 'grid-one', kind: 'caseStudies', data: { heading: { caseStudiesHeading: 'Work for York clients' } } },
        embeds('book-one', 'Book a call', 'Book a call with the York team', 'https://calendly.com/agency/york-call'),
        cta('cta-one', 'Ready to rank in York?'),
        faq('faq-two', 'Questions about prices', 'Is there a contract?'),
        { id: 'grid-two', kind: 'caseStudies', data: { heading: { caseStudiesHeading: 'More results' } } },
        embeds('book-two', 'Or book an audit', 'Book an audit with the York team', 'https://calendly.com/agency/york-audit'),
        cta('cta-two', 'Still thinking it over?'),
      ],
    });
    await post(`/api/pages/${page.id}/publish`, {});

    const regions = ['Questions from York', 'Work for York clients', 'Book a call', 'Ready to rank in York?'];
    const seconds = ['Questions about prices', 'More results', 'Or book an audit', 'Still thinking it over?'];
    for (const width of [375, 1280]) {
      const visitor = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
      const view = await visitor.newPage();
      await view.goto('/local-seo-york', { waitUntil: 'networkidle' });
      await hydrated(view);
      const ids = await view.evaluate(() => {
        const all = [...document.querySelectorAll('[id]')].map((element) => element.id);
        const labelled = [...document.querySelectorAll('[aria-labelledby]')].flatMap((element) => element.getAttribute('aria-labelledby')!.split(/\s+/));
        return {
          repeated: all.filter((id, index) => all.indexOf(id) !== index),
          // Every name a region takes points at exactly one element.
          dangling: labelled.filter((id) => document.querySelectorAll(`[id="${CSS.escape(id)}"]`).length !== 1),
          count: labelled.length,
        };
      });
      expect(ids.repeated).toEqual([]);
      expect(ids.dangling).toEqual([]);
      expect(ids.count).toBeGreaterThanOrEqual(8);
      // Each block is its own region under its own heading, the second of a kind too.
      for (const name of [...regions, ...seconds]) await view.getByRole('region', { name, exact: true }).waitFor();
      await view
        .getByRole('region', { name: 'More results', exact: true })
        .getByRole('link', { name: /York bakery doubles its orders/ })
        .waitFor();
      expect(await seriousViolations(view)).toEqual([]);
      await visitor.close();
    }
  });

  it('an Admin moves the FAQ to the top of the home page and hides the offers; visitors see the new order on /', async () => {
    const { context, page } = await adminPage(375);
    await page.goto('/home-layout', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Home page', level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const faqUp = page.getByRole('button', { name: 'Move “FAQ” up' });
    while (await faqUp.isEnabled()) await faqUp.click();
    await page.getByRole('switch', { name: 'Show “Pricing (the offers)”' }).uncheck();
    await page.getByRole('button', { name: 'Save the home page' }).click();
    await page.getByText('The home page is saved').waitFor();
    await context.close();

    const visitor = await browser.newContext({ baseURL: server.url });
    const home = await visitor.newPage();
    await home.goto('/', { waitUntil: 'networkidle' });
    const order = await home
      .locator('main section[aria-labelledby]')
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-labelledby')));
    expect(order[0]).toBe('faq-heading');
    expect(order[1]).toBe('banner-heading');
    expect(order).not.toContain('pricing-heading');
    await visitor.close();
  });
});
