import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPrivateHost, isPublicAddress } from '../common/public-host.js';
import { WEBHOOK_TEXTS } from './texts.js';

/** What an endpoint's address may be, checked on save: a refusal names the rule broken, or null. */
export function urlProblem(text: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return WEBHOOK_TEXTS.urlInvalid;
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return WEBHOOK_TEXTS.urlHttps;
  if (url.username || url.password) return WEBHOOK_TEXTS.urlCredentials;
  if (!allowPrivate && isPrivateHost(url.hostname)) return WEBHOOK_TEXTS.urlPrivate;
  return null;
}

export interface ResolvedTarget {
  url: URL;
  /** the address checked, which the connection is made to */
  address: string;
  family: 4 | 6;
}

export type Lookup = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Resolves the endpoint's host at delivery time and refuses it when any address it resolves to
 * is not public (a name answering with one public and one private address could be steered to
 * the private one). The caller connects to the address returned, never resolving again, so a
 * name that answers differently a moment later (DNS rebinding) cannot move the request.
 */
export async function resolveTarget(text: string, allowPrivate: boolean, lookup: Lookup = systemLookup): Promise<ResolvedTarget | { refused: string }> {
  const problem = urlProblem(text, allowPrivate);
  if (problem) return { refused: problem };
  const url = new URL(text);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host);
    } catch {
      return { refused: WEBHOOK_TEXTS.unresolved(host) };
    }
  }
  if (addresses.length === 0) return { refused: WEBHOOK_TEXTS.unresolved(host) };
  if (!allowPrivate) {
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused) return { refused: WEBHOOK_TEXTS.refusedAddress(host, refused.address) };
  }
  return { url, address: addresses[0].address, family: addresses[0].family === 6 ? 6 : 4 };
}
