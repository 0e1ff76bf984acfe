import { CHECKS, type HtmlPage, type Severity, type SiteView } from './audit-checks.js';
import { crawl, type CrawlOptions, type CrawlResult } from './crawler.js';
import { AUDIT_TEXTS, refusalReason } from './texts.js';

/** Addresses kept per finding; the count says how many there were. */
const MAX_PAGES_PER_FINDING = 50;

export interface AuditFinding {
  id: string;
  title: string;
  severity: Severity;
  weight: number;
  fix: string;
  /** how many addresses fail it */
  count: number;
  /** the first addresses that fail it, each with what was found there */
  pages: { url: string; detail?: string }[];
  /** what failing it cost, in points of the score */
  penalty: number;
}

export interface AuditOutcome {
  score: number;
  findings: AuditFinding[];
  pageCount: number;
  crawl: Pick<CrawlResult, 'origin' | 'timedOut' | 'notFetched' | 'blockedByRobots'>;
}

export type AuditResult = { kind: 'done'; outcome: AuditOutcome } | { kind: 'failed'; reason: string };

const TOTAL_WEIGHT = CHECKS.reduce((sum, check) => sum + check.weight, 0);

function view(result: CrawlResult): SiteView {
  const byUrl = new Map<string, (typeof result.pages)[number]>();
  for (const page of result.pages) {
    byUrl.set(page.url, page);
    if (!byUrl.has(page.finalUrl)) byUrl.set(page.finalUrl, page);
  }
  // A page reached through redirects from several addresses is judged once.
  const judged = new Set<string>();
  const html = result.pages.filter((page): page is HtmlPage => {
    if (page.facts === null || judged.has(page.finalUrl)) return false;
    judged.add(page.finalUrl);
    return true;
  });
  const inbound = new Map<string, Set<string>>();
  for (const page of html) {
    for (const link of page.facts.links) {
      if (link.url === page.finalUrl || link.url === page.url) continue;
      inbound.set(link.url, (inbound.get(link.url) ?? new Set()).add(page.finalUrl));
    }
  }
  return { crawl: result, pages: result.pages, html, byUrl, inbound };
}

/**
 * The score: 100 × (1 − Σ penalty / Σ weight of every check). A site check that fails costs its
 * whole weight; a page check costs half its weight for failing at all and the other half in
 * proportion to the share of pages that fail it (of the HTML pages, or of every page fetched for
 * checks of answers), so one bad page among fifty costs less than fifty.
 */
function penalty(weight: number, failing: number, of: number, siteWide: boolean): number {
  if (failing === 0) return 0;
  if (siteWide) return weight;
  return weight * (0.5 + 0.5 * Math.min(1, failing / Math.max(1, of)));
}

export function evaluate(result: CrawlResult): AuditOutcome {
  const site = view(result);
  const findings: AuditFinding[] = [];
  let lost = 0;
  for (const check of CHECKS) {
    let pages: { url: string; detail?: string }[];
    let of = 1;
    if (check.scope === 'site') pages = check.failing(site);
    else if (check.scope === 'answer') {
      of = site.pages.length;
      pages = site.pages.flatMap((page) => {
        const failed = check.failsOn(page, site);
        return failed === false ? [] : [{ url: page.url, ...(typeof failed === 'string' ? { detail: failed } : {}) }];
      });
    } else {
      of = site.html.length;
      pages = site.html.flatMap((page) => {
        const failed = check.failsOn(page, site);
        return failed === false ? [] : [{ url: page.finalUrl, ...(typeof failed === 'string' ? { detail: failed } : {}) }];
      });
    }
    if (pages.length === 0) continue;
    const cost = penalty(check.weight, pages.length, of, check.scope === 'site');
    lost += cost;
    findings.push({
      id: check.id,
      title: check.title,
      severity: check.severity,
      weight: check.weight,
      fix: check.fix,
      count: pages.length,
      pages: pages.slice(0, MAX_PAGES_PER_FINDING),
      penalty: Math.round((cost / TOTAL_WEIGHT) * 1000) / 10,
    });
  }
  const order = { critical: 0, warning: 1, notice: 2 } as const;
  findings.sort((a, b) => order[a.severity] - order[b.severity] || b.penalty - a.penalty || a.id.localeCompare(b.id));
  return {
    score: Math.max(0, Math.round(100 * (1 - lost / TOTAL_WEIGHT))),
    findings,
    pageCount: result.pages.length,
    crawl: {
      origin: result.origin,
      timedOut: result.timedOut,
      notFetched: result.notFetched,
      blockedByRobots: result.blockedByRobots.slice(0, MAX_PAGES_PER_FINDING),
    },
  };
}

/**
 * Crawls the site and judges it. An audit fails (no score) only when the start address is refused
 * by the address rules, kept from the audit by robots.txt, or gives no answer at all; a site that
 * answers with errors is audited, and its errors are findings.
 */
export async function runAudit(startUrl: string, options: CrawlOptions): Promise<AuditResult> {
  const result = await crawl(startUrl, options);
  if (result.startRefused) return { kind: 'failed', reason: refusalReason(result.startRefused) };
  if (result.pages.length === 0) {
    // A failing robots.txt forbids crawling: the report says so (robots-error) rather than nothing.
    if (result.robots.statusCode !== null && result.robots.statusCode >= 500) return { kind: 'done', outcome: evaluate(result) };
    return { kind: 'failed', reason: AUDIT_TEXTS.robotsForbid };
  }
  const start = result.pages[0];
  if (start.statusCode === null) return { kind: 'failed', reason: start.failure ?? AUDIT_TEXTS.noAnswer };
  return { kind: 'done', outcome: evaluate(result) };
}
