import { applyDecorators } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import { API_KEY_TEXTS } from '../api-keys/texts.js';
import { AUTH_TEXTS } from '../auth/texts.js';
import { API_KEY_SCHEME, SCOPES_EXTENSION, SESSION_BEARER_SCHEME, SESSION_COOKIE_SCHEME } from './scopes.decorator.js';

/*
 * The standard every operation of the OpenAPI document keeps (backend/test/openapi-doc.spec.ts
 * checks it): a summary and a description written by hand next to the handler (@ApiOperation),
 * and, added here for all of them from what the guards and pipes do, the security it accepts, the
 * errors it can answer with the ErrorResponse schema, and a line saying who may call it.
 */

/** The schema of every error answer, as AllExceptionsFilter sends it. */
export const ERROR_SCHEMA_NAME = 'ErrorResponse';
const ERROR_SCHEMA = {
  type: 'object',
  description: 'Every error answer: the HTTP status again, what went wrong (a list when several fields are invalid, at most 6 entries) and the status name.',
  required: ['statusCode', 'message', 'error'],
  properties: {
    statusCode: { type: 'integer', minimum: 400, maximum: 599, example: 404, description: 'The HTTP status of the answer' },
    message: {
      description: 'What went wrong, in words meant for people; a list names each invalid field',
      oneOf: [
        { type: 'string', example: 'No record has the id 0b9e…' },
        { type: 'array', items: { type: 'string' }, example: ['email must be an email'] },
      ],
    },
    error: { type: 'string', example: 'Not Found', description: 'The name of the HTTP status' },
  },
};

/** Extensions the decorators leave for the post-processing below; removed from the published document. */
export const PUBLIC_EXTENSION = 'x-rankwell-public';
export const RATE_LIMIT_EXTENSION = 'x-rankwell-rate-limit';
const PRIVATE_EXTENSIONS = [PUBLIC_EXTENSION, RATE_LIMIT_EXTENSION];
/** The permission of the team an operation needs (common/permissions.ts), kept in the published document for programs reading it. */
export const PERMISSION_EXTENSION = 'x-permission';

/** The status names AllExceptionsFilter gives (HttpStatus spelt out). */
const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** What each status usually says; an example, the description of the response says when. */
const EXAMPLE_MESSAGES: Record<number, string | string[]> = {
  400: ['email must be an email'],
  401: AUTH_TEXTS.signInRequired,
  403: API_KEY_TEXTS.outOfScope(['orders:read']),
  404: 'No record has the id 0b9e6c1e-4a4f-4a55-9d43-1f6f1c0b8a21',
  409: 'Someone saved this record since you loaded it',
  413: 'Request body is too large',
  500: 'Internal server error',
  415: 'Unsupported Media Type',
  429: API_KEY_TEXTS.tooMany(30),
  503: 'The database is not reachable right now. Please try again shortly.',
};

/**
 * Declares the errors an operation answers beyond those every operation of its kind gives (those
 * are added for all: 400 for a body or parameters, 401/403 for a guarded route, 413 for a body,
 * 429 for a rate limit or an API key): `@ApiErrors({ 404: 'No order has this id', 409: '…' })`.
 * Each gets the ErrorResponse schema and an example.
 */
export const ApiErrors = (errors: Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503, string>>) =>
  applyDecorators(...Object.entries(errors).map(([status, description]) => ApiResponse({ status: Number(status), description })));

const AREAS = new Map<string, string>();

/**
 * A controller's tag, described where the controller is rather than in a list of every tag: a new
 * area of the API is its controller's own file. The first controller of a tag gives its
 * description; another controller of the same area names the tag alone. The document lists the
 * tags by name (backend/test/openapi-doc.spec.ts checks that each is described).
 */
export function ApiArea(name: string, description?: string): ClassDecorator {
  if (description !== undefined) {
    if (AREAS.has(name) && AREAS.get(name) !== description) throw new Error(`API tag ${name} is described twice`);
    AREAS.set(name, description);
  }
  return ApiTags(name);
}

/** Every described tag, as ApiArea collected them. */
export const apiAreas = (): ReadonlyMap<string, string> => AREAS;

