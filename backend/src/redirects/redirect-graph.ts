import type { RedirectCode } from './redirect.entity.js';
import { REDIRECT_TEXTS } from './texts.js';

export interface GraphRedirect {
  id: string;
  source: string;
  target: string | null;
  statusCode: RedirectCode;
  /** the path of this site the target leads to; null when it leads elsewhere or nowhere (410) */
  internalPath: string | null;
}

/** A path with and without its trailing slash is one address: requests match either spelling. */
const addressOf = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/**
 * Every redirect, for the checks of a save: one address, one redirect; a redirect never leads to
 * itself, to an address that redirects again (a chain, or a loop when it comes back), nor starts
 * where another one leads. Kept flat so a visitor and a crawler always take exactly one step.
 */
export class RedirectGraph {
  private readonly bySource = new Map<string, GraphRedirect>();
  /** who leads to each address */
  private readonly byTarget = new Map<string, GraphRedirect[]>();

  constructor(redirects: GraphRedirect[]) {
    redirects.forEach((redirect) => this.add(redirect));
  }

  /** Why the redirect cannot be kept beside the others (itself, by id, left out), or undefined. */
  conflict(candidate: GraphRedirect): string | undefined {
    const source = addressOf(candidate.source);
    const same = this.bySource.get(source);
    if (same && same.id !== candidate.id) return REDIRECT_TEXTS.duplicate(candidate.source, same.source);
    if (candidate.internalPath !== null) {
      const target = addressOf(candidate.internalPath);
      if (target === source) return REDIRECT_TEXTS.loopToItself(candidate.source);
      const next = this.bySource.get(target);
      if (next && next.id !== candidate.id) {
        if (next.internalPath !== null && addressOf(next.internalPath) === source) return REDIRECT_TEXTS.loop(candidate.source, next.source);
        return REDIRECT_TEXTS.chainTarget(candidate.internalPath, next.target ?? `410 (gone)`);
      }
    }
    const leading = (this.byTarget.get(source) ?? []).find((other) => other.id !== candidate.id);
    if (leading) return REDIRECT_TEXTS.chainSource(candidate.source, leading.source);
    return undefined;
  }

  add(redirect: GraphRedirect): void {
    this.bySource.set(addressOf(redirect.source), redirect);
    if (redirect.internalPath === null) return;
    const target = addressOf(redirect.internalPath);
    this.byTarget.set(target, [...(this.byTarget.get(target) ?? []), redirect]);
  }
}
