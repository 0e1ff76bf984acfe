import { caseless } from '../common/api-docs.js';
import { SEO_LIMITS, SEO_TEXTS } from './texts.js';

/** Control characters (\p{Cc}) as the ranges every JSON Schema validator reads, for a class of ROBOTS_SCHEMA_PATTERN. */
const CC = '\\u0000-\\u001f\\u007f-\\u009f';
/**
 * What each directive's value may be, and how a wrong one is described; `schema` is the same
 * value as the API's schema says it (ROBOTS_SCHEMA_PATTERN), without a `#` (it starts the line's
 * comment), control characters or spaces at its end (a line's are trimmed).
 */
const DIRECTIVES: Record<string, { value: RegExp; expected: string; schema: string }> = {
  'user-agent': {
    value: /^[\w*.\-/ ]{1,100}$/,
    expected: 'must name a crawler (letters, digits, - . / or *)',
    schema: '[\\w*.\\-/](?:[\\w*.\\-/ ]{0,98}[\\w*.\\-/])?',
  },
  allow: { value: /^(?:[/*]\S{0,500})?$/, expected: 'must be empty or a path starting with / or *', schema: `(?:[/*][^\\s#${CC}]{0,500})?` },
  disallow: { value: /^(?:[/*]\S{0,500})?$/, expected: 'must be empty or a path starting with / or *', schema: `(?:[/*][^\\s#${CC}]{0,500})?` },
  'crawl-delay': { value: /^\d{1,4}(?:\.\d{1,2})?$/, expected: 'must be a number of seconds', schema: '\\d{1,4}(?:\\.\\d{1,2})?' },
  sitemap: {
    value: /^https?:\/\/[^\s<>"]{1,2000}$/i,
    expected: 'must be a full http(s) address',
    schema: `${caseless('https?')}:\\/\\/[^\\s<>"#${CC}]{1,2000}`,
  },
};

const LINE = /^([A-Za-z-]+)[ \t]*:[ \t]*(.*?)[ \t]*(?:#.*)?$/;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Spaces around a line's parts; a literal tab, as generators of data from a schema read \t as the letter t. */
const BLANK = '[ \t]';
const SCHEMA_LINE = `${BLANK}*(?:#[^${CC}\\u2028\\u2029]*|(?:${Object.entries(DIRECTIVES)
  .map(([name, { schema }]) => `${caseless(name)}${BLANK}*:${BLANK}*${schema}(?:${BLANK}+#[^${CC}\\u2028\\u2029]*)?`)
  .join('|')}))?${BLANK}*`;
/**
 * The additions robotsProblem takes, as the API's schema states them (a pattern): at most
 * SEO_LIMITS.robotsLines lines, each empty, a comment, or a directive of the table above (its name
 * in either case) with its value and an optional comment, spaces or tabs around. A few forms the
 * check also takes (other white space, a `#` right after a value) are left out: every text the
 * pattern allows is taken, which is what the schema promises. Line ends are the characters
 * themselves, for the same reason as the tab.
 */
export const ROBOTS_SCHEMA_PATTERN = `^${SCHEMA_LINE}(?:\r?\n${SCHEMA_LINE}){0,${SEO_LIMITS.robotsLines - 1}}$`;

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
