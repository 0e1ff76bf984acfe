import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, adminApi, baseUrl, customerCookie, dataDir, hydrated, launch, mailedLink, seriousViolations, watchedPage } from './support';

const password = (page: Page) => page.getByRole('textbox', { name: 'Password' });

async function logIn(page: Page, email: string, secret: string) {
  await page.getByLabel('Email').fill(email);
  await password(page).fill(secret);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('accounts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    await adminApi();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the validation messages of the spec under the fields', async () => {
    const { page, context } = await watchedPage(browser);
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Email is Required').waitFor();
    await page.getByText('Password is Required').waitFor();
    await page.getByLabel('Email').fill('ab@c1.io');
    await password(page).fill('12345');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Provide a Valid Email').waitFor();
    await page.getByText('Minimum 6 Characters').waitFor();
    await logIn(page, 'nobody@example.com', 'wrong-password');
    await page.getByText('Incorrect email or password. Please try again.').waitFor();
    await context.close();
  });

  it('keeps an Admin on /admin after the 15-minute access cookie is gone, and sends a signed-in visitor from /register to the dashboard', async () => {
    const { page, problems, context } = await watchedPage(browser);
    await page.goto('/login', { waitUntil: 'networkidle' });
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByText(`Signed in as ${ADMIN.email}`).waitFor();
    await page.waitForLoadState('networkidle');
    // What the browser does when the access cookie's 15 minutes are over: it drops it; the 30-day sign-in stays.
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(['rankwell_access', 'rankwell_session']);
    await context.clearCookies({ name: 'rankwell_access' });
    await page.goto('/admin', { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.getByRole('heading', { name: 'Panel' }).waitFor();
    await page.getByTestId('total-sales').filter({ hasText: /\d/ }).waitFor();
    // The page load handed out a new access cookie for the same sign-in, and the panel's calls used it.
    expect((await context.cookies()).some((cookie) => cookie.name === 'rankwell_access')).toBe(true);
    await page.goto('/register');
    await page.waitForURL(`${baseUrl}/dashboard`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('registers, signs out from the dashboard, signs in again and reaches the dashboard', async () => {
    const { page, problems, context } = await watchedPage(browser);
    const email = `member-${Date.now()}@example.com`;
    await page.goto('/register', { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(email);
    await password(page).fill('member-pass');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Signout' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).click();
    // The sign-in screen loads its code on the way: until it shows, the home page's contact form has an Email field too.
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await logIn(page, email, 'member-pass');
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByText(`Signed in as ${email}`).waitFor();
    expect(problems.filter((p) => !p.includes('/api/auth/login'))).toEqual([]);
    await context.close();
  });

  it("confirms a new account's e-mail address through the link in the mail, on a phone", async () => {
    const { page, problems, context } = await watchedPage(browser);
    await page.setViewportSize({ width: 375, height: 800 });
    const email = `confirm-${Date.now()}@example.com`;
    await page.goto('/register', { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(email);
    await password(page).fill('confirm-pass');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    await page.getByText('Please confirm your e-mail address').waitFor();

    const link = await mailedLink(dataDir, email, '/verify-email');
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await page.getByRole('status').getByText('Your e-mail address is confirmed.').waitFor();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByText(`Signed in as ${email}`).waitFor();
    expect(await page.getByText('Please confirm your e-mail address').count()).toBe(0);

    // The link works once.
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await page
      .getByRole('alert')
      .getByText(/invalid, used or expired/)
      .waitFor();
    // Only the refused second confirmation may show up as a failed request.
    expect(problems.filter((p) => !p.includes('/api/auth/verify-email') && !p.includes('status of 400'))).toEqual([]);
    await context.close();
  });

  it('asks for a new password when the confirmation link is opened where the account is not signed in, and signs in with it', async () => {
    const email = `elsewhere-${Date.now()}@example.com`;
    await customerCookie(baseUrl, email, 'registrant-pass');
    const link = await mailedLink(dataDir, email, '/verify-email');
    const { page, problems, context } = await watchedPage(browser);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await page.getByText(/choose a new password to confirm the address/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await page.getByText('Password is Required').waitFor();
    await page.getByLabel('New password').fill('owner-chosen-pass');
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await page.getByRole('status').getByText('Your e-mail address is confirmed.').waitFor();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByText(`Signed in as ${email}`).waitFor();
    // The password chosen before the address was proved is gone.
    const before = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'registrant-pass' }),
    });
    expect(before.status).toBe(401);
    // The one refused request is the first click, which asked for the password.
    expect(problems.filter((p) => !p.includes('/api/auth/verify-email') && !p.includes('status of 403'))).toEqual([]);
    await context.close();
  });

  it('sends an anonymous visitor of /admin to /login and back to /admin after an admin signs in', async () => {
    const { page, context } = await watchedPage(browser);
    await page.goto('/admin', { waitUntil: 'networkidle' });
    expect(page.url()).toBe(`${baseUrl}/login?redirect=%2Fadmin`);
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Panel' }).waitFor();
    await context.close();
  });

  it("tells a customer they don't have any permission in the back office", async () => {
    const { page, context } = await watchedPage(browser);
    await page.goto('/register', { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(`curious-${Date.now()}@example.com`);
    await password(page).fill('curious-pass');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.goto('/admin', { waitUntil: 'networkidle' });
    await page.getByText("You don't have any permission").waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await context.close();
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const { page, context } = await watchedPage(browser);
    const email = `forgetful-${Date.now()}@example.com`;
    await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'old-password' }),
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in form has an Email field too: type only once the reset form has replaced it.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('a link to set a new password is on its way').waitFor();

    const link = new URL(await mailedLink(dataDir, email, '/reset'));
    await page.goto(link.pathname + link.search, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'New password' }).fill('new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password is set. Please log in.').waitFor();
    await page.getByRole('link', { name: 'Log in' }).last().click();
    await logIn(page, email, 'new-password');
    await page.waitForURL(`${baseUrl}/dashboard`);
    await context.close();
  });
});
