import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { PublishedBlock } from '@rankwell/api-client';
import { renderInApp } from '../../../../test/render';
import { HomeSections } from '../pages';
import { PageBlocks, siteWithBlock } from './PageBlocks';
import { loadBlocks } from './kinds';

const stamp = { createdAt: '', updatedAt: '' };
const faq: PublishedBlock = {
  id: 'faq',
  kind: 'faq',
  sections: {
    faq: [{ _id: 'faq', faqHeading: 'Questions from Leeds', faqText: 'What businesses here ask first.' }],
    faqItems: [{ _id: 'faq-1', accodingTitle: 'Do you visit in person?', accodingText: 'Yes, anywhere in West Yorkshire.' }],
  },
};
const contact: PublishedBlock = {
  id: 'contact',
  kind: 'contactForm',
  amends: 'siteTexts',
  sections: { siteTexts: [{ _id: 'contact', contactHeading: 'Talk to the Leeds team' }] },
};
const text: PublishedBlock = { id: 'why', kind: 'richText', html: '<p>Crawl budgets, fixed in Leeds.</p>' };

describe('a page’s blocks', () => {
  it('shows each block in order with its kind’s public component and its own records, not the site’s', async () => {
    await loadBlocks(['faq', 'contactForm']);
    await renderInApp(() => <PageBlocks blocks={[faq, text, contact]} />, {
      site: {
        faq: [{ _id: 's', faqHeading: 'The site’s FAQ', faqText: '', ...stamp }],
        faqItems: [{ _id: 's1', accodingTitle: 'The site’s question', accodingText: 'x', ...stamp }],
        siteTexts: [{ _id: 't', contactEyebrow: 'Write to us', ...stamp }],
      },
    });
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    // The contact block carries the free analysis form beside the contact form, as the home page's does.
    expect(headings).toEqual(['Questions from Leeds', 'Talk to the Leeds team', 'Audit my site']);
    expect(screen.getByText('Do you visit in person?')).toBeInTheDocument();
    expect(screen.queryByText('The site’s question')).toBeNull();
    // The rich text sits between them, as the server rendered it.
    const why = screen.getByText('Crawl budgets, fixed in Leeds.');
    expect(why.compareDocumentPosition(screen.getByText('Talk to the Leeds team')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The contact form's heading amends the site's texts: its eyebrow stays the agency's.
    expect(screen.getByText('Write to us')).toBeInTheDocument();
  });

  it('loads a kind’s component when a page first shows one (after a navigation in the browser)', async () => {
    const team: PublishedBlock = {
      id: 'team',
      kind: 'team',
      sections: {
        teamText: [{ _id: 'team', teamHeading: 'Our Leeds team', teamText: '' }],
        teamItems: [{ _id: 'team-1', teamMemberImg: '/a.png', teamMemberName: 'Sam', teamMemberTitle: 'Lead' }],
      },
    };
    await renderInApp(() => <PageBlocks blocks={[team]} />);
    expect(await screen.findByRole('heading', { name: 'Our Leeds team' })).toBeInTheDocument();
  });

  it('gives a second block of a kind ids of its own, so no id repeats and each section is named by its own heading', async () => {
    const second: PublishedBlock = {
      id: 'faq-2',
      kind: 'faq',
      sections: {
        faq: [{ _id: 'faq-2', faqHeading: 'Questions about pricing', faqText: '' }],
        faqItems: [{ _id: 'faq-2-1', accodingTitle: 'Is VAT included?', accodingText: 'No.' }],
      },
    };
    await loadBlocks(['faq']);
    await renderInApp(() => <PageBlocks blocks={[faq, second]} />);
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    // The first keeps the section's own id, which links and the home page's anchors name.
    expect(screen.getByRole('region', { name: 'Questions from Leeds' })).toHaveAttribute('aria-labelledby', 'faq-heading');
    expect(screen.getByRole('region', { name: 'Questions about pricing' })).toHaveAttribute('aria-labelledby', 'faq-heading-faq-2');
  });

  it('shows a case-study grid and an embeds block under the headings the page gave them', async () => {
    const grid: PublishedBlock = {
      id: 'work',
      kind: 'caseStudies',
      amends: 'siteTexts',
      sections: {
        siteTexts: [{ _id: 'work', caseStudiesHeading: 'Work for Leeds clients', caseStudiesIntro: 'Three years of results.' }],
        caseStudies: [{ slug: 'mill', title: 'The Mill', client: 'Mill Ltd', industry: { slug: 'retail', name: 'Retail' } }],
      },
    };
    const booking: PublishedBlock = {
      id: 'book',
      kind: 'embeds',
      amends: 'siteTexts',
      sections: {
        siteTexts: [{ _id: 'book', embedsHeading: 'Book a call' }],
        embeds: [{ _id: 'book-1', embedTitle: 'Our calendar', embedUrl: 'https://calendly.com/agency/intro' }],
      },
    };
    await loadBlocks(['caseStudies', 'embeds']);
    await renderInApp(() => <PageBlocks blocks={[grid, booking]} />, { site: { siteTexts: [{ _id: 't', pricingHeading: 'Plans', ...stamp }] } });
    expect(screen.getByRole('region', { name: 'Work for Leeds clients' })).toBeInTheDocument();
    expect(screen.getByText('Three years of results.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Book a call' })).toBeInTheDocument();
    // Each embed is still its own item: the heading amends the site's texts, not the embeds.
    expect(screen.getByRole('button', { name: 'Load Calendly' })).toBeInTheDocument();
    expect(screen.getAllByText('Our calendar').length).toBeGreaterThan(0);
  });

  it('leaves the site’s other data alone', () => {
    const site = siteWithBlock({ banner: [{ _id: 'b', bannerHeading: 'Home', ...stamp }] as never }, faq);
    expect(site.banner?.[0].bannerHeading).toBe('Home');
    expect(site.faqItems).toEqual(faq.sections!.faqItems);
  });
});

describe('the home page', () => {
  it('shows its sections in the owner’s order, each still left out while hidden', async () => {
    await renderInApp(() => <HomeSections />, {
      site: {
        homeOrder: ['faq', 'banner', 'services'],
        banner: [{ _id: 'b', bannerHeading: 'Rank higher', bannerText: 'x', ...stamp }] as never,
        faq: [{ _id: 'f', faqHeading: 'Questions', faqText: '', ...stamp }],
        faqItems: [{ _id: 'f1', accodingTitle: 'Why?', accodingText: 'Because.', ...stamp }],
      },
    });
    const sections = [...document.querySelectorAll('section[aria-labelledby]')].map((section) => section.getAttribute('aria-labelledby'));
    expect(sections).toEqual(['faq-heading', 'banner-heading']);
    expect(within(document.body).queryByText('Our services')).toBeNull();
  });
});
