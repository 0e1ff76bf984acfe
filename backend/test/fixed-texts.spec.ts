import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JSON_BODY_LIMITS } from '../src/common/json-body.js';
import { SECTION_BY_KEY } from '../src/content/sections.js';
import { consentTag } from '../src/seo/site-tools.js';
import { registerAdmin, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

interface SiteRead {
  siteTexts?: Record<string, unknown>[];
  cookies: { mode: string; privacyPage?: string };
}

/** The consent chunk's configuration as a page carries it, read back from the tag. */
function consentConfig(tag: string): { texts: Record<string, unknown> } {
  const attribute = /data-consent="([^"]*)"/.exec(tag)?.[1] ?? '';
  return JSON.parse(
    attribute
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  ) as { texts: Record<string, unknown> };
}

describe('issue 44: every fixed text a visitor or customer reads is the owner’s to edit', () => {
  let t: TestApp;
  let admin: Session;
  let id: string;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    admin = await registerAdmin(t, 'owner@example.com');
  });
  afterAll(() => t.close());

  const asAdmin = (path: string, method = 'GET', body?: object) => t.request(path, { method, json: body, headers: admin.headers });
  const site = () => json<SiteRead>(t.request('/api/site'));
  const saved = async () => (await site()).siteTexts?.[0] ?? {};
  const stored = () => json<Record<string, unknown>[]>(asAdmin('/api/site-texts'));

  it('stores the spec’s texts as the owner words them, and the site read (what pages render from) carries them', async () => {
    const created = await asAdmin('/api/add-site-texts', 'POST', {
      messageSent: 'Message sent. Thank you!',
      youHavePaid: 'Paid',
      orderHeading: 'Order your SEO plan',
      signOut: 'Sign out',
      newsletterHeading: 'Get every update',
      consentText: 'We count visits with cookies, only if you say yes.',
    });
    expect(created.status).toBe(201);
    id = (await json<{ _id: string }>(created))._id;
    expect(await saved()).toMatchObject({
      messageSent: 'Message sent. Thank you!',
      youHavePaid: 'Paid',
      orderHeading: 'Order your SEO plan',
      signOut: 'Sign out',
      newsletterHeading: 'Get every update',
    });
  });

  it('resets a text to its default by leaving it out of the save: the site read no longer names it', async () => {
    const reset = await asAdmin(`/api/site-texts/${id}`, 'PUT', { messageSent: 'Message sent. Thank you!', youHavePaid: 'Paid' });
    expect(reset.status).toBe(200);
    const texts = await saved();
    expect(texts).toMatchObject({ messageSent: 'Message sent. Thank you!', youHavePaid: 'Paid' });
    for (const key of ['orderHeading', 'signOut', 'newsletterHeading', 'consentText']) expect(texts).not.toHaveProperty(key);
  });

  it('stores the form labels, placeholders, check messages, receipt and not-found wording too, and resets them the same way', async () => {
    const words = {
      contactNameLabel: 'Full name',
      contactMessagePlaceholder: 'Tell us about your site *',
      newsletterPlaceholder: 'name@company.com',
      emailRequired: 'Please give your e-mail',
      passwordTooShort: 'Six characters at least',
      orderCountryLabel: 'Country of billing',
      signedInAs: 'You are',
      ordersCardText: 'All you bought',
      receiptTotalPaid: 'Amount paid',
      notFoundHeading: 'Nothing here',
    };
    const edited = await asAdmin(`/api/site-texts/${id}`, 'PUT', { messageSent: 'Message sent. Thank you!', youHavePaid: 'Paid', ...words });
    expect(edited.status).toBe(200);
    expect(await saved()).toMatchObject(words);
    const reset = await asAdmin(`/api/site-texts/${id}`, 'PUT', { messageSent: 'Message sent. Thank you!', youHavePaid: 'Paid' });
    expect(reset.status).toBe(200);
    const texts = await saved();
    for (const key of Object.keys(words)) expect(texts).not.toHaveProperty(key);
  });

  it('saves every fixed text at once, though they outnumber the keys another form’s body may hold, and still refuses a stray key', async () => {
    const every = Object.fromEntries(
      Object.entries(SECTION_BY_KEY.get('siteTexts')!.fields).map(([key, spec]) => [key, spec.kind === 'link' ? '/privacy-policy' : `Owner’s ${key}`]),
    );
    expect(Object.keys(every).length).toBeGreaterThan(JSON_BODY_LIMITS.keysPerObject);
    const saved = await asAdmin(`/api/site-texts/${id}`, 'PUT', every);
    expect(saved.status).toBe(200);
    expect(await stored()).toEqual([expect.objectContaining(every)]);
    const stray = await asAdmin(`/api/site-texts/${id}`, 'PUT', { ...every, isAdmin: true });
    expect(stray.status).toBe(400);
    expect(JSON.stringify(await stray.json())).toContain('property isAdmin should not exist');
    const reset = await asAdmin(`/api/site-texts/${id}`, 'PUT', { messageSent: 'Message sent. Thank you!', youHavePaid: 'Paid' });
    expect(reset.status).toBe(200);
  });

  it.each([
    ['markup', { signOut: 'Sign <b>out</b>' }, 'signOut must be plain text, not HTML'],
    ['a script', { messageSent: '<script>alert(1)</script>' }, 'messageSent must be plain text, not HTML'],
    ['a line break', { youHavePaid: 'Paid\nthanks' }, 'youHavePaid must be one line of plain text'],
    ['a control character', { payNow: 'Pay\u0007now' }, 'payNow must be one line of plain text'],
    ['markup in a label', { contactNameLabel: 'Name <img src=x onerror=alert(1)>' }, 'contactNameLabel must be plain text, not HTML'],
    ['a line break in a check message', { emailRequired: 'Email\nplease' }, 'emailRequired must be one line of plain text'],
    ['501 characters', { orderHeading: 'x'.repeat(501) }, 'orderHeading must be shorter than or equal to 500 characters'],
    ['a number', { totalSpent: 42 }, 'totalSpent must be a string'],
    ['an unsafe link', { privacyPage: 'javascript:alert(1)' }, 'privacyPage must be an http(s) URL or a site path'],
  ])('refuses %s with a 400 naming the field, and nothing changes', async (_case, body, expected) => {
    const before = await stored();
    const response = await asAdmin(`/api/site-texts/${id}`, 'PUT', body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(expected);
    expect(await stored()).toEqual(before);
  });

  it('keeps markup-looking text that is none (a less-than sign in a sentence)', async () => {
    const response = await asAdmin(`/api/site-texts/${id}`, 'PUT', { messageSent: 'Sent < 1 minute ago. Thanks', youHavePaid: 'Paid' });
    expect(response.status).toBe(200);
    expect(await saved()).toMatchObject({ messageSent: 'Sent < 1 minute ago. Thanks' });
  });

  it('tells pages whether an analytics or tracking tool is on, so the notice under forms stays true', async () => {
    expect((await site()).cookies.mode).toBe('none');
    expect((await asAdmin('/api/add-search-engines', 'POST', { analyticsTool: 'Plausible', plausibleDomain: 'example.com' })).status).toBe(201);
    expect((await site()).cookies.mode).toBe('cookieless');
    const [settings] = await json<{ _id: string }[]>(asAdmin('/api/search-engines'));
    const withPixel = await asAdmin(`/api/search-engines/${settings._id}`, 'PUT', {
      analyticsTool: 'Plausible',
      plausibleDomain: 'example.com',
      metaPixelId: '123456789012345',
    });
    expect(withPixel.status).toBe(200);
    expect((await site()).cookies.mode).toBe('afterConsent');
    const cookieless = await asAdmin(`/api/search-engines/${settings._id}`, 'PUT', { analyticsTool: 'None' });
    expect(cookieless.status).toBe(200);
    expect((await site()).cookies.mode).toBe('none');
  });

  it('links the consent banner to the privacy page once it is published, in the owner’s words', async () => {
    expect((await site()).cookies.privacyPage).toBeUndefined();
    const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'What we collect.' }] }] };
    const added = await asAdmin('/api/pages', 'POST', { title: 'Privacy policy', slug: 'privacy-policy', body });
    expect(added.status).toBe(201);
    expect((await site()).cookies.privacyPage).toBeUndefined();
    const privacy = await json<{ id: string }>(added);
    expect((await asAdmin(`/api/pages/${privacy.id}/publish`, 'POST')).status).toBeLessThan(300);
    const read = await site();
    expect(read.cookies.privacyPage).toBe('/privacy-policy');

    const edited = await asAdmin(`/api/site-texts/${id}`, 'PUT', {
      consentText: 'Cookies count visits, only if you accept.',
      consentAccept: 'Yes, count me',
      consentPrivacyLink: 'How we use cookies',
    });
    expect(edited.status).toBe(200);
    const now = await site();
    const wording = { ...(now.siteTexts?.[0] as Record<string, string>), privacyHref: now.cookies.privacyPage };
    const tools = { consent: [{ tool: 'metaPixel' as const, id: '123456789012345' }], consentScript: '/assets/consent.js' };
    expect(consentConfig(consentTag(tools, false, wording)).texts).toEqual({
      label: 'Cookie consent',
      text: 'Cookies count visits, only if you accept.',
      accept: 'Yes, count me',
      decline: 'Decline',
      settings: 'Cookie settings',
      privacy: { text: 'How we use cookies', href: '/privacy-policy' },
    });
    // An emptied link text means no link; an emptied button keeps its default (a banner must be answerable).
    const noLink = consentConfig(consentTag(tools, false, { ...wording, consentPrivacyLink: '', consentAccept: '' })).texts;
    expect(noLink).not.toHaveProperty('privacy');
    expect(noLink.accept).toBe('Accept');
  });
});
