import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  SAFE_LINK,
  SECTIONS,
  SECTION_BY_KEY,
  describeSection,
  type FieldSpec,
  type SectionDefinition,
  type SectionDescription,
  type SectionKey,
} from '../src/content/sections.js';
import { DEMO_CONTENT } from '../src/site/demo-content.js';
import { SiteService } from '../src/site/site.service.js';
import { register, registerAdmin, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

function sampleValue(spec: FieldSpec, variant: string): string | number {
  switch (spec.kind) {
    case 'count':
      return variant === 'a' ? 120 : 340;
    case 'percent':
      return variant === 'a' ? 85 : 65;
    case 'choice':
      return spec.choices![variant === 'a' ? 0 : 1];
    case 'link':
    case 'image':
      return variant === 'a' ? 'https://cdn.example.com/a.png' : '/images/b.svg';
    case 'color':
      return variant === 'a' ? '#0a7769' : '#1c4d8c';
    case 'timeZone':
      return variant === 'a' ? 'Europe/Berlin' : 'America/New_York';
    case 'locale':
      return variant === 'a' ? 'en-US' : 'de-DE';
    case 'email':
      return variant === 'a' ? 'leads@example.com' : 'office@example.org';
    case 'httpsUrl':
      return variant === 'a' ? 'https://stats.example.com/' : 'https://cdn.example.org/script.js';
    case 'robots':
      return variant === 'a' ? 'User-agent: GPTBot\nDisallow: /' : 'Disallow: /drafts/';
    case 'embed':
      // Stored as the canonical src, so a canonical one reads back as it was sent.
      return variant === 'a'
        ? 'https://calendly.com/northpeak/intro-call?embed_type=Inline&hide_gdpr_banner=1'
        : 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    case 'code':
      // The field's own example, as its hint gives it ("must be … such as G-AB12CD34EF").
      return /such as (\S+)$/.exec(spec.patternHint ?? '')![1];
    default:
      // A text with a pattern is a list of addresses (the footer's other networks: profiles, one per line).
      if (spec.pattern) return variant === 'a' ? 'https://www.linkedin.com/company/northpeak' : 'https://x.com/northpeak\nhttps://www.tiktok.com/@northpeak';
      return `Sample ${variant}`;
  }
}

function sampleRecord(section: SectionDefinition, variant: string): Record<string, string | number> {
  return Object.fromEntries(Object.entries(section.fields).map(([name, spec]) => [name, sampleValue(spec, variant)]));
}

const path = (template: string, id = '') => `/api/${template.replace(':id', id)}`;

describe('site content API, section by section', () => {
  let t: TestApp;
  let admin: Session;
  let customer: Session;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    admin = await registerAdmin(t);
    customer = await register(t, 'customer@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  describe.each(SECTIONS.map((section) => [section.key, section] as const))('%s', (_key, section) => {
    let id: string;
    /** A public section is read by anyone; a back-office one by an Admin. */
    const read = (target: string) => t.request(target, { headers: section.public === false ? admin.headers : {} });

    it('refuses writes without a session (401) and from a customer (403), storing nothing', async () => {
      const body = sampleRecord(section, 'a');
      expect((await t.request(path(section.paths.create), { method: 'POST', json: body })).status).toBe(401);
      const forbidden = await t.request(path(section.paths.create), { method: 'POST', json: body, headers: customer.headers });
      expect(forbidden.status).toBe(403);
      expect((await json<{ message: string }>(forbidden)).message).toBe("You don't have any permission");
      expect(await (await read(path(section.paths.list))).json()).toEqual([]);
    });

    const required = Object.entries(section.fields).find(([, spec]) => !spec.optional)?.[0];
    if (required) {
      it(`refuses a missing ${required} with a 400 naming it, and stores nothing`, async () => {
        const { [required]: _missing, ...body } = sampleRecord(section, 'a');
        const response = await t.request(path(section.paths.create), { method: 'POST', json: body, headers: admin.headers });
        expect(response.status).toBe(400);
        expect(JSON.stringify(await response.json())).toContain(required);
        expect(await (await read(path(section.paths.list))).json()).toEqual([]);
      });
    }

    it('refuses unknown fields', async () => {
      const response = await t.request(path(section.paths.create), {
        method: 'POST',
        json: { ...sampleRecord(section, 'a'), isAdmin: true },
        headers: admin.headers,
      });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain('property isAdmin should not exist');
    });

    const linkField = Object.entries(section.fields).find(([, spec]) => spec.kind === 'link' || spec.kind === 'image');
    if (linkField) {
      it(`refuses a javascript: URL in ${linkField[0]}`, async () => {
        const response = await t.request(path(section.paths.create), {
          method: 'POST',
          json: { ...sampleRecord(section, 'a'), [linkField[0]]: 'javascript:alert(1)' },
          headers: admin.headers,
        });
        expect(response.status).toBe(400);
        expect(JSON.stringify(await response.json())).toContain(`${linkField[0]} must be an http(s) URL or a site path`);
      });

      it(`refuses in ${linkField[0]} a path browsers read as another site's address, and stores nothing`, async () => {
        for (const link of ['/\\evil.example/x', '/\t/evil.example/x', '/\n/evil.example/x', '//evil.example/x']) {
          const response = await t.request(path(section.paths.create), {
            method: 'POST',
            json: { ...sampleRecord(section, 'a'), [linkField[0]]: link },
            headers: admin.headers,
          });
          expect([link, response.status]).toEqual([link, 400]);
        }
        expect(await (await read(path(section.paths.list))).json()).toEqual([]);
      });
    }

    it('creates a record for an Admin, with a server-assigned _id', async () => {
      const response = await t.request(path(section.paths.create), { method: 'POST', json: sampleRecord(section, 'a'), headers: admin.headers });
      expect(response.status).toBe(201);
      const created = await json<Record<string, unknown>>(response);
      expect(created).toMatchObject(sampleRecord(section, 'a'));
      expect(created._id).toMatch(/^[0-9a-f-]{36}$/);
      id = created._id as string;
    });

    it('lists and reads the record', async () => {
      const list = await json<Record<string, unknown>[]>(read(path(section.paths.list)));
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ _id: id, ...sampleRecord(section, 'a') });
      const one = await read(path(section.paths.one, id));
      expect(one.status).toBe(200);
      expect(await one.json()).toMatchObject({ _id: id, ...sampleRecord(section, 'a') });
    });

    it('answers 404 for an unknown or malformed id', async () => {
      expect((await read(path(section.paths.one, '00000000-0000-4000-8000-000000000000'))).status).toBe(404);
      expect((await read(path(section.paths.one, 'not-an-id'))).status).toBe(404);
      const update = await t.request(path(section.paths.update, '00000000-0000-4000-8000-000000000000'), {
        method: 'PUT',
        json: sampleRecord(section, 'b'),
        headers: admin.headers,
      });
      expect(update.status).toBe(404);
    });

    it('updates the record', async () => {
      const response = await t.request(path(section.paths.update, id), { method: 'PUT', json: sampleRecord(section, 'b'), headers: admin.headers });
      expect(response.status).toBe(200);
      expect(await (await read(path(section.paths.one, id))).json()).toMatchObject({ _id: id, ...sampleRecord(section, 'b') });
    });

    if (section.singleton) {
      it('refuses a second record with 409', async () => {
        const response = await t.request(path(section.paths.create), { method: 'POST', json: sampleRecord(section, 'a'), headers: admin.headers });
        expect(response.status).toBe(409);
        expect((await json<{ message: string }>(response)).message).toContain('already exists');
        expect(await (await read(path(section.paths.list))).json()).toHaveLength(1);
      });
    } else {
      it('keeps a stable order as records are added', async () => {
        const second = await t.request(path(section.paths.create), { method: 'POST', json: sampleRecord(section, 'a'), headers: admin.headers });
        expect(second.status).toBe(201);
        const secondId = (await json<{ _id: string }>(second))._id;
        await t.request(path(section.paths.update, id), { method: 'PUT', json: sampleRecord(section, 'a'), headers: admin.headers });
        const list = await json<{ _id: string }[]>(read(path(section.paths.list)));
        expect(list.map((record) => record._id)).toEqual([id, secondId]);
      });
    }

    if (section.public === false) {
      it('is back office: read by an Admin only (401 without a session, 403 for a customer), and never in the site read', async () => {
        for (const target of [path(section.paths.list), path(section.paths.one, id)]) {
          expect((await t.request(target)).status).toBe(401);
          expect((await t.request(target, { headers: customer.headers })).status).toBe(403);
          expect((await t.request(target, { headers: admin.headers })).status).toBe(200);
        }
        const site = await (await t.request('/api/site')).text();
        expect(JSON.parse(site)).not.toHaveProperty(section.key);
        expect(site).not.toContain(id);
      });
    }

    it('refuses a save made from an older version with 409, keeping the newer one; the current version saves', async () => {
      const current = await json<Record<string, unknown> & { version: number }>(t.request(path(section.paths.one, id), { headers: admin.headers }));
      expect(current.version).toEqual(expect.any(Number));
      // A save that changes something (one that changes nothing leaves the version as it is).
      const [next, other] = Object.entries(sampleRecord(section, 'a')).every(([name, value]) => current[name] === value) ? ['b', 'a'] : ['a', 'b'];
      const saved = await t.request(path(section.paths.update, id), {
        method: 'PUT',
        json: sampleRecord(section, next),
        headers: { ...admin.headers, 'if-match': `"${current.version}"` },
      });
      expect(saved.status).toBe(200);
      const stale = await t.request(path(section.paths.update, id), {
        method: 'PUT',
        json: sampleRecord(section, other),
        headers: { ...admin.headers, 'if-match': `"${current.version}"` },
      });
      expect(stale.status).toBe(409);
      expect((await json<{ message: string }>(stale)).message).toMatch(/changed by someone else.*Reload/);
      expect(await json(t.request(path(section.paths.one, id), { headers: admin.headers }))).toMatchObject(sampleRecord(section, next));
      expect(
        (
          await t.request(path(section.paths.update, id), {
            method: 'PUT',
            json: sampleRecord(section, next),
            headers: { ...admin.headers, 'if-match': 'v-one' },
          })
        ).status,
      ).toBe(400);
    });

    it('hides the record from visitors (lists, reads, the site read) and marks it for Admins; shows it again', async () => {
      const visibility = `/api/sections/${section.key}/records/${id}/visibility`;
      const versionBefore = (await json<{ version: number }>(t.request(path(section.paths.one, id), { headers: admin.headers }))).version;
      expect((await t.request(visibility, { method: 'PUT', json: { hidden: 'yes' }, headers: admin.headers })).status).toBe(400);
      expect((await t.request(visibility, { method: 'PUT', json: { hidden: true }, headers: admin.headers })).status).toBe(200);
      const adminList = await json<{ _id: string; hidden: boolean }[]>(t.request(path(section.paths.list), { headers: admin.headers }));
      expect(adminList.find((record) => record._id === id)?.hidden).toBe(true);
      if (section.public !== false) {
        expect((await json<{ _id: string }[]>(t.request(path(section.paths.list)))).map((record) => record._id)).not.toContain(id);
        expect((await t.request(path(section.paths.one, id))).status).toBe(404);
        expect((await t.request(path(section.paths.one, id), { headers: customer.headers })).status).toBe(404);
        expect(await (await t.request('/api/site')).text()).not.toContain(id);
      }
      expect((await t.request(visibility, { method: 'PUT', json: { hidden: false }, headers: admin.headers })).status).toBe(200);
      expect((await read(path(section.paths.one, id))).status).toBe(200);
      // Hiding leaves the fields alone, so an editor opened before it still saves.
      expect((await json<{ version: number }>(t.request(path(section.paths.one, id), { headers: admin.headers }))).version).toBe(versionBefore);
      if (section.public !== false) expect(await (await t.request('/api/site')).text()).toContain(id);
    });

    if (section.public !== false) {
      it('hides the whole section from visitors: absent from the site read, its list empty for them, whole for Admins', async () => {
        const visibility = `/api/sections/${section.key}/visibility`;
        expect((await t.request(visibility, { method: 'PUT', json: { hidden: true }, headers: admin.headers })).status).toBe(200);
        expect(JSON.parse(await (await t.request('/api/site')).text())).not.toHaveProperty(section.key);
        expect(await json(t.request(path(section.paths.list)))).toEqual([]);
        expect((await t.request(path(section.paths.one, id))).status).toBe(404);
        expect(await json<unknown[]>(t.request(path(section.paths.list), { headers: admin.headers }))).not.toHaveLength(0);
        const described = await json<{ key: string; hidden: boolean }[]>(t.request('/api/sections', { headers: admin.headers }));
        expect(described.find((entry) => entry.key === section.key)?.hidden).toBe(true);
        expect((await t.request(visibility, { method: 'PUT', json: { hidden: false }, headers: admin.headers })).status).toBe(200);
        expect(JSON.parse(await (await t.request('/api/site')).text())[section.key]).toEqual(expect.arrayContaining([expect.objectContaining({ _id: id })]));
      });
    }

    if (!section.singleton) {
      it('moves a record to a place in its list; the lists and the site read follow at once', async () => {
        const third = await json<{ _id: string }>(
          t.request(path(section.paths.create), { method: 'POST', json: sampleRecord(section, 'b'), headers: admin.headers }),
        );
        const before = (await json<{ _id: string }[]>(t.request(path(section.paths.list), { headers: admin.headers }))).map((record) => record._id);
        expect(before.at(-1)).toBe(third._id);
        const move = (position: unknown, target = third._id) =>
          t.request(`/api/sections/${section.key}/records/${target}/position`, { method: 'PUT', json: { position }, headers: admin.headers });
        expect((await move(0)).status).toBe(400);
        expect((await move(1.5)).status).toBe(400);
        expect((await move(1, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
        const moved = await move(1);
        expect(moved.status).toBe(200);
        expect(await json(moved)).toMatchObject({ _id: third._id, position: 1 });
        const after = (await json<{ _id: string }[]>(read(path(section.paths.list)))).map((record) => record._id);
        expect(after).toEqual([third._id, ...before.slice(0, -1)]);
        if (section.public !== false) {
          const site = await json<Record<string, { _id: string }[]>>(t.request('/api/site'));
          expect(site[section.key].map((record) => record._id)).toEqual(after);
        }
        // Past the end means last.
        expect((await move(99)).status).toBe(200);
        expect((await json<{ _id: string }[]>(read(path(section.paths.list)))).map((record) => record._id)).toEqual(before);
        expect((await t.request(path(section.paths.one, third._id), { method: 'DELETE', headers: admin.headers })).status).toBe(200);
      });
    }

    it('keeps every change as a revision (who, when, before and after) and restores one, itself a revision', async () => {
      const revisions = `/api/sections/${section.key}/records/${id}/revisions`;
      expect((await t.request(revisions, { headers: customer.headers })).status).toBe(403);
      const history = await json<{ id: string; action: string; actorEmail: string; changed: string[]; after: { fields: object } | null }[]>(
        t.request(revisions, { headers: admin.headers }),
      );
      expect(history.map((revision) => revision.action)).toEqual(expect.arrayContaining(['create', 'update', 'hide', 'show']));
      expect(history.at(-1)).toMatchObject({ action: 'create', actorEmail: admin.email, after: { fields: sampleRecord(section, 'a') } });
      const update = history.find((revision) => revision.action === 'update' && revision.changed.length > 0)!;
      expect(update.changed.length).toBeGreaterThan(0);
      const created = history.at(-1)!;
      const restored = await t.request(`/api/sections/${section.key}/revisions/${created.id}/restore`, { method: 'POST', headers: admin.headers });
      expect(restored.status).toBe(200);
      expect(await json(t.request(path(section.paths.one, id), { headers: admin.headers }))).toMatchObject(sampleRecord(section, 'a'));
      const after = await json<{ action: string }[]>(t.request(revisions, { headers: admin.headers }));
      expect(after[0].action).toBe('restore');
      expect((await t.request(`/api/sections/${section.key}/revisions/999999999/restore`, { method: 'POST', headers: admin.headers })).status).toBe(404);
      expect((await t.request(`/api/sections/no-such-section/records/${id}/revisions`, { headers: admin.headers })).status).toBe(404);
    });

    it('deletes a record for an Admin only: gone from its list and the site read at once, a second delete is 404', async () => {
      const target = path(section.paths.one, id);
      expect((await t.request(target, { method: 'DELETE' })).status).toBe(401);
      expect((await t.request(target, { method: 'DELETE', headers: customer.headers })).status).toBe(403);
      expect((await t.request(path(section.paths.one, 'not-an-id'), { method: 'DELETE', headers: admin.headers })).status).toBe(404);
      const siteBefore = await t.request('/api/site');
      const deleted = await t.request(target, { method: 'DELETE', headers: admin.headers });
      expect(deleted.status).toBe(200);
      expect(await json<{ message: string }>(deleted)).toEqual({ message: `${section.title} is Deleted` });
      expect((await read(target)).status).toBe(404);
      const remaining = await json<{ _id: string }[]>(read(path(section.paths.list)));
      expect(remaining.map((record) => record._id)).not.toContain(id);
      expect(await (await t.request('/api/site')).text()).not.toContain(id);
      // The public site changed (a back-office section is not part of it, but for what the
      // analytics settings make of cookies, which the notice under forms tells visitors).
      const revalidated = await t.request('/api/site', { headers: { 'if-none-match': siteBefore.headers.get('etag')! } });
      expect(revalidated.status).toBe(section.public === false && section.key !== 'seo' ? 304 : 200);
      expect((await t.request(target, { method: 'DELETE', headers: admin.headers })).status).toBe(404);
    });

    it('lists the deleted record as recently deleted and restores it under its own id, at its place', async () => {
      const deleted = await json<{ recordId: string; revisionId: string; name: string; actorEmail: string }[]>(
        t.request(`/api/sections/${section.key}/deleted`, { headers: admin.headers }),
      );
      const entry = deleted.find((item) => item.recordId === id)!;
      expect(entry).toMatchObject({ actorEmail: admin.email });
      const restored = await t.request(`/api/sections/${section.key}/revisions/${entry.revisionId}/restore`, { method: 'POST', headers: admin.headers });
      expect(restored.status).toBe(200);
      expect(await json(restored)).toMatchObject({ _id: id, ...sampleRecord(section, 'a') });
      expect((await read(path(section.paths.one, id))).status).toBe(200);
      if (section.public !== false) expect(await (await t.request('/api/site')).text()).toContain(id);
      expect(
        (await json<{ recordId: string }[]>(t.request(`/api/sections/${section.key}/deleted`, { headers: admin.headers }))).map((item) => item.recordId),
      ).not.toContain(id);
      // A one-record section holding a record refuses a second by restore too.
      if (section.singleton) {
        expect((await t.request(path(section.paths.one, id), { method: 'DELETE', headers: admin.headers })).status).toBe(200);
        const other = await json<{ _id: string }>(
          t.request(path(section.paths.create), { method: 'POST', json: sampleRecord(section, 'b'), headers: admin.headers }),
        );
        expect((await t.request(`/api/sections/${section.key}/revisions/${entry.revisionId}/restore`, { method: 'POST', headers: admin.headers })).status).toBe(
          409,
        );
        expect((await t.request(path(section.paths.one, other._id), { method: 'DELETE', headers: admin.headers })).status).toBe(200);
      } else {
        expect((await t.request(path(section.paths.one, id), { method: 'DELETE', headers: admin.headers })).status).toBe(200);
      }
    });

    if (section.singleton) {
      it('after the delete, the section can be added again', async () => {
        const response = await t.request(path(section.paths.create), { method: 'POST', json: sampleRecord(section, 'a'), headers: admin.headers });
        expect(response.status).toBe(201);
      });
    }
  });

  it("tells the editor each field's rules (GET /api/sections), and they are the ones the endpoints enforce", async () => {
    const described = await json<SectionDescription[]>(t.request('/api/sections', { headers: admin.headers }));
    expect(described).toEqual(SECTIONS.map((section) => ({ ...describeSection(section), hidden: false })));
    const banner = described.find((section) => section.key === 'banner')!;
    const rules = Object.fromEntries(banner.fields.map(({ name, maxLength, pattern, patternFlags }) => [name, { maxLength, pattern, patternFlags }]));
    expect(rules.imageOne).toEqual({ maxLength: 2048, pattern: SAFE_LINK.source, patternFlags: SAFE_LINK.flags });
    expect(rules.bannerHeading).toEqual({ maxLength: 200 });
    for (const field of banner.fields) {
      const tooLong = field.pattern ? `/${'x'.repeat(field.maxLength!)}` : 'x'.repeat(field.maxLength! + 1);
      const response = await t.request('/api/add-banner', {
        method: 'POST',
        json: { ...sampleRecord(SECTION_BY_KEY.get('banner')!, 'a'), [field.name]: tooLong },
        headers: admin.headers,
      });
      expect([field.name, response.status]).toEqual([field.name, 400]);
    }
    const percent = described.find((section) => section.key === 'experiences')!.fields.find((field) => field.name === 'skillOneNumber')!;
    expect([percent.minimum, percent.maximum]).toEqual([0, 100]);
  });
});

describe('the one-request site read', () => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await registerAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds every public section and the seeded pricing packages', async () => {
    const site = await json<Record<string, unknown[]>>(t.request('/api/site'));
    for (const section of SECTIONS) {
      if (section.public === false) expect(site[section.key]).toBeUndefined();
      else expect([section.key, site[section.key]!.length]).toEqual([section.key, DEMO_CONTENT[section.key as SectionKey]?.length ?? 0]);
    }
    expect((site.pricings as { packageName: string }[]).map((p) => p.packageName).sort()).toEqual(['Basic', 'Premium', 'Standard']);
  });

  it('renders the pages from the state the API answers: the snapshot holds its JSON, dates as ISO text', async () => {
    const answered = await json<Record<string, unknown>>(t.request('/api/site'));
    const { data } = await t.app.get(SiteService).current();
    expect(data).toEqual(answered);
    const banner = (data.banner as { createdAt: unknown }[])[0];
    expect(banner.createdAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/));
  });

  it('gives a seeded record an empty history (the editor opens without an error), and an unknown one none', async () => {
    const banner = (await json<{ _id: string }[]>(t.request('/api/banner')))[0];
    expect(await json(t.request(`/api/sections/banner/records/${banner._id}/revisions`, { headers: admin.headers }))).toEqual([]);
    const unknown = await t.request('/api/sections/banner/records/00000000-0000-4000-8000-000000000000/revisions', { headers: admin.headers });
    expect(unknown.status).toBe(404);
  });

  it('answers 304 for a current ETag and changes the ETag on any write', async () => {
    const first = await t.request('/api/site');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await t.request('/api/site', { headers: { 'if-none-match': etag } })).status).toBe(304);

    const banner = (await json<Record<string, string>[]>(t.request('/api/banner')))[0];
    const { _id, createdAt: _c, updatedAt: _u, ...fields } = banner;
    const update = await t.request(`/api/update-banner/${_id}`, { method: 'PUT', json: { ...fields, bannerHeading: 'Fresh heading' }, headers: admin.headers });
    expect(update.status).toBe(200);

    const after = await t.request('/api/site', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await json<{ banner: { bannerHeading: string }[] }>(after)).banner[0].bannerHeading).toBe('Fresh heading');
  });

  it('answers later reads before routing with the headers and bytes of the first, compressed when the client takes it', async () => {
    // The first read goes through Fastify and teaches the early answer its headers (site-answers.ts).
    const headersOf = (response: Response) => {
      const { date: _date, 'x-request-id': id, ...rest } = Object.fromEntries(response.headers);
      expect(id).toBeTruthy();
      return rest;
    };
    const identity = { 'accept-encoding': 'identity' };
    const first = await t.request('/api/site', { headers: identity });
    const text = await first.text();
    // The compressed forms are made a moment after the snapshot.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let i = 0; i < 3; i++) {
      const again = await t.request('/api/site?fresh=1', { headers: identity });
      expect(headersOf(again)).toEqual(headersOf(first));
      expect(await again.text()).toBe(text);
    }
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    for (const encoding of ['br', 'gzip'] as const) {
      const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        request(`${t.baseUrl}/api/site`, { headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
      expect(raw.headers['content-encoding']).toBe(encoding);
      expect(raw.headers.etag).toBe(first.headers.get('etag'));
      expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
      expect(raw.body.length).toBeLessThan(Buffer.byteLength(text) / 3);
      expect((encoding === 'br' ? brotliDecompressSync(raw.body) : gunzipSync(raw.body)).toString()).toBe(text);
    }
    const head = await t.request('/api/site', { method: 'HEAD', headers: identity });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(await head.text()).toBe('');
  });

  it('does not overwrite existing content when seeding runs again', async () => {
    const { DemoContentSeeder } = await import('../src/site/demo-content.seeder.js');
    await t.app.get(DemoContentSeeder).onApplicationBootstrap();
    const site = await json<{ banner: { bannerHeading: string }[]; faqItems: unknown[] }>(t.request('/api/site'));
    expect(site.banner).toHaveLength(1);
    expect(site.banner[0].bannerHeading).toBe('Fresh heading');
    expect(site.faqItems).toHaveLength(4);
  });

  it('leaves a section the agency emptied empty when seeding runs again (a restart), instead of refilling it with the demo', async () => {
    for (const item of await json<{ _id: string }[]>(t.request('/api/teamitems'))) {
      expect((await t.request(`/api/teamitems/${item._id}`, { method: 'DELETE', headers: admin.headers })).status).toBe(200);
    }
    const { DemoContentSeeder } = await import('../src/site/demo-content.seeder.js');
    await t.app.get(DemoContentSeeder).onApplicationBootstrap();
    expect(await json<unknown[]>(t.request('/api/teamitems'))).toEqual([]);
  });
});
