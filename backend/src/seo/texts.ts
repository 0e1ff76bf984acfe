/** What the admin and the site's visitors are told about search engines and analytics, in one place. */
export const SEO_LIMITS = {
  /** lines of robots.txt additions */
  robotsLines: 200,
  /** characters of robots.txt additions */
  robotsMaxLength: 4000,
  /** a page's own search-result title: Google shows about 60 characters, so 70 leaves room for a brand */
  seoTitle: 70,
  /** a page's meta description: Google shows about 155 characters */
  seoDescription: 200,
  socialImageAlt: 200,
  url: 2048,
} as const;

export const SEO_TEXTS = {
  robotsControl: (field: string) => `${field} contains a control character`,
  robotsTooManyLines: (field: string) => `${field} may have at most ${SEO_LIMITS.robotsLines} lines`,
  robotsNotDirective: (field: string, line: number) =>
    `${field} line ${line} is not a robots.txt rule: write User-agent:, Allow:, Disallow:, Crawl-delay: or Sitemap: lines, or # comments`,
  robotsBadValue: (field: string, line: number, directive: string, expected: string) => `${field} line ${line}: ${directive} ${expected}`,
  httpsUrl: (field: string) => `${field} must be an https:// address without a query or fragment`,
  httpsUrlCredentials: (field: string) => `${field} must not carry a user name or password`,
  httpsUrlPrivate: (field: string, host: string) => `${field}: ${host} is a private, loopback or local address, which visitors' browsers cannot reach`,
  requiredWhen: (field: string, other: string, value: string) => `${field} is required when ${other} is ${value}`,
  seoTitleTooLong: `The search title may have at most 70 characters`,
  seoDescriptionTooLong: `The meta description may have at most 200 characters`,
  socialImage: 'The social image must be a library image (/media/…), a path of the site or an http(s) address',
  socialImageAltTooLong: `The social image description may have at most 200 characters`,
  canonicalUrl: 'The canonical address must be an https:// address or a path of the site starting with /',
  noindex: 'noindex must be true or false',
  noSuchPage: (page: string) => `No fixed page is named ${page.slice(0, 40)}: use home, service, pricing, contact or thanks`,
  /** the consent banner, written into the page by the server and shown by the consent chunk */
  consent: {
    label: 'Cookie consent',
    text: 'We would like to use cookies to count visits and improve this site. Nothing is set unless you accept.',
    accept: 'Accept',
    decline: 'Decline',
    /** the button, on every page, that opens the banner again to change the choice */
    settings: 'Cookie settings',
  },
  /** the banner's text on a page whose only reason for it is an embedded service that sets cookies (a booking tool, a map) */
  consentEmbedsOnly: 'Some content on this page comes from other services (bookings, maps) that set cookies. It loads only if you accept.',
  consentToolsAndEmbeds:
    'We would like to use cookies to count visits and improve this site, and to show content from other services (bookings, maps). Nothing is set unless you accept.',
  /** the banner's link to the privacy page */
  consentPrivacyLink: 'Privacy policy',
} as const;
