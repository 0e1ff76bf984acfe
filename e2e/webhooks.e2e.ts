import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { ADMIN, adminApi, baseUrl, launch, watchedPage } from './support';

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

  it('an admin adds an endpoint, copies its secret once, sends a test event that verifies, and redelivers it from the log', async () => {
    const { page, problems, context } = await watchedPage(browser);
    expect((await page.request.post(`${baseUrl}/api/auth/login`, { data: ADMIN })).status()).toBe(200);
    await page.goto('/webhooks', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Add a webhook endpoint' });
    await form.getByRole('textbox', { name: 'Address' }).fill(receiver.url);
    await form.getByRole('textbox', { name: 'Description' }).fill('Accounting');
    await form.getByRole('checkbox', { name: /\(order\.paid\)/ }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const secretBox = page.getByRole('textbox', { name: 'Signing secret' });
    await secretBox.waitFor();
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

    await card.getByRole('switch', { name: `Send events to ${receiver.url}` }).click({ force: true });
    await page.getByText('The endpoint is disabled').waitFor();
    await card.getByText('Disabled', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
