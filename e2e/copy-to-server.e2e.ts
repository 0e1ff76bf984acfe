import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { customerCookie, ownerCookie, removeData, startOwnServer } from './support';

const root = resolve(import.meta.dirname, '..');
/** The machine's PostgreSQL server; the test makes a database of its own there and drops it after. */
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The command's output, or its error output when it fails. Run aside: the site it copies keeps serving meanwhile. */
async function copyToServer(dataDir: string, to: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [join(root, 'scripts', 'copy-to-server.mjs'), '--data-dir', dataDir, '--to', to]);
    return { ok: true, output: stdout };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return { ok: false, output: `${failed.stdout}${failed.stderr}` };
  }
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const json = (cookie: string, body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });

describe('moving a site from the embedded database to a PostgreSQL server', () => {
  it('copies a running site into an empty database, every table the same, and the site runs there with its sessions', async () => {
    const name = `rankwell_copy_${process.pid}_${Date.now()}`;
    const target = Object.assign(new URL(SERVER), { pathname: `/${name}` }).toString();
    await onServer(SERVER, (client) => client.query(`CREATE DATABASE ${name}`));
    const site = await startOwnServer();
    let moved: Awaited<ReturnType<typeof startOwnServer>> | undefined;
    try {
      const owner = await ownerCookie(site.url, site.dataDir, 'owner@example.com', 'owner-passphrase');
      const customer = await customerCookie(site.url, 'buyer@example.com', 'buyer-pass');
      const [plan] = (await (await fetch(`${site.url}/api/pricings`)).json()) as { _id: string }[];
      const created = await fetch(
        `${site.url}/api/new-order`,
        json(customer, { packageId: plan._id, customerName: 'Kim Buyer', customerAddress: '1 Main St', customerCountry: 'DE' }),
      );
      expect(created.status).toBe(201);
      const order = (await created.json()) as { _id: string; packageName: string };
      const paid = await fetch(`${site.url}/api/order/${order._id}`, { ...json(owner, { paymentStatus: 'Paid' }), method: 'PUT' });
      expect(paid.status).toBe(200);
      for (let i = 0; i < 3; i++) {
        const sent = await fetch(`${site.url}/api/add-message`, json('', { name: `N${i}`, email: 'n@example.com', subject: 's', message: 'm' }));
        expect(sent.status).toBe(201);
      }

      const copy = await copyToServer(site.dataDir, target);
      expect(copy).toMatchObject({ ok: true });
      expect(copy.output).toContain('(running, pid');
      expect(copy.output).toContain('every table the same');
      // One line per table, the site's rows and the server's: none differs, and the filled ones are there.
      const tables = Object.fromEntries(
        [...copy.output.matchAll(/^(\S+) +(\d+) +(\d+) +\S+ +(same|DIFFERENT)$/gm)].map(([, table, here, there, verdict]) => [
          table,
          { here: Number(here), there: Number(there), verdict },
        ]),
      );
      expect(Object.keys(tables).length).toBeGreaterThan(20);
      expect(Object.values(tables).filter((table) => table.verdict !== 'same')).toEqual([]);
      expect(tables.customer_order).toEqual({ here: 1, there: 1, verdict: 'same' });
      expect(tables.message).toEqual({ here: 3, there: 3, verdict: 'same' });
      expect(tables.account.there).toBe(2);
      // Checked on the server apart from the command's own comparison.
      const onTarget = await onServer(
        target,
        async (client) => (await client.query(`SELECT count(*)::int AS n, min(payment_status) AS status FROM customer_order`)).rows[0],
      );
      expect(onTarget).toEqual({ n: 1, status: 'Paid' });

      // A database that holds anything is refused, and left as it was.
      const again = await copyToServer(site.dataDir, target);
      expect(again.ok).toBe(false);
      expect(again.output).toMatch(/is not empty \(it holds /);

      await site.stop();
      moved = await startOwnServer({ DATABASE_URL: target }, site.dataDir);
      const me = (await (await fetch(`${moved.url}/api/auth/me`, { headers: { cookie: owner } })).json()) as { viewer: { email: string } | null };
      expect(me.viewer?.email).toBe('owner@example.com');
      const signedIn = await customerCookie(moved.url, 'buyer@example.com', 'buyer-pass');
      const read = await fetch(`${moved.url}/api/order/${order._id}`, { headers: { cookie: signedIn } });
      expect(read.status).toBe(200);
      expect(await read.json()).toMatchObject({ _id: order._id, packageName: order.packageName, paymentStatus: 'Paid' });
      // The tallies the triggers keep came over with the rows, not counted again.
      const counts = (await (await fetch(`${moved.url}/api/messages-counts`, { headers: { cookie: owner } })).json()) as { unread: number; read: number };
      expect(counts.unread + counts.read).toBe(3);
      // New rows take ids after the copied ones.
      const another = await fetch(`${moved.url}/api/add-message`, json('', { name: 'After', email: 'n@example.com', subject: 's', message: 'm' }));
      expect(another.status).toBe(201);
    } finally {
      await moved?.stop();
      await site.stop();
      removeData(site.dataDir);
      await onServer(SERVER, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });
});
