import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_KEY_SCOPES, SCOPES_EXTENSION } from '../src/common/scopes.decorator.js';
import { ERROR_SCHEMA_NAME } from '../src/common/api-docs.js';
import { toOpenApi30, toOpenApi31 } from '../src/common/openapi-31.js';
import { TEST_EVENT, WEBHOOK_EVENTS } from '../src/webhooks/events.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * The standard of the OpenAPI document integrators read (docs/api.md): every operation of
 * openapi/openapi.json, today's and those added later, has a hand-written summary and
 * description, declared security, the ErrorResponse schema on each error answer and examples of
 * its JSON bodies; every tag is described; and docs/api.md's scopes table says what the code does.
 * Each failure names the operation and what it lacks.
 */

interface Media {
  schema?: { $ref?: string };
  example?: unknown;
  examples?: unknown;
}
interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { description?: string; content?: Record<string, Media> }>;
  [SCOPES_EXTENSION]?: string[];
}
interface Document {
  info: { description?: string; contact?: { name?: string; url?: string }; license?: { name?: string } };
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }>; securitySchemes: Record<string, unknown> };
}

const document = JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8')) as Document;
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path} (${operation.operationId})`, operation })),
);
const ERROR_REF = `#/components/schemas/${ERROR_SCHEMA_NAME}`;
/** The line completeOpenApiDocument appends; the prose before it is written by hand. */
const ACCESS_LINE = /\n*\*\*Access:\*\*[^\n]*$/;

/** What each operation lacks, one line per problem, so one failure lists them all. */
function problemsOf(operation: Operation): string[] {
  const problems: string[] = [];
  if (!operation.summary?.trim()) problems.push('no summary');
  else if (operation.summary.length > 80)
    problems.push(`a summary of ${operation.summary.length} characters (at most 80; the rest belongs in the description)`);
  const prose = (operation.description ?? '').replace(ACCESS_LINE, '').trim();
  if (prose.length < 20) problems.push('no description written for an outsider (what it does, what it changes)');
  if (!operation.description?.includes('**Access:**')) problems.push('no access line (was completeOpenApiDocument run?)');
  if (!Array.isArray(operation.security)) problems.push('no security declared (security: [] for a public operation)');
  if (!operation.tags?.length) problems.push('no tag');
  if (!Object.keys(operation.responses).some((status) => status.startsWith('4'))) problems.push('no 4xx response');
  for (const [status, response] of Object.entries(operation.responses)) {
    if (Number(status) < 400) continue;
    const media = response.content?.['application/json'];
    if (media?.schema?.$ref !== ERROR_REF) problems.push(`response ${status} without the ${ERROR_SCHEMA_NAME} schema`);
    else if (media.example === undefined) problems.push(`response ${status} without an example`);
    if (!response.description?.trim()) problems.push(`response ${status} without a description`);
  }
  const body = operation.requestBody?.content?.['application/json'];
  if (body && body.example === undefined && body.examples === undefined) problems.push('a JSON request body without an example');
  for (const [status, response] of Object.entries(operation.responses)) {
    const media = response.content?.['application/json'];
    if (Number(status) < 400 && media?.schema && media.example === undefined && media.examples === undefined)
      problems.push(`response ${status} without an example`);
  }
  return problems;
}

