import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, customerCookie, hydrated, launch, mailedLink, ownerCookie, removeData, seriousViolations, startOwnServer, type OwnServer } from './support';

const PASSWORD = 'member-password';
const AUTHOR = 'author@agency.test';
const EDITOR = 'editor@agency.test';
const BOOKKEEPER = 'books@agency.test';
const TITLE = 'What an Author drafted';

describe('a team with least privilege: the Owner adds an Author, who drafts a post an Editor publishes, and a Bookkeeper', () => {
  let server: OwnServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];

  /** A person who registered and proved their address, as every member of the team first does. */
  async function registerProved(email: string, password = PASSWORD): Promise<void> {
    const cookie = await customerCookie(server.url, email, password);
    const token = new URL(await mailedLink(server.dataDir, email, '/verify-email')).searchParams.get('token');
    const verified = await fetch(`${server.url}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ token }),
    });
    expect(verified.status).toBe(200);
  }

  /** A browser signed in as `email`, at 1280 px or a phone's 375 px. */
  async function signedIn(email: string, password: string, width = 1280): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`${email}: page error on ${page.url()}: ${error.message}`));
    const login = await page.request.post('/api/auth/login', { data: { email, password } });
    expect(login.status()).toBe(200);
    return page;
  }

  beforeAll(async () => {
    server = await startOwnServer();
    browser = await launch();
    await ownerCookie(server.url, server.dataDir, ADMIN.email, ADMIN.password);
    await registerProved(AUTHOR);
    await registerProved(EDITOR);
    await registerProved(BOOKKEEPER);
  }, 120_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    if (server) removeData(server.dataDir);
  });

  it('the Owner adds the Author with the role picker, and the Editor and the Bookkeeper beside them', async () => {
    const page = await signedIn(ADMIN.email, ADMIN.password);
    await page.goto('/add-user', { waitUntil: 'networkidle' });
    await hydrated(page);
    for (const [email, role] of [
      [AUTHOR, 'Author'],
      [EDITOR, 'Editor'],
      [BOOKKEEPER, 'Bookkeeping'],
    ]) {
      await page.getByRole('textbox', { name: "Admin's e-mail address" }).fill(email);
      await page.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: new RegExp(`^${role}:`) }).click();
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page
        .getByRole('table', { name: 'Roster' })
        .getByRole('row', { name: new RegExp(`${email} ${role}`) })
        .waitFor();
    }
    await page
      .getByRole('table', { name: 'Roster' })
      .getByRole('row', { name: /owner@rankwell.test Admin \(Owner\)/ })
      .waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
  }, 120_000);

  it('the Bookkeeper exports the invoices as CSV, and cannot edit a page: not in the navigation, refused by URL and by the API', async () => {
    const owner = await signedIn(ADMIN.email, ADMIN.password);
    const made = await owner.request.post('/api/pages', {
      data: {
        title: 'About the agency',
        slug: 'about-the-agency',
        body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Who we are.' }] }] },
      },
    });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: string };

    const page = await signedIn(BOOKKEEPER, PASSWORD);
    await page.goto('/invoices', { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    const navigation = await page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allTextContents();
    expect(navigation).toContain('Invoices');
    expect(navigation).toContain('Orders');
    expect(navigation).not.toContain('Pages');
    expect(navigation).not.toContain('Blog');
    await expect(seriousViolations(page)).resolves.toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV for the accountant' }).click()]);
    const csv = await download.createReadStream().then(async (stream) => {
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      return text;
    });
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(csv.split(/\r?\n/)[0]).toMatch(/number/i);

    // The page editor: refused by its address, at a phone's width too, and by the API.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/site-pages', `/site-pages/${id}`]) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.getByRole('alert').getByText('Your role does not allow this screen.').waitFor();
        expect(await page.getByRole('textbox', { name: 'Title', exact: true }).count()).toBe(0);
      }
      await expect(seriousViolations(page)).resolves.toEqual([]);
    }
    expect((await page.request.get(`/api/pages/${id}`)).status()).toBe(403);
    const edit = await page.request.put(`/api/pages/${id}`, { data: { title: 'Taken over', slug: 'about-the-agency', body: { type: 'doc', content: [] } } });
    expect(edit.status()).toBe(403);
    expect((await owner.request.get(`/api/pages/${id}`)).status()).toBe(200);
    expect(((await (await owner.request.get(`/api/pages/${id}`)).json()) as { title: string }).title).toBe('About the agency');
  }, 120_000);

  it('the Author sees only the blog and the media library, drafts a post, and has no Publish button', async () => {
    const page = await signedIn(AUTHOR, PASSWORD);
    await page.goto('/admin', { waitUntil: 'networkidle' });
    await page.waitForURL(`${server.url}/blog-posts`);
    const navigation = page.getByRole('navigation', { name: 'Back office' });
    await navigation.getByRole('link', { name: 'Blog' }).waitFor();
    const links = await navigation.getByRole('link').allTextContents();
    expect(links).toEqual(['Media', 'Blog', 'View site']);

    await page.goto('/blog-post/new', { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.getByRole('heading', { name: 'Write a post', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Body', exact: true }).click();
    await page.keyboard.type('A draft the Editor reads before anyone else.');
    expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The post was saved').waitFor();
    await page.getByText('Status: Draft').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
  }, 120_000);

  it('the Author gets 403 on orders, keys and settings, and a clear “Not allowed” on their screens', async () => {
    const page = await signedIn(AUTHOR, PASSWORD, 375);
    for (const path of ['/api/orders.csv', '/api/orders-total-sales', '/api/api-keys', '/api/business-details', '/api/search-engines', '/api/users']) {
      expect([path, (await page.request.get(path)).status()]).toEqual([path, 403]);
    }
    const publish = await page.request.post('/api/blog/manage/posts', {
      data: { title: 'Straight out', body: { type: 'doc', content: [] }, status: 'published' },
    });
    expect(publish.status()).toBe(403);
    for (const path of ['/total-orders', '/api-keys', '/setting']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('alert').getByText('Your role does not allow this screen.').waitFor();
      expect(await page.getByRole('heading', { name: 'Orders' }).count()).toBe(0);
    }
    await page.getByRole('link', { name: 'Go to your back office' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
  }, 120_000);

  it('the Editor opens the Author’s draft and publishes it; visitors then read it on the blog', async () => {
    const page = await signedIn(EDITOR, PASSWORD);
    await page.goto('/blog-posts', { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { name: 'Edit the post', level: 1 }).waitFor();
    await hydrated(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('The post is published').waitFor();
    const navigation = await page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allTextContents();
    expect(navigation).not.toContain('Orders');
    expect(navigation).not.toContain('API keys');
    expect(navigation).toContain('Pages');

    let listed = false;
    for (const deadline = Date.now() + 10_000; !listed && Date.now() < deadline;) {
      listed = (await (await fetch(`${server.url}/blog/`, { headers: { 'cache-control': 'no-cache' } })).text()).includes(TITLE);
      if (!listed) await new Promise((done) => setTimeout(done, 250));
    }
    expect(listed).toBe(true);
    expect(problems).toEqual([]);
  }, 120_000);

  it('a member whose password predates the team’s rule chooses a new one at sign-in before the back office opens', async () => {
    const late = 'late@agency.test';
    await registerProved(late, 'short-pass');
    const owner = await signedIn(ADMIN.email, ADMIN.password);
    expect((await owner.request.post('/api/add-user', { data: { userEmail: late, userRole: 'Sales' } })).status()).toBe(201);

    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/login', { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.getByLabel('Email').fill(late);
    await page.getByRole('textbox', { name: 'Password' }).fill('short-pass');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText(/Your password predates the team's rule/).waitFor();
    expect((await page.request.get('/api/orders.csv')).status()).toBe(403);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByRole('textbox', { name: 'New password' }).fill('eleven-char');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Members of the team need a password of at least 12 characters.').waitFor();
    await page.getByRole('textbox', { name: 'New password' }).fill('a-longer-member-pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect((await page.request.get('/api/orders.csv')).status()).toBe(200);
    expect((await page.request.post('/api/auth/login', { data: { email: late, password: 'a-longer-member-pass' } })).status()).toBe(200);
  }, 120_000);
});
