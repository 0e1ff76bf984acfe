import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { SAFE_LINK } from '../content/sections.js';
import { PUBLIC_HTTPS_ADDRESS } from './public-fetch.js';
import { SLUG } from '../documents/published-document.js';
import { CANONICAL_URL } from '../seo/seo-fields.dto.js';
import { caseless, patternOf } from './api-docs.js';

const rule = (...constraints: unknown[]) => ({ name: 'matches', constraints });

describe('a @Matches check published as a schema pattern', () => {
  it('spells the case-insensitive flag out, keeping escapes, negated classes and group kinds', () => {
    expect(caseless('^ab$')).toBe('^[aA][bB]$');
    expect(caseless('[a-z0-9]')).toBe('[a-z0-9A-Z]');
    expect(caseless('[^xy]')).toBe('[^xyXY]');
    expect(caseless(String.raw`\d\p{Cc}\u{1F600}s`)).toBe(String.raw`\d\p{Cc}\u{1F600}[sS]`);
    expect(caseless('(?:a)(?!b)(?<=c)(?<name>d)')).toBe('(?:[aA])(?![bB])(?<=[cC])(?<name>[dD])');
  });

  it('matches what the validator matches, and refuses what it refuses', () => {
    for (const expression of [SAFE_LINK, CANONICAL_URL, /^[a-z]{3}-x$/i]) {
      const published = new RegExp(patternOf(rule(expression))!, 'u');
      for (const text of ['HTTPS://Example.com/a', 'https://example.com', '/path/', '//host', 'javascript:alert(1)', 'ABC-X', 'abc-x', 'ab-x', ''])
        expect([text, published.test(text)]).toEqual([text, expression.test(text)]);
    }
  });

  it('takes a string pattern with its modifiers, and publishes none for flags a pattern cannot carry', () => {
    expect(patternOf(rule('^a$', 'i'))).toBe('^[aA]$');
    expect(patternOf(rule('^a$', undefined))).toBe('^a$');
    expect(patternOf(rule(/^a$/m))).toBeUndefined();
    expect(patternOf(rule(/^a$/g))).toBeUndefined();
    expect(patternOf(undefined)).toBeUndefined();
  });
});

describe('the committed document', () => {
  const schemas = (
    JSON.parse(readFileSync(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8')) as {
      components: { schemas: Record<string, { properties: Record<string, { pattern?: string }> }> };
    }
  ).components.schemas;

  it('publishes the constants the validators check, read from them', () => {
    expect(schemas.BlogCategoryInput.properties.slug.pattern).toBe(SLUG.source);
    expect(schemas.WebhookInput.properties.url.pattern).toBe(PUBLIC_HTTPS_ADDRESS.source.replace(String.raw`\p{Cc}`, String.raw`\u0000-\u001f\u007f-\u009f`));
    // A mixin's checks (SeoFieldsOf) under the name of the DTO that extends it.
    expect(schemas.SeoFieldsDto.properties.canonicalUrl.pattern).toBeDefined();
  });
});
