import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminApi, baseUrl, customerCookie, dataDir, hydrated, launch, outboxMails, seriousViolations, type ApiSession } from './support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Whether nothing on the page is wider than a phone (no sideways scrolling at 375 px). */
const fitsPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Issue 46's client portal in the browser: a client buys a monthly retainer, finds its project on
 * the dashboard, answers the onboarding questions, downloads the PDF the agency delivered and
 * approves the brief, and exchanges two messages with the agency; the agency reads the same in the back office; another client reaches none of
 * it by address or API. Axe-clean at 1280 and 375 px.
 */
describe('the client portal', () => {
  let browser: Browser;
  let admin: ApiSession;
  let offerId: string;
  let client: { context: BrowserContext; page: Page };
  let projectId: string;
  /** the client's site: a fixture served on loopback (the suite's server lets its audits reach it, AUDITS_ALLOW_PRIVATE) */
  let site: Server;
  let siteUrl: string;

  const api = async (path: string, method = 'GET', body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie: admin.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };

  async function until(check: () => Promise<boolean>, what: string, limitMs = 20_000): Promise<void> {
    for (let waited = 0; waited < limitMs; waited += 250) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`never: ${what}`);
  }

  async function axeClean(page: Page): Promise<void> {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousViolations(page)).toEqual([]);
      if (width === 375) expect(await fitsPhone(page)).toBe(true);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  beforeAll(async () => {
    site = createServer((request, response) => {
      if (request.url !== '/') return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><html lang="en"><head><title>Mia Novak plumbing in Springfield</title></head><body><h1>Plumbing</h1></body></html>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    browser = await launch();
    admin = await adminApi();
    if ((await admin.get<unknown[]>('/api/paypal-email')).length === 0) await api('/api/add-email', 'POST', { paypalEmail: 'payments@rankwell.test' });
    offerId = (
      await api('/api/pricings', 'POST', {
        packageName: 'Portal retainer',
        packagePrice: 800,
        currency: 'USD',
        billing: 'month',
        packageButtonText: 'Start',
        points: ['Monthly report'],
      })
    )._id as string;
    await api(`/api/offer-portal/${offerId}`, 'PUT', {
      stages: ['Onboarding', 'Audit', 'Implementation', 'Monthly reporting'],
      questions: [
        { label: 'Your site’s address', required: true, long: false },
        { label: 'Your goals', required: false, long: true },
      ],
    });
  });
  afterAll(async () => {
    await browser.close();
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
  });

  it('a client buys a retainer, answers the onboarding questions, downloads the delivered PDF, approves the brief and exchanges messages', async () => {
    const email = `portal-${Date.now()}@example.com`;
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    client = { context, page };
    await page.goto('/register', { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill('customer-pass');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`/order-now/${offerId}`, { waitUntil: 'networkidle' });
    await page.getByLabel('Name').fill('Mia Novak');
    await page.getByLabel('Address').fill('1 Main Street, Springfield');
    await page.getByRole('combobox', { name: 'Country' }).fill('united states');
    await page.getByRole('option', { name: 'United States', exact: true }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(`${baseUrl}/pending-order`);
    await page.locator('tbody tr').first().getByRole('link', { name: 'Pay Now' }).click();
    await page.waitForURL(/\/pay-now\//);
    await page.getByRole('button', { name: 'Pay Now With Paypal' }).click();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/received-payment\//);

    // The project opens with the retainer: on the dashboard, the stage under way and its date.
    const card = page.getByTestId('project');
    await until(async () => {
      await page.goto('/dashboard', { waitUntil: 'networkidle' });
      return (await card.count()) === 1;
    }, 'the project shows on the dashboard');
    await card.getByText('Now: Onboarding').waitFor();
    await card.getByText(`from ${new Date().toISOString().slice(0, 10)}`).waitFor();
    await card.getByRole('link', { name: 'Open the project: Portal retainer' }).click();
    await page.waitForURL(/\/projects\//);
    projectId = new URL(page.url()).pathname.split('/').pop()!;
    await hydrated(page);

    // The required answer is checked before sending, in the owner's words.
    await page.getByRole('button', { name: 'Send my answers' }).click();
    await page.getByText('Please answer this question.').waitFor();
    await page.getByRole('textbox', { name: 'Your site’s address' }).fill(siteUrl);
    await page.getByRole('textbox', { name: 'Your goals' }).fill('More calls from the city');
    await page.getByRole('button', { name: 'Send my answers' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you: your answers are saved.' }).waitFor();
    await axeClean(page);

    // The agency delivers a PDF and a brief, and asks for the brief's approval.
    const form = new FormData();
    form.append('title', 'March audit report');
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'march-report.pdf');
    const uploaded = await fetch(`${baseUrl}/api/project/${projectId}/deliverables`, { method: 'POST', body: form, headers: { cookie: admin.cookie } });
    expect(uploaded.status).toBe(201);
    const brief = await api(`/api/project/${projectId}/links`, 'POST', { title: 'Content brief', url: 'https://docs.example.com/brief' });
    await api(`/api/deliverable/${brief._id as string}/approval-request`, 'POST');
    await until(async () => outboxMails(dataDir).some((mail) => mail.to === email && /approval is asked/.test(mail.subject)), 'the approval mail');
    const mailed = outboxMails(dataDir).find((mail) => mail.to === email && /Something new/.test(mail.subject))!;
    expect(mailed.text).toContain(`/projects/${projectId}`);
    expect(mailed.text).not.toContain('March audit report');

    await page.reload({ waitUntil: 'networkidle' });
    await hydrated(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download: March audit report' }).click()]);
    expect(download.suggestedFilename()).toBe('march-report.pdf');
    expect(readFileSync((await download.path())!)).toEqual(PDF);

    await page.getByRole('button', { name: 'Ask for changes' }).click();
    await page.getByText('Please say what should change.').waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByTestId('deliverable').filter({ hasText: 'Content brief' }).getByText('Approved').waitFor();

    // Two messages: the client asks, the agency answers; each side is mailed a link and a preview.
    await page.getByRole('textbox', { name: 'Your message' }).fill('Could you add the blog to the audit?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByTestId('thread').getByText('Could you add the blog to the audit?').waitFor();
    await until(async () => outboxMails(dataDir).some((mail) => mail.to === 'owner@rankwell.test' && mail.subject.includes(email)), 'the agency is mailed');
    await api(`/api/project/${projectId}/messages`, 'POST', { body: 'Yes: it is in this month’s work.' });
    await until(async () => outboxMails(dataDir).some((mail) => mail.to === email && /New message/.test(mail.subject)), 'the client is mailed');
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    await card.getByText('1 new messages').waitFor();
    await card.getByRole('link', { name: 'Open the project: Portal retainer' }).click();
    await page.getByTestId('thread').getByText('Yes: it is in this month’s work.').waitFor();

    // The client attaches a file to a message: it is linked in the thread as a private deliverable.
    await hydrated(page);
    await page.getByRole('textbox', { name: 'Your message' }).fill('Our brand guide, as asked');
    await page.getByTestId('thread-form').locator('input[type="file"]').setInputFiles({ name: 'brand-guide.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page
      .getByTestId('thread')
      .getByRole('link', { name: /^brand-guide\.pdf \(/ })
      .waitFor();
    await axeClean(page);

    // The monthly report: the schedule audits the site named in the answers; the client is mailed a link and the score only.
    const host = new URL(siteUrl).host;
    await until(
      async () => outboxMails(dataDir).some((mail) => mail.to === email && mail.subject === `Your site report for ${host} is ready`),
      'the report mail',
      90_000,
    );
    const reportMail = outboxMails(dataDir).find((mail) => mail.to === email && mail.subject.includes('site report'))!;
    expect(reportMail.text).toContain(`/projects/${projectId}`);
    await page.reload({ waitUntil: 'networkidle' });
    const report = page.getByTestId('site-report');
    await report.getByText(/^Score \d+\/100$/).waitFor();
    await report.getByText('To fix').waitFor();
    // The report as a PDF, from the page.
    const [reportPdf] = await Promise.all([page.waitForEvent('download'), report.first().getByRole('link', { name: 'Download this report (PDF)' }).click()]);
    expect(reportPdf.suggestedFilename()).toMatch(/^site-report-127\.0\.0\.1-\d{4}-\d\d-\d\d\.pdf$/);
    expect(
      readFileSync((await reportPdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await axeClean(page);
  }, 240_000);

  it('the agency sees the answers, the download and the approval in the back office', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await context.addCookies(
      admin.cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: baseUrl })),
    );
    const page = await context.newPage();
    await page.goto('/client-projects', { waitUntil: 'networkidle' });
    await page
      .getByRole('link', { name: /^portal-/ })
      .first()
      .click();
    await page.waitForURL(/\/client-projects\//);
    const answers = page.getByTestId('onboarding-answers');
    await answers.getByText(siteUrl).waitFor();
    await answers.getByText('More calls from the city').waitFor();
    const deliverables = page.getByTestId('admin-deliverables');
    await deliverables.getByText(/Downloads: portal-/).waitFor();
    await deliverables.getByText('Approved').waitFor();
    await page.getByTestId('thread').getByText('Could you add the blog to the audit?').waitFor();
    // The client's attachment: the agency downloads it from the thread (logged as any deliverable's download).
    const [attachment] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByTestId('thread')
        .getByRole('link', { name: /^brand-guide\.pdf \(/ })
        .click(),
    ]);
    expect(attachment.suggestedFilename()).toBe('brand-guide.pdf');
    expect(readFileSync((await attachment.path())!)).toEqual(PDF);
    // The agency answers with a file of its own from the back office.
    await hydrated(page);
    await page
      .getByTestId('thread-form')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'keywords.csv', mimeType: 'text/csv', buffer: Buffer.from('keyword,volume\nplumber,100\n') });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Sent: the client is mailed').waitFor();
    await page
      .getByTestId('thread')
      .getByRole('link', { name: /^keywords\.csv \(/ })
      .waitFor();
    await page.getByTestId('admin-deliverables').getByText('keywords.csv').first().waitFor();
    // The same report, and "Run a report now" for one outside the schedule.
    await page
      .getByTestId('site-report')
      .first()
      .getByText(/^Score \d+\/100$/)
      .waitFor();
    await hydrated(page);
    await page.getByRole('button', { name: 'Run a report now' }).click();
    await page.getByText('Report started: the client is mailed when it is ready').waitFor();
    await until(async () => (await page.getByTestId('site-report').count()) === 2, 'the second report');
    await axeClean(page);
    await context.close();
  }, 120_000);

  it('another client reaches none of it, by address or through the API', async () => {
    const [{ _id: reportId }] = (await api(`/api/project/${projectId}/reports`)) as unknown as { _id: string }[];
    const cookie = await customerCookie(baseUrl, `other-${Date.now()}@example.com`, 'other-pass-123');
    for (const path of [
      `/api/project/${projectId}`,
      `/api/project/${projectId}/deliverables`,
      `/api/project/${projectId}/messages`,
      `/api/project/${projectId}/reports`,
      `/api/project/${projectId}/reports/${reportId}/pdf`,
    ]) {
      expect((await fetch(`${baseUrl}${path}`, { headers: { cookie } })).status).toBe(404);
    }
    const delivered = (await (await fetch(`${baseUrl}/api/project/${projectId}/deliverables`, { headers: { cookie: admin.cookie } })).json()) as {
      downloadUrl: string | null;
    }[];
    const file = delivered.find((item) => item.downloadUrl)!;
    expect((await fetch(`${baseUrl}${file.downloadUrl}`, { headers: { cookie } })).status).toBe(404);
    expect((await fetch(`${baseUrl}${file.downloadUrl}`)).status).toBe(401);

    const context = await browser.newContext({ baseURL: baseUrl });
    await context.addCookies(
      cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: baseUrl })),
    );
    const page = await context.newPage();
    await page.goto(`/projects/${projectId}`, { waitUntil: 'networkidle' });
    await page.getByText('This project was not found.').waitFor();
    await expect(page.getByText('March audit report').count()).resolves.toBe(0);
    await context.close();
    await client.context.close();
  });
});
