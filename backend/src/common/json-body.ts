import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface JsonBodyLimits {
  depth: number;
  keysPerObject: number;
  arrayLength: number;
  values: number;
}

/** What one JSON body may hold. The product's bodies are forms of a few dozen fields at most. */
/** A route's own body limits (set with BodyLimit or RichTextBody, body-limit.decorator.ts). */
export interface BodyLimitConfig {
  bodyLimit?: number;
  /** the shape a JSON body may have on this route; JSON_BODY_LIMITS when absent */
  jsonLimits?: JsonBodyLimits;
}

export const JSON_BODY_LIMITS: JsonBodyLimits = { depth: 20, keysPerObject: 200, arrayLength: 1000, values: 10_000 };

/**
 * What a body with a rich-text document may hold (routes marked `@RichTextBody()`): a node is an
 * object, its `content` and `marks` arrays, its marks and attrs, so the document's 20 levels and
 * 20,000 nodes (backend/src/rich-text) take about 48 levels and five times the values; a little
 * more, so a document a few levels too deep is told so by the cleaner, in its terms. The route's
 * byte limit still bounds the work.
 */
export const RICH_TEXT_BODY_LIMITS: JsonBodyLimits = { depth: 64, keysPerObject: 200, arrayLength: 20_000, values: 100_000 };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/**
 * Why a JSON body is refused for its shape, or undefined when it is within JSON_BODY_LIMITS.
 * One pass over the bytes (about a millisecond for the largest body) before anything parses
 * them: over a quarter megabyte of keys or brackets JSON.parse alone takes tens of milliseconds,
 * and class-transformer and class-validator took seconds, recursed once per level until the
 * stack overflowed, and named every unknown key in the answer. Every character that shapes JSON
 * is ASCII, and no byte of a multi-byte UTF-8 character is, so the bytes are read as they are;
 * whether they are valid JSON is left to the parser.
 */
export function jsonShapeProblem(body: Uint8Array, limits: JsonBodyLimits = JSON_BODY_LIMITS): string | undefined {
  const { depth, keysPerObject, arrayLength, values } = limits;
  /** for each open object or array: its opening byte and the commas seen in it so far */
  const kinds: number[] = [];
  const commas: number[] = [];
  let seen = 0;
  for (let at = 0; at < body.length; at++) {
    const byte = body[at];
    if (byte === QUOTE) {
      for (at++; at < body.length && body[at] !== QUOTE; at++) if (body[at] === BACKSLASH) at++;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (kinds.length === depth) return `Request body is nested more than ${depth} levels deep`;
      if (++seen > values) return `Request body holds more than ${values} values`;
      kinds.push(byte);
      commas.push(0);
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      kinds.pop();
      commas.pop();
    } else if (byte === COMMA && kinds.length > 0) {
      // n commas separate n + 1 entries
      const entries = ++commas[commas.length - 1] + 1;
      if (kinds[kinds.length - 1] === OPEN_OBJECT ? entries > keysPerObject : entries > arrayLength) {
        return kinds[kinds.length - 1] === OPEN_OBJECT
          ? `Request body has an object with more than ${keysPerObject} keys`
          : `Request body has an array of more than ${arrayLength} elements`;
      }
      if (++seen > values) return `Request body holds more than ${values} values`;
    }
  }
  return undefined;
}

type Done = (error: Error | null, body?: unknown) => void;

/** Fastify's own JSON parser (which refuses prototype poisoning) behind the shape check: a 400 for a body out of bounds. */
export function boundedJsonParser(fastify: FastifyInstance): (request: FastifyRequest, body: Buffer, done: Done) => void {
  // Typed for a string, it reads a Buffer as well; Nest's default JSON parser hands it one too.
  const parse = fastify.getDefaultJsonParser('error', 'error') as unknown as (request: FastifyRequest, body: Buffer, done: Done) => void;
  return (request, body, done) => {
    const problem = jsonShapeProblem(body, (request.routeOptions?.config as BodyLimitConfig | undefined)?.jsonLimits);
    if (problem) done(new BadRequestException(problem), undefined);
    else parse(request, body, done);
  };
}
