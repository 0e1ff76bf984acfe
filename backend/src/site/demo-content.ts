import type { SectionContent } from '../content/sections.js';
import type { PricingFields } from '../pricing/pricing.dto.js';

/** What a newcomer sees on the first start: a complete agency site, all of it editable. */
export const DEMO_CONTENT: SectionContent = {
  // The demo agency's name is typed here like any agency's would be; nothing else in the demo repeats it.
  siteIdentity: [
    {
      siteName: 'Rankwell',
      legalName: 'Rankwell SEO LLC',
      tagline: 'SEO that earns revenue',
      metaDescription: 'An SEO agency: technical SEO, content and links, reported in revenue.',
      logoDark: '/images/logo-light.svg',
      favicon: '/favicon.svg',
      shareImageAlt: 'A growth chart of search traffic',
      primaryColor: '#0a7769',
      businessType: 'ProfessionalService',
      openingHours: 'Mo-Fr 09:00-18:00',
      priceRange: '$$',
      timeZone: 'America/New_York',
      dateFormat: 'medium',
      locale: 'en-US',
    },
  ],
  logo: [{ logo: '/images/logo.svg' }],
  banner: [
    {
      bannerHeading: 'Rank higher. Grow faster.',
      bannerText: 'We turn search into your best sales channel: technical SEO, content that ranks and links that last, measured every month.',
      imageOne: '/images/banner.svg',
      buttonText: 'Get a free analysis',
      buttonURL: '/#contact-sec',
    },
  ],
  about: [
    {
      aboutImgOne: '/images/about.svg',
      aboutHeading: 'An SEO team that reports in revenue, not in jargon',
      aboutDetails: 'Since 2014 we have helped more than 500 companies earn their place on the first page of Google.',
      aboutText:
        'Every engagement starts with an audit of your site, your market and your competitors. From there we build a plan you can read in five minutes and follow month by month.',
      aboutPointone: 'Technical audits that developers can act on',
      aboutPointwo: 'Content strategy built on real search demand',
      aboutPointhree: 'Transparent monthly reporting',
    },
  ],
  serviceText: [
    {
      serviceHeading: 'Services that move you up the results page',
      servicesubHeading: 'Everything search needs, from crawlability to conversion, under one roof.',
    },
  ],
  serviceItems: [
    {
      serviceIcon: '/images/icon-audit.svg',
      serviceTitle: 'Technical SEO audit',
      serviceDetails: 'Crawl errors, page speed, structured data and indexation: we find what holds your site back and fix it with your team.',
    },
    {
      serviceIcon: '/images/icon-keywords.svg',
      serviceTitle: 'Keyword research',
      serviceDetails: 'We map the searches your customers actually make to the pages that should win them.',
    },
    {
      serviceIcon: '/images/icon-content.svg',
      serviceTitle: 'Content marketing',
      serviceDetails: 'Articles, guides and landing pages written to rank and to convert.',
    },
    {
      serviceIcon: '/images/icon-links.svg',
      serviceTitle: 'Link building',
      serviceDetails: 'Editorial links from relevant sites, earned through outreach and digital PR.',
    },
    {
      serviceIcon: '/images/icon-local.svg',
      serviceTitle: 'Local SEO',
      serviceDetails: 'Business profiles, citations and reviews that bring nearby customers to your door.',
    },
    {
      serviceIcon: '/images/icon-report.svg',
      serviceTitle: 'Analytics & reporting',
      serviceDetails: 'Rankings, traffic and revenue in one monthly report, with the next steps spelled out.',
    },
  ],
  video: [
    {
      headingVideo: 'See how we take a site from page five to page one',
      videoImage: '/images/video.svg',
      videoLink: 'https://www.youtube.com/watch?v=seo-case-study',
    },
  ],
  videoItems: [
    { videoItemIcon: '/images/icon-audit.svg', videoItemTitle: 'Audit', videoItemDetails: 'We measure where you stand today.' },
    { videoItemIcon: '/images/icon-keywords.svg', videoItemTitle: 'Plan', videoItemDetails: 'We agree on the searches worth winning.' },
    { videoItemIcon: '/images/icon-report.svg', videoItemTitle: 'Grow', videoItemDetails: 'We ship improvements and report results monthly.' },
  ],
  counters: [
    {
      counterSectionImg: '/images/counter.svg',
      counterSectionImgTwo: '/images/counter-two.svg',
      counterSectionText: 'Our numbers',
      counterSectionHeading: 'Results our clients can bank on',
      counterSectionDec: 'Twelve years of search work, measured the way our clients measure it.',
      happyClientsText: 'Happy clients',
      happyClientsNumber: 520,
      projectCompleteText: 'Projects completed',
      projectCompleteNumber: 1340,
      yearofExperienceText: 'Years of experience',
      yearofExperienceNumber: 12,
      winingAwardText: 'Awards won',
      winingAwardNumber: 18,
    },
  ],
  actions: [
    {
      heading: 'Get Every Single Updates',
      subHeading: 'Join 8,000 marketers who get our monthly notes on what changed in search.',
      buttonText: 'Get started',
      buttonLink: '/pricing/',
    },
  ],
  worksec: [{ workHeading: 'How we work', workText: 'Four steps from the first call to lasting rankings.' }],
  steps: [
    { stepNumber: '01', stepTitle: 'Free analysis', stepDetails: 'Tell us about your site and we send an honest first assessment within two working days.' },
    { stepNumber: '02', stepTitle: 'Strategy', stepDetails: 'We agree on goals, keywords and a realistic timeline.' },
    { stepNumber: '03', stepTitle: 'Execution', stepDetails: 'Our specialists fix, write and build links, with your approval at each step.' },
    { stepNumber: '04', stepTitle: 'Reporting', stepDetails: 'Every month you see what was done and what it earned.' },
  ],
  contacts: [
    { contactImg: '/images/icon-location.svg', contactTitle: 'Visit us', contactDetails: '350 Fifth Avenue, New York, NY 10118', contactKind: 'address' },
    { contactImg: '/images/icon-mail.svg', contactTitle: 'Write to us', contactDetails: 'hello@agency.example', contactKind: 'email' },
    { contactImg: '/images/icon-phone.svg', contactTitle: 'Call us', contactDetails: '+1 (212) 555-0147', contactKind: 'phone' },
  ],
  footerAbout: [
    {
      aboutFooterText: 'About us',
      aboutFooterDetails: 'We are an SEO agency that helps businesses earn search traffic that converts, with plain reporting and no long contracts.',
    },
  ],
  footerAddress: [
    {
      phoneNumber: '+1 (212) 555-0147',
      emailAddress: 'hello@agency.example',
      location: '350 Fifth Avenue, New York, NY 10118',
      streetAddress: '350 Fifth Avenue',
      addressLocality: 'New York',
      addressRegion: 'NY',
      postalCode: '10118',
      addressCountry: 'US',
    },
  ],
  footerSocial: [
    {
      aboutText: 'Follow us',
      youlink: 'https://www.youtube.com/',
      fblink: 'https://www.facebook.com/',
      inslink: 'https://www.instagram.com/',
    },
  ],
  copyrights: [{ copyrightText: '© 2026 Rankwell. All rights reserved.' }],
  faq: [{ faqHeading: 'Frequently asked questions', faqText: 'Straight answers to what clients ask us before they start.' }],
  faqItems: [
    {
      accodingTitle: 'How long until I see results?',
      accodingText: 'Technical fixes often show within weeks; content and links usually take three to six months to reach their full effect.',
    },
    { accodingTitle: 'Do you lock me into a long contract?', accodingText: 'No. Every package runs month to month and you can stop at any time.' },
    {
      accodingTitle: 'Will you need access to my website?',
      accodingText: 'Read access to analytics and search console is enough to start; we ask for more only when a fix needs it.',
    },
    {
      accodingTitle: 'How do you report progress?',
      accodingText: 'A monthly report with rankings, traffic, leads and the work done, plus a call to walk through it.',
    },
  ],
  testimonialText: [{ testimonialHeading: 'What our clients say', testimonialText: 'Businesses of every size trust us with their search presence.' }],
  testimonials: [
    {
      image: '/images/person-1.svg',
      personName: 'Maria Lopez',
      personTitle: 'Founder, Casa Verde Interiors',
      desc: 'Our organic leads tripled in eight months, and for the first time I understand what our agency is doing.',
    },
    {
      image: '/images/person-2.svg',
      personName: 'James Carter',
      personTitle: 'Marketing lead, Northwind Tools',
      desc: 'The technical audit alone paid for the year. Clear priorities, no fluff.',
    },
    {
      image: '/images/person-3.svg',
      personName: 'Aisha Rahman',
      personTitle: 'Owner, Bloom Dental',
      desc: 'We now rank first for dentist in our neighbourhood. The phone rings more every month.',
    },
  ],
  featuresText: [{ FeaturesHeading: 'Why agencies and brands choose us', FeaturesText: 'Senior specialists, honest numbers and work you can see.' }],
  featureItems: [
    {
      FeaturesImg: '/images/feature-1.svg',
      FeaturesIcon: '/images/icon-audit.svg',
      FeaturesText: 'Senior specialists',
      FeaturesDesc: 'No juniors learning on your budget: every account is run by someone with five or more years in search.',
    },
    {
      FeaturesImg: '/images/feature-2.svg',
      FeaturesIcon: '/images/icon-report.svg',
      FeaturesText: 'Plain reporting',
      FeaturesDesc: 'One page a month, in revenue and leads, not vanity metrics.',
    },
    {
      FeaturesImg: '/images/feature-3.svg',
      FeaturesIcon: '/images/icon-links.svg',
      FeaturesText: 'White-hat only',
      FeaturesDesc: 'Methods that survive algorithm updates, because we never rent links.',
    },
  ],
  teamText: [{ teamHeading: 'Meet the team', teamText: 'The specialists who will work on your account.' }],
  teamItems: [
    { teamMemberImg: '/images/person-4.svg', teamMemberName: 'Daniel Kim', teamMemberTitle: 'Head of SEO' },
    { teamMemberImg: '/images/person-5.svg', teamMemberName: 'Sofia Rossi', teamMemberTitle: 'Content strategist' },
    { teamMemberImg: '/images/person-6.svg', teamMemberName: 'Liam O’Brien', teamMemberTitle: 'Technical SEO lead' },
    { teamMemberImg: '/images/person-1.svg', teamMemberName: 'Priya Nair', teamMemberTitle: 'Outreach manager' },
    { teamMemberImg: '/images/person-2.svg', teamMemberName: 'Tom Becker', teamMemberTitle: 'Data analyst' },
  ],
  experiences: [
    {
      experienceHeading: 'Twelve years of search, one focus: your growth',
      experienceText: 'Our experience',
      experienceDetails: 'We have lived through every major algorithm update since 2014 and kept our clients ranking through all of them.',
      skillOneText: 'Technical SEO',
      skillOneNumber: 85,
      skillTwoText: 'Content strategy',
      skillTwoNumber: 65,
      skillThreeText: 'Link building',
      skillThreeNumber: 79,
    },
  ],
};

