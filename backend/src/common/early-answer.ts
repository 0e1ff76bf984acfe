import type { IncomingMessage, ServerResponse } from 'node:http';

/** What an early answer sent, for its access line; `quiet` ones write none (the media library's files). */
export interface EarlyAnswered {
  status: number;
  bytes: number;
  quiet?: boolean;
}

/**
 * A part of the app that may answer a request on the server's request event, before Fastify sees
 * it (a kept page, the site read, a cached media file), from what it holds in memory. The app asks
 * each in turn (app.factory.ts) and leaves the request to Fastify when none answers; Fastify's route
 * answers the same bytes, only later, so an answerer may always decline.
 */
export interface EarlyAnswerer {
  answerEarly(request: IncomingMessage, response: ServerResponse, requestId: string): EarlyAnswered | undefined;
}
