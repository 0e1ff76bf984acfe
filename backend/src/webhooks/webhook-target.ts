import { checkUrl, resolvePublicTarget, type AddressRules, type Lookup, type PinnedTarget, type TargetRefusal } from '../common/public-fetch.js';
import { WEBHOOK_TEXTS } from './texts.js';

export type { Lookup } from '../common/public-fetch.js';
export type ResolvedTarget = PinnedTarget;

/** Webhooks go over https only, unless private receivers are allowed (tests, the same network). */
const rules = (allowPrivate: boolean): AddressRules => ({ allowPrivate, allowHttp: false });

function refusalText(refusal: TargetRefusal): string {
  switch (refusal.reason) {
    case 'invalid':
      return WEBHOOK_TEXTS.urlInvalid;
    case 'scheme':
      return WEBHOOK_TEXTS.urlHttps;
    case 'credentials':
      return WEBHOOK_TEXTS.urlCredentials;
    case 'private':
      return WEBHOOK_TEXTS.urlPrivate;
    case 'unresolved':
      return WEBHOOK_TEXTS.unresolved(refusal.host);
    case 'address':
      return WEBHOOK_TEXTS.refusedAddress(refusal.host, refusal.address);
  }
}

/** What an endpoint's address may be, checked on save: a refusal names the rule broken, or null. */
export function urlProblem(text: string, allowPrivate: boolean): string | null {
  const checked = checkUrl(text, rules(allowPrivate));
  return 'reason' in checked ? refusalText(checked) : null;
}

/**
 * The endpoint's address at delivery time, resolved and checked by the rules every outgoing
 * request to an address someone chose follows (common/public-fetch.ts); the sender connects to
 * the address returned.
 */
export async function resolveTarget(text: string, allowPrivate: boolean, lookup?: Lookup): Promise<ResolvedTarget | { refused: string }> {
  const target = await resolvePublicTarget(text, rules(allowPrivate), lookup);
  return 'refused' in target ? { refused: refusalText(target.refused) } : target;
}
