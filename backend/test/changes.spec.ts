import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { Changes } from '../src/changes/changes.service.js';
import { SiteVersion } from '../src/content/site-version.service.js';
import { MetaChanges } from '../src/database/meta-changes.js';
import { startTestApp, type TestApp } from './harness.js';

/** The one write path: what a change moves, records and runs after, on a real database. */
describe('Changes, the unit of work every write goes through', () => {
  let t: TestApp;
  let changes: Changes;
  let data: DataSource;
  const version = async (key: string) => ((await data.query(`SELECT value FROM app_meta WHERE key = $1`, [key])) as { value: string }[])[0]?.value ?? '0';

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    changes = t.app.get(Changes);
    data = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  it('moves the versions it names in the transaction, and this process forgets what it kept at once', async () => {
    const site = t.app.get(SiteVersion);
    // Kept in memory at once on the embedded engine; on a server once the instance listens (MetaVersion).
    for (let waited = 0; waited < 10_000 && site.known() === undefined; waited += 50) {
      await site.current();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const before = await site.current();
    expect(site.known()).toBe(before);
    await changes.run({ moves: ['site'] }, async ({ manager }) => {
      await manager.query(`SELECT 1`);
    });
    expect(site.known()).toBeUndefined();
    expect(await site.current()).toBe(String(Number(before) + 1));
  });

  it('moves a version the work decides on, and none it does not', async () => {
    const [site, redirects] = [await version('site_version'), await version('redirects_version')];
    await changes.run({}, async (change) => change.move('redirects'));
    expect([await version('site_version'), await version('redirects_version')]).toEqual([site, String(Number(redirects) + 1)]);
  });

  it('rolls back the work, the audit entry, the outbox and the version together, and runs no after-commit action', async () => {
    const site = await version('site_version');
    const ran: string[] = [];
    const failing = changes.run({ moves: ['site'] }, async (change) => {
      await change.record(undefined, { kind: 'content', action: 'update', subject: 'rolled back' });
      await change.emit('content.changed', { section: 'pages', action: 'update', recordId: null, changedFields: [], record: null });
      change.afterCommit(() => ran.push('after'));
      throw new Error('the work failed');
    });
    await expect(failing).rejects.toThrow('the work failed');
    expect(await data.query(`SELECT 1 FROM audit_entry WHERE subject = 'rolled back'`)).toEqual([]);
    expect(await version('site_version')).toBe(site);
    expect(ran).toEqual([]);
  });

  it('commits the audit entry with the change and runs after-commit actions once it has committed', async () => {
    let seenAfter: Promise<unknown[]> | undefined;
    await changes.run({}, async (change) => {
      await change.record(undefined, { kind: 'content', action: 'update', subject: 'kept' });
      // Read on another connection: only a committed entry is visible there.
      change.afterCommit(() => (seenAfter = data.query(`SELECT 1 FROM audit_entry WHERE subject = 'kept'`)));
      expect(seenAfter).toBeUndefined();
    });
    expect(await seenAfter).toHaveLength(1);
  });

  it('takes its locks first, so two changes of one kind run one after the other', async () => {
    const order: string[] = [];
    const slow = changes.run({ locks: [9901] }, async () => {
      order.push('first in');
      await new Promise((resolve) => setTimeout(resolve, 200));
      order.push('first out');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = changes.run({ locks: [9901] }, async () => {
      order.push('second in');
    });
    await Promise.all([slow, second]);
    expect(order).toEqual(['first in', 'first out', 'second in']);
  });

  it('tells the followers of a moved version, as another instance’s commit would', async () => {
    const told: string[] = [];
    t.app.get(MetaChanges).follow('media_purged', () => told.push('media_purged'));
    await changes.run({}, async (change) => change.move('mediaFiles'));
    // Told at once by the commit itself; with a PostgreSQL server the trigger's notification may
    // tell the same follower a second time, which only forgets again.
    expect(told.length).toBeGreaterThanOrEqual(1);
    expect(new Set(told)).toEqual(new Set(['media_purged']));
  });
});