/** Marks a public route in the document (security: []); Public() applies it. */
export const ApiPublic = () => ApiSecurity({ [PUBLIC_EXTENSION]: [] });

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  const?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  if?: Schema;
  then?: Schema;
  else?: Schema;
};

/** Plausible values by the property's name, for strings without an example of their own. */
const NAMED_EXAMPLES: [RegExp, string][] = [
  [/email/i, 'client@example.com'],
  [/password/i, 'correct-horse-battery-staple'],
  [/token/i, 'dGhlLXRva2VuLWZyb20tdGhlLW1haWw'],
  [/phone|number$/i, '+1 555 0100'],
  [/(url|link|href|website)$/i, 'https://agency.example/services/'],
  [/^(source|path)$/i, '/old-services/'],
  [/^target$/i, '/services/'],
  [/^package/i, 'Standard'],
  [/^siteName$|brand/i, 'Northwind SEO'],
  [/name$/i, 'Jane Doe'],
  [/address/i, '12 Harbour Street, Springfield'],
  [/country/i, 'US'],
  [/title|heading|subject/i, 'Technical SEO audit'],
  [/alt$/i, 'The agency’s team at work'],
  [/csv$/i, 'source,target,code\n/old-page/,/new-page/,301\n'],
  [/(color|colour)$/i, '#1c7ed6'],
  [/icon$/i, 'chart-line'],
];

/**
 * An example value built from a schema: its own `example`s first (DTO doc comments' @example, or
 * @ApiProperty({ example })), else plausible values by type, format and property name. A request
 * body shows its required properties and the optional ones with an example of their own; an
 * answer shows every property. Undefined when no valid value can be made up (a pattern).
 */
function exampleOf(schema: Schema | undefined, schemas: Record<string, Schema>, request: boolean, name = '', depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (schema.$ref) return exampleOf(schemas[schema.$ref.split('/').pop()!], schemas, request, name, depth + 1);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? (schema.allOf?.length === 1 ? schema.allOf[0] : undefined);
  if (variant) return exampleOf(variant, schemas, request, name, depth + 1);
  switch (schema.type) {
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : /price|amount|total|revenue/i.test(name) ? 499 : 1;
    case 'array': {
      const item = exampleOf(schema.items, schemas, request, name, depth + 1);
      if (item === undefined) return (schema.minItems ?? 0) > 0 ? undefined : [];
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'string':
      return stringExample(schema, name);
    default: {
      if (!schema.properties) return schema.type === 'object' ? {} : undefined;
      const required = new Set(schema.required ?? []);
      const entries: [string, unknown][] = [];
      for (const [key, property] of Object.entries(schema.properties)) {
        if (request && !required.has(key) && !hasOwnExample(property, schemas)) continue;
        const value = exampleOf(property, schemas, request, key, depth + 1);
        // Without a value for a required property the example would be invalid: none is given.
        if (value === undefined && required.has(key)) return undefined;
        if (value !== undefined) entries.push([key, value]);
      }
      return Object.fromEntries(entries);
    }
  }
}

function hasOwnExample(schema: Schema, schemas: Record<string, Schema>): boolean {
  const resolved = schema.$ref ? schemas[schema.$ref.split('/').pop()!] : schema;
  return resolved?.example !== undefined;
}

function stringExample(schema: Schema, name: string): string | undefined {
  const byFormat: Record<string, string> = {
    'date-time': '2026-03-14T09:30:00.000Z',
    date: '2026-03-14',
    email: 'client@example.com',
    uuid: '0b9e6c1e-4a4f-4a55-9d43-1f6f1c0b8a21',
    uri: 'https://agency.example/',
    url: 'https://agency.example/',
    'uri-reference': '/media/team-at-work.webp',
  };
  if (schema.format === 'binary') return undefined;
  let text =
    (schema.format ? byFormat[schema.format] : undefined) ??
    (/(^_?id$|[a-z]Id$)/.test(name) && !schema.pattern ? byFormat.uuid : undefined) ??
    (/(At|Date)$/.test(name) ? byFormat['date-time'] : undefined) ??
    NAMED_EXAMPLES.find(([pattern]) => pattern.test(name))?.[1] ??
    'Clear, measurable SEO work for growing businesses';
  if (schema.maxLength !== undefined) text = text.slice(0, schema.maxLength);
  if (schema.minLength !== undefined && text.length < schema.minLength) text = text.padEnd(schema.minLength, '.');
  // A value the pattern refuses is no example: none is given (a DTO's @example can).
  return schema.pattern && !new RegExp(schema.pattern, 'u').test(text) ? undefined : text;
}

type Operation = {
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema; example?: unknown }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: Schema; example?: unknown }> }>;
  [extension: `x-${string}`]: unknown;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

