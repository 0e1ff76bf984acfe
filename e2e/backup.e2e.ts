import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { WebhookReceiver } from '../backend/test/webhook-receiver';
import { unpackBackup } from '../scripts/database-copy.mjs';
import { outboxMails, ownerCookie, removeData, startOwnServer } from './support';

const root = resolve(import.meta.dirname, '..');
const run = (script: string, args: string[]) => execFileSync(process.execPath, [join(root, 'scripts', script), ...args], { encoding: 'utf8' });
/** The same, leaving this process free to keep writing to the server meanwhile. */
const runAside = async (script: string, args: string[]) => (await promisify(execFile)(process.execPath, [join(root, 'scripts', script), ...args])).stdout;

/** Every table's rows, as the backup and restore scripts print them ("…; 30 tables: account 1, audit_entry 4, …"). */
function tableCounts(output: string): Record<string, number> {
  const list = /\d+ tables: ([^)]*)\)/.exec(output)?.[1] ?? '';
  return Object.fromEntries(list.split(', ').map((entry) => [entry.split(' ')[0], Number(entry.split(' ')[1])]));
}

const addMessage = (url: string, i: number) =>
  fetch(`${url}/api/add-message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `N${i}`, email: 'n@example.com', subject: 's', message: 'm' }),
  });

async function totals(url: string, folder: string): Promise<{ messages: number; subscribers: number; banner: string }> {
  const cookie = await ownerCookie(url, folder, 'owner@example.com', 'owner-passphrase');
  const counts = (await (await fetch(`${url}/api/messages-counts`, { headers: { cookie } })).json()) as { unread: number; read: number };
  // Sign-ups wait for their confirmation link: the confirmed and the pending ones together are every row.
  const subscribersOf = async (query: string) =>
    ((await (await fetch(`${url}/api/subscribers${query}`, { headers: { cookie } })).json()) as { total: number }).total;
  const subscribers = { total: (await subscribersOf('')) + (await subscribersOf('?status=Pending')) };
  const site = (await (await fetch(`${url}/api/site`)).json()) as { banner: { bannerHeading: string }[] };
  return { messages: counts.unread + counts.read, subscribers: subscribers.total, banner: site.banner[0].bannerHeading };
}

describe('backups of the embedded database', () => {
  it('restores a backup into a fresh data folder with every row', async () => {
    const original = await startOwnServer();
    for (let i = 0; i < 7; i++) {
      await addMessage(original.url, i);
      await fetch(`${original.url}/api/add-subscriber`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ subemail: `s${i}@example.com` }),
      });
    }
    const before = await totals(original.url, original.dataDir);
    expect(before).toMatchObject({ messages: 7, subscribers: 7 });

    await original.stop();
    const file = join(mkdtempSync(join(tmpdir(), 'rankwell-backup-')), 'backup.tar.gz');
    expect(run('backup.mjs', ['--data-dir', original.dataDir, '--out', file])).toContain('7 messages, 7 subscribers');

    const fresh = mkdtempSync(join(tmpdir(), 'rankwell-restored-'));
    expect(run('restore.mjs', [file, '--data-dir', fresh])).toContain('7 messages, 7 subscribers');
    expect(() => run('restore.mjs', [file, '--data-dir', fresh])).toThrow(/already holds a database/);

    // A file made before backups held the site's files (the database's archive alone) still restores.
    const older = join(mkdtempSync(join(tmpdir(), 'rankwell-backup-')), 'older.tar.gz');
    writeFileSync(older, unpackBackup(readFileSync(file)).archive);
    const fromOlder = mkdtempSync(join(tmpdir(), 'rankwell-restored-'));
    const olderOutput = run('restore.mjs', [older, '--data-dir', fromOlder]);
    expect(olderOutput).toContain('7 messages, 7 subscribers');
    expect(olderOutput).toContain("made before backups held the site's jwt-secret");
    expect(existsSync(join(fromOlder, 'jwt-secret'))).toBe(false);

    const restored = await startOwnServer({}, fresh);
    try {
      expect(await totals(restored.url, fresh)).toEqual(before);
    } finally {
      await restored.stop();
      removeData(original.dataDir);
      removeData(fresh);
      removeData(fromOlder);
    }
  });

  it('restores a whole site into an empty folder: its sessions, mailed unsubscribe links and webhook signing go on working', async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    const original = await startOwnServer({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
    const fresh = mkdtempSync(join(tmpdir(), 'rankwell-restored-'));
    let restored: Awaited<ReturnType<typeof startOwnServer>> | undefined;
    try {
      const cookie = await ownerCookie(original.url, original.dataDir, 'owner@example.com', 'owner-passphrase');
      const added = await fetch(`${original.url}/api/webhooks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ url: receiver.url('/hooks'), description: 'Accounting', events: ['order.paid'] }),
      });
      expect(added.status).toBe(201);
      const hook = (await added.json()) as { id: string; secret: string };
      const subscribed = await fetch(`${original.url}/api/add-subscriber`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ subemail: 'reader@example.com' }),
      });
      expect(subscribed.status).toBe(201);
      // The confirmation mail carries the unsubscribe link, as every mail to a subscriber does.
      let mailed: { unsubscribeUrl?: string } | undefined;
      for (let waited = 0; !mailed && waited < 10_000; waited += 100) {
        mailed = outboxMails(original.dataDir).find((mail) => mail.to === 'reader@example.com');
        if (!mailed) await new Promise((done) => setTimeout(done, 100));
      }
      const unsubscribe = new URL(mailed?.unsubscribeUrl ?? 'http://mail/not-sent').pathname.replace('/unsubscribe/', '');

      await original.stop();
      const file = join(mkdtempSync(join(tmpdir(), 'rankwell-backup-')), 'site.tar.gz');
      run('backup.mjs', ['--data-dir', original.dataDir, '--out', file]);
      expect(run('restore.mjs', [file, '--data-dir', fresh])).toContain(`into ${fresh} with jwt-secret`);
      restored = await startOwnServer({ WEBHOOKS_ALLOW_PRIVATE: 'true' }, fresh);

      const me = (await (await fetch(`${restored.url}/api/auth/me`, { headers: { cookie } })).json()) as { viewer: { email: string } | null };
      expect(me.viewer?.email).toBe('owner@example.com');
      const left = await fetch(`${restored.url}/api/unsubscribe/${unsubscribe}`, { method: 'POST' });
      expect(left.status).toBe(200);
      const tested = await fetch(`${restored.url}/api/webhooks/${hook.id}/test`, { method: 'POST', headers: { cookie } });
      expect(tested.status).toBe(202);
      const [delivery] = await receiver.waitFor('/hooks');
      const event = new Webhook(hook.secret).verify(delivery.body, delivery.headers as Record<string, string>) as { type: string };
      expect(event.type).toBe('webhook.test');
    } finally {
      await restored?.stop();
      await original.stop();
      await receiver.close();
      removeData(original.dataDir);
      removeData(fresh);
    }
  });

  it('backs up while the server runs and takes writes, with every table whole and its tallies agreeing', async () => {
    const server = await startOwnServer();
    const fresh = mkdtempSync(join(tmpdir(), 'rankwell-restored-'));
    try {
      for (let i = 0; i < 5; i++) expect((await addMessage(server.url, i)).status).toBe(201);
      // Messages keep arriving during the copy: it holds those committed before it, none half-written.
      let writing = true;
      let written = 5;
      const writer = (async () => {
        while (writing) if ((await addMessage(server.url, written)).status === 201) written++;
      })();
      const file = join(mkdtempSync(join(tmpdir(), 'rankwell-backup-')), 'online.tar.gz');
      const backedUp = await runAside('backup.mjs', ['--data-dir', server.dataDir, '--out', file]);
      writing = false;
      await writer;
      expect(backedUp).toContain('from the running server');
      const copied = tableCounts(backedUp);
      expect(copied.message).toBeGreaterThanOrEqual(5);
      expect(copied.message).toBeLessThanOrEqual(written);
      expect(Object.keys(copied).length).toBeGreaterThan(20);

      const restoredOutput = run('restore.mjs', [file, '--data-dir', fresh]);
      expect(tableCounts(restoredOutput)).toEqual(copied);

      // The tallies the triggers keep in each write's transaction agree with the rows: no write was cut in two.
      const restored = await startOwnServer({}, fresh);
      try {
        const cookie = await ownerCookie(restored.url, fresh, 'owner@example.com', 'owner-passphrase');
        const counts = (await (await fetch(`${restored.url}/api/messages-counts`, { headers: { cookie } })).json()) as { unread: number; read: number };
        expect(counts.unread + counts.read).toBe(copied.message);
      } finally {
        await restored.stop();
      }
      // The server that was copied went on serving.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
      removeData(server.dataDir);
      removeData(fresh);
    }
  });
});
