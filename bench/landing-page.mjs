// A landing page as an agency builds one from blocks, for the benches that measure it.

const text = (words) => ({ type: 'paragraph', content: [{ type: 'text', text: words }] });

/** "Technical SEO in Leeds", six blocks (hero, services, rich text, testimonials, FAQ, contact form) and an embed, published: its slug. */
export async function landingPage(site, cookie) {
  const blocks = [
    {
      id: 'hero',
      kind: 'banner',
      data: {
        heading: {
          bannerHeading: 'Technical SEO in Leeds',
          bannerText: 'Audits and fixes that make Leeds businesses easy to crawl, fast to load and clear to search engines.',
          imageOne: '/images/banner.svg',
          buttonText: 'Ask for an audit',
          buttonURL: '#contact',
        },
      },
    },
    {
      id: 'services',
      kind: 'services',
      data: {
        heading: { serviceHeading: 'What we fix', servicesubHeading: 'The technical side of search, start to finish.' },
        items: [
          { serviceIcon: '/images/icon-audit.svg', serviceTitle: 'Crawl audits', serviceDetails: 'We find what keeps pages out of the index.' },
          { serviceIcon: '/images/icon-keywords.svg', serviceTitle: 'Core Web Vitals', serviceDetails: 'Faster pages for phones on slow networks.' },
          { serviceIcon: '/images/icon-content.svg', serviceTitle: 'Structured data', serviceDetails: 'Markup search engines read without guessing.' },
        ],
      },
    },
    {
      id: 'why',
      kind: 'richText',
      data: {
        body: {
          type: 'doc',
          content: [
            { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Why Leeds businesses call us' }] },
            text('Most sites we audit in West Yorkshire lose traffic to slow pages, duplicate addresses and missing markup.'),
            text('We fix them in the order that pays back first, and show the result in your search console.'),
          ],
        },
      },
    },
    {
      id: 'testimonials',
      kind: 'testimonials',
      data: {
        heading: { testimonialHeading: 'Leeds clients say', testimonialText: 'Two of many.' },
        items: [
          { image: '/images/icon-audit.svg', personName: 'Priya Shah', personTitle: 'Owner, Kirkgate Bakery', desc: 'Our pages are indexed within days now.' },
          { image: '/images/icon-links.svg', personName: 'Tom Reid', personTitle: 'Director, Aire Joinery', desc: 'The audit paid for itself in a month.' },
        ],
      },
    },
    {
      id: 'faq',
      kind: 'faq',
      data: {
        heading: { faqHeading: 'Questions from Leeds', faqText: 'What businesses here ask first.' },
        items: [
          { accodingTitle: 'Do you visit in person?', accodingText: 'Yes, anywhere in West Yorkshire.' },
          { accodingTitle: 'How long does an audit take?', accodingText: 'Two weeks from access to report.' },
        ],
      },
    },
    // An embed: a booking page, which sets cookies, so it waits behind its placeholder until consent.
    {
      id: 'book',
      kind: 'embeds',
      data: {
        heading: { embedsHeading: 'Book a call' },
        items: [{ embedTitle: 'Book a 20-minute call with the Leeds team', embedUrl: 'https://calendly.com/agency/intro-call' }],
      },
    },
    { id: 'contact', kind: 'contactForm', data: { heading: { contactHeading: 'Talk to the Leeds team' } } },
  ];
  const json = { cookie, 'content-type': 'application/json' };
  const created = await fetch(`${site}/api/pages`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      title: 'Technical SEO in Leeds',
      slug: 'technical-seo-leeds',
      blocks,
      areaServed: ['Leeds'],
      seoDescription: 'Technical SEO audits and fixes for Leeds businesses.',
    }),
  });
  if (created.status !== 201) throw new Error(`landing page: ${created.status} ${await created.text()}`);
  const { id, slug } = await created.json();
  const published = await fetch(`${site}/api/pages/${id}/publish`, { method: 'POST', headers: { cookie } });
  if (!published.ok) throw new Error(`publish: ${published.status}`);
  return slug;
}
