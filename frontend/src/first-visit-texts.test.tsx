import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FIRST_VISIT_TEXT_DEFAULTS } from './site/brand';
import { DEFAULT_SITE_TEXTS } from './site/text-defaults';

/**
 * The modules of every public page's first visit: the layout, the route tree and the home page's
 * sections; and an added page's (a landing page's) with its blocks and embeds, which load without
 * the other defaults (the case-study grid's come with it: blocks/kinds.ts).
 */
const FIRST_VISIT = [
  { folder: 'layout', except: [] },
  { folder: 'routes', except: ['facts.ts', 'lazy-page.ts'] },
  { folder: 'features/public/sections', except: ['CaseStudyGrid.tsx'] },
  { folder: 'features/public/site-pages', except: [] },
  { folder: 'features/public/blocks', except: [] },
  { folder: 'features/public/embeds', except: [] },
];

const SRC = fileURLToPath(new URL('.', import.meta.url));

const sources = FIRST_VISIT.flatMap(({ folder, except }) =>
  readdirSync(SRC + folder)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name) && !except.includes(name))
    .map((name) => ({ file: `${folder}/${name}`, text: readFileSync(`${SRC}${folder}/${name}`, 'utf8') })),
);

/**
 * The first visit's script carries only the defaults of the texts its own modules show
 * (site/brand.ts); the rest come with the screens loaded on demand (site/text-defaults.ts). A text
 * of the second kind read on a first visit would show nothing there.
 */
describe('the texts of a first visit', () => {
  it('have their defaults in the first visit’s script, for every text its modules name', () => {
    expect(sources.length).toBeGreaterThan(20);
    const named = sources.flatMap(({ file, text }) =>
      Object.keys(DEFAULT_SITE_TEXTS)
        .filter((key) => new RegExp(`\\b${key}\\b`).test(text))
        .map((key) => `${file}: ${key}`),
    );
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((entry) => !(entry.split(': ')[1] in FIRST_VISIT_TEXT_DEFAULTS))).toEqual([]);
  });
});
