import type { ComponentType } from 'react';
import type { AppState } from '../../../app-state';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a section takes its own props (the service page's counters) or none
type SectionComponent = ComponentType<any>;

/**
 * The public component of each kind of page block and home-page section, each a chunk of its own
 * that only a page showing the kind loads: the home, service, pricing and contact pages as much
 * as a landing page (the first visit to a blog post carries none). `chunk` is the module as the
 * build manifest names it, so the server can preload a page's chunks (entry-server.tsx); a test
 * checks it is the module `load` imports. The backend declares the block kinds
 * (backend/src/site-pages/blocks.ts); a kind without a component here is not shown. `experience`
 * is no block kind: only the service page shows it.
 */
const SECTIONS: Record<string, { chunk: string; load: () => Promise<SectionComponent> }> = {
  banner: { chunk: 'src/features/public/sections/Banner.tsx', load: () => import('../sections/Banner').then((module) => module.Banner) },
  services: { chunk: 'src/features/public/sections/Services.tsx', load: () => import('../sections/Services').then((module) => module.Services) },
  about: { chunk: 'src/features/public/sections/About.tsx', load: () => import('../sections/About').then((module) => module.About) },
  counters: { chunk: 'src/features/public/sections/Counters.tsx', load: () => import('../sections/Counters').then((module) => module.Counters) },
  video: { chunk: 'src/features/public/sections/VideoSection.tsx', load: () => import('../sections/VideoSection').then((module) => module.VideoSection) },
  steps: { chunk: 'src/features/public/sections/WorkSteps.tsx', load: () => import('../sections/WorkSteps').then((module) => module.WorkSteps) },
  pricing: { chunk: 'src/features/public/sections/Pricing.tsx', load: () => import('../sections/Pricing').then((module) => module.Pricing) },
  features: { chunk: 'src/features/public/sections/Features.tsx', load: () => import('../sections/Features').then((module) => module.Features) },
  testimonials: {
    chunk: 'src/features/public/sections/Testimonials.tsx',
    load: () => import('../sections/Testimonials').then((module) => module.Testimonials),
  },
  team: { chunk: 'src/features/public/sections/Team.tsx', load: () => import('../sections/Team').then((module) => module.Team) },
  faq: { chunk: 'src/features/public/sections/Faq.tsx', load: () => import('../sections/Faq').then((module) => module.Faq) },
  embeds: { chunk: 'src/features/public/sections/Embeds.tsx', load: () => import('../sections/Embeds').then((module) => module.Embeds) },
  caseStudies: {
    chunk: 'src/features/public/sections/CaseStudyGrid.tsx',
    load: () => import('../sections/CaseStudyGrid').then((module) => module.CaseStudyGrid),
  },
  contactForm: {
    chunk: 'src/features/public/sections/ContactSection.tsx',
    load: () => import('../sections/ContactSection').then((module) => module.ContactSection),
  },
  callToAction: {
    chunk: 'src/features/public/sections/CallToAction.tsx',
    load: () => import('../sections/CallToAction').then((module) => module.CallToAction),
  },
  experience: { chunk: 'src/features/public/sections/Experience.tsx', load: () => import('../sections/Experience').then((module) => module.Experience) },
};

/** Every kind that has a component. */
export const SECTION_KINDS: readonly string[] = Object.keys(SECTIONS);

/** Each kind's module as the build manifest names it: the server writes the chunks of a page's kinds into its head. */
export const SECTION_CHUNKS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(SECTIONS).map(([kind, { chunk }]) => [kind, chunk]));

/**
 * The kinds whose fixed texts' defaults are not in the first visit's script (site/brand.ts), so they
 * come with all the others (site/text-defaults.ts, 3.6 kB): the case-study grid's heading. The other
 * kinds' are the home page's, which the first visit carries (first-visit-texts.test.tsx).
 */
const WITH_ALL_TEXTS = new Set(['caseStudies']);

const loaded = new Map<string, SectionComponent>();
const loading = new Map<string, Promise<SectionComponent | undefined>>();

/** The component of a kind once loaded (synchronously: the server renders after the route's loader loaded them). */
export const loadedBlock = (kind: string): SectionComponent | undefined => loaded.get(kind);

/** Loads a kind's component once, however many blocks ask. */
export function loadBlock(kind: string): Promise<SectionComponent | undefined> {
  const known = loaded.get(kind);
  if (known) return Promise.resolve(known);
  let promise = loading.get(kind);
  if (!promise) {
    const section = Object.hasOwn(SECTIONS, kind) ? SECTIONS[kind] : undefined;
    const texts = WITH_ALL_TEXTS.has(kind) ? import('../../../site/text-defaults') : undefined;
    const withTexts = section ? Promise.all([section.load(), texts]).then(([found]) => found) : Promise.resolve(undefined);
    promise = withTexts.then(
      (component) => {
        if (component) loaded.set(kind, component);
        return component;
      },
      (error: unknown) => {
        // A chunk that failed to come (offline) is asked for again by the next page that shows the kind.
        loading.delete(kind);
        throw error;
      },
    );
    loading.set(kind, promise);
  }
  return promise;
}

/** The components of these kinds, before a page that holds them renders. */
export async function loadBlocks(kinds: readonly string[]): Promise<void> {
  await Promise.all([...new Set(kinds)].filter((kind) => kind !== 'richText').map(loadBlock));
}

/**
 * A route's loader for a page showing these kinds: loads their components before it renders and,
 * on the server, notes them (`state.sectionKinds`), so that the page's head preloads their chunks
 * with the entry's script and the browser's hydration waits for them (router.tsx): the server's
 * markup is taken up as it is, with no gap and no shift.
 */
export function showSections(state: AppState, kinds: readonly string[]): Promise<void> {
  for (const kind of kinds) if (Object.hasOwn(SECTIONS, kind)) state.sectionKinds?.add(kind);
  return loadBlocks(kinds);
}
