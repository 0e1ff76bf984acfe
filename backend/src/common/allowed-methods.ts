import type { FastifyReply } from 'fastify';

/**
 * The API's routes by address pattern, with the methods each answers, as Fastify registers them
 * (its onRoute hook): a request with a method the address does not take is told so (405 with
 * Allow, RFC 9110 §15.5.6) instead of a 404 that reads as "no such address".
 */
const ROUTES = new Map<string, { pattern: RegExp; methods: Set<string> }>();

const patternOf = (url: string) =>
  new RegExp(
    `^${url
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}$`,
  );

/** Notes a route of the API (the pages' catch-all and the site's files are not the API's). */
export function noteApiRoute(method: string | string[], url: string): void {
  if (!url.startsWith('/api/')) return;
  let route = ROUTES.get(url);
  if (!route) ROUTES.set(url, (route = { pattern: patternOf(url), methods: new Set() }));
  for (const each of [method].flat()) route.methods.add(each.toUpperCase());
}

/** The methods the API's routes take at this path (query left out), or none when no route has it. */
export function allowedMethods(url: string): string[] {
  const path = url.split('?', 1)[0];
  const methods = new Set<string>();
  for (const route of ROUTES.values()) if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
  return [...methods].sort();
}

/** The 405 itself, as JSON of the ErrorResponse shape. */
export function methodNotAllowed(reply: FastifyReply, method: string, allowed: string[]): FastifyReply {
  return reply
    .status(405)
    .header('allow', allowed.join(', '))
    .header('content-type', 'application/json; charset=utf-8')
    .send({ statusCode: 405, message: `${method} is not allowed here; this address takes ${allowed.join(', ')}`, error: 'Method Not Allowed' });
}
