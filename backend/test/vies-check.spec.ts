import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { openShop, type Session } from './accounts.js';
import { json, startTestApp, type TestApp } from './harness.js';

/**
 * A business's VAT number is confirmed with the EU's VIES after the order (VIES_URL, here a
 * stand-in on this machine): the order never waits for VIES, and the Admins see its answer.
 */
describe('VAT numbers confirmed with VIES after the order', () => {
  let vies: Server;
  let asked: string[] = [];
  let t: TestApp;
  let admin: Session;
  let alice: Session;

  beforeAll(async () => {
    vies = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const { vatNumber } = JSON.parse(body) as { vatNumber: string };
        asked.push(`${request.url} ${vatNumber}`);
        if (vatNumber === '999999999') {
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] }));
        } else {
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ valid: vatNumber === '123456789', name: 'WEBER DIGITAL GMBH', address: '---' }));
        }
      });
    });
    await new Promise<void>((resolve) => vies.listen(0, '127.0.0.1', resolve));
    t = await startTestApp({ DEMO_CONTENT: 'false', VIES_URL: `http://127.0.0.1:${(vies.address() as AddressInfo).port}` });
    ({ admin, alice } = await openShop(t));
  });
  afterAll(async () => {
    await t.close();
    vies.close();
  });

  const order = async (vatNumber: string) => {
    const [plan] = await json<{ _id: string }[]>(t.request('/api/pricings'));
    const response = await t.request('/api/new-order', {
      method: 'POST',
      json: {
        packageId: plan._id,
        customerName: 'Jonas',
        customerCompany: 'Weber GmbH',
        customerVatNumber: vatNumber,
        customerAddress: 'Berlin',
        customerCountry: 'DE',
      },
      headers: alice.headers,
    });
    expect(response.status).toBe(201);
    return (await json<{ _id: string }>(response))._id;
  };
  const viesStatus = async (id: string) => {
    for (let i = 0; i < 100; i++) {
      const { viesStatus } = await json<{ viesStatus: string | null }>(t.request(`/api/order/${id}`, { headers: admin.headers }));
      if (viesStatus) return viesStatus;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  };

  it('records VIES’s yes and no on the order, and in its history', async () => {
    const confirmed = await order('DE123456789');
    expect(await viesStatus(confirmed)).toBe('valid');
    expect(
      await t.app
        .get(DataSource)
        .query(`SELECT kind, action, detail, actor_email FROM audit_entry WHERE subject_id = $1 AND action = 'vies-check'`, [confirmed]),
    ).toEqual([{ kind: 'order', action: 'vies-check', detail: 'VIES: DE123456789 valid', actor_email: null }]);
    expect(await viesStatus(await order('DE987654321'))).toBe('invalid');
    expect(asked).toEqual(expect.arrayContaining(['/check-vat-number 123456789', '/check-vat-number 987654321']));
  });

  it('takes the order when VIES cannot answer, and says so', async () => {
    asked = [];
    expect(await viesStatus(await order('DE999999999'))).toBe('unavailable');
    expect(asked).toEqual(['/check-vat-number 999999999']);
  });
});
