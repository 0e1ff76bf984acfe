import { XMLParser, XMLValidator } from 'fast-xml-parser';

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** sitemaps.org: at most 50,000 addresses per file. */
const MAX_URLS = 50_000;
const CHANGEFREQ = new Set(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);
/** The W3C datetime profile the schema's lastmod takes: a date, or a date and time with a zone. */
const W3C_DATETIME = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;
const URL_CHILDREN = new Set(['loc', 'lastmod', 'changefreq', 'priority']);
const SITEMAP_CHILDREN = new Set(['loc', 'lastmod']);

export interface ParsedSitemap {
  kind: 'urlset' | 'sitemapindex';
  /** the page addresses (urlset) or the child sitemaps' (sitemapindex) */
  locations: string[];
  /** each way the file breaks the sitemaps.org schema, in words */
  problems: string[];
}

const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * A sitemap judged by the rules of the sitemaps.org 0.9 schema (the root and its namespace, the
 * elements each entry may hold and their value types, loc required and absolute, 50,000 entries)
 * and the protocol's rule that an address is on the sitemap's own host. Elements of other
 * namespaces (image:, xhtml:…) are extensions and allowed.
 */
export function parseSitemap(xml: string, sitemapUrl: string): ParsedSitemap | { invalid: string } {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return { invalid: `not well-formed XML (line ${valid.err.line}: ${valid.err.msg})` };
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, trimValues: true }).parse(xml) as Record<
    string,
    unknown
  >;
  const rootName = Object.keys(parsed).find((key) => !key.startsWith('?'));
  if (rootName !== 'urlset' && rootName !== 'sitemapindex') return { invalid: `the root element is ${rootName ?? 'missing'}, not urlset or sitemapindex` };
  const root = (parsed[rootName] ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  if (root['@xmlns'] !== SITEMAP_NAMESPACE) problems.push(`the root element's namespace is not ${SITEMAP_NAMESPACE}`);
  const entryName = rootName === 'urlset' ? 'url' : 'sitemap';
  const allowed = rootName === 'urlset' ? URL_CHILDREN : SITEMAP_CHILDREN;
  for (const key of Object.keys(root)) {
    if (!key.startsWith('@') && key !== entryName && !key.includes(':')) problems.push(`<${key}> is not allowed in <${rootName}>`);
  }
  const entries = list(root[entryName]);
  if (entries.length > MAX_URLS) problems.push(`it lists ${entries.length} entries, more than ${MAX_URLS}`);
  const host = new URL(sitemapUrl).host;
  const locations: string[] = [];
  for (const [index, raw] of entries.entries()) {
    const where = `entry ${index + 1}`;
    const entry = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    for (const key of Object.keys(entry))
      if (!key.startsWith('@') && !allowed.has(key) && !key.includes(':')) problems.push(`${where}: <${key}> is not allowed`);
    const loc = list(entry.loc);
    if (loc.length !== 1 || typeof loc[0] !== 'string' || !loc[0]) {
      problems.push(`${where}: needs exactly one <loc>`);
      continue;
    }
    const text = loc[0];
    let url: URL | null = null;
    try {
      url = new URL(text);
    } catch {
      problems.push(`${where}: <loc> ${text.slice(0, 100)} is not an absolute address`);
    }
    if (url && !/^https?:$/.test(url.protocol)) problems.push(`${where}: <loc> must be an http or https address`);
    if (text.length > 2048) problems.push(`${where}: <loc> is longer than 2,048 characters`);
    if (url && url.host !== host) problems.push(`${where}: <loc> ${text.slice(0, 100)} is on another host than the sitemap`);
    const lastmod = list(entry.lastmod);
    if (lastmod.length > 1 || (lastmod.length === 1 && !W3C_DATETIME.test(String(lastmod[0]))))
      problems.push(`${where}: <lastmod> ${String(lastmod[0]).slice(0, 40)} is not a W3C date`);
    const changefreq = list(entry.changefreq);
    if (changefreq.length > 1 || (changefreq.length === 1 && !CHANGEFREQ.has(String(changefreq[0]))))
      problems.push(`${where}: <changefreq> ${String(changefreq[0]).slice(0, 40)} is not one of ${[...CHANGEFREQ].join(', ')}`);
    const priority = list(entry.priority);
    const value = Number(priority[0]);
    if (priority.length > 1 || (priority.length === 1 && (!/^(0(\.\d+)?|1(\.0+)?)$/.test(String(priority[0])) || value < 0 || value > 1)))
      problems.push(`${where}: <priority> ${String(priority[0]).slice(0, 40)} is not a number from 0.0 to 1.0`);
    if (url) {
      url.hash = '';
      locations.push(url.href);
    }
  }
  return { kind: rootName, locations, problems: problems.slice(0, 50) };
}