describe('the OpenAPI document teaches an outsider', () => {
  it('has a description, contact, licence and a relative server', () => {
    expect(document.info.description?.length).toBeGreaterThan(200);
    expect(document.info.contact?.name).toBeTruthy();
    expect(document.info.license?.name).toBeTruthy();
    expect(document.servers).toEqual([expect.objectContaining({ url: '/', description: expect.any(String) })]);
  });

  it('gives every operation a summary, a description, security, tags, described error answers with the ErrorResponse schema and examples', () => {
    const failures = operations.flatMap(({ name, operation }) => problemsOf(operation).map((problem) => `${name}: ${problem}`));
    expect(failures).toEqual([]);
  });

  it('declares security as the access guard applies it', () => {
    const failures = operations.flatMap(({ name, operation }) => {
      const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      const scopes = operation[SCOPES_EXTENSION] ?? [];
      const problems: string[] = [];
      for (const scheme of schemes) if (!(scheme in document.components.securitySchemes)) problems.push(`an undeclared security scheme ${scheme}`);
      if (scopes.length > 0 && !schemes.includes('apiKeyBearer')) problems.push('scopes in x-api-key-scopes but no apiKeyBearer security');
      if (scopes.length > 0 && schemes[0] !== 'apiKeyBearer') problems.push('a keyed operation that does not list the key first');
      if (scopes.length === 0 && schemes.includes('apiKeyBearer')) problems.push('apiKeyBearer security but no x-api-key-scopes');
      if (operation.security?.length && !schemes.includes('sessionCookie')) problems.push('a guarded operation without the session cookie');
      if (!operation.responses['401']) problems.push('no 401 (every request with a bad API key gets one)');
      const open = (operation.security ?? []).some((requirement) => Object.keys(requirement).length === 0);
      if (operation.security?.length && !open && !operation.responses['403']) problems.push('no 403 for a guarded operation');
      return problems.map((problem) => `${name}: ${problem}`);
    });
    expect(failures).toEqual([]);
  });

  it('declares what every answer carries: a description, x-request-id, a 500, Retry-After on a 429, the limit headers where a limit applies', () => {
    const failures = operations.flatMap(({ name, operation }) => {
      const responses = operation.responses as Record<string, { description?: string; headers?: Record<string, unknown> }>;
      const limited = (operation[SCOPES_EXTENSION] ?? []).length > 0 || /from one address/.test(responses['429']?.description ?? '');
      const problems: string[] = [];
      if (!responses['500']) problems.push('no 500');
      for (const [status, response] of Object.entries(responses)) {
        if (!response.description?.trim()) problems.push(`${status}: no description`);
        // A body-less success declares no header (api-docs.ts, describeHeaders): generators would take one for its result.
        if (Number(status) < 300 && !('content' in response)) continue;
        if (!response.headers?.['x-request-id']) problems.push(`${status}: no x-request-id`);
        if (limited && !response.headers?.['x-ratelimit-remaining']) problems.push(`${status}: no x-ratelimit-remaining`);
      }
      if (!responses['429']?.headers?.['retry-after']) problems.push('429: no retry-after');
      return problems.map((problem) => `${name}: ${problem}`);
    });
    expect(failures).toEqual([]);
  });

  it('says what the validators check: unknown properties refused in every body, non-empty strings, whole numbers', () => {
    const schemas = document.components.schemas as Record<
      string,
      { properties?: Record<string, { type?: string; minLength?: number }>; additionalProperties?: unknown }
    >;
    const reached = new Set<string>();
    const walk = (value: unknown): void => {
      if (!value || typeof value !== 'object') return;
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string') {
          const name = child.split('/').pop()!;
          if (!reached.has(name)) {
            reached.add(name);
            walk(schemas[name]);
          }
        } else walk(child);
      }
    };
    for (const { operation } of operations)
      walk((operation as { requestBody?: { content?: Record<string, unknown> } }).requestBody?.content?.['application/json']);
    const open = [...reached].filter((name) => schemas[name]?.properties && schemas[name].additionalProperties !== false);
    expect(open).toEqual([]);
    // Spot checks against the DTOs: IsNotEmpty → minLength 1, IsInt → integer.
    expect(schemas.NewOrderInput.properties?.customerName).toEqual(expect.objectContaining({ minLength: 1 }));
    const pageSizes = operations.flatMap(({ operation }) =>
      ((operation as { parameters?: { name: string; schema: { type?: string } }[] }).parameters ?? []).filter((parameter) => parameter.name === 'pageSize'),
    );
    expect(pageSizes.length).toBeGreaterThan(5);
    expect(pageSizes.every((parameter) => parameter.schema.type === 'integer')).toBe(true);
  });

  it("is OpenAPI 3.1: nulls as JSON Schema says them, never 3.0's nullable, and its 3.0 form converts back to it exactly", () => {
    expect((document as unknown as { openapi: string }).openapi).toBe('3.1.0');
    const nullable: string[] = [];
    const walk = (value: unknown, path: string): void => {
      if (!value || typeof value !== 'object') return;
      if (!Array.isArray(value) && 'nullable' in value && !path.endsWith('/properties')) nullable.push(path);
      for (const [key, child] of Object.entries(value)) walk(child, `${path}/${key}`);
    };
    walk(document, '#');
    expect(nullable).toEqual([]);
    // The property openapi-python-client failed on (issue 48), and a nullable enum.
    const schemas = document.components.schemas as Record<string, { properties: Record<string, unknown> }>;
    expect(schemas.BlogPostRecord.properties.author).toEqual({ anyOf: [{ $ref: '#/components/schemas/BlogByline' }, { type: 'null' }] });
    expect(schemas.BlogPostRecord.properties.canonicalUrl).toMatchObject({ type: ['string', 'null'] });
    const back = toOpenApi30(document);
    expect(JSON.stringify(back)).not.toContain('"type":"null"');
    expect(toOpenApi31(back)).toEqual(document);
  });

  it('describes every tag the operations use, and no other', () => {
    const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description ?? '']));
    const used = new Set(operations.flatMap(({ operation }) => operation.tags ?? []));
    const failures = [
      ...[...used].filter((tag) => !declared.get(tag)?.trim()).map((tag) => `tag ${tag}: no description (describe it in its controller's @ApiArea)`),
      ...[...declared.keys()].filter((tag) => !used.has(tag)).map((tag) => `tag ${tag}: described but used by no operation`),
    ];
    expect(failures).toEqual([]);
  });

  it("lists every API key scope in docs/api.md's scopes table with the number of operations that accept it", () => {
    const guide = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const table = guide.split('## Scopes')[1]?.split('\n## ')[0] ?? '';
    const rows = [...table.matchAll(/^\| `([a-z]+:[a-z]+)` \|(?: [^|]+ \|)+ (\d+) \|$/gm)].map((match) => [match[1], Number(match[2])] as const);
    const counted = API_KEY_SCOPES.map((scope) => [scope, operations.filter(({ operation }) => operation[SCOPES_EXTENSION]?.includes(scope)).length] as const);
    expect(rows).toEqual(counted);
    for (const [scope, count] of counted) expect(`${scope}: ${count} operations`).not.toBe(`${scope}: 0 operations`);
  });
});

