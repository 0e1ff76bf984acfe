import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, launch, ownerCookie, removeData, seriousViolations, startOwnServer, type OwnServer } from './support';

const VIDEO_HEADING = 'See how we take a site from page five to page one';

/** The demo services in the order / shows them (their titles, as the HTML escapes them). */
const SERVICES = ['Technical SEO audit', 'Keyword research', 'Content marketing', 'Link building', 'Local SEO', 'Analytics &amp; reporting'];

describe('the back office edits like a CMS, and / follows each step', () => {
  let server: OwnServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];

  /** The home page as a new visitor gets it: fresh HTML from the server. */
  const home = async () => (await fetch(`${server.url}/`, { headers: { 'cache-control': 'no-cache' } })).text();
  /** Where each service's title first appears in the HTML of /. */
  const serviceOrder = (html: string) =>
    [...SERVICES].sort((a, b) => html.indexOf(`>${a}<`) - html.indexOf(`>${b}<`)).map((title) => title.replace('&amp;', '&'));

  beforeAll(async () => {
    server = await startOwnServer();
    browser = await launch();
    await ownerCookie(server.url, server.dataDir, ADMIN.email, ADMIN.password);
    context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    await page.request.post(`${server.url}/api/auth/login`, { data: { email: ADMIN.email, password: ADMIN.password } });
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
    await server.stop();
    removeData(server.dataDir);
  });

  it('deletes a team member after a confirmation naming her: / no longer shows her', async () => {
    expect(await home()).toContain('Sofia Rossi');
    await page.goto('/edit-team-text', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Delete team members “Sofia Rossi”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete team members?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('cell', { name: 'Sofia Rossi', exact: true }).waitFor({ state: 'detached' });
    expect(await home()).not.toContain('Sofia Rossi');
  });

  it('moves the last service to the top with the keyboard, told aloud at each step: / shows the new order', async () => {
    expect(serviceOrder(await home())).toEqual(SERVICES.map((title) => title.replace('&amp;', '&')));
    await page.goto('/edit-service', { waitUntil: 'networkidle' });
    const list = page.getByRole('table', { name: 'Service items' });
    const handle = list.getByRole('button', { name: 'Drag “Analytics & reporting” to another place' });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.getByText('Picked up “Analytics & reporting”, in position 6 of 6.').waitFor({ state: 'attached' });
    for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowUp');
    await page.getByText('“Analytics & reporting” would go to position 1 of 6.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await page.getByText('“Analytics & reporting” is now in position 1').waitFor();
    await expect(list.getByRole('combobox', { name: 'Position of “Analytics & reporting”' }).inputValue()).resolves.toBe('1');
    // The focus stays on the handle, ready for the next move.
    await expect(handle.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    expect(serviceOrder(await home())).toEqual([
      'Analytics & reporting',
      'Technical SEO audit',
      'Keyword research',
      'Content marketing',
      'Link building',
      'Local SEO',
    ]);
  });

  it('moves a service with its position control: / follows', async () => {
    await page.goto('/edit-service', { waitUntil: 'networkidle' });
    await page.getByRole('combobox', { name: 'Position of “Local SEO”' }).click();
    await page.getByRole('option', { name: '2', exact: true }).click();
    await page.getByText('“Local SEO” is now in position 2').waitFor();
    expect(serviceOrder(await home())).toEqual([
      'Analytics & reporting',
      'Local SEO',
      'Technical SEO audit',
      'Keyword research',
      'Content marketing',
      'Link building',
    ]);
  });

  it('hides the video section with its switch: / leaves it out', async () => {
    const before = await home();
    expect(before).toContain(VIDEO_HEADING);
    expect(before).toContain('id="video-heading"');
    await page.goto('/edit-video', { waitUntil: 'networkidle' });
    await page.getByRole('switch', { name: 'Show video section to visitors' }).click();
    await page.getByText('Hidden from visitors', { exact: true }).waitFor();
    // The switch shows the change at once; the notification says the server took it.
    await page.getByText('Video section is hidden from visitors').waitFor();
    await expect(page.getByRole('switch', { name: 'Show video section to visitors' }).isChecked()).resolves.toBe(false);
    const after = await home();
    expect(after).not.toContain(VIDEO_HEADING);
    expect(after).not.toContain('id="video-heading"');
    expect(after).not.toContain('href="/#video');
    // The rest of the page is still there.
    expect(after).toContain('Rank higher. Grow faster.');
  });

  it('brings the team member back from Recently deleted: / shows her again', async () => {
    await page.goto('/edit-team-text', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Recently deleted (1)' }).click();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Restore “Sofia Rossi”' }).click();
    await page.getByText('“Sofia Rossi” is back').waitFor();
    await page.getByRole('table', { name: 'Team members' }).getByRole('cell', { name: 'Sofia Rossi', exact: true }).waitFor();
    await page.getByRole('button', { name: /Recently deleted/ }).waitFor({ state: 'detached' });
    expect(await home()).toContain('Sofia Rossi');
  });

  it('says when someone else saved the record since the editor opened it; "Keep mine and save again" saves what was typed over theirs', async () => {
    const cookie = await ownerCookie(server.url, server.dataDir, ADMIN.email, ADMIN.password);
    const [member] = (await (await fetch(`${server.url}/api/teamitems`, { headers: { cookie } })).json()) as Record<string, string>[];
    await page.goto(`/edit-team-items/${member._id}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'History' }).waitFor();
    // Someone else saves the same record from another tab.
    const { _id, createdAt: _c, updatedAt: _u, position: _p, hidden: _h, version: _v, ...fields } = member;
    const theirs = await fetch(`${server.url}/api/update-teamitems/${_id}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, teamMemberTitle: 'Their title' }),
    });
    expect(theirs.status).toBe(200);
    await page.getByRole('textbox', { name: 'Title' }).fill('My title');
    await page.getByRole('button', { name: 'Save' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Someone else saved this since you opened it' });
    await alert.waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await expect(page.getByRole('textbox', { name: 'Title' }).inputValue()).resolves.toBe('My title');
    await alert.getByRole('button', { name: 'Keep mine and save again' }).click();
    await alert.waitFor({ state: 'detached' });
    const saved = (await (await fetch(`${server.url}/api/teamitems/${_id}`, { headers: { cookie } })).json()) as Record<string, string>;
    expect(saved.teamMemberTitle).toBe('My title');
    // The 409 was the refusal asked for, not a fault.
    problems.splice(0, problems.length, ...problems.filter((problem) => !problem.includes('409')));
  });

  it('lists every one of those changes in the audit log, newest first, with who made them', async () => {
    await page.goto('/audit-log', { waitUntil: 'networkidle' });
    const log = page.getByRole('table', { name: 'Audit log' });
    await log.waitFor();
    const rows = (await log.getByRole('row').allInnerTexts()).slice(1);
    expect(rows.map((row) => row.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/owner@rankwell\.test Site content: edited Team members: /),
      expect.stringMatching(/owner@rankwell\.test Site content: edited Team members: /),
      expect.stringMatching(/owner@rankwell\.test Site content: restored Team members: Sofia Rossi/),
      expect.stringMatching(/owner@rankwell\.test Section visibility: hidden Video section/),
      expect.stringMatching(/Site content: moved Service items: Local SEO position 6 → 2/),
      expect.stringMatching(/Site content: moved Service items: Analytics & reporting position 6 → 1/),
      expect.stringMatching(/Site content: deleted Team members: Sofia Rossi/),
      expect.stringMatching(/owner@rankwell\.test Admin users: made Admin Admin: owner@rankwell\.test became the first Admin through the setup link/),
    ]);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(problems).toEqual([]);
  });
});
