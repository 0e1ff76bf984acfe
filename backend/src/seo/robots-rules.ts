import { SEO_LIMITS, SEO_TEXTS } from './texts.js';

/** What each directive's value may be, and how a wrong one is described. */
const DIRECTIVES: Record<string, { value: RegExp; expected: string }> = {
  'user-agent': { value: /^[\w*.\-/ ]{1,100}$/, expected: 'must name a crawler (letters, digits, - . / or *)' },
  allow: { value: /^(?:[/*]\S{0,500})?$/, expected: 'must be empty or a path starting with / or *' },
  disallow: { value: /^(?:[/*]\S{0,500})?$/, expected: 'must be empty or a path starting with / or *' },
  'crawl-delay': { value: /^\d{1,4}(?:\.\d{1,2})?$/, expected: 'must be a number of seconds' },
  sitemap: { value: /^https?:\/\/[^\s<>"]{1,2000}$/i, expected: 'must be a full http(s) address' },
};

const LINE = /^([A-Za-z-]+)[ \t]*:[ \t]*(.*?)[ \t]*(?:#.*)?$/;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Why admin-written additions to robots.txt are refused, or undefined when every line is a
 * directive crawlers read (RFC 9309 and the common Crawl-delay and Sitemap), a comment or empty.
 * Anything else would be ignored by crawlers at best, and is far more likely a paste gone wrong.
 */
export function robotsProblem(text: string, field: string): string | undefined {
  if (CONTROL.test(text)) return SEO_TEXTS.robotsControl(field);
  const lines = text.split(/\r?\n/);
  if (lines.length > SEO_LIMITS.robotsLines) return SEO_TEXTS.robotsTooManyLines(field);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = LINE.exec(line);
    const directive = match && DIRECTIVES[match[1].toLowerCase()];
    if (!match || !directive) return SEO_TEXTS.robotsNotDirective(field, index + 1);
    if (!directive.value.test(match[2])) return SEO_TEXTS.robotsBadValue(field, index + 1, match[1], directive.expected);
  }
  return undefined;
}

/** The additions as they are appended: trimmed lines, Windows line ends made plain. */
export function robotsAdditionLines(text: string | undefined): string[] {
  const lines = (text ?? '').split(/\r?\n/).map((line) => line.trim());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  while (lines.length > 0 && lines[0] === '') lines.shift();
  return lines;
}
