/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SiteTextsRecord = {
  /**
   * Server-assigned id
   */
  _id: string;
  /**
   * About eyebrow
   */
  aboutEyebrow?: string;
  /**
   * Case-study grid heading
   */
  caseStudiesHeading?: string;
  /**
   * Case-study grid intro
   */
  caseStudiesIntro?: string;
  /**
   * Contact eyebrow
   */
  contactEyebrow?: string;
  /**
   * Contact heading
   */
  contactHeading?: string;
  createdAt: string;
  /**
   * Embeds heading (empty for none)
   */
  embedsHeading?: string;
  /**
   * FAQ eyebrow
   */
  faqEyebrow?: string;
  /**
   * Badge on the featured package
   */
  featuredBadge?: string;
  /**
   * Package that carries the badge (its name; empty for none)
   */
  featuredPackage?: string;
  /**
   * Features eyebrow
   */
  featuresEyebrow?: string;
  /**
   * Notice under forms
   */
  formNotice?: string;
  /**
   * Hidden from visitors (Admin reads)
   */
  hidden?: boolean;
  /**
   * Newsletter heading
   */
  newsletterHeading?: string;
  /**
   * Place in the list, 1 first (Admin reads)
   */
  position?: number;
  /**
   * Price period (e.g. / month, one-off; empty for nothing)
   */
  pricePeriod?: string;
  /**
   * Pricing eyebrow
   */
  pricingEyebrow?: string;
  /**
   * Pricing heading
   */
  pricingHeading?: string;
  /**
   * Pricing intro
   */
  pricingIntro?: string;
  /**
   * Work steps eyebrow
   */
  processEyebrow?: string;
  /**
   * Services eyebrow
   */
  servicesEyebrow?: string;
  /**
   * Team eyebrow
   */
  teamEyebrow?: string;
  /**
   * Testimonials eyebrow
   */
  testimonialsEyebrow?: string;
  /**
   * Thanks page heading
   */
  thanksHeading?: string;
  /**
   * Thanks page text
   */
  thanksText?: string;
  updatedAt: string;
  /**
   * Send it back as If-Match when saving (Admin reads)
   */
  version?: number;
};

