import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { cookieOf, ownerCookie } from '../scripts/owner-session.mjs';
import { startServer } from '../scripts/start-server.mjs';

export { ownerCookie };

// The global setup (global-setup.js) started this run's shared server and put its address and
// folder in the environment, which the tests inherit: two runs at once (two checkouts on one
// machine) each use their own server. A file of a fixed name in the temporary folder, read before,
// was the last run's to start.
const { RANKWELL_E2E_URL, RANKWELL_E2E_DATA } = process.env;
if (!RANKWELL_E2E_URL || !RANKWELL_E2E_DATA)
  throw new Error('Browser suite: run it with its Jest config (e2e/jest.config.js), whose global setup starts the server.');
export const baseUrl: string = RANKWELL_E2E_URL;
/** the shared server's data folder: its mail outbox and its setup link */
export const dataDir: string = RANKWELL_E2E_DATA;

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * Opens `path` and waits until no request of the page has been in flight for `quietMs`: what
 * Playwright's `networkidle` waits for, with 100 ms of quiet instead of its fixed 500 ms. The
 * accessibility suite opens some seventy screens, each then audited as its data left it.
 */
export async function openSettled(page: Page, path: string, quietMs = 100, timeoutMs = 30_000): Promise<void> {
  const inFlight = new Set<Request>();
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
  try {
    await page.goto(path, { waitUntil: 'load' });
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    for (;;) {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      if (Date.now() > deadline) throw new Error(`${path}: still loading ${[...inFlight].map((request) => request.url()).join(', ')} after ${timeoutMs} ms`);
      await new Promise((tick) => setTimeout(tick, 20));
    }
  } finally {
    page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
  }
}

/** A page that records every console error, page error and failed request, so a test can insist on none. */
export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

export async function watchedPage(browser: Browser): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A request the browser aborts because the page moved on (a lazy image, say) is not a failure.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return { context, page, problems };
}

/** API calls with a session cookie, as a signed-in account. */
export interface ApiSession {
  cookie: string;
  get<T>(path: string): Promise<T>;
}

const postJson = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** A customer's session: signed in, registering the account first when it does not exist yet. */
export async function customerCookie(url: string, email: string, password: string): Promise<string> {
  let response = await postJson(`${url}/api/auth/login`, { email, password });
  if (response.status === 401) response = await postJson(`${url}/api/auth/register`, { email, password });
  if (!response.ok) throw new Error(`sign-in ${email}: ${response.status}`);
  return cookieOf(response);
}

/** A mail as the server without SMTP writes it into its outbox folder, one JSON file each. */
export interface OutboxMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/**
 * The mails in a server's outbox, oldest first (the files are named by time): none until the
 * server writes its first, which also makes the folder.
 */
export function outboxMails(folder: string): OutboxMail[] {
  const outbox = join(folder, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as OutboxMail);
}

/** The newest link of that kind the server mailed to `to` (the outbox files of a server without SMTP). */
export async function mailedLink(folder: string, to: string, path: string): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    for (const mail of outboxMails(folder).reverse()) {
      const link = mail.text.match(/https?:\/\/\S+/)?.[0];
      if (mail.to === to && link && new URL(link).pathname === path) return link;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}

export const ADMIN = { email: 'owner@rankwell.test', password: 'owner-password' };

/** The site owner of the shared server: made the first Admin through its setup link on first use. */
export async function adminApi(): Promise<ApiSession> {
  const cookie = await ownerCookie(baseUrl, dataDir, ADMIN.email, ADMIN.password);
  return {
    cookie,
    get: async <T>(path: string) => {
      const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
      if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
      return (await response.json()) as T;
    },
  };
}

export type OwnServer = Awaited<ReturnType<typeof startServer>>;

/** A production server of the test's own, on a fresh embedded database (or a given data folder). */
export function startOwnServer(env: Record<string, string> = {}, dataDir = mkdtempSync(join(tmpdir(), 'rankwell-own-'))): Promise<OwnServer> {
  return startServer({ dataDir, env: { RATE_LIMIT_FACTOR: '10000', ...env } });
}

export function removeData(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

/** The serious and critical WCAG 2.2 A/AA findings on the page as shown (axe's rules tagged for 2.0, 2.1 and 2.2), one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A sandboxed frame (the mail preview's) runs no script: axe cannot run inside it and would wait for
  // it until the test times out. What it shows is a mail, not a page of the site.
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).exclude('iframe[sandbox=""]').analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Waits until React has hydrated the server's page: before that, typing into a field or clicking a button does nothing React sees. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')));
}
