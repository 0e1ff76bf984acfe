import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import type { AuditKind } from '../src/audit/audit-kinds.js';
import { AuditService } from '../src/audit/audit.service.js';
import { CaseStudiesReadingService } from '../src/case-studies/case-studies-reading.service.js';
import { CaseStudySchedule } from '../src/case-studies/case-studies.document.js';
import { PageDataRegistry } from '../src/pages/page-data.js';
import { SitemapService } from '../src/seo/sitemap.js';
import { register, registerAdmin, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';
import { deleteLibraryImage, libraryUsages, uploadLibraryImage, type LibraryImage } from './library-image.js';

interface StudyRecord {
  id: string;
  slug: string;
  title: string;
  status: 'draft' | 'published';
  scheduled: boolean;
  publishedAt: string | null;
  version: number;
  services: string[];
  results: { figure: string; label: string }[];
  quote: { text: string; author: string; role: string } | null;
  coverImage: string;
  gallery: { src: string; alt: string }[];
}
interface Term {
  slug: string;
  name: string;
}
interface StudyList {
  items: { slug: string; industry: Term; services: Term[]; result: { figure: string } | null; coverMedia: unknown }[];
  industries: Term[];
  services: Term[];
  industry: Term | null;
  service: Term | null;
}
interface StudyPublic {
  slug: string;
  challengeHtml: string;
  approachHtml: string;
  description: string;
  gallery: { src: string; media: { id: string } | null }[];
}

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const doc = (...content: unknown[]) => ({ type: 'doc', content });

describe('case studies', () => {
  let t: TestApp;
  let admin: Session;
  let customer: Session;
  let image: LibraryImage;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await registerAdmin(t, 'owner@example.com');
    customer = await register(t, 'customer@example.com');
    image = await uploadLibraryImage(t, admin, 'shop');
  });
  afterAll(() => t.close());

  const call = (path: string, init: RequestInit & { json?: unknown } = {}) =>
    t.request(`/api/case-studies/manage${path}`, { ...init, headers: { ...admin.headers, ...(init.headers as Record<string, string>) } });
  const base = {
    title: 'Outdoor shop triples organic traffic',
    client: 'Trailhead Outfitters',
    industry: 'E-commerce',
    services: ['Technical SEO', 'Content strategy'],
    challenge: doc(paragraph('Thin category pages and a slow site.')),
    approach: doc(paragraph('We rebuilt the categories and cut the load time.')),
    results: [{ figure: '+240 %', label: 'organic traffic in 9 months' }],
    quote: { text: 'They knew what to fix first.', author: 'Ana Ruiz', role: 'Head of e-commerce' },
  };
  const add = (body: Record<string, unknown>) => call('', { method: 'POST', json: { ...base, ...body } });
  const added = async (body: Record<string, unknown>) => {
    const response = await add(body);
    if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
    return (await response.json()) as StudyRecord;
  };
  const save = (study: StudyRecord, changes: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(`/${study.id}`, { method: 'PUT', headers, json: { ...base, slug: study.slug, status: study.status, ...changes } });
  const count = async () => (await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM case_study`))[0].n as number;
  const list = (query = '') => json<StudyList>(t.request(`/api/case-studies${query}`));
  const visitorRead = (slug: string) => t.request(`/api/case-studies/by-slug/${slug}`);
  const sitemap = async () => (await t.app.get(SitemapService).file(0)) ?? '';
  const resolve = (path: string) => t.app.get(PageDataRegistry).resolve(path);
  const siteVersion = async () => Number((await t.app.get(DataSource).query(`SELECT value FROM app_meta WHERE key = 'site_version'`))[0].value);

  it('keeps a draft from visitors, the list, the page data and the sitemap, and shows it once published', async () => {
    const draft = await added({ slug: 'outdoor-shop' });
    expect(draft).toMatchObject({ status: 'draft', scheduled: false, publishedAt: null, version: 1, services: base.services, results: base.results });
    expect((await visitorRead('outdoor-shop')).status).toBe(404);
    expect((await list()).items).toEqual([]);
    expect(await resolve('/case-studies/outdoor-shop')).toBeUndefined();
    expect(await sitemap()).not.toContain('/case-studies/');

    const published = await json<StudyRecord>(save(draft, { status: 'published' }, { 'if-match': String(draft.version) }));
    expect(published).toMatchObject({ status: 'published', scheduled: false, version: 2 });
    const read = await json<StudyPublic>(visitorRead('outdoor-shop'));
    expect(read.challengeHtml).toContain('<p>Thin category pages and a slow site.</p>');
    expect(read.approachHtml).toContain('cut the load time');
    expect(read.description).toBe('Thin category pages and a slow site.');
    expect(await resolve('/case-studies/outdoor-shop')).toMatchObject({ kind: 'case-study', data: { slug: 'outdoor-shop' } });
    expect(await resolve('/case-studies/')).toMatchObject({ kind: 'case-study-list', data: { items: [{ slug: 'outdoor-shop' }] } });
    const map = await sitemap();
    expect(map).toContain('/case-studies/</loc>');
    expect(map).toContain('/case-studies/outdoor-shop</loc>');
  });

  it('filters the list by industry and by service, each at an address of its own; an unknown one is not found', async () => {
    await added({ slug: 'law-firm', title: 'Law firm leads', industry: 'Legal services', services: ['Local SEO'], status: 'published' });
    const all = await list();
    expect(all.industries.map((term) => term.slug)).toEqual(['e-commerce', 'legal-services']);
    expect(all.services.map((term) => term.slug)).toEqual(['content-strategy', 'local-seo', 'technical-seo']);
    expect((await list('?industry=legal-services')).items.map((item) => item.slug)).toEqual(['law-firm']);
    expect((await list('?service=technical-seo')).items.map((item) => item.slug)).toEqual(['outdoor-shop']);
    expect((await t.request('/api/case-studies?industry=farming')).status).toBe(404);
    expect(await resolve('/case-studies/industry/legal-services/')).toMatchObject({ data: { industry: { name: 'Legal services' } } });
    expect(await resolve('/case-studies/service/local-seo/')).toMatchObject({ data: { items: [{ slug: 'law-firm' }] } });
    expect(await resolve('/case-studies/service/farming/')).toBeUndefined();
  });

  it('lists the list page and then each study in the sitemap, in windows of any size', async () => {
    const reading = t.app.get(CaseStudiesReadingService);
    const window = async (offset: number, limit: number) => {
      const paths: string[] = [];
      for await (const entry of reading.entries(offset, limit)) paths.push(entry.path);
      return paths;
    };
    expect(await reading.count()).toBe(3);
    expect(await window(0, 1)).toEqual(['/case-studies/']);
    expect(await window(1, 1)).toEqual(['/case-studies/law-firm']);
    expect(await window(2, 5)).toEqual(['/case-studies/outdoor-shop']);
    expect(await window(0, 10)).toEqual(['/case-studies/', '/case-studies/law-firm', '/case-studies/outdoor-shop']);
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const before = await count();
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ title: '' }, /title/],
      [{ client: '' }, /client/i],
      [{ industry: ' ' }, /industry/],
      [{ slug: 'Not A Slug' }, /address/],
      [{ results: Array.from({ length: 7 }, () => ({ figure: '+1', label: 'x' })) }, /at most 6 results/],
      [{ results: [{ figure: '', label: 'traffic' }] }, /figure/],
      [{ quote: { text: 'Great', author: '', role: '' } }, /author/],
      [{ coverImage: 'https://example.com/a.png' }, /media library/],
      [{ coverImage: '/media/00000000-0000-4000-8000-000000000000' }, /not an image of the media library/],
      [{ gallery: [{ src: '/media/00000000-0000-4000-8000-000000000000', alt: '' }] }, /not an image of the media library/],
      [{ services: Array.from({ length: 9 }, (_, i) => `Service ${i}`) }, /at most 8 services/],
      [{ status: 'archived' }, /draft or published/],
      [{ publishedAt: 'tomorrow' }, /date/],
      [{ challenge: { type: 'paragraph' } }, /challenge/],
      [{ seoTitle: 'x'.repeat(71) }, /title/i],
    ];
    for (const [body, message] of bad) {
      const response = await add(body);
      expect([response.status, JSON.stringify(await response.json())]).toEqual([400, expect.stringMatching(message)]);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a taken slug or one of the list’s own addresses with 409, and no page may take /case-studies', async () => {
    const before = await count();
    for (const slug of ['outdoor-shop', 'industry', 'service']) expect((await add({ slug })).status).toBe(409);
    expect(await count()).toBe(before);
    const page = await t.request('/api/pages', {
      method: 'POST',
      headers: admin.headers,
      json: { title: 'Cases', slug: 'case-studies', body: doc(paragraph('x')) },
    });
    expect(page.status).toBe(409);
  });

  it('makes the slug from the title, refuses a stale save, and redirects a moved address when asked', async () => {
    const study = await added({ title: 'Dental clinic: 3× bookings', status: 'published' });
    expect(study.slug).toBe('dental-clinic-3-bookings');
    const stale = await save(study, { title: 'Old' }, { 'if-match': String(study.version + 5) });
    expect(stale.status).toBe(409);
    const moved = await json<StudyRecord>(save(study, { slug: 'dental-clinic', redirectOldSlug: true }, { 'if-match': String(study.version) }));
    expect(moved.slug).toBe('dental-clinic');
    const old = await t.request('/case-studies/dental-clinic-3-bookings', { redirect: 'manual' });
    expect([old.status, old.headers.get('location')]).toEqual([301, expect.stringMatching(/\/case-studies\/dental-clinic$/)]);
  });

  it('shows a scheduled study nowhere before its time and everywhere after it, moving the site version once', async () => {
    const at = new Date(Date.now() + 2500);
    const study = await added({ slug: 'scheduled-study', title: 'Scheduled study', status: 'published', publishedAt: at.toISOString() });
    expect(study).toMatchObject({ status: 'published', scheduled: true });
    const versionBefore = await siteVersion();
    expect((await visitorRead('scheduled-study')).status).toBe(404);
    expect((await list()).items.map((item) => item.slug)).not.toContain('scheduled-study');
    expect(await sitemap()).not.toContain('scheduled-study');
    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 400));
    expect((await visitorRead('scheduled-study')).status).toBe(200);
    expect((await list()).items[0].slug).toBe('scheduled-study');
    expect(await siteVersion()).toBe(versionBefore + 1);
    expect(await sitemap()).toContain('/case-studies/scheduled-study</loc>');
    await t.app.get(CaseStudySchedule).tick();
    expect(await siteVersion()).toBe(versionBefore + 1);
  });

  it('takes library images for the cover and gallery, lists them as uses, and keeps them from deletion', async () => {
    const study = await added({
      slug: 'with-images',
      coverImage: image.url,
      coverImageAlt: 'The shop',
      gallery: [{ src: image.url, alt: '' }],
      status: 'published',
    });
    expect(study.gallery).toEqual([{ src: image.url, alt: '' }]);
    const usages = await libraryUsages(t, admin, image);
    expect(usages.filter((usage) => usage.section === 'caseStudies').map((usage) => usage.field)).toEqual(['coverImage', 'gallery']);
    // Each use carries the address of the study's editor, so the library links to it with no frontend change per kind.
    expect(usages.filter((usage) => usage.section === 'caseStudies').map((usage) => usage.editorPath)).toEqual(Array(2).fill(`/case-study-admin/${study.id}`));
    const [status] = await deleteLibraryImage(t, admin, image);
    expect(status).toBe(409);
    const read = await json<StudyPublic>(visitorRead('with-images'));
    expect(read.gallery[0].media?.id).toBe(image.id);
  });

  it('unpublishes and deletes, recording every change in the audit log under its own kind', async () => {
    const study = await added({ slug: 'short-lived', status: 'published' });
    expect((await visitorRead('short-lived')).status).toBe(200);
    await json<StudyRecord>(save(study, { status: 'draft' }));
    expect((await visitorRead('short-lived')).status).toBe(404);
    expect((await call(`/${study.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(`/${study.id}`)).status).toBe(404);
    const log = await json<{ items: { action: string; subject: string }[] }>(
      t.request('/api/audit-log?kind=case-study&pageSize=100', { headers: admin.headers }),
    );
    const actions = log.items.filter((item) => item.subject.includes('/case-studies/short-lived')).map((item) => item.action);
    expect(actions).toEqual(['delete', 'unpublish', 'create']);
  });

  it('registers its audit kind where the module is declared: the log names it, and a kind nobody registered is refused', async () => {
    const kinds = await json<{ kind: string; label: string }[]>(t.request('/api/audit-log/kinds', { headers: admin.headers }));
    expect(kinds).toContainEqual({ kind: 'case-study', label: 'Case studies' });
    expect(kinds.slice(0, 2)).toEqual([
      { kind: 'content', label: 'Site content' },
      { kind: 'section', label: 'Section visibility' },
    ]);
    expect(new Set(kinds.map(({ kind }) => kind)).size).toBe(kinds.length);
    expect((await t.request('/api/audit-log/kinds', { headers: customer.headers })).status).toBe(403);
    const unknown = await t.request('/api/audit-log?kind=case-studies', { headers: admin.headers });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain('kind must be one of the following values: content, section');
    // The database names no kinds any more: the server is what refuses one, and the change with it.
    const dataSource = t.app.get(DataSource);
    const audit = t.app.get(AuditService);
    const before = await dataSource.query(`SELECT count(*)::int AS n FROM audit_entry`);
    await expect(
      dataSource.transaction((manager) => audit.record(manager, undefined, { kind: 'not-registered' as AuditKind, action: 'create', subject: 'Nothing' })),
    ).rejects.toThrow('Unknown audit kind: not-registered');
    expect(await dataSource.query(`SELECT count(*)::int AS n FROM audit_entry`)).toEqual(before);
  });

  it('keeps a revision per save and brings one back as a new save, keeping the address and publication', async () => {
    const study = await added({ slug: 'revisited', title: 'First title', status: 'published' });
    const second = await json<StudyRecord>(save(study, { title: 'Second title', results: [] }));
    const revisions = await json<{ id: string; version: number; title: string; actorEmail: string }[]>(call(`/${study.id}/revisions`));
    expect(revisions.map((revision) => [revision.version, revision.title])).toEqual([
      [2, 'Second title'],
      [1, 'First title'],
    ]);
    expect(revisions[0].actorEmail).toBe('owner@example.com');
    const stale = await call(`/${study.id}/revisions/${revisions[1].id}/restore`, { method: 'POST', headers: { 'if-match': '1' } });
    expect(stale.status).toBe(409);
    const restored = await json<StudyRecord>(
      call(`/${study.id}/revisions/${revisions[1].id}/restore`, { method: 'POST', headers: { 'if-match': String(second.version) } }),
    );
    expect(restored).toMatchObject({ title: 'First title', slug: 'revisited', status: 'published', version: 3, results: base.results });
    expect((await json<unknown[]>(call(`/${study.id}/revisions`))).length).toBe(3);
    expect((await call(`/${study.id}/revisions/999999/restore`, { method: 'POST' })).status).toBe(404);
    expect((await call(`/${study.id}/revisions/not-a-number/restore`, { method: 'POST' })).status).toBe(404);
    const log = await json<{ items: { action: string; detail: string | null }[] }>(
      t.request('/api/audit-log?kind=case-study&pageSize=1', { headers: admin.headers }),
    );
    expect(log.items[0]).toMatchObject({ action: 'restore', detail: expect.stringContaining('restore of version 1') });
  });

  it('lets only Admins see drafts and write, and renders a preview without storing it', async () => {
    expect((await t.request('/api/case-studies/manage', { headers: customer.headers })).status).toBe(403);
    expect((await t.request('/api/case-studies/manage')).status).toBe(401);
    const before = await count();
    const preview = await json<{ challengeHtml: string; approachHtml: string }>(
      call('/preview', { method: 'POST', json: { challenge: doc(paragraph('Before')), approach: doc(paragraph('After')) } }),
    );
    expect(preview).toEqual({ challengeHtml: '<p>Before</p>', approachHtml: '<p>After</p>' });
    expect(await count()).toBe(before);
  });

  it('shows the newest published studies in a page’s case-study grid block, and a new one after it is published', async () => {
    const page = await t.request('/api/pages', {
      method: 'POST',
      headers: admin.headers,
      json: {
        title: 'Technical SEO in Leeds',
        slug: 'technical-seo-leeds-studies',
        blocks: [{ id: 'proof', kind: 'caseStudies', hidden: false, data: { heading: { caseStudiesHeading: 'Work for Leeds clients' } } }],
      },
    });
    expect(page.status).toBe(201);
    const { id } = (await page.json()) as { id: string };
    expect((await t.request(`/api/pages/${id}/publish`, { method: 'POST', headers: admin.headers })).status).toBe(200);
    // The grid's heading is the page's, over the site's texts; the studies are the site's.
    const published = (await resolve('/technical-seo-leeds-studies')) as { data: { blocks: { amends?: string; sections?: Record<string, unknown[]> }[] } };
    expect(published.data.blocks[0]).toMatchObject({
      amends: 'siteTexts',
      sections: { siteTexts: [{ _id: 'proof', caseStudiesHeading: 'Work for Leeds clients' }] },
    });
    const grid = async () => {
      const found = (await resolve('/technical-seo-leeds-studies')) as {
        data: { blocks: { kind: string; sections?: { caseStudies?: { slug: string }[] } }[] };
      };
      return found.data.blocks.find((block) => block.kind === 'caseStudies')!.sections!.caseStudies!.map((study) => study.slug);
    };
    const shown = await grid();
    expect(shown).toEqual((await list()).items.slice(0, 6).map((study) => study.slug));
    const draft = await added({ title: 'Law firm doubles leads', slug: 'law-firm-leads' });
    expect(await grid()).not.toContain('law-firm-leads');
    await save(draft, { status: 'published' }, { 'if-match': String(draft.version) });
    expect((await grid())[0]).toBe('law-firm-leads');
    // A grid has nothing of its own to store: data of any kind is refused.
    const stray = await t.request('/api/pages', {
      method: 'POST',
      headers: admin.headers,
      json: { title: 'Stray', slug: 'stray-grid', blocks: [{ id: 'proof', kind: 'caseStudies', hidden: false, data: { items: [] } }] },
    });
    expect(stray.status).toBe(400);
  });
});
