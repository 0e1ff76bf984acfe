import type { ComponentType } from 'react';
import { HomeSections, ThanksMessage } from '../public/pages';
import { Section } from '../public/blocks/Section';
import { PublicLayout } from '../../layout/PublicLayout';
import { SiteFooter } from '../../layout/SiteFooter';
import { SiteHeader } from '../../layout/SiteHeader';
import type { SiteData } from '../../site/types';

/**
 * A public section drawn by its own chunk, as the public pages draw it (public/blocks/kinds.ts): the
 * back office loads a kind's code with the first preview that shows it, and no public page's
 * first visit carries it through this module.
 */
const section = (kind: string): ComponentType => {
  const Preview = () => <Section kind={kind} />;
  Preview.displayName = `Preview(${kind})`;
  return Preview;
};

const Banner = section('banner');
const About = section('about');
const Services = section('services');
const VideoSection = section('video');
const Counters = section('counters');
const Embeds = section('embeds');
const CallToAction = section('callToAction');
const WorkSteps = section('steps');
const ContactSection = section('contactForm');
const Faq = section('faq');
const Testimonials = section('testimonials');
const Features = section('features');
const Team = section('team');
const Experience = section('experience');
const Pricing = section('pricing');

/** The brand shows in the header, the banner's stand-in heading, the buttons' colour and the footer. */
function BrandPreview() {
  return (
    <>
      <SiteHeader />
      <Banner />
      <SiteFooter />
    </>
  );
}

/** The contact details show in the footer and in the contact items that stand for them. */
function AddressPreview() {
  return (
    <>
      <ContactSection />
      <SiteFooter />
    </>
  );
}

/** The fixed texts are spread over the whole home page (eyebrows, form notices) and the thanks page. */
function FixedTextsPreview() {
  return (
    <PublicLayout>
      <HomeSections />
      <ThanksMessage />
    </PublicLayout>
  );
}

/**
 * Every key of the site data but those that are no section: `media` (the library images the
 * sections name), `pageSeo` (the fixed pages' search settings, previewed by their own editor), `homeOrder` (the home page's order, edited on its own screen),
 * `navPages` (the placed pages, edited on the Pages screen), `menus` (the Menus screen's) and
 * `cookies` (what the analytics settings and the published pages make of the cookie notices).
 */
type PreviewedKey = Exclude<keyof SiteData, 'media' | 'pageSeo' | 'navPages' | 'menus' | 'homeOrder' | 'cookies'>;

/**
 * Which public components show each section of the site data: the back office's preview renders
 * these very components with the draft, so it looks as the public page will. Typed over every key of
 * the site data, so a new public section does not compile without its preview (previews.test.tsx
 * checks the section declarations too).
 */
export const PREVIEWS: Readonly<Record<PreviewedKey, ComponentType>> = {
  siteIdentity: BrandPreview,
  siteTexts: FixedTextsPreview,
  logo: SiteHeader,
  banner: Banner,
  about: About,
  serviceText: Services,
  serviceItems: Services,
  video: VideoSection,
  videoItems: VideoSection,
  counters: Counters,
  embeds: Embeds,
  actions: CallToAction,
  worksec: WorkSteps,
  steps: WorkSteps,
  contacts: ContactSection,
  footerAbout: SiteFooter,
  footerAddress: AddressPreview,
  footerSocial: SiteFooter,
  copyrights: SiteFooter,
  faq: Faq,
  faqItems: Faq,
  testimonialText: Testimonials,
  testimonials: Testimonials,
  featuresText: Features,
  featureItems: Features,
  teamText: Team,
  teamItems: Team,
  experiences: Experience,
  pricings: Pricing,
};

export const hasPreview = (key: string): key is PreviewedKey => Object.hasOwn(PREVIEWS, key);

/**
 * The records of the section as they would be after Save: the draft replaces the fields of the
 * record it edits (a save replaces them all, so a cleared field goes), or joins the list when new.
 */
export function withDraft<T extends { _id: string }>(saved: readonly T[], draft: object | undefined, editedId: string | undefined): T[] {
  if (!draft) return [...saved];
  if (editedId !== undefined) return saved.map((record) => (record._id === editedId ? ({ _id: record._id, ...draft } as T) : record));
  // An add form nothing was typed into yet adds nothing.
  if (Object.keys(draft).length === 0) return [...saved];
  return [...saved, { _id: 'draft', ...draft } as T];
}
