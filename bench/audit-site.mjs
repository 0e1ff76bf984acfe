// The site bench/audit.mjs audits: `pages` HTML pages of some 50 KB each (about the product's own
// home page uncompressed is 90 KB, a typical small business page 30 to 80 KB), a robots.txt naming
// a sitemap that lists them all, pages linking to their neighbours so the crawl finds them by
// links as well as by the sitemap. Run as a script it serves the site on a free loopback port,
// prints that port on its first line of output and answers until it is stopped: the bench runs it
// in a process of its own, so serving the site is neither timed nor weighed with the crawl.
import { createServer } from 'node:http';

const WORDS =
  'Our team plans, writes and measures search work for local businesses, shops and service firms. We start with an audit of what the site says and how fast it says it. ';

/** The site's answers by path: `{ type, body }`; `pageKb` pads each page with more text up to that size. */
export function auditSite(origin, pages = 50, pageKb = 0) {
  const paths = Array.from({ length: pages }, (_, i) => (i === 0 ? '/' : `/page-${i}`));
  const nav = paths
    .slice(0, 12)
    .map((path, i) => `<li><a href="${path}">Section ${i}</a></li>`)
    .join('');
  const footer = paths
    .slice(0, 20)
    .map((path, i) => `<a href="${path}">Footer link ${i}</a>`)
    .join(' · ');
  // A stylesheet inline, as server-rendered sites often ship their critical CSS.
  const style = `<style>${Array.from({ length: 300 }, (_, i) => `.c${i}{margin:${i}px;padding:${i % 7}px;color:#${(i * 4099).toString(16).padStart(6, '0').slice(0, 6)}}`).join('')}</style>`;
  const files = {};
  for (const [index, path] of paths.entries()) {
    const self = origin + path;
    const neighbours = [1, 2, 3, 4, 5].map((step) => paths[(index + step) % pages]).concat(paths[(index + pages - 1) % pages]);
    const images = Array.from(
      { length: 10 },
      (_, i) => `<figure><img src="/img/${index}-${i}.webp" alt="Picture ${i} of page ${index}" width="640" height="400" loading="lazy"></figure>`,
    ).join('');
    const parts = Math.max(8, Math.ceil((pageKb * 1024) / (WORDS.length * 24)));
    const body = Array.from({ length: parts }, (_, i) => `<h2>Part ${i} of page ${index}</h2><p>${WORDS.repeat(24)}</p>`).join('');
    const ld = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Bench agency', url: origin, logo: `${origin}/logo.png` });
    files[path] = {
      type: 'text/html; charset=utf-8',
      body: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Search services, part ${index} of the bench site</title>
<meta name="description" content="What the agency offers on page ${index}: audits, content and links that bring customers from search.">
<link rel="canonical" href="${self}"><link rel="icon" href="/favicon.ico">
<meta property="og:title" content="Part ${index}"><meta property="og:type" content="website"><meta property="og:image" content="${origin}/og.png"><meta property="og:url" content="${self}">
<script type="application/ld+json">${ld}</script>${style}</head>
<body><header><nav><ul>${nav}</ul></nav></header><main><h1>Page ${index} of the bench site</h1>${body}${images}
<nav>${neighbours.map((next) => `<a href="${next}">Read on at ${next}</a>`).join(' ')}</nav></main><footer>${footer}</footer></body></html>`,
    };
  }
  files['/robots.txt'] = { type: 'text/plain', body: `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n` };
  files['/sitemap.xml'] = {
    type: 'application/xml',
    body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
      .map((path) => `<url><loc>${origin}${path}</loc></url>`)
      .join('\n')}\n</urlset>`,
  };
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = Number(process.argv[2] ?? 50);
  const pageKb = Number(process.argv[3] ?? 0);
  // Loopback answers at once; a real site answers after the network's round trip and its own work.
  const delayMs = Number(process.argv[4] ?? 0);
  let files = {};
  const server = createServer((request, response) => {
    const file = files[request.url ?? '/'];
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found');
      return;
    }
    setTimeout(() => {
      response.writeHead(200, { 'content-type': file.type, 'content-length': Buffer.byteLength(file.body) });
      response.end(file.body);
    }, delayMs);
  });
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    files = auditSite(`http://127.0.0.1:${port}`, pages, pageKb);
    console.log(port);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
