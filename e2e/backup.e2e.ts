import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ownerCookie, removeData, startOwnServer } from './support';

const root = resolve(import.meta.dirname, '..');
const run = (script: string, args: string[]) => execFileSync(process.execPath, [join(root, 'scripts', script), ...args], { encoding: 'utf8' });

async function totals(url: string, folder: string): Promise<{ messages: number; subscribers: number; banner: string }> {
  const cookie = await ownerCookie(url, folder, 'owner@example.com', 'owner-pass');
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
      await fetch(`${original.url}/api/add-message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `N${i}`, email: 'n@example.com', subject: 's', message: 'm' }),
      });
      await fetch(`${original.url}/api/add-subscriber`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ subemail: `s${i}@example.com` }),
      });
    }
    const before = await totals(original.url, original.dataDir);
    expect(before).toMatchObject({ messages: 7, subscribers: 7 });

    expect(() => run('backup.mjs', ['--data-dir', original.dataDir, '--out', join(original.dataDir, 'refused.tar.gz')])).toThrow(/is running/);
    await original.stop();
    const file = join(mkdtempSync(join(tmpdir(), 'rankwell-backup-')), 'backup.tar.gz');
    expect(run('backup.mjs', ['--data-dir', original.dataDir, '--out', file])).toContain('7 messages, 7 subscribers');

    const fresh = mkdtempSync(join(tmpdir(), 'rankwell-restored-'));
    expect(run('restore.mjs', [file, '--data-dir', fresh])).toContain('7 messages, 7 subscribers');
    expect(() => run('restore.mjs', [file, '--data-dir', fresh])).toThrow(/already holds a database/);

    const restored = await startOwnServer({}, fresh);
    try {
      expect(await totals(restored.url, fresh)).toEqual(before);
    } finally {
      await restored.stop();
      removeData(original.dataDir);
      removeData(fresh);
    }
  });
});
