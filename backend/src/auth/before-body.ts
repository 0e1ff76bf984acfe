import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_TEXTS } from './texts.js';
import { ACCESS_COOKIE } from './tokens.js';

/** `Authorization: Bearer …`: an access token or an API key, either judged by AccessGuard. */
const BEARER = /^Bearer\s+\S/i;

/**
 * Answers 401 before the body of a request that carries no credential at all (no access cookie, no
 * bearer token), on routes that take bodies larger than the app's usual limit. Nest's guards run
 * once the body is parsed, so without this a stranger's megabytes were read before AccessGuard
 * refused them. The answer is the guard's own (`AUTH_TEXTS.signInRequired`); a request with a
 * credential, valid or not, goes on to the guard, which checks it as on every route.
 */
export async function refuseStrangerBeforeBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.cookies?.[ACCESS_COOKIE] || BEARER.test(request.headers.authorization ?? '')) return;
  await reply
    .status(401)
    .header('content-type', 'application/json; charset=utf-8')
    .send({ statusCode: 401, message: AUTH_TEXTS.signInRequired, error: 'Unauthorized' });
}
