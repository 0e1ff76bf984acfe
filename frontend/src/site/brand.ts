import type { SiteIdentityRecord, SiteTextsRecord } from '@rankwell/api-client';
import type { AppState } from '../app-state';
import { TEXTS } from '../texts';
import { first, type SiteData } from './types';

export type Brand = Partial<SiteIdentityRecord> & { siteName: string };

/**
 * The agency's identity (Brand & site) with what stands in until it is filled: the site's host
 * name for its name. The product never names itself on the agency's site.
 */
export function brandOf(site: SiteData, publicUrl: string): Brand {
  const identity = first(site.siteIdentity);
  const host = publicUrl ? new URL(publicUrl).hostname : '';
  return { ...identity, siteName: identity.siteName?.trim() || host };
}

export const brandOfState = (state: AppState) => brandOf(state.site, state.publicUrl);

/** The texts the site shows that are not content of a section, with the defaults they had before they were editable. */
export const DEFAULT_SITE_TEXTS = {
  aboutEyebrow: 'About',
  servicesEyebrow: 'Services',
  processEyebrow: 'Process',
  featuresEyebrow: 'Why us',
  testimonialsEyebrow: 'Testimonials',
  teamEyebrow: 'Team',
  faqEyebrow: 'FAQ',
  pricingEyebrow: 'Pricing',
  pricingHeading: 'Plans that grow with you',
  pricingIntro: 'Month to month, no long contracts. Pick a package and start this week.',
  featuredBadge: 'Most chosen',
  featuredPackage: 'Standard',
  pricePeriod: '/ month',
  contactEyebrow: TEXTS.contactSubtitle,
  contactHeading: TEXTS.contactHeading,
  newsletterHeading: TEXTS.getEverySingleUpdates,
  formNotice: 'We use what you send only to answer you. No cookies track you on this site.',
  thanksHeading: TEXTS.thankYou,
  thanksText: 'Your message has been received. We will get back to you within two working days.',
  caseStudiesHeading: 'Case studies',
  caseStudiesIntro: '',
  embedsHeading: '',
  messageSent: TEXTS.messageSent,
  sendButton: TEXTS.sendNow,
  newsletterButton: 'Subscribe',
  thanksBackHome: 'Back Home',
  orderHeading: TEXTS.buyingYourPlan,
  orderButton: 'Place order',
  orderPlaced: 'Thank you! Your order is placed. Pay for it below whenever you are ready.',
  dashboardHeading: 'Dashboard',
  signOut: 'Signout',
  totalSpent: 'Total spent',
  myOrdersHeading: 'My Orders',
  youHavePaid: TEXTS.youHavePaid,
  youHaveCancelled: TEXTS.youHaveCancelled,
  payNow: TEXTS.payNow,
  payHeading: 'Pay for your order',
  payNowWithPaypal: TEXTS.payNowWithPaypal,
  paymentConfirmed: 'Your payment is confirmed.',
  paymentCancelled: TEXTS.paymentCancelled,
  loginHeading: 'Log in',
  registerHeading: 'Create your account',
  resetHeading: 'Reset your password',
  contactNameLabel: 'Name',
  contactNamePlaceholder: 'Your name *',
  contactEmailLabel: 'Email',
  contactEmailPlaceholder: 'Your e-mail *',
  contactSubjectLabel: 'Subject',
  contactSubjectPlaceholder: 'Subject *',
  contactMessageLabel: 'Message',
  contactMessagePlaceholder: 'Your website and what you would like to improve *',
  newsletterLabel: 'Newsletter',
  newsletterPlaceholder: 'Your e-mail',
  footerContactHeading: 'Contact',
  navLogin: 'Log in',
  navDashboard: 'Dashboard',
  notFoundHeading: 'Page not found',
  notFoundText: 'The page you asked for does not exist or has moved.',
  notFoundBackHome: 'Back Home',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  emailRequired: TEXTS.emailRequired,
  emailInvalid: TEXTS.emailInvalid,
  passwordRequired: TEXTS.passwordRequired,
  passwordTooShort: TEXTS.passwordTooShort,
  loginButton: 'Log in',
  forgotPasswordLink: 'Forgot password?',
  newHereText: 'New here?',
  signUpLink: 'Sign Up',
  registerButton: 'Sign Up',
  haveAccountText: 'Already have an account?',
  logInLink: 'Log in',
  resetIntro: 'Enter the e-mail of your account and we will send you a link to set a new password.',
  resetButton: 'Send the link',
  backToLogin: 'Back to log in',
  newPasswordHeading: 'Choose a new password',
  newPasswordLabel: 'New password',
  setPasswordButton: 'Set new password',
  orderNameLabel: 'Name',
  orderEmailLabel: 'Email',
  orderEmailHint: "Orders are placed with your account's e-mail",
  orderAddressLabel: 'Address',
  orderCountryLabel: 'Country',
  orderCountryPlaceholder: 'Type to search',
  orderCountryNotFound: 'No country of that name',
  orderCompanyLabel: 'Company (for a business)',
  orderCompanyHint: 'The legal name your invoices are made out to',
  orderVatLabel: 'VAT number (for a business)',
  orderVatHint: "With your country's prefix, e.g. DE123456789; a business in another EU country or the UK pays no VAT here (reverse charge)",
  fieldRequired: 'This field is required',
  vatNeedsCompany: 'A VAT number belongs to a business: give its legal name',
  signedInAs: 'Signed in as',
  ordersCardTitle: 'My Orders',
  ordersCardText: 'Every order and its state',
  homeCardTitle: 'Home',
  homeCardText: 'Back to the site',
  contactCardTitle: 'Contact',
  contactCardText: 'Questions about your order?',
  accountCardTitle: 'Account',
  accountCardText: 'Password, e-mail, your data',
  receiptHeading: 'Receipt',
  paymentThanksHeading: 'Thank you for your payment',
  paymentWaiting: "Waiting for PayPal's confirmation of your payment…",
  goToDashboard: 'Go to your dashboard',
  receiptPrint: 'Print',
  receiptBackToOrders: 'Back to My Orders',
  receiptTaxId: 'Tax ID:',
  receiptBilledTo: 'Billed to',
  receiptOrderNumber: 'Order number',
  receiptOrderDate: 'Order date',
  receiptPaidOn: 'Paid on',
  receiptPaidByHand: 'Recorded by hand',
  receiptPaymentMethod: 'Payment method',
  receiptTransactionId: 'PayPal transaction ID',
  receiptNoTransaction: 'None (payment recorded by hand)',
  receiptPackage: 'SEO package',
  receiptTotalPaid: 'Total paid',
  servicePageHeading: 'Our SEO services',
  aboutContactButton: 'Contact Us',
  servicesCaseStudiesLink: 'See our case studies',
  caseStudiesAllLink: 'See all case studies',
  pricingPageHeading: 'Pricing',
  contactPageHeading: 'Contact us',
  blogNoPosts: 'No posts yet.',
  blogNewerPosts: 'Newer posts',
  blogOlderPosts: 'Older posts',
  blogCtaHeading: 'Want results like these for your site?',
  blogCtaText: 'Pick a package and we start this week, or ask for a free analysis of your site first.',
  blogCtaPackages: 'See the packages',
  blogCtaAnalysis: 'Ask for the free analysis',
  blogRelatedHeading: 'Related posts',
  caseStudiesListHeading: 'Case studies',
  caseStudiesListIntro: 'What we did for our clients, and what it brought them.',
  caseStudiesFilterAll: 'All',
  caseStudiesIndustry: 'Industry',
  caseStudiesService: 'Service',
  caseStudiesNone: 'No case studies yet.',
  caseStudyBackToList: 'All case studies',
  caseStudyPublished: 'Published',
  caseStudyClient: 'Client',
  caseStudyServices: 'Services',
  caseStudyResults: 'Results',
  caseStudyChallenge: 'The challenge',
  caseStudyApproach: 'What we did',
  caseStudyGallery: 'Gallery',
  ordersDateColumn: 'Date',
  ordersPackageColumn: 'Package',
  ordersPriceColumn: 'Price',
  ordersPaymentColumn: 'Payment',
  ordersOrderColumn: 'Order',
  ordersActionColumn: 'Action',
  receiptLink: 'Receipt',
  statusUnpaid: 'Unpaid',
  statusPaid: 'Paid',
  statusCancelled: 'Cancelled',
  statusPending: 'Pending',
  statusDelivered: 'Delivered',
  noOrdersYet: 'You have no orders yet.',
  pendingOrdersHeading: 'Your orders',
  nothingToPayHeading: 'No order is waiting for payment',
  cancellingHeading: 'Cancelling your payment',
  cancelledHeading: 'Payment cancelled',
  cancelFailedHeading: 'Order not updated',
  cancelFailedText: 'We could not update this order. It may already be paid or cancelled.',
  backToDashboard: 'Back to your dashboard',
  confirmEmailHeading: 'Please confirm your e-mail address',
  confirmEmailText: 'We sent a link to {email} when you signed up. Open it to confirm the address is yours.',
  confirmEmailResend: 'Send a new link',
  myInvoicesHeading: 'My invoices',
  retainersHeading: 'Your retainers',
  retainerPastDue: 'PayPal could not take the last payment and tries again: please check the payment method in your PayPal account.',
  retainerInvoices: 'Invoices',
  retainerCancel: 'Cancel at PayPal',
  verifyHeading: 'Confirm your e-mail address',
  verifyIntro: 'Confirm that the address you signed up with is yours.',
  verifyButton: 'Confirm my e-mail address',
  noTokenText: 'Open the link from the e-mail we sent you.',
  continueToOrder: 'Continue to your order',
  continueWhereLeft: 'Continue where you left off',
  confirmNewEmailHeading: 'Confirm your new e-mail address',
  confirmNewEmailIntro: 'Confirm that this address is yours, and your account moves to it.',
  confirmNewEmailButton: 'Confirm my new address',
  confirmNewEmailNoToken: 'Open the link from the e-mail we sent to your new address.',
  goToAccount: 'Go to your account',
  subscriptionHeading: 'Confirm your subscription',
  subscriptionIntro: 'Confirm that you want the newsletter at this address. You can unsubscribe from every newsletter in one click.',
  subscriptionButton: 'Confirm my subscription',
  unsubscribeHeading: 'Unsubscribe',
  goToHome: 'Go to the home page',
  accountHeading: 'Your account',
  currentPasswordLabel: 'Current password',
  changePasswordHeading: 'Change password',
  newPasswordHint: 'At least 6 characters',
  changePasswordButton: 'Change password',
  changeEmailHeading: 'Change e-mail',
  newEmailLabel: 'New e-mail address',
  changeEmailButton: 'Send the link',
  sameEmail: 'This is the address your account uses already.',
  downloadDataHeading: 'Download my data',
  downloadDataButton: 'Download my data',
  deleteAccountHeading: 'Delete my account',
  deleteAccountButton: 'Delete my account',
  deleteAccountDialogHeading: 'Delete your account?',
  deleteAccountConfirmText: 'This cannot be undone. Enter your password to confirm.',
  keepAccountButton: 'Keep my account',
  accountDeletedText: 'Thank you for having been with us.',
  backToHome: 'Back to the home page',
  // The banner's defaults are the server's (backend/src/seo/texts.ts, SEO_TEXTS.consent…), which writes the banner.
  consentText: 'We would like to use cookies to count visits and improve this site. Nothing is set unless you accept.',
  consentEmbedsText: 'Some content on this page comes from other services (bookings, maps) that set cookies. It loads only if you accept.',
  consentToolsAndEmbedsText:
    'We would like to use cookies to count visits and improve this site, and to show content from other services (bookings, maps). Nothing is set unless you accept.',
  consentAccept: 'Accept',
  consentDecline: 'Decline',
  consentSettings: 'Cookie settings',
  consentPrivacyLink: 'Privacy policy',
  privacyPage: '/privacy-policy',
} satisfies Required<Omit<SiteTextsRecord, '_id' | 'createdAt' | 'updatedAt' | 'position' | 'hidden' | 'version'>>;

