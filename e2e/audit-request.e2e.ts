import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { FixtureSite, fixturePage, fixtureSitemap } from '../backend/test/audit-fixture-site';
import { ADMIN, hydrated, launch, outboxMails, ownerCookie, removeData, seriousViolations, startOwnServer, type OutboxMail, type OwnServer } from './support';

/** Where the screenshots go, for a person to look at (test-results/ is ignored by git). */
const SHOTS = join(process.cwd(), 'test-results', 'audit-request');

/** The two widths the issue asks for: a phone and a laptop. */
const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1280, height: 900 },
] as const;

/**
 * A small site with known defects, served by the test on loopback: one page without a title and
 * one link to a page that is missing, so the report has a critical issue to show.
 */
async function defectiveSite(): Promise<FixtureSite> {
  const site = new FixtureSite();
  await site.start();
  const origin = site.origin;
  site.set('/', fixturePage(origin, { path: '/', links: ['/services', '/about', '/gone'] }));
  site.set('/services', fixturePage(origin, { path: '/services', links: ['/', '/about'] }));
  site.set('/about', fixturePage(origin, { path: '/about', title: null, links: ['/'] }));
  site.set('/robots.txt', { headers: { 'content-type': 'text/plain' }, body: `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n` });
  site.set('/sitemap.xml', { headers: { 'content-type': 'application/xml' }, body: fixtureSitemap([`${origin}/`, `${origin}/services`, `${origin}/about`]) });
  return site;
}

/** The mail to `to` whose text links the report, waiting for the job to send it. */
async function reportMail(
  dataDir: string,
  to: string,
  token: string,
): Promise<OutboxMail & { attachments?: { filename: string; contentType: string; contentBase64: string }[] }> {
  for (let waited = 0; waited < 30_000; waited += 200) {
    const mail = outboxMails(dataDir).find((candidate) => candidate.to === to && candidate.text.includes(`/analysis/${token}`));
    if (mail) return mail;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`no report mail to ${to}`);
}

/** A picture of the page, or of one part of it (the home page is too long to look at whole). */
async function shoot(what: Page | Locator, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, `${name}.png`);
  await ('goto' in what ? what.screenshot({ path, fullPage: true }) : what.screenshot({ path }));
}

