import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { SECTION_BY_KEY, type FieldSpec } from '../src/content/sections.js';
import { BLOCK_KINDS, HOME_KINDS, type BlockKind } from '../src/site-pages/blocks.js';
import { register, registerAdmin, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';
import { deleteLibraryImage, libraryUsages, uploadLibraryImage } from './library-image.js';

interface Block {
  id: string;
  kind: string;
  hidden?: boolean;
  data: Record<string, unknown>;
}
interface PageRecord {
  id: string;
  title: string;
  slug: string;
  body: unknown;
  blocks: Block[];
  areaServed: string[];
  branchAddress: Record<string, string> | null;
  version: number;
}
interface HomeEntry {
  kind: string;
  hidden: boolean;
  section?: string;
}

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const doc = (...content: unknown[]) => ({ type: 'doc', content });

/** A value each field kind takes, so a record is valid by its section's own rules. */
function valueOf(spec: FieldSpec): string | number {
  switch (spec.kind) {
    case 'count':
    case 'percent':
      return 7;
    case 'choice':
      return spec.choices![0];
    case 'link':
      return '/contact-us';
    case 'image':
      return 'https://images.example.com/a.png';
    case 'email':
      return 'hello@example.com';
    case 'embed':
      // already in the form the server rebuilds a Calendly address into
      return 'https://calendly.com/northpeak/intro-call?embed_type=Inline&hide_gdpr_banner=1';
    default:
      return `${spec.label} in Leeds`;
  }
}
const recordOf = (section: string, pick?: readonly string[]) =>
  Object.fromEntries(
    Object.entries(SECTION_BY_KEY.get(section)!.fields)
      .filter(([name]) => !pick || pick.includes(name))
      .map(([name, spec]) => [name, valueOf(spec)]),
  );
const dataOf = (kind: BlockKind): Record<string, unknown> =>
  kind.kind === 'richText'
    ? { body: doc(paragraph('We help Leeds businesses rank.')) }
    : {
        ...(kind.heading ? { heading: recordOf(kind.heading.section, kind.heading.pick) } : {}),
        ...(kind.items ? { items: [recordOf(kind.items), recordOf(kind.items)] } : {}),
      };
const blockOf = (kind: BlockKind, id = kind.kind): Block => ({ id, kind: kind.kind, hidden: false, data: dataOf(kind) });
const KIND = new Map<string, BlockKind>(BLOCK_KINDS.map((kind) => [kind.kind, kind]));

describe('pages made of blocks', () => {
  let t: TestApp;
  let admin: Session;
  let customer: Session;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    admin = await registerAdmin(t, 'owner@example.com');
    customer = await register(t, 'customer@example.com');
  });
  afterAll(() => t.close());

  const call = (path: string, init: RequestInit & { json?: unknown } = {}, session: Session = admin) =>
    t.request(path, { ...init, headers: { ...session.headers, ...(init.headers as Record<string, string>) } });
  const add = (page: Record<string, unknown>) =>
    call('/api/pages', { method: 'POST', json: { title: 'Technical SEO in Leeds', slug: 'technical-seo-leeds', ...page } });
  const pageCount = async () => (await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM site_page`))[0].n as number;
  const message = async (response: Response) => {
    const body = (await response.json()) as { message: string | string[] };
    return ([] as string[]).concat(body.message).join('; ');
  };

  // The case-study grid's heading is checked here; its studies are the site's (case-studies.spec).
  it.each(
    BLOCK_KINDS.filter((kind): kind is BlockKind & typeof kind => 'heading' in kind || 'items' in kind).map((kind) => [kind.kind, kind as BlockKind] as const),
  )('takes a %s block checked by its section’s rules, and refuses a bad field of it with a 400, storing nothing', async (_name, kind) => {
    const before = await pageCount();
    const bad = blockOf(kind);
    // A kind without a heading would be checked through its first record.
    const [where, record, section, pick] = kind.heading
      ? ['heading', bad.data.heading as Record<string, unknown>, kind.heading.section, kind.heading.pick]
      : ['items[0]', (bad.data.items as Record<string, unknown>[])[0], kind.items!, undefined];
    const [field, spec] = Object.entries(SECTION_BY_KEY.get(section)!.fields).find(([name]) => !pick || pick.includes(name))!;
    record[field] =
      spec.kind === 'count' || spec.kind === 'percent' ? -1 : spec.kind === 'image' || spec.kind === 'link' ? 'javascript:alert(1)' : 'x'.repeat(5001);
    const refused = await add({ slug: `bad-${kind.kind.toLowerCase()}`, blocks: [bad] });
    expect(refused.status).toBe(400);
    expect(await message(refused)).toContain(`blocks[0].data.${where}: ${field}`);
    if (kind.items) {
      const badItem = blockOf(kind);
      (badItem.data.items as Record<string, unknown>[])[1] = { ...(badItem.data.items as Record<string, unknown>[])[1], stray: 'x' };
      const refusedItem = await add({ slug: `bad-item-${kind.kind.toLowerCase()}`, blocks: [badItem] });
      expect(refusedItem.status).toBe(400);
      expect(await message(refusedItem)).toContain('blocks[0].data.items[1]: property stray should not exist');
    }
    expect(await pageCount()).toBe(before);
    const ok = await add({ slug: `good-${kind.kind.toLowerCase()}`, blocks: [blockOf(kind)] });
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as PageRecord).blocks).toEqual([blockOf(kind)]);
  });

  it('refuses what no block takes: an unknown kind, a stray property, a bad document, twin ids, too many items; nothing stored', async () => {
    const before = await pageCount();
    const rich = blockOf(KIND.get('richText')!);
    const faq = blockOf(KIND.get('faq')!);
    const cases: [unknown, string][] = [
      [[{ ...rich, kind: 'carousel' }], 'blocks[0].kind must be one of'],
      [[{ ...rich, style: 'red' }], 'blocks[0]: property style should not exist'],
      [[{ ...rich, data: { body: doc(), heading: {} } }], 'blocks[0].data: property heading should not exist'],
      [[{ ...rich, data: { body: { type: 'paragraph' } } }], 'blocks[0].data.body'],
      [[rich, { ...faq, id: rich.id }], 'blocks[1].id richText is another block’s'],
      [[{ ...faq, data: { ...faq.data, items: Array.from({ length: 25 }, () => recordOf('faqItems')) } }], 'at most 24 records'],
      [[{ ...rich, id: 'no spaces' }], 'blocks[0].id must be'],
      [Array.from({ length: 41 }, (_, n) => ({ ...rich, id: `b${n}` })), 'at most 40 blocks'],
      ['blocks', 'blocks must be a list'],
    ];
    for (const [blocks, expected] of cases) {
      const response = await add({ blocks });
      expect([response.status, await message(response)]).toEqual([400, expect.stringContaining(expected)]);
    }
    const none = await add({});
    expect([none.status, await message(none)]).toEqual([400, expect.stringContaining('blocks (or a body)')]);
    const area = await add({ blocks: [rich], areaServed: [''] });
    expect(area.status).toBe(400);
    const branch = await add({ blocks: [rich], branchAddress: { streetAddress: 'x'.repeat(201) } });
    expect([branch.status, await message(branch)]).toEqual([400, expect.stringContaining('branchAddress: streetAddress')]);
    expect(await pageCount()).toBe(before);
  });

  it('shows a landing page’s shown blocks in order, its rich text as HTML, and says the area it serves', async () => {
    const blocks = [
      blockOf(KIND.get('banner')!, 'hero'),
      blockOf(KIND.get('services')!),
      blockOf(KIND.get('richText')!, 'why'),
      { ...blockOf(KIND.get('testimonials')!), hidden: true },
      blockOf(KIND.get('faq')!),
      blockOf(KIND.get('contactForm')!),
    ];
    const branchAddress = { streetAddress: '1 Park Row', addressLocality: 'Leeds', postalCode: 'LS1 5HN', addressCountry: 'GB' };
    const page = await json<PageRecord>(add({ slug: 'seo-leeds', blocks, areaServed: [' Leeds ', 'West Yorkshire'], branchAddress }));
    expect(page.body).toEqual(blocks[2].data.body);
    expect(page).toMatchObject({ areaServed: ['Leeds', 'West Yorkshire'], branchAddress });
    await json(call(`/api/pages/${page.id}/publish`, { method: 'POST' }));
    const shown = await json<{ blocks: { id: string; kind: string; html?: string; sections?: unknown; amends?: string }[]; html: string }>(
      t.request('/api/pages/by-slug/seo-leeds'),
    );
    expect(shown.blocks.map((block) => block.id)).toEqual(['hero', 'services', 'why', 'faq', 'contactForm']);
    expect(shown.blocks[2].html).toBe('<p>We help Leeds businesses rank.</p>');
    expect(shown.html).toBe(shown.blocks[2].html);
    const services = blocks[1].data as { heading: object; items: object[] };
    expect(shown.blocks[1].amends).toBeUndefined();
    expect(shown.blocks[1]).toMatchObject({
      sections: {
        serviceText: [{ _id: 'services', ...services.heading }],
        serviceItems: services.items.map((item, n) => ({ _id: `services-${n + 1}`, ...item })),
      },
    });
    expect(shown.blocks[4]).toMatchObject({ amends: 'siteTexts', sections: { siteTexts: [{ _id: 'contactForm' }] } });
    expect(shown).toMatchObject({ areaServed: ['Leeds', 'West Yorkshire'], branchAddress });
  });

  it('counts a library image in a block’s image field as a use, keeping it from deletion while the page shows it', async () => {
    const photo = await uploadLibraryImage(t, admin, 'leeds-office');
    const hero = blockOf(KIND.get('banner')!, 'hero');
    (hero.data.heading as Record<string, unknown>).imageOne = photo.url;
    const page = await json<PageRecord>(add({ slug: 'leeds-office', blocks: [hero] }));
    expect(await libraryUsages(t, admin, photo)).toEqual([
      {
        section: 'sitePages',
        sectionTitle: 'Pages',
        recordId: page.id,
        field: 'blocks',
        fieldLabel: 'Blocks',
        recordLabel: page.title,
        editorPath: `/site-pages/${page.id}`,
      },
    ]);
    expect((await deleteLibraryImage(t, admin, photo))[0]).toBe(409);
  });

  it('keeps `body` working for clients made before blocks: it is the first rich text, and saving it changes that block alone', async () => {
    const page = await json<PageRecord>(add({ slug: 'old-client', body: doc(paragraph('First.')) }));
    expect(page.blocks).toEqual([{ id: 'body', kind: 'richText', hidden: false, data: { body: doc(paragraph('First.')) } }]);
    const faq = blockOf(KIND.get('faq')!);
    const withFaq = await json<PageRecord>(
      call(`/api/pages/${page.id}`, { method: 'PUT', json: { title: page.title, slug: page.slug, blocks: [faq, ...page.blocks] } }),
    );
    const saved = await json<PageRecord>(
      call(`/api/pages/${page.id}`, { method: 'PUT', json: { title: page.title, slug: page.slug, body: doc(paragraph('Second.')) } }),
    );
    expect(saved.version).toBe(withFaq.version + 1);
    expect(saved.blocks).toEqual([faq, { id: 'body', kind: 'richText', hidden: false, data: { body: doc(paragraph('Second.')) } }]);
    expect(saved.body).toEqual(doc(paragraph('Second.')));
  });

  it('moves each page made before blocks into one rich-text block showing the same, and back', async () => {
    const data = t.app.get(DataSource);
    const body = doc(paragraph('Made before blocks.'));
    // Back to before it: the migrations after it go first, then it.
    const undo = async () => {
      const names = data.migrations.map((migration) => migration.name);
      for (let n = names.length - names.indexOf('PageBlocks1797000200000'); n > 0; n--) await data.undoLastMigration({ transaction: 'each' });
    };
    await undo();
    await data.query(`INSERT INTO site_page (title, slug, body, status, published_at) VALUES ('Old', 'old-page', $1, 'published', now())`, [
      JSON.stringify(body),
    ]);
    expect((await data.runMigrations({ transaction: 'each' })).map((migration) => migration.name)[0]).toEqual('PageBlocks1797000200000');
    const [row] = await data.query(`SELECT id, blocks, area_served, branch_address FROM site_page WHERE slug = 'old-page'`);
    expect(row).toMatchObject({ blocks: [{ id: 'body', kind: 'richText', hidden: false, data: { body } }], area_served: [], branch_address: null });
    const record = await json<PageRecord>(call(`/api/pages/${row.id}`));
    expect(record.body).toEqual(body);
    const shown = await json<{ html: string }>(t.request('/api/pages/by-slug/old-page'));
    expect(shown.html).toBe('<p>Made before blocks.</p>');
    await undo();
    expect((await data.query(`SELECT body FROM site_page WHERE slug = 'old-page'`))[0].body).toEqual(body);
    await data.runMigrations({ transaction: 'each' });
  });

  it('keeps the home page’s sections in the spec’s order until an Admin moves or hides one, and the site follows', async () => {
    const layout = async () => (await json<{ sections: HomeEntry[] }>(call('/api/home-layout'))).sections;
    const homeOrder = async () => (await json<{ homeOrder: string[]; faq?: unknown }>(t.request('/api/site'))).homeOrder;
    expect((await layout()).map((entry) => entry.kind)).toEqual(HOME_KINDS);
    expect(await homeOrder()).toEqual(HOME_KINDS);

    const moved = [...HOME_KINDS].reverse().map((kind) => ({ kind, hidden: kind === 'pricing' || kind === 'faq' }));
    const saved = await call('/api/home-layout', { method: 'PUT', json: { sections: moved } });
    expect(saved.status).toBe(200);
    expect((await layout()).map(({ kind, hidden }) => ({ kind, hidden }))).toEqual(moved);
    // The offers are hidden here; the FAQ by its own section's flag, so the site data leaves it out.
    expect(await homeOrder()).toEqual(moved.filter((entry) => entry.kind !== 'pricing').map((entry) => entry.kind));
    const sections = await json<{ key: string; hidden: boolean }[]>(call('/api/sections'));
    expect(sections.find((section) => section.key === 'faq')!.hidden).toBe(true);
    expect('faq' in (await json<Record<string, unknown>>(t.request('/api/site')))).toBe(false);

    for (const bad of [moved.slice(1), [...moved.slice(1), moved[1]], [...moved.slice(1), { kind: 'richText', hidden: false }], [{ kind: 'banner' }]]) {
      expect((await call('/api/home-layout', { method: 'PUT', json: { sections: bad } })).status).toBe(400);
    }
    expect((await call('/api/home-layout', { method: 'PUT', json: { sections: moved } }, customer)).status).toBe(403);
    expect((await layout()).map(({ kind, hidden }) => ({ kind, hidden }))).toEqual(moved);
  });
});
