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
    default:
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
      // The public site changed (a back-office section is not part of it).
      const revalidated = await t.request('/api/site', { headers: { 'if-none-match': siteBefore.headers.get('etag')! } });
      expect(revalidated.status).toBe(section.public === false ? 304 : 200);
      expect((await t.request(target, { method: 'DELETE', headers: admin.headers })).status).toBe(404);
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
    expect(described).toEqual(SECTIONS.map(describeSection));
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
