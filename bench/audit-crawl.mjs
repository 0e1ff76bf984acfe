// One site audit with the built engine (backend/dist), in a process of its own so that what it
// weighs is the crawl's alone: run by bench/audit.mjs as `node --expose-gc bench/audit-crawl.mjs URL PAGES`.
// Prints one line of JSON: the first (cold) audit's time and memory, then a second one's time
// (the code compiled, as in a server that has audited before).
//
// Memory is read two ways, both reported: the resident set (RSS: everything the process holds,
// the JavaScript heap, buffers of the answers, code and the allocator's slack), its peak from a
// sampler every 5 ms and from the kernel's maxRSS; and V8's heap in use (heapUsed), sampled the
// same way, plus what stays in use once the audit's result alone is kept and the garbage collected.
import { runAudit } from '../backend/dist/audits/audit.js';
import { CRAWL_DEFAULTS, ROBOTS_AGENT } from '../backend/dist/audits/crawler.js';

const [url, pages = '50'] = process.argv.slice(2);
// What the server's AuditsService.crawlOptions gives a crawl, but the private addresses (AUDITS_ALLOW_PRIVATE).
const options = {
  ...CRAWL_DEFAULTS,
  maxPages: Number(pages),
  userAgent: `Mozilla/5.0 (compatible; ${ROBOTS_AGENT}/1.0; +https://agency.example)`,
  rules: { allowPrivate: true, allowHttp: true },
};

const audited = (result) => {
  if (result.kind !== 'done') throw new Error(`the audit failed: ${result.reason}`);
  return result.outcome;
};
const MB = 1024 * 1024;

globalThis.gc();
const before = process.memoryUsage();
const maxRssBefore = process.resourceUsage().maxRSS * 1024;
let peakRss = before.rss;
let peakHeap = before.heapUsed;
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  peakRss = Math.max(peakRss, now.rss);
  peakHeap = Math.max(peakHeap, now.heapUsed);
}, 5);
let started = performance.now();
const cold = audited(await runAudit(url, options));
const coldMs = performance.now() - started;
clearInterval(sampler);
const end = process.memoryUsage();
peakRss = Math.max(peakRss, end.rss, process.resourceUsage().maxRSS * 1024);
peakHeap = Math.max(peakHeap, end.heapUsed);
globalThis.gc();
const retained = process.memoryUsage();

started = performance.now();
const warm = audited(await runAudit(url, options));
const warmMs = performance.now() - started;

console.log(
  JSON.stringify({
    pageCount: cold.pageCount,
    score: cold.score,
    findings: cold.findings.map((finding) => finding.id),
    timedOut: cold.crawl.timedOut,
    coldMs: Math.round(coldMs),
    warmMs: Math.round(warmMs),
    warmPageCount: warm.pageCount,
    rssBeforeMb: +(before.rss / MB).toFixed(1),
    // maxRSS is the process's peak so far: when loading the code peaked higher, the sampler's figure stands
    peakRssDeltaMb: +((peakRss - before.rss) / MB).toFixed(1),
    maxRssRoseMb: +(Math.max(0, process.resourceUsage().maxRSS * 1024 - maxRssBefore) / MB).toFixed(1),
    peakHeapDeltaMb: +((peakHeap - before.heapUsed) / MB).toFixed(1),
    retainedHeapMb: +((retained.heapUsed - before.heapUsed) / MB).toFixed(1),
    externalDeltaMb: +((end.external - before.external) / MB).toFixed(1),
  }),
);