/** The three packages; they always exist so customers can order from the first start. */
export const DEMO_PACKAGES: PricingFields[] = [
  {
    packageName: 'Basic',
    packagePrice: 99,
    packageButtonText: 'Order Basic',
    packagePointOne: 'Technical SEO audit',
    packagePointTwo: 'Up to 10 keywords',
    packagePointThree: 'On-page optimisation of 5 pages',
    packagePointFour: 'Google Business Profile setup',
    packagePointFive: 'Monthly ranking report',
    packagePointSix: 'Search Console monitoring',
    packagePointSeven: 'E-mail support',
    packagePointEight: '1 content brief a month',
    packagePointNine: 'Competitor snapshot',
    packagePointTen: 'Cancel any time',
  },
  {
    packageName: 'Standard',
    packagePrice: 249,
    packageButtonText: 'Order Standard',
    packagePointOne: 'Everything in Basic',
    packagePointTwo: 'Up to 30 keywords',
    packagePointThree: 'On-page optimisation of 20 pages',
    packagePointFour: '2 articles a month',
    packagePointFive: '5 editorial links a month',
    packagePointSix: 'Local citations',
    packagePointSeven: 'Schema markup',
    packagePointEight: 'Page speed fixes',
    packagePointNine: 'Monthly strategy call',
    packagePointTen: 'Cancel any time',
  },
  {
    packageName: 'Premium',
    packagePrice: 499,
    packageButtonText: 'Order Premium',
    packagePointOne: 'Everything in Standard',
    packagePointTwo: 'Unlimited keywords',
    packagePointThree: 'Whole-site optimisation',
    packagePointFour: '6 articles a month',
    packagePointFive: '15 editorial links a month',
    packagePointSix: 'Digital PR campaign',
    packagePointSeven: 'Conversion rate review',
    packagePointEight: 'Dedicated account manager',
    packagePointNine: 'Weekly reporting',
    packagePointTen: 'Priority support',
  },
];