describe('the free SEO analysis', () => {
  let server: OwnServer;
  let site: FixtureSite;
  let browser: Browser;
  beforeAll(async () => {
    site = await defectiveSite();
    // The fixture site is on loopback, which the audit refuses unless told (as the webhooks' tests do).
    server = await startOwnServer({ AUDITS_ALLOW_PRIVATE: 'true' });
    // The site's owner, made the first Admin through the setup link, is who reads the leads.
    await ownerCookie(server.url, server.dataDir, ADMIN.email, ADMIN.password);
    browser = await launch();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await site?.close();
    if (server) removeData(server.dataDir);
  });

  for (const viewport of VIEWPORTS) {
    it(`takes a visitor from the home page's form to the branded report, mails it with its PDF and gives the Admin the lead (${viewport.width} px)`, async () => {
      const email = `visitor-${viewport.width}@example.com`;
      const visitor = `Ada ${viewport.width}`;
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: viewport.width, height: viewport.height } });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });

      await page.goto('/', { waitUntil: 'networkidle' });
      await hydrated(page);
      const form = page.getByRole('form', { name: 'Audit my site' });
      await form.scrollIntoViewIfNeeded();
      expect(await seriousViolations(page)).toEqual([]);
      await form.getByLabel('Your site’s address').fill(site.origin);
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Name (optional)').fill(visitor);
      await form.getByRole('checkbox').check();
      await shoot(form.locator('xpath=ancestor::section[1]'), `form-${viewport.width}`);
      // A person takes a few seconds to fill a form in; one sent at once is kept aside as spam.
      await page.waitForTimeout(3_200);
      await form.getByRole('button', { name: 'Audit my site' }).click();

      await page.waitForURL(/\/analysis\/[\w-]{43}$/);
      const token = new URL(page.url()).pathname.split('/').pop()!;
      const status = page.getByRole('status').filter({ hasText: /analysis|Checking/ });
      await expect(status.textContent()).resolves.toMatch(/about to start|Checking your site’s pages|ready/);
      await page.getByRole('status').filter({ hasText: 'Your analysis is ready.' }).waitFor({ timeout: 30_000 });

      const score = page.getByRole('img', { name: /^Score \d+ out of 100/ });
      await score.waitFor();
      await page.getByRole('heading', { name: /^Critical issues \(\d+\)$/ }).waitFor();
      await page.getByRole('heading', { name: /title/i }).first().waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      expect(await page.getByRole('link', { name: 'Talk to us' }).getAttribute('href')).toBe('/contact');
      const pdfHref = await page.getByRole('link', { name: 'Download the report (PDF)' }).getAttribute('href');
      expect(pdfHref).toBe(`/api/audit-reports/${token}/report.pdf`);
      const pdf = await page.request.get(pdfHref!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `report-${viewport.width}`);
      expect(problems).toEqual([]);

      // The page the server drew holds no visitor's token: every report page shares one render.
      const drawn = await fetch(`${server.url}/analysis/${token}`);
      const html = await drawn.text();
      expect(html).not.toContain(token);
      expect(html).toContain('noindex');
      // …the same bytes for any token (the ETag witnesses it), so made-up links cost no render.
      expect((await fetch(`${server.url}/analysis/made-up-${viewport.width}`)).headers.get('etag')).toBe(drawn.headers.get('etag'));

      const mail = await reportMail(server.dataDir, email, token);
      const scoreText = (await score.getAttribute('aria-label'))!.match(/Score (\d+)/)![1];
      expect(mail.text).toContain(scoreText);
      // The PDF goes with it, whole (the outbox keeps what the recipient got).
      expect(mail.attachments).toHaveLength(1);
      const [attachment] = mail.attachments!;
      expect(attachment.contentType).toBe('application/pdf');
      expect(attachment.filename).toMatch(/\.pdf$/);
      expect(Buffer.from(attachment.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      await context.close();

      // The Admin finds the lead with its score and top issues, and the run among the audits.
      const admin = await browser.newContext({ baseURL: server.url, viewport: { width: viewport.width, height: viewport.height } });
      const adminPage = await admin.newPage();
      expect((await adminPage.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
      await adminPage.goto('/all-messages', { waitUntil: 'networkidle' });
      await hydrated(adminPage);
      const host = new URL(site.origin).host;
      await adminPage.getByRole('searchbox', { name: 'Name, e-mail, subject or text' }).fill(email);
      await adminPage.waitForURL((url) => url.searchParams.get('search') === email);
      // Both runs' leads name the same host: this one is the row from this visitor.
      const row = adminPage
        .getByRole('table', { name: 'Unread messages' })
        .getByRole('row', { name: new RegExp(`Free SEO analysis: ${host.replaceAll('.', '\\.')}`) })
        .filter({ hasText: visitor });
      await row.getByRole('link', { name: 'View Message' }).click();
      const lead = adminPage.getByRole('region', { name: 'Free SEO analysis' });
      await lead.getByText(`${scoreText} / 100`).waitFor();
      await lead.getByRole('link', { name: 'Audit details' }).click();
      await adminPage
        .getByRole('heading', { name: `Audit of ${site.origin}/` })
        .or(adminPage.getByRole('heading', { name: `Audit of ${site.origin}` }))
        .waitFor();
      await adminPage.getByRole('table').getByText(/title/i).first().waitFor();
      // Run again: the new run opens compared with this one, the site unchanged, so the same issues remain.
      const firstRun = new URL(adminPage.url()).pathname.split('/').pop()!;
      await adminPage.getByRole('button', { name: 'Run again' }).click();
      await adminPage.waitForURL((url) => url.searchParams.get('compare') === firstRun && !url.pathname.endsWith(firstRun));
      const comparison = adminPage.getByText(/^Score \d+ on .*: ±0$/);
      await comparison.waitFor({ timeout: 30_000 });
      await adminPage.getByRole('heading', { name: 'Fixed (0)' }).waitFor();
      await adminPage.getByRole('heading', { name: /^Still there \([1-9]\d*\)$/ }).waitFor();
      expect(await seriousViolations(adminPage)).toEqual([]);
      await shoot(adminPage, `admin-audit-${viewport.width}`);
      await admin.close();
    }, 120_000);
  }
});
