import type { ComponentType } from 'react';

/**
 * The public component of each kind of page block, loaded only on a page that holds one: each is a
 * chunk of its own (the home page's sections share theirs with it). The backend declares the kinds
 * (backend/src/site-pages/blocks.ts); a kind without a component here is not shown.
 */
const LOADERS: Record<string, () => Promise<ComponentType>> = {
  banner: () => import('../sections/Banner').then((module) => module.Banner),
  services: () => import('../sections/Services').then((module) => module.Services),
  about: () => import('../sections/About').then((module) => module.About),
  counters: () => import('../sections/Counters').then((module) => module.Counters),
  video: () => import('../sections/VideoSection').then((module) => module.VideoSection),
  steps: () => import('../sections/WorkSteps').then((module) => module.WorkSteps),
  pricing: () => import('../sections/Pricing').then((module) => module.Pricing),
  features: () => import('../sections/Features').then((module) => module.Features),
  testimonials: () => import('../sections/Testimonials').then((module) => module.Testimonials),
  team: () => import('../sections/Team').then((module) => module.Team),
  faq: () => import('../sections/Faq').then((module) => module.Faq),
  embeds: () => import('../sections/Embeds').then((module) => module.Embeds),
  caseStudies: () => import('../sections/CaseStudyGrid').then((module) => module.CaseStudyGrid),
  contactForm: () => import('../sections/ContactSection').then((module) => module.ContactSection),
  callToAction: () => import('../sections/CallToAction').then((module) => module.CallToAction),
};

/**
 * The kinds whose fixed texts' defaults are not in the first visit's script (site/brand.ts), so they
 * come with all the others (site/text-defaults.ts, 3.6 kB): the case-study grid's heading. The other
 * kinds' are the home page's, which the first visit carries (first-visit-texts.test.tsx).
 */
const WITH_ALL_TEXTS = new Set(['caseStudies']);

const loaded = new Map<string, ComponentType>();
const loading = new Map<string, Promise<ComponentType | undefined>>();

/** The component of a kind once loaded (synchronously: the server renders after the route's loader loaded them). */
export const loadedBlock = (kind: string): ComponentType | undefined => loaded.get(kind);

/** Loads a kind's component once, however many blocks ask. */
export function loadBlock(kind: string): Promise<ComponentType | undefined> {
  const known = loaded.get(kind);
  if (known) return Promise.resolve(known);
  let promise = loading.get(kind);
  if (!promise) {
    const loader = LOADERS[kind];
    const texts = WITH_ALL_TEXTS.has(kind) ? import('../../../site/text-defaults') : undefined;
    const withTexts = loader ? Promise.all([loader(), texts]).then(([found]) => found) : Promise.resolve(undefined);
    promise = withTexts.then((component) => {
      if (component) loaded.set(kind, component);
      return component;
    });
    loading.set(kind, promise);
  }
  return promise;
}

/** The components of these kinds, before a page that holds them renders. */
export async function loadBlocks(kinds: readonly string[]): Promise<void> {
  await Promise.all([...new Set(kinds)].filter((kind) => kind !== 'richText').map(loadBlock));
}
