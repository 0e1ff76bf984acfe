/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AboutRecord } from './AboutRecord';
import type { ActionRecord } from './ActionRecord';
import type { BannerRecord } from './BannerRecord';
import type { ContactRecord } from './ContactRecord';
import type { CopyrightRecord } from './CopyrightRecord';
import type { CounterRecord } from './CounterRecord';
import type { EmbedRecord } from './EmbedRecord';
import type { ExperienceRecord } from './ExperienceRecord';
import type { FaqItemRecord } from './FaqItemRecord';
import type { FaqTextRecord } from './FaqTextRecord';
import type { FeatureItemRecord } from './FeatureItemRecord';
import type { FeaturesTextRecord } from './FeaturesTextRecord';
import type { FooterAboutRecord } from './FooterAboutRecord';
import type { FooterAddressRecord } from './FooterAddressRecord';
import type { FooterSocialRecord } from './FooterSocialRecord';
import type { LogoRecord } from './LogoRecord';
import type { NavPage } from './NavPage';
import type { PricingRecord } from './PricingRecord';
import type { PublicMenus } from './PublicMenus';
import type { ServiceItemRecord } from './ServiceItemRecord';
import type { ServiceTextRecord } from './ServiceTextRecord';
import type { SiteCookies } from './SiteCookies';
import type { SiteIdentityRecord } from './SiteIdentityRecord';
import type { SiteMedia } from './SiteMedia';
import type { SiteTextsRecord } from './SiteTextsRecord';
import type { StepRecord } from './StepRecord';
import type { TeamItemRecord } from './TeamItemRecord';
import type { TeamTextRecord } from './TeamTextRecord';
import type { TestimonialRecord } from './TestimonialRecord';
import type { TestimonialTextRecord } from './TestimonialTextRecord';
import type { VideoItemRecord } from './VideoItemRecord';
import type { VideoRecord } from './VideoRecord';
import type { WorkSectionRecord } from './WorkSectionRecord';
export type SiteDto = {
  /**
   * About
   */
  about: Array<AboutRecord>;
  /**
   * Call to action
   */
  actions: Array<ActionRecord>;
  /**
   * Banner
   */
  banner: Array<BannerRecord>;
  /**
   * Contact details
   */
  contacts: Array<ContactRecord>;
  cookies: SiteCookies;
  /**
   * Copyright
   */
  copyrights: Array<CopyrightRecord>;
  /**
   * Counters
   */
  counters: Array<CounterRecord>;
  /**
   * Embeds
   */
  embeds: Array<EmbedRecord>;
  /**
   * Experience
   */
  experiences: Array<ExperienceRecord>;
  /**
   * FAQ text
   */
  faq: Array<FaqTextRecord>;
  /**
   * FAQ items
   */
  faqItems: Array<FaqItemRecord>;
  /**
   * Feature items
   */
  featureItems: Array<FeatureItemRecord>;
  /**
   * Features text
   */
  featuresText: Array<FeaturesTextRecord>;
  /**
   * Footer about
   */
  footerAbout: Array<FooterAboutRecord>;
  /**
   * Address, phone and e-mail
   */
  footerAddress: Array<FooterAddressRecord>;
  /**
   * Footer social links
   */
  footerSocial: Array<FooterSocialRecord>;
  /**
   * The home page's sections in the owner's order (blocks' kinds); one hidden by its section's visibility is also absent from the data
   */
  homeOrder: Array<'banner' | 'services' | 'about' | 'counters' | 'video' | 'steps' | 'pricing' | 'features' | 'testimonials' | 'team' | 'faq' | 'embeds' | 'contactForm'>;
  /**
   * Logo
   */
  logo: Array<LogoRecord>;
  /**
   * The library images the shown records name (`/media/{id}` in an image field), keyed by id, to build <picture> from
   */
  media: Record<string, SiteMedia>;
  /**
   * the navigation bar's and the footer's menus, links resolved to today's addresses (gone or unpublished targets left out); placed pages (`navPages`) follow them
   */
  menus: PublicMenus;
  /**
   * the published pages placed in the navigation bar or the footer's Quick Links, in the admin's order
   */
  navPages: Array<NavPage>;
  /**
   * The fixed pages' SEO fields an Admin set, by page (home, service, pricing, contact, thanks); a page or field absent shows the default
   */
  pageSeo: Record<string, any>;
  pricings: Array<PricingRecord>;
  /**
   * Service items
   */
  serviceItems: Array<ServiceItemRecord>;
  /**
   * Service text
   */
  serviceText: Array<ServiceTextRecord>;
  /**
   * Brand & site
   */
  siteIdentity: Array<SiteIdentityRecord>;
  /**
   * Fixed texts
   */
  siteTexts: Array<SiteTextsRecord>;
  /**
   * Work steps
   */
  steps: Array<StepRecord>;
  /**
   * Team members
   */
  teamItems: Array<TeamItemRecord>;
  /**
   * Team text
   */
  teamText: Array<TeamTextRecord>;
  /**
   * Testimonial text
   */
  testimonialText: Array<TestimonialTextRecord>;
  /**
   * Testimonials
   */
  testimonials: Array<TestimonialRecord>;
  /**
   * Video section
   */
  video: Array<VideoRecord>;
  /**
   * Video items
   */
  videoItems: Array<VideoItemRecord>;
  /**
   * Work section
   */
  worksec: Array<WorkSectionRecord>;
};

