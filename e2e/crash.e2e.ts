import { afterAll, describe, expect, it } from '@jest/globals';
import { ownerCookie, removeData, startOwnServer } from './support';

describe('a crash in the middle of writes', () => {
  let dataDir = '';
  afterAll(() => removeData(dataDir));

  it('loses no acknowledged subscriber after SIGKILL', async () => {
    const first = await startOwnServer();
    dataDir = first.dataDir;
    const base = first.url;
    const acknowledged: string[] = [];
    let attempted = 0;
    let stop = false;
    const writer = async (worker: number) => {
      for (let n = 0; !stop; n++) {
        const email = `w${worker}-${n}@example.com`;
        attempted++;
        try {
          const response = await fetch(`${base}/api/add-subscriber`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ subemail: email }),
          });
          if (response.status === 201) acknowledged.push(email);
        } catch {
          // the server died under this request: not acknowledged
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, worker) => writer(worker));
    // Killed while writes go on, once enough were acknowledged to count (a fixed 1.5 s gave a busy
    // machine only 6): at least 1.5 s and 25 acknowledged writes, at most 20 s.
    const started = Date.now();
    while (Date.now() - started < 20_000 && (Date.now() - started < 1500 || acknowledged.length <= 25)) {
      await new Promise((done) => setTimeout(done, 100));
    }
    await first.stop('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(20);

    const second = await startOwnServer({}, dataDir);
    try {
      const cookie = await ownerCookie(second.url, dataDir, 'owner@example.com', 'owner-passphrase');
      // A sign-up is acknowledged pending its confirmation link: the pending export lists them.
      const csv = await (await fetch(`${second.url}/api/subscribers.csv?status=Pending`, { headers: { cookie } })).text();
      const stored = new Set(
        csv
          .trim()
          .split('\n')
          .slice(1)
          .map((line) => line.split(',')[0]),
      );
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
      expect(stored.size).toBeLessThanOrEqual(attempted);
    } finally {
      await second.stop();
    }
  });

  it('finishes the requests in flight when told to stop (SIGTERM)', async () => {
    const own = await startOwnServer();
    const inFlight = Array.from({ length: 12 }, (_, n) =>
      fetch(`${own.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `late${n}@example.com`, password: 'late-password' }),
      })
        .then((response) => response.status)
        .catch((error: Error) => error.message),
    );
    // Once the first answer is back, the server has read every request and is hashing passwords.
    await Promise.race(inFlight);
    await own.stop('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array(12).fill(201));
    // The server is gone: nothing answers any more.
    await expect(fetch(`${own.url}/api/health`)).rejects.toThrow();
    removeData(own.dataDir);
  });
});
