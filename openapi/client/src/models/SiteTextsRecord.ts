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
   * Analysis report: call to action
   */
  analysisCallToAction?: string;
  /**
   * Analysis report: call-to-action button
   */
  analysisCallToActionButton?: string;
  /**
   * Analysis report: heading
   */
  analysisHeading?: string;
  /**
   * Analysis report: while the site is checked
   */
  analysisWaiting?: string;
  /**
   * Free analysis form: button
   */
  auditButton?: string;
  /**
   * Free analysis form: consent box (the notice under forms follows)
   */
  auditConsent?: string;
  /**
   * Free analysis form: heading
   */
  auditHeading?: string;
  /**
   * Free analysis form: text above the fields
   */
  auditIntro?: string;
  /**
   * Case-study grid heading
   */
  caseStudiesHeading?: string;
  /**
   * Case-study grid intro
   */
  caseStudiesIntro?: string;
  /**
   * Cookie banner: accept button
   */
  consentAccept?: string;
  /**
   * Cookie banner: decline button
   */
  consentDecline?: string;
  /**
   * Cookie banner: text (embedded services only)
   */
  consentEmbedsText?: string;
  /**
   * Cookie banner: privacy link text (empty for no link)
   */
  consentPrivacyLink?: string;
  /**
   * Cookie banner: the button that opens it again
   */
  consentSettings?: string;
  /**
   * Cookie banner: text (analytics or tracking)
   */
  consentText?: string;
  /**
   * Cookie banner: text (analytics and embedded services)
   */
  consentToolsAndEmbedsText?: string;
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
   * Dashboard heading
   */
  dashboardHeading?: string;
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
   * Log-in page heading
   */
  loginHeading?: string;
  /**
   * Contact form: after sending
   */
  messageSent?: string;
  /**
   * My Orders heading
   */
  myOrdersHeading?: string;
  /**
   * Newsletter: subscribe button
   */
  newsletterButton?: string;
  /**
   * Newsletter heading
   */
  newsletterHeading?: string;
  /**
   * Order form: place order button
   */
  orderButton?: string;
  /**
   * Order form heading
   */
  orderHeading?: string;
  /**
   * After ordering: notice above the orders
   */
  orderPlaced?: string;
  /**
   * Pay page heading
   */
  payHeading?: string;
  /**
   * Orders: pay link
   */
  payNow?: string;
  /**
   * Pay page: PayPal button
   */
  payNowWithPaypal?: string;
  /**
   * After a cancelled payment
   */
  paymentCancelled?: string;
  /**
   * Receipt: payment confirmed
   */
  paymentConfirmed?: string;
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
   * Cookie banner: privacy page address
   */
  privacyPage?: string;
  /**
   * Work steps eyebrow
   */
  processEyebrow?: string;
  /**
   * Sign-up page heading
   */
  registerHeading?: string;
  /**
   * Password reset page heading
   */
  resetHeading?: string;
  /**
   * Contact form: send button
   */
  sendButton?: string;
  /**
   * Services eyebrow
   */
  servicesEyebrow?: string;
  /**
   * Dashboard: sign-out button
   */
  signOut?: string;
  /**
   * Team eyebrow
   */
  teamEyebrow?: string;
  /**
   * Testimonials eyebrow
   */
  testimonialsEyebrow?: string;
  /**
   * Thanks page: link back home
   */
  thanksBackHome?: string;
  /**
   * Thanks page heading
   */
  thanksHeading?: string;
  /**
   * Thanks page text
   */
  thanksText?: string;
  /**
   * Dashboard: total spent
   */
  totalSpent?: string;
  updatedAt: string;
  /**
   * Send it back as If-Match when saving (Admin reads)
   */
  version?: number;
  /**
   * Orders: a cancelled order
   */
  youHaveCancelled?: string;
  /**
   * Orders: a paid order
   */
  youHavePaid?: string;
};

