import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { ADMIN, launch, ownerCookie, removeData, seriousViolations, startOwnServer, type OwnServer } from './support';

describe('editing the site like a CMS', () => {
  let server: OwnServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startOwnServer();
    browser = await launch();
    await ownerCookie(server.url, server.dataDir, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    removeData(server.dataDir);
  });

  it('an Admin deletes a demo team member after a confirmation naming them, and / no longer shows them, even after a restart', async () => {
    const home = async () => (await fetch(`${server.url}/`)).text();
    expect(await home()).toContain('Sofia Rossi');
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.request.post(`${server.url}/api/auth/login`, { data: { email: ADMIN.email, password: ADMIN.password } });
    await page.goto('/edit-team-text', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Delete team members “Sofia Rossi”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete team members?' });
    await dialog.getByText('Delete the team members “Sofia Rossi”? It disappears from the site at once.').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Team members is Deleted').waitFor();
    // The list reloads after the server agreed: the row goes.
    await page
      .getByRole('cell', { name: /Sofia Rossi/ })
      .first()
      .waitFor({ state: 'detached' });
    expect(await home()).not.toContain('Sofia Rossi');
    expect(await home()).toContain('Daniel Kim');
    await context.close();

    // The demo content is seeded once: a restart does not bring the deleted member back.
    await server.stop();
    server = await startOwnServer({}, server.dataDir);
    expect(await home()).not.toContain('Sofia Rossi');
  });
});
