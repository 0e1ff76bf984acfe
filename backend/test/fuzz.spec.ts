import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { register, registerAdmin, type Session } from './accounts.js';
import { startTestApp, type TestApp } from './harness.js';

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  $ref?: string;
  items?: Schema;
}
interface OperationSpec {
  operationId: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
const spec = JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, OperationSpec>>;
  components: { schemas: Record<string, Schema> };
};

function bodySchema(operation: OperationSpec): Schema | undefined {
  const schema = operation.requestBody?.content['application/json']?.schema;
  if (!schema?.$ref) return schema;
  return spec.components.schemas[schema.$ref.split('/').pop()!];
}

const WRONG_VALUES: unknown[] = [12345, true, { nested: { deeper: 'x' } }, ['a', 'b'], null];
const HOSTILE_IDS = ['not-a-uuid', '00000000-0000-4000-8000-000000000000', '%00', 'x'.repeat(300), '..%2F..%2Fetc%2Fpasswd', '1 OR 1=1'];

/** Bad requests for one operation: wrong types, missing and extra fields, prototype keys, odd text. */
function hostileBodies(schema: Schema | undefined): { name: string; body: string; type?: string }[] {
  const fields = Object.keys(schema?.properties ?? {});
  const bodies: { name: string; body: string; type?: string }[] = [
    { name: 'malformed JSON', body: '{"a":' },
    { name: 'an array', body: '[1,2,3]' },
    { name: 'a bare string', body: '"hello"' },
    { name: 'prototype keys', body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}' },
    { name: 'an unknown field', body: JSON.stringify({ unexpectedField: 'x' }) },
    { name: 'wrong content type', body: 'plain text', type: 'text/plain' },
    { name: 'a 1 MB string', body: JSON.stringify({ [fields[0] ?? 'value']: 'x'.repeat(1_048_576) }) },
  ];
  for (const field of fields) {
    for (const value of WRONG_VALUES) bodies.push({ name: `${field}=${JSON.stringify(value)}`, body: JSON.stringify({ [field]: value }) });
    bodies.push({ name: `${field} with NUL and a lone surrogate`, body: JSON.stringify({ [field]: 'a\u0000b\ud800' }) });
  }
  return bodies;
}

const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);

describe('hostile input over every operation', () => {
  let t: TestApp;
  let admin: Session;
  let customer: Session;
  const counts = async () => {
    const rows: { table_name: string }[] = await t.app
      .get(DataSource)
      .query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT IN ('rate_limit', 'migrations', 'typeorm_metadata')`,
      );
    const result: Record<string, number> = {};
    for (const { table_name } of rows) result[table_name] = Number((await t.app.get(DataSource).query(`SELECT count(*) FROM "${table_name}"`))[0].count);
    return result;
  };

  beforeAll(async () => {
    t = await startTestApp({ DEMO_CONTENT: 'false' });
    admin = await registerAdmin(t, 'owner@example.com');
    customer = await register(t, 'customer@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s answers bad requests with a 4xx and a message, never a 5xx, storing nothing',
    async (_name, { path, method, operation }) => {
      const before = await counts();
      const failures: string[] = [];
      const paths = path.includes('{') ? HOSTILE_IDS.map((id) => path.replace(/\{[^}]+\}/g, encodeURIComponent(id))) : [path];
      const queries = operation.parameters?.some((p) => p.in === 'query')
        ? ['?page=-1&pageSize=abc', '?page=99999999999&pageSize=100000', '?page[$gt]=1']
        : [''];
      for (const session of [admin, customer, undefined]) {
        for (const target of paths) {
          for (const query of queries) {
            const requests =
              method === 'GET'
                ? [{ name: 'no body', body: undefined as string | undefined, type: undefined as string | undefined }]
                : hostileBodies(bodySchema(operation));
            for (const request of requests) {
              const response = await t.request(target + query, {
                method,
                body: request.body,
                headers: { ...(request.body !== undefined ? { 'content-type': request.type ?? 'application/json' } : {}), ...(session?.headers ?? {}) },
              });
              const text = await response.text();
              if (response.status >= 500) failures.push(`${response.status} for ${method} ${target}${query} with ${request.name}: ${text.slice(0, 200)}`);
              else if (response.status >= 400 && !/"message"/.test(text)) failures.push(`${response.status} without a message for ${request.name}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
      expect(await counts()).toEqual(before);
    },
  );
});
