import type * as Client from './client';
import { GENERAL_FAILURE } from './failure';

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Calls the API with the client loaded on first use. The public pages' only calls are their two
 * forms, so a first visit, which sends nothing, does not download the client at all. A failure
 * becomes the server's message, or the general one when the client itself could not be loaded.
 */
export async function callApi<T>(call: (client: typeof Client) => Promise<T>): Promise<Outcome<T>> {
  let client: typeof Client;
  try {
    client = await import('./client');
  } catch {
    return { ok: false, message: GENERAL_FAILURE };
  }
  try {
    return { ok: true, value: await call(client) };
  } catch (error) {
    return { ok: false, message: client.errorMessage(error) };
  }
}
