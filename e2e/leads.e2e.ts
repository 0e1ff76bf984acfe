import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { ADMIN, adminApi, baseUrl, dataDir, hydrated, launch, mailedLink, outboxMails, watchedPage, type OutboxMail } from './support';

/** The mails in the shared server's outbox with that subject, waiting for the ones sent after the answer. */
async function mailed(subject: string): Promise<OutboxMail[]> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const mails = outboxMails(dataDir).filter((mail) => mail.subject === subject);
    if (mails.length) return mails;
    await new Promise((done) => setTimeout(done, 100));
  }
  return [];
}

/** The unsubscribe link's path in the newest mail to that address (it comes after the mail's first link). */
function unsubscribePath(to: string): string | undefined {
  const mail = outboxMails(dataDir)
    .reverse()
    .find((candidate) => candidate.to === to);
  const link = mail?.text.match(/https?:\/\/\S+\/unsubscribe\/\S+/)?.[0];
  return link && new URL(link).pathname;
}

async function signedInAdmin(browser: Browser) {
  const watched = await watchedPage(browser);
  const response = await watched.page.request.post(`${baseUrl}/api/auth/login`, { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(response.status()).toBe(200);
  return watched;
}

describe('leads', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    await adminApi();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('mails a visitor’s message to the Admin with Reply-To the visitor, and the Admin finds, reads and answers it', async () => {
    const subject = `Audit for lead-${Date.now()}.example`;
    const visitor = await watchedPage(browser);
    await visitor.page.goto('/contact', { waitUntil: 'networkidle' });
    await hydrated(visitor.page);
    const form = visitor.page.getByRole('form', { name: 'Free SEO analysis' });
    await form.getByLabel('Name').fill('Grace Hopper');
    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('Our shop lost half its search traffic.\nCan you look?');
    // A person takes a few seconds to write; a form sent at once is kept aside as spam.
    await visitor.page.waitForTimeout(3_200);
    await form.getByRole('button').click();
    await visitor.page.getByText('Message is Send. Thanks').waitFor();
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();

    const [mail] = await mailed(`New message: ${subject}`);
    expect(mail.to).toBe(ADMIN.email);
    expect(mail.replyTo).toBe('grace@example.com');
    expect(mail.text).toContain('Our shop lost half its search traffic.');

    const { page, problems, context } = await signedInAdmin(browser);
    await page.goto('/all-messages', { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.getByRole('searchbox', { name: 'Name, e-mail, subject or text' }).fill('lead-');
    await page.waitForURL(/search=lead-/);
    const unread = page.getByRole('table', { name: 'Unread messages' });
    await unread.getByRole('row', { name: new RegExp(subject) }).waitFor();
    await page.locator('a[href="/api/messages.csv?search=lead-"]', { hasText: 'Download CSV' }).waitFor();
    await unread
      .getByRole('row', { name: new RegExp(subject) })
      .getByRole('link', { name: 'View Message' })
      .click();
    await page.getByRole('heading', { name: subject }).waitFor();
    await page.getByText(/Received:/).waitFor();
    expect(await page.getByRole('link', { name: 'grace@example.com' }).getAttribute('href')).toBe('mailto:grace@example.com');
    const reply = new URL((await page.getByRole('link', { name: 'Reply' }).getAttribute('href'))!);
    expect(reply.protocol).toBe('mailto:');
    expect(decodeURIComponent(reply.search)).toContain(`subject=Re: ${subject}`);
    expect(decodeURIComponent(reply.search)).toContain('> Our shop lost half its search traffic.');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says the owner’s words after the contact form is sent, rendered by the server, and the spec’s again after a reset in Fixed texts', async () => {
    const admin = await signedInAdmin(browser);
    const api = admin.page.request;
    const [existing] = (await (await api.get(`${baseUrl}/api/site-texts`)).json()) as Record<string, unknown>[];
    const kept = existing
      ? Object.fromEntries(Object.entries(existing).filter(([key]) => !['_id', 'createdAt', 'updatedAt', 'position', 'hidden', 'version'].includes(key)))
      : {};
    const body = { ...kept, messageSent: 'Message sent. Thank you!', sendButton: 'Send my request' };
    const saved = existing
      ? await api.put(`${baseUrl}/api/site-texts/${String(existing._id)}`, { data: body })
      : await api.post(`${baseUrl}/api/add-site-texts`, { data: body });
    expect(saved.ok()).toBe(true);
    const id = String(existing?._id ?? ((await saved.json()) as { _id: string })._id);
    // In the server's HTML: no flash of the default text while the page hydrates.
    expect(await (await fetch(`${baseUrl}/contact`)).text()).toContain('Send my request');

    const send = async (button: string) => {
      const visitor = await watchedPage(browser);
      await visitor.page.goto('/contact', { waitUntil: 'networkidle' });
      await hydrated(visitor.page);
      const form = visitor.page.getByRole('form', { name: 'Free SEO analysis' });
      await form.getByLabel('Name').fill('Ada Lovelace');
      await form.getByLabel('Email').fill('ada@example.com');
      await form.getByLabel('Subject').fill(`Texts ${Date.now()}`);
      await form.getByLabel('Message').fill('Please look at our site.');
      // A person takes a few seconds to write; a form sent at once is kept aside as spam.
      await visitor.page.waitForTimeout(3_200);
      await form.getByRole('button', { name: button }).click();
      return visitor;
    };
    const edited = await send('Send my request');
    await edited.page.getByRole('status').getByText('Message sent. Thank you!').waitFor();
    expect(edited.problems).toEqual([]);
    await edited.context.close();

    await admin.page.goto(`/site-texts/${id}`, { waitUntil: 'networkidle' });
    await hydrated(admin.page);
    await admin.page.getByRole('button', { name: 'Reset Contact form: after sending to default' }).click();
    await admin.page.getByRole('button', { name: 'Reset Contact form: send button to default' }).click();
    expect(await admin.page.getByRole('textbox', { name: /Contact form: after sending/ }).inputValue()).toBe('Message is Send. Thanks');
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByText('Fixed Texts are Updated').waitFor();
    expect(admin.problems).toEqual([]);
    await admin.context.close();

    const plain = await send('Send Now');
    await plain.page.getByRole('status').getByText('Message is Send. Thanks').waitFor();
    expect(plain.problems).toEqual([]);
    await plain.context.close();
  });

  it('labels the contact form in the owner’s words once saved in Fixed texts, and in today’s again after a reset', async () => {
    const admin = await signedInAdmin(browser);
    const api = admin.page.request;
    const [existing] = (await (await api.get(`${baseUrl}/api/site-texts`)).json()) as { _id: string }[];
    const id = existing?._id ?? ((await (await api.post(`${baseUrl}/api/add-site-texts`, { data: {} })).json()) as { _id: string })._id;
    const editor = async (change: (page: typeof admin.page) => Promise<void>) => {
      await admin.page.goto(`/site-texts/${id}`, { waitUntil: 'networkidle' });
      await hydrated(admin.page);
      await change(admin.page);
      await admin.page.getByRole('button', { name: 'Save' }).click();
      await admin.page.getByText('Fixed Texts are Updated').waitFor();
    };
    const contactForm = async () => {
      const visitor = await watchedPage(browser);
      await visitor.page.goto('/contact', { waitUntil: 'networkidle' });
      await hydrated(visitor.page);
      return { ...visitor, form: visitor.page.getByRole('form', { name: 'Free SEO analysis' }) };
    };

    await editor(async (page) => {
      await page.getByRole('textbox', { name: /Contact form: name label/ }).fill('Your full name');
      await page.getByRole('textbox', { name: /Contact form: message placeholder/ }).fill('Tell us about your site *');
    });
    // Drawn by the server in the owner's words, not swapped in after the script runs.
    expect(await (await fetch(`${baseUrl}/contact`)).text()).toContain('Your full name');
    const edited = await contactForm();
    await edited.form.getByRole('textbox', { name: 'Your full name', exact: true }).fill('Ada Lovelace');
    await edited.form.getByPlaceholder('Tell us about your site *').waitFor();
    expect(await edited.form.getByRole('textbox', { name: 'Name', exact: true }).count()).toBe(0);
    expect(edited.problems).toEqual([]);
    await edited.context.close();

    await editor(async (page) => {
      await page.getByRole('button', { name: 'Reset Contact form: name label to default' }).click();
      await page.getByRole('button', { name: 'Reset Contact form: message placeholder to default' }).click();
      expect(await page.getByRole('textbox', { name: /Contact form: name label/ }).inputValue()).toBe('Name');
    });
    const plain = await contactForm();
    await plain.form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
    await plain.form.getByPlaceholder('Your website and what you would like to improve *').waitFor();
    expect(await plain.form.getByRole('textbox', { name: 'Your full name', exact: true }).count()).toBe(0);
    expect(plain.problems).toEqual([]);
    await plain.context.close();
    expect(admin.problems).toEqual([]);
    await admin.context.close();
  });

  it('keeps a robot’s message aside as spam until the Admin says it is not', async () => {
    const subject = `Cheap links ${Date.now()}`;
    const response = await fetch(`${baseUrl}/api/add-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bot', email: 'bot@example.com', subject, message: 'Buy links', website: 'https://spam.example' }),
    });
    expect(response.status).toBe(201);
    const { page, problems, context } = await signedInAdmin(browser);
    await page.goto('/all-messages', { waitUntil: 'networkidle' });
    const spam = page.getByRole('table', { name: 'Spam messages' });
    const row = spam.getByRole('row', { name: new RegExp(subject) });
    await row.getByText('Filled in the field people do not see').waitFor();
    expect(
      await page
        .getByRole('table', { name: 'Unread messages' })
        .getByRole('row', { name: new RegExp(subject) })
        .count(),
    ).toBe(0);
    await row.getByRole('button', { name: /Not spam/ }).click();
    await page.getByText('Moved to the unread messages').waitFor();
    await page
      .getByRole('table', { name: 'Unread messages' })
      .getByRole('row', { name: new RegExp(subject) })
      .waitFor();
    // The two lists refresh independently after the move: the spam list may follow the unread one.
    await spam.getByRole('row', { name: new RegExp(subject) }).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps a newsletter sign-up pending until its mailed link is followed, then unsubscribes it in one click', async () => {
    const email = `reader-${Date.now()}@example.com`;
    const admin = await adminApi();
    const listed = async (query = '') =>
      (await admin.get<{ items: { subemail: string; consentPage: string | null }[] }>(`/api/subscribers?pageSize=100${query}`)).items.filter(
        (item) => item.subemail === email,
      );
    const { page, problems, context } = await watchedPage(browser);
    await page.goto('/pricing/', { waitUntil: 'networkidle' });
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByLabel('Newsletter').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Please confirm with the link we just sent to your e-mail.').waitFor();
    expect(await listed()).toEqual([]);
    expect(await listed('&status=Pending')).toEqual([expect.objectContaining({ consentPage: '/pricing/' })]);

    const confirm = new URL(await mailedLink(dataDir, email, '/confirm-subscription'));
    await page.goto(confirm.pathname + confirm.search, { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByText('Your subscription is confirmed. Thank you!').waitFor();
    expect(await listed()).toHaveLength(1);

    await page.goto(unsubscribePath(email)!, { waitUntil: 'networkidle' });
    await page.getByText('You are unsubscribed. You will get no more newsletters from us.').waitFor();
    expect(await listed()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('downloads the orders of the filters shown', async () => {
    const { page, context } = await signedInAdmin(browser);
    await page.goto('/total-orders?paymentStatus=Paid', { waitUntil: 'networkidle' });
    // The server renders a list without its query (one copy per page); the browser's render carries the filters.
    const link = page.locator('a[href="/api/orders.csv?paymentStatus=Paid"]', { hasText: 'Download CSV' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.url()).toBe(`${baseUrl}/api/orders.csv?paymentStatus=Paid`);
    // Parsed as CSV: an address may hold a line break inside its quotes.
    const [header, ...rows] = parse(readFileSync((await download.path())!, 'utf8')) as string[][];
    expect(header.join(',')).toBe('Order date,Order,Customer name,Customer email,Address,Country,Package,Price,Currency,Payment status,Order status');
    expect(rows.map((row) => row[9])).toEqual(rows.map(() => 'Paid'));
    await context.close();
  });
});
