/**
 * Every section of the public site the agency edits, declared once. Shared code turns each
 * declaration into storage, validated endpoints at the spec's paths, Swagger docs and the
 * admin editor's form.
 */
import type { Permission } from '../common/permissions.js';
import { HEX_COLOR } from '../common/contrast.js';
import { EMBED_INPUT_MAX } from '../embeds/providers.js';
import { SEO_LIMITS } from '../seo/texts.js';

export const FIELD_KINDS = [
  'text',
  'longText',
  'label',
  'link',
  'image',
  'count',
  'percent',
  'choice',
  'color',
  'timeZone',
  'locale',
  'email',
  'code',
  'httpsUrl',
  'robots',
  'embed',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/**
 * http(s) URLs, site paths and in-page anchors; never javascript:, data: or protocol-relative URLs.
 * Browsers read a backslash as a slash and drop tabs and line breaks inside a URL, so `/\host/x`
 * and `/<tab>/host/x` are `//host/x`: no backslash, whitespace or control character anywhere.
 * Its cases: backend/test/safe-links.ts.
 */
export const SAFE_LINK = /^(https?:\/\/[^\s<>"\\\p{Cc}]+|\/(?!\/)[^\s<>"\\\p{Cc}]*|#[\w-]*)$/iu;

/** A host name of the public DNS: labels of letters, digits and hyphens, and a top-level domain. */
export const DOMAIN_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One address, as mail servers take it: something@host.tld, no spaces, commas or angle brackets. */
export const EMAIL_ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;".]+$/;

export interface FieldRule {
  maxLength?: number;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
}

/**
 * What a value of each kind may be. The section's validators, its Swagger schema and the admin's
 * editor (through GET /api/sections, see describeSection) all read it here.
 */
export const FIELD_RULES: Readonly<Record<FieldKind, FieldRule>> = {
  text: { maxLength: 200 },
  longText: { maxLength: 5000 },
  link: { maxLength: 2048, pattern: SAFE_LINK },
  image: { maxLength: 2048, pattern: SAFE_LINK },
  count: { minimum: 0, maximum: 1_000_000_000 },
  percent: { minimum: 0, maximum: 100 },
  choice: {},
  label: { maxLength: 500 },
  color: { maxLength: 7, pattern: HEX_COLOR },
  timeZone: { maxLength: 64 },
  locale: { maxLength: 35 },
  email: { maxLength: 254, pattern: EMAIL_ADDRESS },
  // An identifier whose form the field itself gives (FieldSpec.pattern): a tool's id, a domain.
  code: { maxLength: 253 },
  // A public https address without query or fragment; the host is checked too (not private, not loopback).
  httpsUrl: { maxLength: 2048, pattern: /^https:\/\/[^\s<>"\\?#\p{Cc}]+$/iu },
  // Lines of robots.txt directives (robots-rules.ts says which).
  robots: { maxLength: SEO_LIMITS.robotsMaxLength },
  // A known provider's address or embed code, stored as the iframe src rebuilt from it (embeds/providers.ts).
  embed: { maxLength: EMBED_INPUT_MAX },
};

export interface FieldSpec {
  kind: FieldKind;
  label: string;
  /** fields the spec's create bodies leave out; everything else is required (spec section 5) */
  optional?: boolean;
  choices?: readonly string[];
  /** the form of a `code` field, and what a value that misses it is told */
  pattern?: RegExp;
  patternHint?: string;
  /** an optional field that must be given when another field has this value (a tool's id once the tool is chosen) */
  requiredWhen?: { field: string; equals: string };
}

export interface SectionPaths {
  list: string;
  one: string;
  create: string;
  update: string;
}

export interface SectionDefinition {
  /** key in the site data and in storage */
  key: string;
  /** operation names: get{plural}, get{name}, add{name}, update{name} */
  name: string;
  plural: string;
  title: string;
  /** one record expected: a second create is refused */
  singleton: boolean;
  paths: SectionPaths;
  fields: Record<string, FieldSpec>;
  messages: { created: string; updated: string };
  /** false makes a back-office section: read by Admins only, and never part of the public site data */
  public?: boolean;
  /**
   * Keeps the section to an Admin in person: no API key reads or changes it, whatever its scopes.
   * For settings that decide where data goes or what code the pages run, which are not site
   * content; the text says what it decides, for the API's description.
   */
  adminInPerson?: string;
  /** The permission of the team its back-office operations need (common/permissions.ts); `content` unless said. */
  permission?: Permission;
}

// Each helper keeps its kind and optionality in its type, so SectionFields can say what a record holds.
const field =
  <K extends FieldKind>(kind: K) =>
  <O extends boolean = false>(label: string, optional?: O) => ({ kind, label, optional: (optional ?? false) as O });
const text = field('text');
const longText = field('longText');
const link = field('link');
const image = field('image');
const count = field('count');
const percent = (label: string) => ({ kind: 'percent' as const, label, optional: false as const });
const choice = <const C extends readonly string[], O extends boolean = false>(label: string, choices: C, optional?: O) => ({
  kind: 'choice' as const,
  label,
  choices,
  optional: (optional ?? false) as O,
});
/** A fixed text of the site: optional (its default shows), and may be saved empty to show nothing. */
const label = (name: string) => ({ kind: 'label' as const, label: name, optional: true as const });
/** A #rrggbb colour that white text on it reads at WCAG AA (buttons are filled with it). */
const color = field('color');
/** An IANA time zone name (Europe/Berlin). */
const timeZone = field('timeZone');
/** A BCP 47 locale (en-US, de-DE). */
const locale = field('locale');
const email = field('email');
const embed = field('embed');
const httpsUrl = <const W extends { field: string; equals: string } | undefined = undefined>(label: string, requiredWhen?: W) => ({
  kind: 'httpsUrl' as const,
  label,
  optional: true as const,
  requiredWhen,
});
/** An optional identifier of the given form, required when another field has a value. */
const code = <const W extends { field: string; equals: string }>(label: string, pattern: RegExp, patternHint: string, requiredWhen: W) => ({
  kind: 'code' as const,
  label,
  optional: true as const,
  pattern,
  patternHint,
  requiredWhen,
});

/** An optional identifier of the given form, needed by nothing else (a verification token, a tracking tool's id). */
const token = (label: string, pattern: RegExp, patternHint: string) => ({ kind: 'code' as const, label, optional: true as const, pattern, patternHint });

/** An X (Twitter) handle: up to 15 letters, digits or underscores, with or without its @. */
const X_HANDLE = /^@?[A-Za-z0-9_]{1,15}$/;
/** Decimal degrees. */
const LATITUDE = /^-?(?:90(?:\.0+)?|[1-8]?\d(?:\.\d+)?)$/;
const LONGITUDE = /^-?(?:180(?:\.0+)?|(?:1[0-7]\d|[1-9]?\d)(?:\.\d+)?)$/;
/**
 * Profile addresses, one a line (blank lines and spaces around them allowed): each http(s), as
 * SAFE_LINK's absolute form. White space must part two addresses, so a value has one reading and
 * a refused one is found in linear time.
 */
const PROFILE = String.raw`https?:\/\/[^\s<>"\\\p{Cc}]+`;
export const PROFILE_LINES = new RegExp(String.raw`^\s*(?:${PROFILE}(?:\s+${PROFILE})*)?\s*$`, 'iu');

/** The analytics tools the site can load; the first is none. */
export const ANALYTICS_TOOLS = ['None', 'Plausible', 'Matomo', 'Umami', 'Google Analytics 4', 'Google Tag Manager'] as const;
export type AnalyticsTool = (typeof ANALYTICS_TOOLS)[number];
/** Matomo sets cookies (after the visitor's consent) unless told to count without them. */
export const MATOMO_MODES = ['Cookies after consent', 'Without cookies'] as const;
const when = <const T extends AnalyticsTool>(tool: T) => ({ field: 'analyticsTool', equals: tool }) as const;

/** schema.org types an agency can be; the first is the default. */
export const BUSINESS_TYPES = ['ProfessionalService', 'LocalBusiness', 'Organization', 'OnlineBusiness'] as const;
/** How dates show to visitors and in the back office (Intl.DateTimeFormat date styles, or ISO). */
export const DATE_FORMATS = ['medium', 'long', 'short', 'full', 'iso'] as const;

const paths = (list: string, one: string, create: string, update: string): SectionPaths => ({ list, one, create, update });

const DECLARED = [
  {
    key: 'siteIdentity',
    name: 'SiteIdentity',
    plural: 'SiteIdentities',
    title: 'Brand & site',
    singleton: true,
    paths: paths('site-identity', 'site-identity/:id', 'add-site-identity', 'site-identity/:id'),
    fields: {
      siteName: text('Site name'),
      legalName: text('Legal name', true),
      tagline: text('Tagline', true),
      metaDescription: longText('Default meta description', true),
      logoDark: image('Logo for dark backgrounds (footer) URL', true),
      favicon: image('Favicon URL', true),
      touchIcon: image('Touch icon URL (180 × 180 PNG)', true),
      shareImage: image('Social sharing image URL (1200 × 630)', true),
      shareImageAlt: text('Social sharing image description', true),
      primaryColor: color('Primary colour (#rrggbb)', true),
      businessType: choice('Business type', BUSINESS_TYPES, true),
      openingHours: text('Opening hours (e.g. Mo-Fr 09:00-17:00)', true),
      priceRange: text('Price range (e.g. $$)', true),
      socialProfiles: longText('Other social profiles, one URL per line', true),
      xHandle: token('X (Twitter) handle, for link cards (e.g. @northpeak)', X_HANDLE, 'must be an X handle such as @northpeak'),
      timeZone: timeZone('Time zone (e.g. America/New_York)', true),
      dateFormat: choice('Date format', DATE_FORMATS, true),
      locale: locale('Locale for display (e.g. en-US)', true),
    },
    messages: { created: 'Brand & site is Updated', updated: 'Brand & site is Updated' },
  },
  {
    // The agency's own details for the back office and the mails it sends; never in the public site data.
    key: 'business',
    name: 'BusinessDetails',
    plural: 'BusinessDetailsList',
    title: 'Business details',
    singleton: true,
    paths: paths('business-details', 'business-details/:id', 'add-business-details', 'business-details/:id'),
    fields: {
      leadsEmail: email('Send new messages to (empty: every Admin)', true),
      legalAddress: longText('Postal address (on receipts)', true),
      taxId: text('Tax or VAT number (on receipts)', true),
    },
    messages: { created: 'Business details are Updated', updated: 'Business details are Updated' },
    public: false,
    adminInPerson: 'where every new lead is mailed and the seller’s address and tax number on receipts',
    permission: 'settings',
  },
  {
    // What the server writes for search engines and analytics tools (robots.txt, the pages' script
    // tags and CSP); never in the public site data, though what it yields is public.
    key: 'seo',
    name: 'SearchEngines',
    plural: 'SearchEnginesList',
    title: 'Search engines & analytics',
    singleton: true,
    paths: paths('search-engines', 'search-engines/:id', 'add-search-engines', 'search-engines/:id'),
    fields: {
      robotsAdditions: { kind: 'robots', label: 'Additions to robots.txt (after the built-in rules)', optional: true },
      analyticsTool: choice('Analytics tool', ANALYTICS_TOOLS, true),
      plausibleDomain: code('Plausible: the site’s domain (e.g. example.com)', DOMAIN_NAME, 'must be a domain name such as example.com', when('Plausible')),
      plausibleHost: httpsUrl('Plausible: self-hosted address (empty: plausible.io)'),
      matomoUrl: httpsUrl('Matomo: its address (https://…)', when('Matomo')),
      matomoSiteId: code('Matomo: site ID', /^[1-9][0-9]{0,8}$/, 'must be a number such as 1', when('Matomo')),
      matomoMode: choice('Matomo: cookies', MATOMO_MODES, true),
      umamiScriptUrl: httpsUrl('Umami: script address (https://…/script.js)', when('Umami')),
      umamiWebsiteId: code('Umami: website ID', UUID, 'must be a website ID such as 94db1cb1-74f4-4a40-ad6c-962362670409', when('Umami')),
      ga4Id: code(
        'Google Analytics 4: measurement ID (G-…)',
        /^G-[A-Z0-9]{4,16}$/,
        'must be a measurement ID such as G-AB12CD34EF',
        when('Google Analytics 4'),
      ),
      gtmId: code('Google Tag Manager: container ID (GTM-…)', /^GTM-[A-Z0-9]{4,12}$/, 'must be a container ID such as GTM-AB12CD3', when('Google Tag Manager')),
      // Tracking tools beside analytics (seo/tracking.ts): each loads after the visitor's consent, from its own origins.
      metaPixelId: token('Meta Pixel: pixel ID', /^[0-9]{15,16}$/, 'must be a pixel ID of 15 or 16 digits such as 123456789012345'),
      linkedinPartnerId: token('LinkedIn Insight Tag: partner ID', /^[0-9]{4,10}$/, 'must be a partner ID of digits such as 1234567'),
      clarityProjectId: token('Microsoft Clarity: project ID', /^[a-z0-9]{8,12}$/, 'must be a project ID of lowercase letters and digits such as abcd1234ef'),
      hotjarSiteId: token('Hotjar: site ID', /^[0-9]{5,10}$/, 'must be a site ID of digits such as 1234567'),
      // Site verification (seo/site-tools.ts): the content of each engine's meta tag, written into every public page's head.
      googleVerification: token(
        'Google Search Console: verification token',
        /^[A-Za-z0-9_-]{20,100}$/,
        'must be the content of Google’s meta tag, such as AbC_123-xyzXYZ0123456789',
      ),
      bingVerification: token(
        'Bing Webmaster Tools: verification token (msvalidate.01)',
        /^[0-9A-Fa-f]{32}$/,
        'must be 32 hexadecimal characters such as 0123456789ABCDEF0123456789ABCDEF',
      ),
      yandexVerification: token('Yandex Webmaster: verification token', /^[0-9a-f]{16}$/, 'must be 16 hexadecimal characters such as 0123456789abcdef'),
      pinterestVerification: token(
        'Pinterest: domain verification token',
        /^[0-9a-f]{32}$/,
        'must be 32 hexadecimal characters such as 0123456789abcdef0123456789abcdef',
      ),
      baiduVerification: token('Baidu: verification token', /^(code-)?[A-Za-z0-9]{6,40}$/, 'must be the content of Baidu’s meta tag, such as code-a1B2c3D4e5'),
      naverVerification: token(
        'Naver Search Advisor: verification token',
        /^[0-9a-f]{40}$/,
        'must be 40 hexadecimal characters such as 0123456789abcdef0123456789abcdef01234567',
      ),
    },
    messages: { created: 'Search engines & analytics are Updated', updated: 'Search engines & analytics are Updated' },
    public: false,
    adminInPerson: 'what script every public page loads and which origins its Content-Security-Policy allows',
    permission: 'script',
  },
  {
    key: 'siteTexts',
    name: 'SiteTexts',
    plural: 'SiteTextsList',
    title: 'Fixed texts',
    singleton: true,
    paths: paths('site-texts', 'site-texts/:id', 'add-site-texts', 'site-texts/:id'),
    fields: {
      aboutEyebrow: label('About eyebrow'),
      servicesEyebrow: label('Services eyebrow'),
      processEyebrow: label('Work steps eyebrow'),
      featuresEyebrow: label('Features eyebrow'),
      testimonialsEyebrow: label('Testimonials eyebrow'),
      teamEyebrow: label('Team eyebrow'),
      faqEyebrow: label('FAQ eyebrow'),
      pricingEyebrow: label('Pricing eyebrow'),
      pricingHeading: label('Pricing heading'),
      pricingIntro: label('Pricing intro'),
      featuredBadge: label('Badge on the featured package'),
      featuredPackage: label('Package that carries the badge (its name; empty for none)'),
      pricePeriod: label('Price period (e.g. / month, one-off; empty for nothing)'),
      contactEyebrow: label('Contact eyebrow'),
      contactHeading: label('Contact heading'),
      newsletterHeading: label('Newsletter heading'),
      formNotice: label('Notice under forms'),
      thanksHeading: label('Thanks page heading'),
      thanksText: label('Thanks page text'),
      caseStudiesHeading: label('Case-study grid heading'),
      caseStudiesIntro: label('Case-study grid intro'),
      embedsHeading: label('Embeds heading (empty for none)'),
      messageSent: label('Contact form: after sending'),
      sendButton: label('Contact form: send button'),
      newsletterButton: label('Newsletter: subscribe button'),
      thanksBackHome: label('Thanks page: link back home'),
      orderHeading: label('Order form heading'),
      orderButton: label('Order form: place order button'),
      orderPlaced: label('After ordering: notice above the orders'),
      dashboardHeading: label('Dashboard heading'),
      signOut: label('Dashboard: sign-out button'),
      totalSpent: label('Dashboard: total spent'),
      myOrdersHeading: label('My Orders heading'),
      youHavePaid: label('Orders: a paid order'),
      youHaveCancelled: label('Orders: a cancelled order'),
      payNow: label('Orders: pay link'),
      payHeading: label('Pay page heading'),
      payNowWithPaypal: label('Pay page: PayPal button'),
      paymentConfirmed: label('Receipt: payment confirmed'),
      paymentCancelled: label('After a cancelled payment'),
      loginHeading: label('Log-in page heading'),
      registerHeading: label('Sign-up page heading'),
      resetHeading: label('Password reset page heading'),
      contactNameLabel: label('Contact form: name label'),
      contactNamePlaceholder: label('Contact form: name placeholder'),
      contactEmailLabel: label('Contact form: e-mail label'),
      contactEmailPlaceholder: label('Contact form: e-mail placeholder'),
      contactSubjectLabel: label('Contact form: subject label'),
      contactSubjectPlaceholder: label('Contact form: subject placeholder'),
      contactMessageLabel: label('Contact form: message label'),
      contactMessagePlaceholder: label('Contact form: message placeholder'),
      newsletterLabel: label('Newsletter: e-mail label'),
      newsletterPlaceholder: label('Newsletter: e-mail placeholder'),
      footerContactHeading: label('Footer: contact details heading'),
      navLogin: label('Menu: log-in link'),
      navDashboard: label('Menu: dashboard link (signed in)'),
      notFoundHeading: label('Not-found page heading'),
      notFoundText: label('Not-found page text'),
      notFoundBackHome: label('Not-found page: link back home'),
      emailLabel: label('Log in and sign up: e-mail label'),
      passwordLabel: label('Log in and sign up: password label'),
      emailRequired: label('Check before sending: e-mail missing'),
      emailInvalid: label('Check before sending: e-mail not valid'),
      passwordRequired: label('Check before sending: password missing'),
      passwordTooShort: label('Check before sending: password too short'),
      loginButton: label('Log-in page: log-in button'),
      forgotPasswordLink: label('Log-in page: forgotten password link'),
      secondFactorIntro: label('Log-in page, two-factor step: text'),
      secondFactorLabel: label('Log-in page, two-factor step: code label'),
      secondFactorButton: label('Log-in page, two-factor step: button'),
      secondFactorRequired: label('Check before sending: code missing'),
      newHereText: label('Log-in page: text before the sign-up link'),
      signUpLink: label('Log-in page: sign-up link'),
      registerButton: label('Sign-up page: sign-up button'),
      haveAccountText: label('Sign-up page: text before the log-in link'),
      logInLink: label('Sign-up and reset pages: log-in link'),
      resetIntro: label('Password reset page: text'),
      resetButton: label('Password reset page: send button'),
      backToLogin: label('Password reset page: back to log-in link'),
      newPasswordHeading: label('New password page heading'),
      newPasswordLabel: label('New password page: password label'),
      setPasswordButton: label('New password page: save button'),
      orderNameLabel: label('Order form: name label'),
      orderEmailLabel: label('Order form: e-mail label'),
      orderEmailHint: label('Order form: e-mail hint'),
      orderAddressLabel: label('Order form: address label'),
      orderCountryLabel: label('Order form: country label'),
      orderCountryPlaceholder: label('Order form: country placeholder'),
      orderCountryNotFound: label('Order form: no country found'),
      orderCompanyLabel: label('Order form: company label'),
      orderCompanyHint: label('Order form: company hint'),
      orderVatLabel: label('Order form: VAT number label'),
      orderVatHint: label('Order form: VAT number hint'),
      fieldRequired: label('Order form: a required field is empty'),
      vatNeedsCompany: label('Order form: VAT number without a company'),
      signedInAs: label('Dashboard: text before the e-mail ("Signed in as")'),
      ordersCardTitle: label('Dashboard: orders card title'),
      ordersCardText: label('Dashboard: orders card text'),
      homeCardTitle: label('Dashboard: home card title'),
      homeCardText: label('Dashboard: home card text'),
      contactCardTitle: label('Dashboard: contact card title'),
      contactCardText: label('Dashboard: contact card text'),
      accountCardTitle: label('Dashboard: account card title'),
      accountCardText: label('Dashboard: account card text'),
      receiptHeading: label('Receipt page heading'),
      paymentThanksHeading: label('After paying: heading until PayPal confirms'),
      paymentWaiting: label('After paying: waiting for PayPal'),
      goToDashboard: label('After paying: dashboard link'),
      receiptPrint: label('Receipt: print button'),
      receiptBackToOrders: label('Receipt: back to the orders link'),
      receiptTaxId: label('Receipt: before the tax ID'),
      receiptBilledTo: label('Receipt: billed to'),
      receiptOrderNumber: label('Receipt: order number'),
      receiptOrderDate: label('Receipt: order date'),
      receiptPaidOn: label('Receipt: paid on'),
      receiptPaidByHand: label('Receipt: paid on, for a payment recorded by hand'),
      receiptPaymentMethod: label('Receipt: payment method'),
      receiptTransactionId: label('Receipt: transaction ID'),
      receiptNoTransaction: label('Receipt: no transaction ID (recorded by hand)'),
      receiptPackage: label('Receipt: after the package name'),
      receiptTotalPaid: label('Receipt: total paid'),
      servicePageHeading: label('Service page heading'),
      aboutContactButton: label('About: contact button'),
      servicesCaseStudiesLink: label('Services: case studies link'),
      caseStudiesAllLink: label('Case-study grid: link to all'),
      pricingPageHeading: label('Pricing page heading'),
      contactPageHeading: label('Contact page heading'),
      blogNoPosts: label('Blog: no posts yet'),
      blogNewerPosts: label('Blog: newer posts link'),
      blogOlderPosts: label('Blog: older posts link'),
      blogCtaHeading: label('Blog post: call to action heading'),
      blogCtaText: label('Blog post: call to action text'),
      blogCtaPackages: label('Blog post: packages link'),
      blogCtaAnalysis: label('Blog post: free analysis link'),
      blogRelatedHeading: label('Blog post: related posts heading'),
      caseStudiesListHeading: label('Case studies page heading'),
      caseStudiesListIntro: label('Case studies page intro'),
      caseStudiesFilterAll: label('Case studies: filter for all'),
      caseStudiesIndustry: label('Case studies: industry'),
      caseStudiesService: label('Case studies: service filter'),
      caseStudiesNone: label('Case studies: none yet'),
      caseStudyBackToList: label('Case study: link to all'),
      caseStudyPublished: label('Case study: before the date'),
      caseStudyClient: label('Case study: client'),
      caseStudyServices: label('Case study: services'),
      caseStudyResults: label('Case study: results heading'),
      caseStudyChallenge: label('Case study: challenge heading'),
      caseStudyApproach: label('Case study: what we did heading'),
      caseStudyGallery: label('Case study: gallery heading'),
      ordersDateColumn: label('Orders table: date column'),
      ordersPackageColumn: label('Orders table: package column'),
      ordersPriceColumn: label('Orders table: price column'),
      ordersPaymentColumn: label('Orders table: payment column'),
      ordersOrderColumn: label('Orders table: order column'),
      ordersActionColumn: label('Orders table: action column'),
      receiptLink: label('Orders: link to a paid order’s receipt'),
      statusUnpaid: label('Payment status: unpaid'),
      statusPaid: label('Payment status: paid'),
      statusCancelled: label('Payment status: cancelled'),
      statusPending: label('Order status: pending'),
      statusDelivered: label('Order status: delivered'),
      noOrdersYet: label('Orders: none yet'),
      pendingOrdersHeading: label('After ordering: page heading'),
      nothingToPayHeading: label('After ordering: when nothing is left to pay'),
      cancellingHeading: label('Cancelled payment: heading while it is recorded'),
      cancelledHeading: label('Cancelled payment: heading'),
      cancelFailedHeading: label('Cancelled payment: heading when the order could not be updated'),
      cancelFailedText: label('Cancelled payment: text when the order could not be updated'),
      backToDashboard: label('Cancelled payment: dashboard link'),
      confirmEmailHeading: label('Dashboard: unconfirmed e-mail heading'),
      confirmEmailText: label('Dashboard: unconfirmed e-mail text ({email} is the address)'),
      confirmEmailResend: label('Dashboard: send a new confirmation link'),
      myInvoicesHeading: label('My Orders: invoices heading'),
      retainersHeading: label('Dashboard: retainers heading'),
      retainerPastDue: label('Dashboard: a retainer’s payment failed'),
      retainerInvoices: label('Dashboard: a retainer’s invoices link'),
      retainerCancel: label('Dashboard: a retainer’s cancel link'),
      nothingToPayText: label('Pending orders: when nothing is left to pay ({orders} and {pricing} are the links)'),
      nothingToPayOrdersLink: label('Pending orders: the My Orders link'),
      nothingToPayPricingLink: label('Pending orders: the pricing link'),
      caseStudyCtaText: label('Case study: call to action ({packages} and {analysis} are the links)'),
      caseStudyCtaPackages: label('Case study: packages link'),
      caseStudyCtaAnalysis: label('Case study: analysis link'),
      invoicesNumberColumn: label('My Orders: invoices table, number column'),
      invoicesDateColumn: label('My Orders: invoices table, date column'),
      invoicesAmountColumn: label('My Orders: invoices table, amount column'),
      invoicesVatColumn: label('My Orders: invoices table, VAT column'),
      invoicesDocumentColumn: label('My Orders: invoices table, document column'),
      invoiceName: label('My Orders: an invoice ({number} is its number)'),
      creditNoteName: label('My Orders: a credit note ({number} is its number)'),
      creditNoteFor: label('My Orders: under a credit note ({number} is the invoice it corrects)'),
      invoicePdfLink: label('My Orders: an invoice’s PDF link'),
      invoiceViewLink: label('My Orders: an invoice’s page link'),
      myInvoicesCaption: label('My Orders: invoices table caption'),
      myInvoicesEmpty: label('My Orders: when there are no invoices'),
      retainerEnded: label('Dashboard: a cancelled retainer ({date} is the last day paid for)'),
      verifyHeading: label('Sign-up confirmation link: heading'),
      verifyIntro: label('Sign-up confirmation link: text'),
      verifyButton: label('Sign-up confirmation link: button'),
      noTokenText: label('Links from e-mails: opened without the link'),
      continueToOrder: label('Sign-up confirmation link: back to the order'),
      continueWhereLeft: label('Sign-up confirmation link: back to the page'),
      confirmNewEmailHeading: label('New address link: heading'),
      confirmNewEmailIntro: label('New address link: text'),
      confirmNewEmailButton: label('New address link: button'),
      confirmNewEmailNoToken: label('New address link: opened without the link'),
      goToAccount: label('New address link: account link'),
      subscriptionHeading: label('Newsletter confirmation link: heading'),
      subscriptionIntro: label('Newsletter confirmation link: text'),
      subscriptionButton: label('Newsletter confirmation link: button'),
      unsubscribeHeading: label('Unsubscribe page heading'),
      goToHome: label('Newsletter links: home page link'),
      accountHeading: label('Account page heading'),
      currentPasswordLabel: label('Account: current password label'),
      changePasswordHeading: label('Account: change password heading'),
      twoFactorHeading: label('Account: two-factor sign-in heading'),
      twoFactorStartButton: label('Account: set up an authenticator app button'),
      twoFactorConfirmButton: label('Account: turn two-factor sign-in on button'),
      twoFactorDisableButton: label('Account: turn two-factor sign-in off button'),
      newPasswordHint: label('Account: new password hint'),
      changePasswordButton: label('Account: change password button'),
      changeEmailHeading: label('Account: change e-mail heading'),
      newEmailLabel: label('Account: new e-mail label'),
      changeEmailButton: label('Account: change e-mail button'),
      sameEmail: label('Account: the new e-mail is the current one'),
      downloadDataHeading: label('Account: download heading'),
      downloadDataButton: label('Account: download button'),
      deleteAccountHeading: label('Account: delete heading'),
      deleteAccountButton: label('Account: delete buttons'),
      deleteAccountDialogHeading: label('Account: delete dialog heading'),
      deleteAccountConfirmText: label('Account: delete dialog, before the password'),
      keepAccountButton: label('Account: delete dialog, keep button'),
      accountDeletedText: label('Account: after deleting it'),
      backToHome: label('Account: after deleting it, home page link'),
      blogTaggedHeading: label('Blog: a tag’s heading ({tag} is its name)'),
      blogPageSuffix: label('Blog: after the heading of a later page ({page} is its number)'),
      blogPageOf: label('Blog: between the page links'),
      blogByline: label('Blog post: byline ({author} is the name)'),
      blogMinRead: label('Blog: reading time ({minutes} is the number)'),
      embedLoad: label('Embeds: load button ({provider} is the service)'),
      embedAfterConsent: label('Embeds: waiting for consent'),
      embedWhenSeen: label('Embeds: loads when seen'),
      embedDeclined: label('Embeds: cookies declined'),
      embedChangeChoice: label('Embeds: change the cookie choice'),
      orderPackageLine: label('Order and pay pages: the package ({package} and {price})'),
      orderedOn: label('Pay page: when ordered ({date}) and its payment ({status})'),
      retainerTerms: label('Pay page: a retainer ({period} is how often)'),
      paymentNotConfirmed: label('After paying: the order is not paid ({status})'),
      consentText: label('Cookie banner: text (analytics or tracking)'),
      consentEmbedsText: label('Cookie banner: text (embedded services only)'),
      consentToolsAndEmbedsText: label('Cookie banner: text (analytics and embedded services)'),
      consentAccept: label('Cookie banner: accept button'),
      consentDecline: label('Cookie banner: decline button'),
      consentSettings: label('Cookie banner: the button that opens it again'),
      consentPrivacyLink: label('Cookie banner: privacy link text (empty for no link)'),
      privacyPage: link('Cookie banner: privacy page address', true),
      auditHeading: label('Free analysis form: heading'),
      auditIntro: label('Free analysis form: text above the fields'),
      auditButton: label('Free analysis form: button'),
      auditConsent: label('Free analysis form: consent box (the notice under forms follows)'),
      analysisHeading: label('Analysis report: heading'),
      analysisWaiting: label('Analysis report: while the site is checked'),
      analysisCallToAction: label('Analysis report: call to action'),
      analysisCallToActionButton: label('Analysis report: call-to-action button'),
      auditAddressLabel: label('Free analysis form: address label'),
      auditAddressPlaceholder: label('Free analysis form: address placeholder'),
      auditEmailLabel: label('Free analysis form: e-mail label'),
      auditEmailPlaceholder: label('Free analysis form: e-mail placeholder'),
      auditNameLabel: label('Free analysis form: name label'),
      auditPhoneLabel: label('Free analysis form: phone label'),
      analysisQueued: label('Analysis report: before the check starts'),
      analysisRunning: label('Analysis report: while pages are checked'),
      analysisReady: label('Analysis report: when it is ready'),
      analysisFailed: label('Analysis report: when it could not be finished'),
      analysisCouldNotCheck: label('Analysis report: before the reason a site could not be checked'),
      analysisGood: label('Analysis report: verdict for a score of 90 or more'),
      analysisFair: label('Analysis report: verdict for a score of 50 to 89'),
      analysisPoor: label('Analysis report: verdict for a score under 50'),
      analysisPdfLink: label('Analysis report: PDF link'),
      analysisNoIssues: label('Analysis report: when every check passed'),
      analysisCriticalHeading: label('Analysis report: critical issues heading'),
      analysisCriticalWhy: label('Analysis report: under the critical issues heading'),
      analysisWarningsHeading: label('Analysis report: warnings heading'),
      analysisWarningsWhy: label('Analysis report: under the warnings heading'),
      analysisNoticesHeading: label('Analysis report: notices heading'),
      analysisNoticesWhy: label('Analysis report: under the notices heading'),
      analysisHowToFix: label('Analysis report: before each fix'),
      analysisPackagesButton: label('Analysis report: packages button'),
      navMainLabel: label('Header: name of the menu for screen readers'),
      navMobileLabel: label('Header: name of the phone menu for screen readers'),
      navOpenLabel: label('Header: the phone menu button, closed (for screen readers)'),
      navCloseLabel: label('Header: the phone menu button, open (for screen readers)'),
      homeLinkLabel: label('Header: the logo link for screen readers ({site} is the site name)'),
      teamCarouselLabel: label('Team: name of the members’ carousel for screen readers'),
      contactFormLabel: label('Contact form: its name for screen readers'),
      blogPagerLabel: label('Blog: name of the page links for screen readers'),
      blogTagsLabel: label('Blog post: name of the tag list for screen readers'),
      cancellingLabel: label('Order cancelled page: the spinner for screen readers'),
      paymentWaitingLabel: label('Payment page: the spinner for screen readers'),
      analysisNextLabel: label('Analysis report: name of the call to action for screen readers'),
      analysisPagesChecked: label('Analysis report: pages checked ({count} is the number)'),
      analysisPagesAffected: label('Analysis report: pages a finding affects ({count} is the number)'),
      analysisMorePages: label('Analysis report: pages not listed ({count} is the number)'),
      analysisBackHome: label('Analysis report: link home when the report cannot be read'),
      projectsHeading: label('Dashboard: projects heading'),
      projectNow: label('Projects: the stage under way ({stage} is its name)'),
      projectOpen: label('Projects: link to a project'),
      projectStagesHeading: label('Project: stages heading'),
      projectCurrent: label('Project: badge of the stage under way'),
      projectFrom: label('Project: a stage’s start ({date} is the day)'),
      projectUntil: label('Project: a stage’s end ({date} is the day)'),
      projectLoading: label('Project: while it loads'),
      projectNotFound: label('Project: when it is not found'),
      onboardingHeading: label('Project: onboarding questions heading'),
      onboardingIntro: label('Project: onboarding questions text'),
      onboardingSave: label('Project: send the answers button'),
      onboardingSaved: label('Project: once the answers are saved'),
      onboardingRequired: label('Project: an answer left empty that is required'),
      onboardingAnswered: label('Project: when answered ({date} is the day)'),
      deliverablesHeading: label('Project: deliverables heading'),
      deliverablesNone: label('Project: when nothing is delivered yet'),
      deliveredOn: label('Project: a deliverable’s date ({date} is the day)'),
      deliverableDownload: label('Project: a file’s download link'),
      deliverableOpenLink: label('Project: a link’s open link'),
      approvalAsked: label('Project: an approval asked'),
      approvalApprove: label('Project: approve button'),
      approvalChanges: label('Project: ask for changes button'),
      approvalCommentLabel: label('Project: the comment field'),
      approvalCommentRequired: label('Project: changes asked without a comment'),
      approvalApproved: label('Project: an approved deliverable'),
      approvalChangesAsked: label('Project: changes asked ({comment} is the comment)'),
      messagesHeading: label('Project: messages heading'),
      messagesNone: label('Project: when no message was written yet'),
      messageLabel: label('Project: the message field'),
      messageSend: label('Project: send a message button'),
      messageAttach: label('Project: the attach-a-file field'),
      messageAttachRule: label('Project: which files may be attached (the server takes PDF, PNG, JPEG, WebP, GIF, XLSX, DOCX, PPTX, ZIP, CSV, text; 20 MB)'),
      messageAttachment: label('Project: a file attached to a message ({file} is its name, {size} its size)'),
      messageFromAgency: label('Project: the name of the agency’s messages'),
      messageFromYou: label('Project: the name of the client’s own messages'),
      projectUnread: label('Projects: unread messages ({count} is the number)'),
      reportsHeading: label('Project: site reports heading'),
      reportsNone: label('Project: before the first site report'),
      reportOf: label('Project: a site report’s title ({date} is its day, {site} the site)'),
      reportScore: label('Project: a report’s score ({score} is out of 100)'),
      reportUp: label('Project: a score that rose ({points} is how much)'),
      reportDown: label('Project: a score that fell ({points} is how much)'),
      reportSame: label('Project: a score that did not move'),
      reportRunning: label('Project: a report whose audit is under way'),
      reportFailed: label('Project: a report whose audit failed ({reason} says why)'),
      reportNewIssues: label('Project: issues new since the last report'),
      reportFixedIssues: label('Project: issues fixed since the last report'),
      reportOpenIssues: label('Project: issues the site has'),
      reportNoIssues: label('Project: a report with no issue'),
      reportPdf: label('Project: a report’s PDF download link'),
      sitePageLoading: label('Pages: while a page’s blocks load'),
    },
    messages: { created: 'Fixed Texts are Updated', updated: 'Fixed Texts are Updated' },
  },
  {
    key: 'logo',
    name: 'Logo',
    plural: 'Logos',
    title: 'Logo',
    singleton: true,
    paths: paths('logo', 'logo/:id', 'add-logo', 'logo/:id'),
    fields: { logo: image('Logo image URL') },
    messages: { created: 'Logo is Updated', updated: 'Logo is Updated' },
  },
  {
    key: 'banner',
    name: 'Banner',
    plural: 'Banners',
    title: 'Banner',
    singleton: true,
    paths: paths('banner', 'banner/:id', 'add-banner', 'update-banner/:id'),
    fields: {
      bannerHeading: text('Heading'),
      bannerText: longText('Text'),
      imageOne: image('Image URL'),
      buttonText: text('Button text'),
      buttonURL: link('Button link'),
    },
    messages: { created: 'Banner is Updated', updated: 'Banner is Updated' },
  },
  {
    key: 'about',
    name: 'About',
    plural: 'Abouts',
    title: 'About',
    singleton: true,
    paths: paths('about', 'about-us/:id', 'add-about', 'update-about/:id'),
    fields: {
      aboutImgOne: image('Image URL'),
      aboutHeading: text('Heading'),
      aboutDetails: longText('Details'),
      aboutText: longText('Text'),
      aboutPointone: text('Point one', true),
      aboutPointwo: text('Point two', true),
      aboutPointhree: text('Point three', true),
    },
    messages: { created: 'About is Updated', updated: 'About is Updated' },
  },
  {
    key: 'serviceText',
    name: 'ServiceText',
    plural: 'ServiceTexts',
    title: 'Service text',
    singleton: true,
    paths: paths('service', 'service/:id', 'add-Service', 'service/:id'),
    fields: { serviceHeading: text('Heading'), servicesubHeading: longText('Sub-heading') },
    messages: { created: 'Service Text is Updated', updated: 'Service Text is Updated' },
  },
  {
    key: 'serviceItems',
    name: 'ServiceItem',
    plural: 'ServiceItems',
    title: 'Service items',
    singleton: false,
    paths: paths('service-items', 'service-item/:id', 'add-service-item', 'service-item/:id'),
    fields: {
      serviceIcon: image('Icon URL'),
      serviceImg: image('Image URL', true),
      serviceTitle: text('Title'),
      serviceName: text('Name', true),
      serviceDetails: longText('Details'),
    },
    messages: { created: 'Item is Added', updated: 'Service is Updated' },
  },
  {
    key: 'video',
    name: 'Video',
    plural: 'Videos',
    title: 'Video section',
    singleton: true,
    paths: paths('videos', 'videos/:id', 'add-video', 'update-videos/:id'),
    fields: { headingVideo: text('Heading'), videoImage: image('Image URL'), videoLink: link('Video link') },
    messages: { created: 'Video Text is Updated', updated: 'Video Section is Updated' },
  },
  {
    key: 'videoItems',
    name: 'VideoItem',
    plural: 'VideoItems',
    title: 'Video items',
    singleton: false,
    paths: paths('videos-items', 'videos-items/:id', 'add-video-item', 'videos-items/:id'),
    fields: { videoItemIcon: image('Icon URL'), videoItemTitle: text('Title'), videoItemDetails: longText('Details') },
    messages: { created: 'Item is Added', updated: 'Item is Updated' },
  },
  {
    key: 'counters',
    name: 'Counter',
    plural: 'Counters',
    title: 'Counters',
    singleton: true,
    paths: paths('counters', 'counters/:id', 'add-counter', 'update-counters/:id'),
    fields: {
      counterSectionImg: image('Image URL'),
      counterSectionImgTwo: image('Second image URL'),
      counterSectionText: text('Sub-title'),
      counterSectionHeading: text('Heading'),
      counterSectionDec: longText('Description'),
      happyClientsText: text('Happy clients label'),
      happyClientsNumber: count('Happy clients'),
      projectCompleteText: text('Projects completed label'),
      projectCompleteNumber: count('Projects completed'),
      yearofExperienceText: text('Years of experience label'),
      yearofExperienceNumber: count('Years of experience'),
      winingAwardText: text('Awards won label', true),
      winingAwardNumber: count('Awards won', true),
    },
    messages: { created: 'Counters is Updated', updated: 'Counters is Updated' },
  },
  {
    key: 'actions',
    name: 'Action',
    plural: 'Actions',
    title: 'Call to action',
    singleton: true,
    paths: paths('actions', 'actions/:id', 'add-action', 'update-actions/:id'),
    fields: {
      heading: text('Heading'),
      subHeading: longText('Sub-heading'),
      buttonText: text('Button text', true),
      buttonLink: link('Button link', true),
    },
    messages: { created: 'Action is Updated', updated: 'Action is Updated' },
  },
  {
    key: 'worksec',
    name: 'WorkSection',
    plural: 'WorkSections',
    title: 'Work section',
    singleton: true,
    paths: paths('worksec', 'worksec/:id', 'add-worksec', 'update-worksec/:id'),
    fields: { workHeading: text('Heading'), workText: longText('Text') },
    messages: { created: 'Work Section is Updated', updated: 'Work Section is Updated' },
  },
  {
    key: 'steps',
    name: 'Step',
    plural: 'Steps',
    title: 'Work steps',
    singleton: false,
    paths: paths('steps', 'step-item/:id', 'add-step', 'step-item/:id'),
    fields: {
      stepNumber: text('Step number (01-04)'),
      stepTitle: text('Title'),
      stepDetails: longText('Details'),
      stapIcon: image('Icon URL', true),
    },
    messages: { created: 'Item is Added', updated: 'Work Step is Updated' },
  },
  {
    key: 'contacts',
    name: 'Contact',
    plural: 'Contacts',
    title: 'Contact details',
    singleton: false,
    paths: paths('contacts', 'contacts/:id', 'add-contact', 'contacts/:id'),
    fields: {
      contactImg: image('Icon URL'),
      contactTitle: text('Title'),
      contactDetails: text('Details (shown as they are when "Shows" is not set)'),
      contactKind: choice('Shows', ['address', 'email', 'phone'], true),
    },
    messages: { created: 'Item is Added', updated: 'Contcat Section is Updated' },
  },
  {
    key: 'footerAbout',
    name: 'FooterAbout',
    plural: 'FooterAbouts',
    title: 'Footer about',
    singleton: true,
    paths: paths('footer-about', 'footer-about/:id', 'add-footer-about', 'footer-about/:id'),
    fields: { aboutFooterText: text('Heading'), aboutFooterDetails: longText('Text') },
    messages: { created: 'Footer About is Updated', updated: 'Footer About is Updated' },
  },
  {
    key: 'footerAddress',
    name: 'FooterAddress',
    plural: 'FooterAddresses',
    title: 'Address, phone and e-mail',
    singleton: true,
    paths: paths('footer-address', 'footer-address/:id', 'add-footer-address', 'footer-address/:id'),
    // The one record of the agency's contact details: the footer, the contact section and the
    // structured data all read it. The postal parts feed schema.org's PostalAddress.
    fields: {
      phoneNumber: text('Phone'),
      emailAddress: text('E-mail'),
      location: text('Address as one line'),
      streetAddress: text('Street address', true),
      addressLocality: text('City', true),
      addressRegion: text('Region or state', true),
      postalCode: text('Postal code', true),
      addressCountry: text('Country (e.g. US)', true),
      latitude: token('Latitude (e.g. 55.9533), for maps and search engines', LATITUDE, 'must be a latitude between -90 and 90 such as 55.9533'),
      longitude: token('Longitude (e.g. -3.1883)', LONGITUDE, 'must be a longitude between -180 and 180 such as -3.1883'),
    },
    messages: { created: 'Footer Address is Updated', updated: 'Footer Address is Updated' },
  },
  {
    key: 'footerSocial',
    name: 'FooterSocial',
    plural: 'FooterSocials',
    title: 'Footer social links',
    singleton: true,
    paths: paths('footer-social', 'footer-social/:id', 'add-footer-social', 'footer-social/:id'),
    // The spec's three networks stay as fields; any other network goes in the free list. None is required.
    fields: {
      aboutText: text('Heading'),
      youlink: link('YouTube link', true),
      fblink: link('Facebook link', true),
      inslink: link('Instagram link', true),
      links: {
        kind: 'longText' as const,
        label: 'Other networks (LinkedIn, X, TikTok…): one profile address per line',
        optional: true as const,
        pattern: PROFILE_LINES,
        patternHint: 'must be http(s) addresses of profiles, one per line',
      },
    },
    messages: { created: 'Social Link is Updated', updated: 'Social Link is Updated' },
  },
  {
    key: 'copyrights',
    name: 'Copyright',
    plural: 'Copyrights',
    title: 'Copyright',
    singleton: true,
    paths: paths('copyrights', 'copyrights/:id', 'add-footer-copyright', 'copyrights/:id'),
    fields: { copyrightText: text('Copyright line') },
    messages: { created: 'Footer Copy Right Updated', updated: 'Footer Copy Right Updated' },
  },
  {
    key: 'faq',
    name: 'FaqText',
    plural: 'FaqTexts',
    title: 'FAQ text',
    singleton: true,
    paths: paths('faq', 'faq/:id', 'add-faq', 'faq/:id'),
    fields: { faqHeading: text('Heading'), faqText: longText('Text') },
    messages: { created: 'FAQ Text is Updated', updated: 'FAQ Text is Updated' },
  },
  {
    key: 'faqItems',
    name: 'FaqItem',
    plural: 'FaqItems',
    title: 'FAQ items',
    singleton: false,
    paths: paths('faq-items', 'faq-item/:id', 'add-faq-item', 'faq-item/:id'),
    fields: { accodingTitle: text('Question'), accodingText: longText('Answer') },
    messages: { created: 'FAQ Item is Added', updated: 'FAQ Item is Updated' },
  },
  {
    // Booking pages, videos and maps of known providers on the home page (embeds/, docs "Embeds").
    key: 'embeds',
    name: 'Embed',
    plural: 'Embeds',
    title: 'Embeds',
    singleton: false,
    paths: paths('embeds', 'embed/:id', 'add-embed', 'embed/:id'),
    fields: {
      embedTitle: text('Title (what it shows, for screen readers)'),
      embedUrl: embed('Address or embed code: Calendly, Cal.com, HubSpot Meetings, YouTube, Vimeo, Google Maps or OpenStreetMap'),
    },
    messages: { created: 'Embed is Added', updated: 'Embed is Updated' },
  },
  {
    key: 'testimonialText',
    name: 'TestimonialText',
    plural: 'TestimonialTexts',
    title: 'Testimonial text',
    singleton: true,
    paths: paths('testimonialtext', 'testimonialtext/:id', 'add-testimonial-text', 'testimonialtext/:id'),
    fields: { testimonialHeading: text('Heading'), testimonialText: longText('Text') },
    messages: { created: 'Testimonial Text Is Updated', updated: 'Testimonial Text Is Updated' },
  },
  {
    key: 'testimonials',
    name: 'Testimonial',
    plural: 'Testimonials',
    title: 'Testimonials',
    singleton: false,
    paths: paths('testimonials', 'testimonial/:id', 'add-testimonial', 'testimonial/:id'),
    fields: { image: image('Photo URL'), personName: text('Name'), personTitle: text('Title'), desc: longText('Quote') },
    messages: { created: 'Item is Added', updated: 'Item is Updated' },
  },
  {
    key: 'featuresText',
    name: 'FeaturesText',
    plural: 'FeaturesTexts',
    title: 'Features text',
    singleton: true,
    paths: paths('featurestext', 'featurestext/:id', 'add-feature-text', 'featurestext/:id'),
    fields: { FeaturesHeading: text('Heading'), FeaturesText: longText('Text') },
    messages: { created: 'Features Text is Updated', updated: 'Features Text is Updated' },
  },
  {
    key: 'featureItems',
    name: 'FeatureItem',
    plural: 'FeatureItems',
    title: 'Feature items',
    singleton: false,
    paths: paths('featureitems', 'featureitems/:id', 'add-feature-Item', 'update-featureitems/:id'),
    fields: { FeaturesImg: image('Image URL'), FeaturesIcon: image('Icon URL'), FeaturesText: text('Title'), FeaturesDesc: longText('Description') },
    messages: { created: 'Item is Added', updated: 'Feature Items Section is Updated' },
  },
  {
    key: 'teamText',
    name: 'TeamText',
    plural: 'TeamTexts',
    title: 'Team text',
    singleton: true,
    paths: paths('teamstext', 'teamstext/:id', 'add-team-text', 'teamstext/:id'),
    fields: { teamHeading: text('Heading'), teamText: longText('Text') },
    messages: { created: 'Team Text Is Updated', updated: 'Team Text Is Updated' },
  },
  {
    key: 'teamItems',
    name: 'TeamItem',
    plural: 'TeamItems',
    title: 'Team members',
    singleton: false,
    paths: paths('teamitems', 'teamitems/:id', 'add-team-Item', 'update-teamitems/:id'),
    fields: { teamMemberImg: image('Photo URL'), teamMemberName: text('Name'), teamMemberTitle: text('Title') },
    messages: { created: 'Team Members Item is Added', updated: 'Team Member Items Section is Updated' },
  },
  {
    key: 'experiences',
    name: 'Experience',
    plural: 'Experiences',
    title: 'Experience',
    singleton: true,
    paths: paths('experiences', 'experiences/:id', 'add-experience', 'update-experiences/:id'),
    fields: {
      experienceHeading: text('Heading'),
      experienceText: text('Sub-title'),
      experienceDetails: longText('Details'),
      skillOneText: text('Skill one'),
      skillOneNumber: percent('Skill one %'),
      skillTwoText: text('Skill two'),
      skillTwoNumber: percent('Skill two %'),
      skillThreeText: text('Skill three'),
      skillThreeNumber: percent('Skill three %'),
    },
    messages: { created: 'Experience Section is Updated', updated: 'Exprence Section is Updated' },
  },
  {
    key: 'items',
    name: 'Item',
    plural: 'Items',
    title: 'Items',
    singleton: false,
    paths: paths('items', 'items/:id', 'add-item', 'items/:id'),
    fields: {
      format: choice('Format', ['Facebook', 'Instagram', 'Youtube']),
      canvaLink: link('Canva link'),
      imageLink: image('Image URL'),
      category: text('Category'),
      freeOrPaid: choice('Free or paid', ['Paid', 'Free']),
    },
    messages: { created: 'Item is Added', updated: 'Item is Updated' },
    public: false,
  },
] as const satisfies readonly SectionDefinition[];

export const SECTIONS: readonly SectionDefinition[] = DECLARED;

export const SECTION_BY_KEY = new Map(SECTIONS.map((section) => [section.key, section]));

/** A field as GET /api/sections describes it (its Swagger schema: SectionFieldDto). */
export interface FieldDescription {
  name: string;
  kind: FieldKind;
  label: string;
  optional: boolean;
  choices?: string[];
  maxLength?: number;
  /** the source of a RegExp, applied with patternFlags */
  pattern?: string;
  patternFlags?: string;
  /** what a value that misses the pattern is told, after the field's name */
  patternHint?: string;
  minimum?: number;
  maximum?: number;
}

/** A section as GET /api/sections describes it (its Swagger schema: SectionDefinitionDto). */
export interface SectionDescription {
  key: string;
  name: string;
  plural: string;
  title: string;
  singleton: boolean;
  fields: FieldDescription[];
  createdMessage: string;
  updatedMessage: string;
}

/** A section as the admin's editor is told it: its fields with their rules, a pattern as its source and flags. */
export function describeSection(section: SectionDefinition): SectionDescription {
  return {
    key: section.key,
    name: section.name,
    plural: section.plural,
    title: section.title,
    singleton: section.singleton,
    fields: Object.entries(section.fields).map(([name, spec]) => {
      const rule = FIELD_RULES[spec.kind];
      return {
        name,
        kind: spec.kind,
        label: spec.label,
        optional: spec.optional ?? false,
        choices: spec.choices ? [...spec.choices] : undefined,
        maxLength: rule.maxLength,
        pattern: (spec.pattern ?? rule.pattern)?.source,
        patternFlags: (spec.pattern ?? rule.pattern)?.flags,
        patternHint: spec.patternHint,
        minimum: rule.minimum,
        maximum: rule.maximum,
      };
    }),
    createdMessage: section.messages.created,
    updatedMessage: section.messages.updated,
  };
}

type DeclaredSection = (typeof DECLARED)[number];
export type SectionKey = DeclaredSection['key'];
type FieldsOf<K extends SectionKey> = Extract<DeclaredSection, { key: K }>['fields'];
type ValueOf<F> = F extends { choices: readonly (infer C)[] } ? C : F extends { kind: 'count' | 'percent' } ? number : string;
type Flatten<T> = { [P in keyof T]: T[P] };

/** The values one record of a section holds: a misspelt, missing or mistyped field is a compile error. */
export type SectionFields<K extends SectionKey> = Flatten<
  { -readonly [N in keyof FieldsOf<K> as FieldsOf<K>[N] extends { optional: true } ? never : N]: ValueOf<FieldsOf<K>[N]> } & {
    -readonly [N in keyof FieldsOf<K> as FieldsOf<K>[N] extends { optional: true } ? N : never]?: ValueOf<FieldsOf<K>[N]>;
  }
>;

/** Records for some of the sections, each checked against its section's fields. */
export type SectionContent = { [K in SectionKey]?: SectionFields<K>[] };
