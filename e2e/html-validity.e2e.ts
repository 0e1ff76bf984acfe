import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { adminApi, baseUrl, type ApiSession } from './support';

/**
 * The public pages as the Nu HTML Checker (vnu, the W3C's validator, from the `vnu-jar` package)
 * reads them: no error on any page type, with a post and an added page of their own. It runs on
 * Java (11 or later), as the W3C ships it; the machines this suite runs on have it.
 */
const VNU = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const run = Date.now().toString(36);

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

async function check(files: string[]): Promise<VnuMessage[]> {
  // vnu exits 1 when it reports an error: the report on stderr is what is read either way.
  const { stderr } = await promisify(execFile)('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...files], { maxBuffer: 16 * 1024 * 1024 }).catch(
    (failed: { stderr?: string; message: string }) => {
      if (!failed.stderr?.startsWith('{')) throw new Error(`vnu did not run: ${failed.message}`);
      return { stderr: failed.stderr };
    },
  );
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
}

describe('the public pages are valid HTML (Nu HTML Checker)', () => {
  let admin: ApiSession;
  let folder: string;
  const send = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

  beforeAll(async () => {
    admin = await adminApi();
    folder = mkdtempSync(join(tmpdir(), 'rankwell-vnu-'));
    await send('POST', '/api/blog/manage/posts', {
      title: `Valid markup ${run}`,
      status: 'published',
      coverImage: '/images/banner.svg',
      coverImageAlt: 'A growth chart',
      body: doc('Crawlers read the HTML the server sends.'),
    });
    const page = await send('POST', '/api/pages', { title: `Checked page ${run}`, slug: `checked-page-${run}`, body: doc('A page of the agency’s own.') });
    await send('POST', `/api/pages/${page.id}/publish`, {});
    // A page with two blocks of each of three kinds: the second of a kind has ids of its own.
    const faq = (id: string, heading: string) => ({
      id,
      kind: 'faq',
      data: { heading: { faqHeading: heading, faqText: 'Asked first.' }, items: [{ accodingTitle: `${heading}?`, accodingText: 'Yes.' }] },
    });
    const embeds = (id: string, heading: string) => ({
      id,
      kind: 'embeds',
      data: { heading: { embedsHeading: heading }, items: [{ embedTitle: `${heading} with us`, embedUrl: `https://calendly.com/agency/${id}` }] },
    });
    const grid = (id: string, heading: string) => ({ id, kind: 'caseStudies', data: { heading: { caseStudiesHeading: heading } } });
    const blocks = await send('POST', '/api/pages', {
      title: `Blocks page ${run}`,
      slug: `blocks-page-${run}`,
      blocks: [
        faq('faq-one', 'Prices'),
        grid('grid-one', 'Our work'),
        embeds('book-one', 'Book a call'),
        faq('faq-two', 'Contracts'),
        grid('grid-two', 'More work'),
        embeds('book-two', 'Book an audit'),
      ],
    });
    await send('POST', `/api/pages/${blocks.id}/publish`, {});
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('finds no error on the home, service, pricing, contact, thanks, account, blog, post, added (one of rich text, one of blocks, two of a kind) and not-found pages', async () => {
    const paths = [
      '/',
      '/service/',
      '/pricing/',
      '/contact',
      '/thanks',
      '/login',
      '/register',
      '/reset',
      '/blog/',
      `/blog/valid-markup-${run}`,
      `/checked-page-${run}`,
      `/blocks-page-${run}`,
      '/no-such-page',
    ];
    const files = await Promise.all(
      paths.map(async (path, index) => {
        const response = await fetch(`${baseUrl}${path}`);
        expect([path, response.status]).toEqual([path, path === '/no-such-page' ? 404 : 200]);
        const file = join(folder, `page-${index}.html`);
        writeFileSync(file, await response.text());
        return file;
      }),
    );
    const named = (await check(files)).map((message) => {
      const index = Number(/page-(\d+)\.html/.exec(message.url)?.[1]);
      return `${paths[index]}: ${message.message} (${message.extract ?? ''})`;
    });
    expect(named).toEqual([]);
  });
});
