import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './harness.js';

/** About 250 KB of keys no DTO declares. */
const wideObject = JSON.stringify(Object.fromEntries(Array.from({ length: 24_000 }, (_, i) => [`k${i}`, 1])));

describe('JSON bodies are bounded before they are validated', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, body: string) => t.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });

  /** Posts `body`; answers status, the error's message and the size of the answer. */
  async function refusal(path: string, body: string): Promise<{ status: number; message: unknown; bytes: number }> {
    const response = await post(path, body);
    const text = await response.text();
    return { status: response.status, message: (JSON.parse(text) as { message: unknown }).message, bytes: Buffer.byteLength(text) };
  }

  it('refuses 24,000 unknown keys with a short 400', async () => {
    expect(wideObject.length).toBeGreaterThan(240_000);
    for (const path of ['/api/add-message', '/api/auth/login']) {
      const { status, message, bytes } = await refusal(path, wideObject);
      expect(status).toBe(400);
      expect(message).toBe('Request body has an object with more than 200 keys');
      expect(bytes).toBeLessThan(1024);
    }
  });

  it('refuses JSON nested 1,500 deep with a 400, arrays or objects', async () => {
    const arrays = `{"name":${'['.repeat(1500)}${']'.repeat(1500)}}`;
    const objects = `${'{"a":'.repeat(1500)}1${'}'.repeat(1500)}`;
    for (const body of [arrays, objects]) {
      expect(await refusal('/api/add-message', body)).toMatchObject({ status: 400, message: 'Request body is nested more than 20 levels deep' });
    }
  });

  it('refuses an array of 100,000 elements, in a field or as the whole body, with a short 400', async () => {
    for (const body of [JSON.stringify({ name: Array(100_000).fill(0) }), JSON.stringify(Array(100_000).fill(0))]) {
      const { status, message, bytes } = await refusal('/api/add-message', body);
      expect(status).toBe(400);
      expect(message).toBe('Request body has an array of more than 1000 elements');
      expect(bytes).toBeLessThan(1024);
    }
  });

  it('refuses more than 10,000 values in all, however they are spread', async () => {
    const spread = JSON.stringify({ name: Array.from({ length: 60 }, () => Array(199).fill(0)) });
    expect(await refusal('/api/add-message', spread)).toMatchObject({ status: 400, message: 'Request body holds more than 10000 values' });
  });

  it('keeps error answers short when the request names long or many fields', async () => {
    const longKey = await refusal('/api/add-message', JSON.stringify({ ['k'.repeat(100_000)]: 1 }));
    expect(longKey.status).toBe(400);
    expect(longKey.bytes).toBeLessThan(1024);
    const manyKeys = await refusal('/api/add-message', JSON.stringify(Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`unknown${i}`, 1]))));
    expect(manyKeys.status).toBe(400);
    expect(manyKeys.bytes).toBeLessThan(1024);
    expect(manyKeys.message).toContain('property unknown0 should not exist');
  });

  it('still reads strings that contain brackets, quotes and commas', async () => {
    const message = `${'[{,'.repeat(300)} "quoted" \\ ${'}]'.repeat(300)}`;
    const response = await post('/api/add-message', JSON.stringify({ name: 'Ann', email: 'ann@example.com', subject: 'Brackets', message }));
    expect(response.status).toBe(201);
  });

  it('answers /api/health while three wide bodies are in flight', async () => {
    const inFlight = [0, 1, 2].map(() => post('/api/add-message', wideObject).then((response) => response.status));
    const began = performance.now();
    const health = await t.request('/api/health');
    const took = performance.now() - began;
    expect(health.status).toBe(200);
    expect(await Promise.all(inFlight)).toEqual([400, 400, 400]);
    process.stdout.write(`health answered in ${took.toFixed(0)} ms with three wide bodies in flight\n`);
  });
});