function operationsOf(document: OpenAPIObject): Operation[] {
  return Object.values(document.paths).flatMap((item) =>
    METHODS.map((method) => (item as Record<string, Operation | undefined>)[method]).filter((operation): operation is Operation => !!operation),
  );
}

/** Adds a response unless the operation declares its own for that status (its wording is better). */
function addResponse(operation: Operation, status: number, description: string): void {
  operation.responses[status] ??= { description };
}

/** Who may call the operation, in words, from its security and roles. */
function accessLine(operation: Operation, isPublic: boolean, permission: string | undefined): string {
  const scopes = (operation[SCOPES_EXTENSION] as string[] | undefined) ?? [];
  if (isPublic) {
    return scopes.length > 0
      ? `**Access:** anyone; an API key with ${scopes.map((s) => `\`${s}\``).join(' or ')} is served as an Admin.`
      : '**Access:** anyone, no sign-in needed; an API key is served as a visitor.';
  }
  const who = permission
    ? `a member of the team whose role holds \`${permission}\` (session cookie or access token)`
    : 'any signed-in account (session cookie or access token)';
  return scopes.length > 0
    ? `**Access:** ${who}, or an API key with the ${scopes.map((s) => `\`${s}\``).join(' or ')} scope.`
    : `**Access:** ${who}; API keys are refused.`;
}

/**
 * `{allOf: [{$ref}]}` alone is the $ref: the explorer wraps a named enum so (MailKind), which
 * linters rightly call an illogical composition, and code generators read the same either way.
 */
function collapseSingleAllOf(value: unknown): void {
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    const schema = child as Schema | undefined;
    if (schema && typeof schema === 'object' && Object.keys(schema).length === 1 && schema.allOf?.length === 1) {
      (value as Record<string, unknown>)[key] = schema.allOf[0];
    }
    collapseSingleAllOf((value as Record<string, unknown>)[key]);
  }
}

/** `\p{Cc}` (a control character) spelt as the ranges it stands for, inside a character class. */
const CONTROL_RANGES = '\\u0000-\\u001f\\u007f-\\u009f';

/**
 * Patterns as every JSON Schema validator reads them: the validators' own Unicode property escape
 * `\p{Cc}` needs the `u` flag, which a schema's pattern cannot carry (Spectral's and many clients'
 * validators reject it), so it is published as the same ranges. Only inside a character class,
 * where all of ours are; one outside would be left as it is.
 */
function portablePatterns(value: unknown): void {
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'pattern' && typeof child === 'string') (value as Record<string, unknown>)[key] = withoutPropertyEscapes(child);
    else portablePatterns(child);
  }
}

function withoutPropertyEscapes(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '\\') {
      if (inClass && pattern.startsWith('\\p{Cc}', i)) {
        out += CONTROL_RANGES;
        i += '\\p{Cc}'.length - 1;
      } else {
        out += pattern.slice(i, i + 2);
        i++;
      }
      continue;
    }
    if (pattern[i] === '[') inClass = true;
    else if (pattern[i] === ']') inClass = false;
    out += pattern[i];
  }
  return out;
}

/** Request and answer examples of JSON bodies, unless the operation gives its own. */
function addExamples(operation: Operation, schemas: Record<string, Schema>): void {
  const request = operation.requestBody?.content?.['application/json'];
  if (request && request.example === undefined) {
    const example = exampleOf(request.schema, schemas, true);
    if (example !== undefined) request.example = example;
  }
  for (const [status, response] of Object.entries(operation.responses)) {
    const media = response.content?.['application/json'];
    if (Number(status) >= 400 || !media || media.example !== undefined) continue;
    const example = exampleOf(media.schema, schemas, false);
    if (example !== undefined) media.example = example;
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Headers the server sends, declared where it sends them (components.headers holds their schemas). */
const HEADERS = {
  RequestId: {
    description:
      'The request’s id, as the server’s log lines carry it (the client’s own X-Request-Id when it sent one that looks like an id): quote it when reporting a problem',
    schema: { type: 'string', example: '3f2c8e0a-5b1d-4c9e-9a7f-2d6b1e4c8a90' },
  },
  RetryAfter: { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1, example: 30 } },
  RateLimitLimit: {
    description: 'How many requests the limit that applies allows in its window (an API key’s, or the operation’s per address)',
    schema: { type: 'integer', minimum: 1, example: 600 },
  },
  RateLimitRemaining: { description: 'How many of them are left in the current window', schema: { type: 'integer', minimum: 0, example: 599 } },
};
const headerRef = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });

/**
 * Every answer names its request id; a limited operation's answers carry the limit and what is
 * left of it (an API key's on every keyed request, a per-address limit on its routes), a 429 when
 * to try again. An empty success description takes the operation's summary, so no answer is
 * undescribed.
 */
function describeHeaders(operation: Operation, limited: boolean): void {
  for (const [status, response] of Object.entries(operation.responses)) {
    // A success with no body (PayPal's notification) declares none: generators such as
    // openapi-typescript-codegen return a body-less success's first header as its result.
    if (Number(status) < 300 && !response.content) {
      if (!response.description?.trim()) response.description = operation.summary ?? 'Done';
      continue;
    }
    const headers: Record<string, unknown> = { 'x-request-id': headerRef('RequestId') };
    if (limited) {
      headers['x-ratelimit-limit'] = headerRef('RateLimitLimit');
      headers['x-ratelimit-remaining'] = headerRef('RateLimitRemaining');
    }
    if (status === '429') headers['retry-after'] = headerRef('RetryAfter');
    (response as { headers?: Record<string, unknown> }).headers = { ...(response as { headers?: Record<string, unknown> }).headers, ...headers };
    if (!response.description?.trim()) response.description = operation.summary ?? STATUS_NAMES[Number(status)] ?? 'Done';
  }
}

/** A JSON body or query/path parameters are validated: a malformed one is a 400 naming the field. */
function takesInput(operation: Operation): boolean {
  return !!operation.requestBody || (operation.parameters ?? []).some((parameter) => parameter.in === 'query' || parameter.in === 'path');
}

type ValidationMetadata = { propertyName: string; name?: string; each?: boolean; constraints?: unknown[] };
type Rule = { name: string; constraints: unknown[] };
/** A property's checks: those on its value, and those on each item of it (`{ each: true }`). */
type PropertyRules = { own: Map<string, Rule>; each: Map<string, Rule> };

/**
 * DTOs whose checks are all their base class's (a mixin's, SeoFieldsOf): class-validator keeps
 * checks by the class that declared them, so without this the document would not find them under
 * the DTO's name, which is its schema's.
 */
const INHERITING = new Set<object>();
export const InheritsChecks = (): ClassDecorator => (target) => {
  INHERITING.add(target);
};

/** Each validated class's checks by property (its ancestors' too), found by the class's name, which is its schema's name. */
function validatorsByClass(): Map<string, Map<string, PropertyRules>> {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<object, ValidationMetadata[]> };
  const own = storage.validationMetadatas;
  const byClass = new Map<string, Map<string, PropertyRules>>();
  for (const target of new Set([...own.keys(), ...INHERITING])) {
    if (typeof target !== 'function' || !target.name) continue;
    const properties = new Map<string, PropertyRules>();
    for (let klass: unknown = target; typeof klass === 'function' && klass !== Function.prototype; klass = Object.getPrototypeOf(klass)) {
      for (const rule of own.get(klass) ?? []) {
        if (!rule.name) continue;
        if (!properties.has(rule.propertyName)) properties.set(rule.propertyName, { own: new Map(), each: new Map() });
        const rules = properties.get(rule.propertyName)!;
        // A subclass's own check comes first and wins over its ancestor's of the same name.
        const into = rule.each ? rules.each : rules.own;
        if (!into.has(rule.name)) into.set(rule.name, { name: rule.name, constraints: rule.constraints ?? [] });
      }
    }
    byClass.set(target.name, properties);
  }
  return byClass;
}

/**
 * A `@Matches` check's regular expression as a schema's pattern: the validator's own constant, so
 * the two cannot drift. A pattern carries no flags: `i` is spelt out (each letter as both cases),
 * `u` is how JSON Schema reads every pattern anyway; `g`, `m`, `s` and `y` have no spelling, and a
 * check using them is not published (undefined).
 */
export function patternOf(rule: Rule | undefined): string | undefined {
  if (!rule) return undefined;
  const [expression, modifiers] = rule.constraints;
  const source = expression instanceof RegExp ? expression.source : typeof expression === 'string' ? expression : undefined;
  const flags = (expression instanceof RegExp ? expression.flags : '') + (typeof modifiers === 'string' ? modifiers : '');
  if (source === undefined || /[gmsy]/.test(flags)) return undefined;
  return flags.includes('i') ? caseless(source) : source;
}

const swapCase = (character: string) => (character === character.toLowerCase() ? character.toUpperCase() : character.toLowerCase());
const isLetter = (character: string | undefined) => !!character && /^[a-z]$/i.test(character);

/**
 * A case-insensitive pattern spelt without the `i` flag: each letter outside a class becomes a
 * class of both its cases, and a class gains the other case of its letters and letter ranges.
 * Escapes (\d, \p{Cc}, \u00e9) are kept as they are.
 */
export function caseless(pattern: string): string {
  let out = '';
  let inClass = false;
  let extra = '';
  for (let i = 0; i < pattern.length; i++) {
    const character = pattern[i];
    if (character === '\\') {
      // An escape with braces (\p{…}, \u{…}) is kept whole.
      const end = pattern[i + 2] === '{' ? pattern.indexOf('}', i) : i + 1;
      out += pattern.slice(i, end + 1);
      i = end;
      continue;
    }
    if (inClass) {
      if (character === ']') {
        out += extra + ']';
        inClass = false;
        extra = '';
      } else if (isLetter(character) && pattern[i + 1] === '-' && isLetter(pattern[i + 2])) {
        out += pattern.slice(i, i + 3);
        extra += `${swapCase(character)}-${swapCase(pattern[i + 2])}`;
        i += 2;
      } else {
        out += character;
        if (isLetter(character)) extra += swapCase(character);
      }
      continue;
    }
    if (character === '[') {
      inClass = true;
      out += character;
      // A negated class's leading ^ stays first.
      if (pattern[i + 1] === '^') {
        out += '^';
        i++;
      }
    } else if (character === '(' && pattern[i + 1] === '?') {
      // A group's kind ((?:, (?=, (?!, (?<=, (?<!, (?<name>) has no letters to double.
      const name = /^\(\?<([A-Za-z_]\w*)>/.exec(pattern.slice(i));
      const head = name ? name[0] : pattern.slice(i, pattern[i + 2] === '<' ? i + 4 : i + 3);
      out += head;
      i += head.length - 1;
    } else out += isLetter(character) ? `[${character}${swapCase(character)}]` : character;
  }
  return out;
}

/**
 * What a custom check (ValidateBy) of this name means as a schema, for those a schema can say:
 * a check registers its meaning next to its code (describeCheck), so the document reads it.
 */
const CHECK_SCHEMAS = new Map<string, (constraints: unknown[]) => Schema>();
export function describeCheck(name: string, schema: (constraints: unknown[]) => Schema): void {
  CHECK_SCHEMAS.set(name, schema);
}

/** A field required once another field has a given value: `field` equal to `equals`. */
export type RequiredWhen = { field: string; equals: string };
/**
 * Checks whose rule is "this property is required when another field has this value", by name,
 * with how the condition is read from the check's constraints: the document states it on the
 * object holding the property, as JSON Schema 2020-12's if/then.
 */
const REQUIRED_WHEN_CHECKS = new Map<string, (constraints: unknown[]) => RequiredWhen | undefined>();
export function describeRequiredWhen(name: string, condition: (constraints: unknown[]) => RequiredWhen | undefined): void {
  REQUIRED_WHEN_CHECKS.set(name, condition);
}

/**
 * Conditions on one field's values exclude each other, so they are stated as one chain
 * (if … then … else if …): JSON Schema's allOf of several if/then means the same, but the
 * generator the schema-driven tests use (json-schema-faker) honours only a top-level if/then.
 * Conditions on several fields need the allOf.
 */
function requiredWhenSchema(conditions: (RequiredWhen & { property: string })[]): Schema {
  const byValue = new Map<string, { field: string; equals: string; required: string[] }>();
  for (const { field, equals, property } of conditions) {
    const key = JSON.stringify([field, equals]);
    if (!byValue.has(key)) byValue.set(key, { field, equals, required: [] });
    byValue.get(key)!.required.push(property);
  }
  const branches = [...byValue.values()].map(({ field, equals, required }) => ({
    if: { properties: { [field]: { const: equals } }, required: [field] },
    // The properties named again (as any value: the object's own schema says which), as linters want a required name declared beside it.
    then: { properties: Object.fromEntries(required.map((property) => [property, {}])), required },
  }));
  if (new Set(branches.map((branch) => branch.if.required[0])).size > 1) return { allOf: branches };
  return branches.reduceRight<Schema>((rest, branch) => ({ ...branch, ...(Object.keys(rest).length ? { else: rest } : {}) }), {});
}

/**
 * What the validators check, said by the schemas too (a generated client and a schema-driven test
 * then agree with the server): a string that must not be empty has `minLength: 1`, a whole number
 * is an `integer`, a time, an e-mail address or an id has its `format`, a `@Matches` its `pattern`
 * (the validator's own regular expression), a described custom check its schema, and every object
 * a request body holds refuses unknown properties (`additionalProperties: false`), as the
 * validation pipe does (forbidNonWhitelisted).
 */
function sayWhatValidatorsCheck(document: OpenAPIObject): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  const checks = validatorsByClass();
  const sayString = (field: Schema, rule: Map<string, Rule>) => {
    if (rule.has('isNotEmpty') && field.minLength === undefined) field.minLength = 1;
    // Formats the validators insist on: a generator then makes a time, an address or an id the server takes.
    if (field.format === undefined && !field.enum) {
      if (rule.has('isIso8601') || rule.has('isDateString')) field.format = 'date-time';
      else if (rule.has('isEmail')) field.format = 'email';
      else if (rule.has('isUuid')) field.format = 'uuid';
    }
    const pattern = patternOf(rule.get('matches'));
    if (pattern !== undefined && !field.enum) field.pattern = pattern;
  };
  for (const [name, schema] of Object.entries(schemas)) {
    const rules = checks.get(name);
    if (!rules || !schema.properties) continue;
    const conditions: (RequiredWhen & { property: string })[] = [];
    for (const [property, { own: rule, each }] of rules) {
      const field = schema.properties[property];
      if (!field) continue;
      for (const [check, condition] of REQUIRED_WHEN_CHECKS) {
        const found = rule.get(check);
        const when = found && condition(found.constraints);
        if (when && schema.properties[when.field]) conditions.push({ ...when, property });
      }
      for (const [check, described] of CHECK_SCHEMAS) {
        const found = rule.get(check);
        if (found) schema.properties[property] = Object.assign(schema.properties[property], described(found.constraints));
      }
      if (field.$ref) continue;
      if (rule.has('isInt') && field.type === 'number') field.type = 'integer';
      if (field.type === 'string') sayString(field, rule);
      if (field.type === 'array' && field.items && !field.items.$ref && field.items.type === 'string') sayString(field.items, each);
    }
    if (conditions.length > 0) Object.assign(schema, requiredWhenSchema(conditions));
  }
  const closed = new Set<string>();
  const close = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') {
        const target = child.split('/').pop()!;
        if (closed.has(target) || !schemas[target]) continue;
        closed.add(target);
        const schema = schemas[target];
        if (schema.properties && schema.additionalProperties === undefined) schema.additionalProperties = false;
        close(schema);
      } else close(child);
    }
  };
  for (const operation of operationsOf(document)) close(operation.requestBody?.content?.['application/json']);
}

/**
 * Completes the document the Swagger explorer built: security, standard error responses with the
 * ErrorResponse schema and examples, and the access line of each description. Deterministic: the
 * same code gives the same document.
 */
export function completeOpenApiDocument(document: OpenAPIObject): OpenAPIObject {
  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas[ERROR_SCHEMA_NAME] = ERROR_SCHEMA as never;
  document.components.headers = HEADERS as never;
  collapseSingleAllOf(document.components.schemas);
  sayWhatValidatorsCheck(document);
  portablePatterns(document.components.schemas);
  for (const operation of operationsOf(document)) {
    const security = operation.security ?? [];
    const isPublic = security.some((requirement) => PUBLIC_EXTENSION in requirement);
    const permission = operation[PERMISSION_EXTENSION] as string | undefined;
    const acceptsKey = security.some((requirement) => API_KEY_SCHEME in requirement);
    const rateLimit = operation[RATE_LIMIT_EXTENSION] as { limit: number; seconds: number } | undefined;

    // Deny by default: a route without @Public() takes the session (cookie or bearer access
    // token); with @Scopes() an API key too. A public route with a scope takes either or none.
    // The key first where it is accepted: generators (and Swagger UI) offer the first scheme first.
    const session: Record<string, string[]>[] = [{ [SESSION_COOKIE_SCHEME]: [] }, { [SESSION_BEARER_SCHEME]: [] }];
    const signedIn = acceptsKey ? [{ [API_KEY_SCHEME]: [] }, ...session] : session;
    operation.security = isPublic ? (acceptsKey ? [{}, ...signedIn] : []) : signedIn;

    if (takesInput(operation)) addResponse(operation, 400, 'The request is malformed: the message names each missing or invalid field');
    // The guard checks a presented API key on every route, public ones too, before anything else.
    addResponse(
      operation,
      401,
      isPublic
        ? 'An API key was sent and it is invalid, expired or revoked (this operation needs none): the message says which'
        : acceptsKey
          ? 'Not signed in (or the session expired), or the API key is invalid, expired or revoked: the message says which'
          : 'Not signed in, or the session expired',
    );
    if (!isPublic) {
      addResponse(
        operation,
        403,
        capitalised(
          [
            permission ? `signed in, but the role lacks \`${permission}\`` : '',
            acceptsKey ? 'the API key lacks the scope' : 'an API key was sent: keys cannot call this operation',
          ]
            .filter(Boolean)
            .join('; or '),
        ),
      );
    }
    if (operation.requestBody) addResponse(operation, 413, 'The body is larger than the limit (256 KB unless stated)');
    const limits = [
      rateLimit
        ? `more than ${rateLimit.limit} requests in ${rateLimit.seconds >= 60 ? `${rateLimit.seconds / 60} min` : `${rateLimit.seconds} s`} from one address`
        : '',
      'more than 600 requests a minute with one API key (API_KEY_RATE_LIMIT)',
    ].filter(Boolean);
    addResponse(operation, 429, `Too many requests: ${limits.join(', or ')}; Retry-After says when to try again`);
    addResponse(operation, 500, 'Something failed on the server (the message says no more). Quote the answer’s x-request-id header when reporting it');
    describeHeaders(operation, acceptsKey || !!rateLimit);

    for (const [status, response] of Object.entries(operation.responses)) {
      const code = Number(status);
      if (code < 400 || response.content) continue;
      response.content = {
        'application/json': {
          schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` },
          example: { statusCode: code, message: EXAMPLE_MESSAGES[code] ?? response.description, error: STATUS_NAMES[code] ?? 'Error' },
        },
      };
    }

    addExamples(operation, document.components.schemas as Record<string, Schema>);

    const access = accessLine(operation, isPublic, permission);
    operation.description = operation.description ? `${operation.description}\n\n${access}` : access;
    for (const extension of PRIVATE_EXTENSIONS) delete operation[extension as `x-${string}`];
  }
  return document;
}
