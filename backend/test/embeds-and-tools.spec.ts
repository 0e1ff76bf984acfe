import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openShop, type Shop } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

const CALENDLY_SRC = 'https://calendly.com/northpeak/intro-call?embed_type=Inline&hide_gdpr_banner=1';

describe('issue 43 over HTTP: the embeds section, the tracking tools and site verification', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    shop = await openShop(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const asAdmin = (path: string, method = 'GET', body?: object) => t.request(path, { method, json: body, headers: shop.admin.headers });
  const messageOf = async (response: Response) => JSON.stringify(await response.json());

  describe('embeds', () => {
    const embeds = () => json<Record<string, unknown>[]>(asAdmin('/api/embeds'));

    it('refuses a paste of no known provider, plain http, a missing title: 400 naming the field, nothing stored', async () => {
      for (const [body, expected] of [
        [{ embedTitle: 'Book a call', embedUrl: 'https://evil.example/booking' }, 'embedUrl must be the address or embed code of Calendly, Cal.com'],
        [{ embedTitle: 'Book a call', embedUrl: 'http://calendly.com/northpeak/intro-call' }, 'embedUrl must be the address or embed code'],
        [{ embedTitle: 'Book a call', embedUrl: '<iframe src="javascript:alert(1)"></iframe>' }, 'embedUrl must be the address or embed code'],
        [{ embedUrl: 'https://calendly.com/northpeak/intro-call' }, 'embedTitle'],
        [{ embedTitle: '', embedUrl: 'https://calendly.com/northpeak/intro-call' }, 'embedTitle should not be empty'],
      ] as const) {
        const response = await asAdmin('/api/add-embed', 'POST', body);
        expect([response.status, await messageOf(response)]).toEqual([400, expect.stringContaining(expected)]);
      }
      expect(await embeds()).toEqual([]);
    });

    it('stores the src rebuilt from the paste (never the paste), and the public site read carries it', async () => {
      const code = `<div class="calendly-inline-widget" data-url="https://calendly.com/northpeak/intro-call?utm=x" style="height:700px"></div><script src="https://assets.calendly.com/assets/external/widget.js" async></script>`;
      const created = await asAdmin('/api/add-embed', 'POST', { embedTitle: 'Book an intro call', embedUrl: code });
      expect(created.status).toBe(201);
      const { _id } = await json<{ _id: string }>(created);
      expect(await embeds()).toEqual([expect.objectContaining({ embedTitle: 'Book an intro call', embedUrl: CALENDLY_SRC })]);
      const site = await json<{ embeds: Record<string, unknown>[] }>(t.request('/api/site'));
      expect(site.embeds).toEqual([expect.objectContaining({ embedUrl: CALENDLY_SRC })]);
      // A refused update leaves the stored embed as it was.
      expect((await asAdmin(`/api/embed/${_id}`, 'PUT', { embedTitle: 'x', embedUrl: 'https://calendly.com.evil.example/x' })).status).toBe(400);
      expect(await embeds()).toEqual([expect.objectContaining({ embedTitle: 'Book an intro call', embedUrl: CALENDLY_SRC })]);
      expect((await asAdmin(`/api/embed/${_id}`, 'DELETE')).status).toBeLessThan(300);
    });
  });

  describe('tracking tools and verification (Search engines & analytics)', () => {
    const stored = () => json<Record<string, unknown>[]>(asAdmin('/api/search-engines'));

    it.each([
      ['metaPixelId', '12345', 'metaPixelId must be a pixel ID of 15 or 16 digits'],
      ['metaPixelId', '123456789012345"><script>', 'metaPixelId must be a pixel ID'],
      ['linkedinPartnerId', 'abc', 'linkedinPartnerId must be a partner ID of digits'],
      ['clarityProjectId', 'ABC</script>', 'clarityProjectId must be a project ID'],
      ['hotjarSiteId', '12', 'hotjarSiteId must be a site ID of digits'],
      ['googleVerification', 'short', 'googleVerification must be the content of Google’s meta tag'],
      ['googleVerification', '<meta name="google-site-verification" content="x">', 'googleVerification must be the content'],
      ['bingVerification', '0123456789ABCDEF', 'bingVerification must be 32 hexadecimal characters'],
      ['yandexVerification', 'zzzzzzzzzzzzzzzz', 'yandexVerification must be 16 hexadecimal characters'],
      ['pinterestVerification', '0123', 'pinterestVerification must be 32 hexadecimal characters'],
      ['baiduVerification', 'code-"x"', 'baiduVerification must be the content of Baidu’s meta tag'],
      ['naverVerification', '0123', 'naverVerification must be 40 hexadecimal characters'],
    ])('refuses %s = %j with a 400 naming it, storing nothing', async (field, value, expected) => {
      const response = await asAdmin('/api/add-search-engines', 'POST', { analyticsTool: 'None', [field]: value });
      expect([response.status, await messageOf(response)]).toEqual([400, expect.stringContaining(expected)]);
      expect(await stored()).toEqual([]);
    });

    it('stores valid ids and tokens; an API key, even with every content scope, is refused and changes nothing', async () => {
      const body = {
        analyticsTool: 'None',
        metaPixelId: '123456789012345',
        linkedinPartnerId: '1234567',
        clarityProjectId: 'abcd1234ef',
        hotjarSiteId: '1234567',
        googleVerification: 'AbC_123-xyzXYZ0123456789',
        bingVerification: '0123456789ABCDEF0123456789ABCDEF',
        yandexVerification: '0123456789abcdef',
        pinterestVerification: '0123456789abcdef0123456789abcdef',
        baiduVerification: 'code-a1B2c3D4e5',
        naverVerification: '0123456789abcdef0123456789abcdef01234567',
      };
      const created = await asAdmin('/api/add-search-engines', 'POST', body);
      expect(created.status).toBe(201);
      const { _id } = await json<{ _id: string }>(created);
      expect(await stored()).toEqual([expect.objectContaining(body)]);

      const key = await json<{ token: string }>(await asAdmin('/api/api-keys', 'POST', { name: 'CMS sync', scopes: ['content:read', 'content:write'] }));
      const withKey = (path: string, method: string, json?: object) => t.request(path, { method, json, headers: { authorization: `Bearer ${key.token}` } });
      for (const attempt of [
        withKey(`/api/search-engines/${_id}`, 'PUT', { ...body, metaPixelId: '999999999999999', hotjarSiteId: '7654321' }),
        withKey('/api/add-search-engines', 'POST', { metaPixelId: '999999999999999' }),
        withKey(`/api/search-engines/${_id}`, 'GET'),
      ]) {
        const response = await attempt;
        expect([response.status, await messageOf(response)]).toEqual([403, expect.stringContaining('API keys cannot call this operation')]);
      }
      expect(await stored()).toEqual([expect.objectContaining(body)]);
    });
  });
});