export type SiteTexts = typeof DEFAULT_SITE_TEXTS;

export type CookieMode = NonNullable<SiteData['cookies']>['mode'];

/**
 * The notice under forms, by default, says what the site's analytics and tracking tools really do:
 * "no cookies" stays true only while no tool is on.
 */
export const FORM_NOTICE_BY_COOKIES: Record<CookieMode, string> = {
  none: DEFAULT_SITE_TEXTS.formNotice,
  cookieless: 'We use what you send only to answer you. Visits to this site are counted without cookies.',
  afterConsent: 'We use what you send only to answer you. Cookies that count visits are set only if you accept them.',
};

/** The defaults the site shows with its tools as they are (the back office's reset goes back to these). */
export function siteTextDefaults(mode: CookieMode | undefined): SiteTexts {
  return { ...DEFAULT_SITE_TEXTS, formNotice: FORM_NOTICE_BY_COOKIES[mode ?? 'none'] };
}

/** The texts made from each saved record (records are replaced, never changed in place), as every section asks for them. */
const textsOfRecord = new WeakMap<object, Partial<Record<CookieMode, SiteTexts>>>();
const NO_RECORD = {};

/** A saved text wins even when empty (an empty price period shows nothing); an absent one shows its default. */
export function siteTextsOf(site: SiteData): SiteTexts {
  const saved: Partial<Record<string, unknown>> = site.siteTexts?.[0] ?? NO_RECORD;
  const mode = site.cookies?.mode ?? 'none';
  const kept = textsOfRecord.get(saved);
  if (kept?.[mode]) return kept[mode];
  const defaults = siteTextDefaults(mode);
  const texts = Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [key, typeof saved[key] === 'string' ? saved[key] : fallback]),
  ) as SiteTexts;
  textsOfRecord.set(saved, { ...kept, [mode]: texts });
  return texts;
}