describe('the ErrorResponse schema is what the error filter sends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const schema = document.components.schemas[ERROR_SCHEMA_NAME];

  /** The body's keys and types against the schema: statusCode an integer, message a string or strings, error a string. */
  function expectErrorShape(body: Record<string, unknown>, status: number): void {
    expect(Object.keys(body).sort()).toEqual(Object.keys(schema.properties ?? {}).sort());
    expect([...(schema.required ?? [])].sort()).toEqual(Object.keys(body).sort());
    expect(body.statusCode).toBe(status);
    expect(typeof body.error).toBe('string');
    const message = body.message;
    expect(typeof message === 'string' || (Array.isArray(message) && message.every((line) => typeof line === 'string'))).toBe(true);
  }

  it.each([
    ['an invalid body (a list of messages)', '/api/add-message', { method: 'POST', json: { email: 'not an address' } }, 400],
    ['no session', '/api/orders', {}, 401],
    ['an unknown API key', '/api/orders', { headers: { authorization: `Bearer rk_${'0'.repeat(32)}${'A'.repeat(43)}` } }, 401],
    ['an unknown id', '/api/pricing/0b9e6c1e-4a4f-4a55-9d43-1f6f1c0b8a21', {}, 404],
  ] as const)('for %s', async (_name, path, init, status) => {
    const response = await t.request(path, init as RequestInit & { json?: unknown });
    expect(response.status).toBe(status);
    expectErrorShape((await response.json()) as Record<string, unknown>, status);
  });
});

describe("docs/api.md's webhook events table", () => {
  it('lists every event the code has, and no other', () => {
    const docs = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const table = docs.slice(docs.indexOf('### Events'), docs.indexOf('\n\n', docs.indexOf('| --- |', docs.indexOf('### Events'))));
    const documented = [...table.matchAll(/^\| `([a-z_.]+)` \|/gm)].map((match) => match[1]).filter((type) => type !== TEST_EVENT);
    expect(documented).toEqual(WEBHOOK_EVENTS);
  });
});
