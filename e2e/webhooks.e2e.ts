import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { ADMIN, adminApi, baseUrl, hydrated, launch, seriousViolations, watchedPage } from './support';

/** A receiver on loopback (the suite's server allows private targets, WEBHOOKS_ALLOW_PRIVATE). */
function startReceiver(): Promise<{ server: Server; url: string; received: { headers: IncomingHttpHeaders; body: string }[] }> {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, received, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hooks` });
    }),
  );
}

describe('webhooks', () => {
  let browser: Browser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    browser = await launch();
    await adminApi();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await browser.close();
    receiver.server.closeAllConnections();
    await new Promise((resolve) => receiver.server.close(resolve));
  });

  it('an admin adds an endpoint, copies its secret once, sends a test event that verifies, redelivers it from the log, with no axe violation at 375 and 1280 px', async () => {
    const { page, problems, context } = await watchedPage(browser);
    expect((await page.request.post(`${baseUrl}/api/auth/login`, { data: ADMIN })).status()).toBe(200);
    await page.goto('/webhooks', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    // What is typed before React takes over the server's HTML would be lost.
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Add a webhook endpoint' });
    await form.getByRole('textbox', { name: 'Address' }).fill(receiver.url);
    await form.getByRole('textbox', { name: 'Description' }).fill('Accounting');
    await form.getByRole('checkbox', { name: /\(order\.paid\)/ }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const secretBox = page.getByRole('textbox', { name: 'Signing secret' });
    // On a failure the notice the page shows says why.
    await secretBox.waitFor().catch(async (error: Error) => {
      throw new Error(`${error.message}\n${problems.join('\n')}\n${await page.locator('body').innerText()}`);
    });
    const secret = await secretBox.inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(secretBox.count()).resolves.toBe(0);
    const card = page.getByRole('region', { name: receiver.url });
    await expect(card.textContent()).resolves.not.toContain(secret.slice(6));

    await card.getByRole('button', { name: `Send a test event to ${receiver.url}` }).click();
    for (let waited = 0; waited < 10_000 && receiver.received.length === 0; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    const [delivery] = receiver.received;
    const event = new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>) as { type: string };
    expect(event.type).toBe('webhook.test');

    await card.getByRole('button', { name: `Delivery log of ${receiver.url}` }).click();
    const log = card.getByRole('table', { name: `Deliveries to ${receiver.url}` });
    await log.getByText('Delivered').waitFor();
    await log.getByRole('button', { name: /^Redeliver the webhook\.test event/ }).click();
    await page.getByText('The delivery is queued again').waitFor();
    for (let waited = 0; waited < 10_000 && receiver.received.length < 2; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receiver.received[1].headers['webhook-id']).toBe(delivery.headers['webhook-id']);

    // The screen with an endpoint, its log open and a notice shown, at a phone's width and a desktop's.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect([width, await seriousViolations(page)]).toEqual([width, []]);
    }

    // Every attempt of the delivery, in a dialog: the first try and the redelivery, each answered 204
    // (the second is recorded once its answer is in, which may be after the receiver saw it).
    const endpoints = (await (await page.request.get(`${baseUrl}/api/webhooks`)).json()) as { id: string; url: string }[];
    const endpointId = endpoints.find((endpoint) => endpoint.url === receiver.url)!.id;
    const [logged] = ((await (await page.request.get(`${baseUrl}/api/webhooks/${endpointId}/deliveries`)).json()) as { items: { id: string }[] }).items;
    for (let waited = 0; waited < 10_000; waited += 100) {
      const detail = (await (await page.request.get(`${baseUrl}/api/webhooks/deliveries/${logged.id}`)).json()) as { attemptLog: unknown[] };
      if (detail.attemptLog.length >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await log
      .getByRole('button', { name: /^Attempts of the webhook\.test event/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'webhook.test: every attempt' });
    const attempts = dialog.getByRole('table', { name: 'Attempts of the webhook.test delivery' });
    await attempts.waitFor();
    await expect(attempts.getByRole('cell', { name: '204', exact: true }).count()).resolves.toBe(2);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect([width, 'attempts', await seriousViolations(page)]).toEqual([width, 'attempts', []]);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await card.getByRole('switch', { name: `Send events to ${receiver.url}` }).click({ force: true });
    await page.getByText('The endpoint is disabled').waitFor();
    await card.getByText('Disabled', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});
