import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderInApp } from '../../../../test/render';
import { Counters } from './Counters';
import { WorkSteps } from './WorkSteps';
import { Experience } from './Experience';
import { CallToAction } from './CallToAction';
import { Pricing } from './Pricing';
import { ContactSection } from './ContactSection';

const stamp = { createdAt: '', updatedAt: '' };
const point = (n: number) => ({ [`packagePoint${['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'][n]}`]: `Point ${n + 1}` });
const plan = (id: string, packageName: 'Basic' | 'Standard' | 'Premium', packagePrice: number) =>
  ({
    _id: id,
    packageName,
    packagePrice,
    packageButtonText: 'Order now',
    ...Object.assign({}, ...Array.from({ length: 10 }, (_, n) => point(n))),
    points: Array.from({ length: 10 }, (_, n) => `Point ${n + 1}`),
    currency: 'USD',
    billing: 'once',
    periods: null,
    setupPrice: null,
    description: '',
    featured: false,
    listed: true,
    ...stamp,
  }) as never;

describe('public sections', () => {
  it('shows each package once with its $ price, ten points and a link to /order-now/{id}', async () => {
    await renderInApp(() => <Pricing />, { site: { pricings: [plan('p1', 'Basic', 99), plan('p2', 'Standard', 249.5), plan('p3', 'Premium', 499)] } });
    expect(screen.getByText('$99')).toBeInTheDocument();
    expect(screen.getByText('$249.50')).toBeInTheDocument();
    expect(screen.getAllByText('Point 10')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Order now: Standard package' })).toHaveAttribute('href', '/order-now/p2');
  });

  it('shows the fixed texts as the agency edited them: its badge on its package, and no period when it is empty', async () => {
    await renderInApp(() => <Pricing />, {
      site: {
        pricings: [plan('p1', 'Basic', 99), plan('p3', 'Premium', 499)],
        siteTexts: [{ _id: 't', pricePeriod: '', featuredPackage: 'premium', featuredBadge: 'Best value', pricingHeading: 'One-off packages', ...stamp }],
      },
    });
    expect(screen.getByRole('heading', { name: 'One-off packages' })).toBeInTheDocument();
    expect(screen.queryByText('/ month')).toBeNull();
    expect(screen.queryByText('Most chosen')).toBeNull();
    expect(within(document.getElementById('package-premium')!).getByText('Best value')).toBeInTheDocument();
    expect(within(document.getElementById('package-basic')!).queryByText('Best value')).toBeNull();
  });

  it("shows an offer's own currency, retainer terms, description, featured mark and any number of points", async () => {
    const retainer = {
      ...(plan('r1', 'Basic', 0) as object),
      packageName: 'Local retainer',
      packagePrice: 1200,
      currency: 'EUR',
      billing: 'month',
      periods: 6,
      setupPrice: 500,
      description: 'Six months of local search work.',
      featured: true,
      points: ['Citations', 'Reviews', 'Maps', 'Reports', 'Calls', 'Audits', 'Links', 'Posts', 'Pages', 'Schema', 'Eleventh point'],
    } as never;
    await renderInApp(() => <Pricing />, {
      site: { pricings: [retainer], siteTexts: [{ _id: 't', pricePeriod: 'one-off', featuredPackage: '', featuredBadge: 'Most chosen', ...stamp }] },
    });
    const card = within(document.getElementById('package-local-retainer')!);
    expect(card.getByText('€1,200')).toBeInTheDocument();
    expect(card.getByText('/ month')).toBeInTheDocument();
    expect(card.getByText('6 months · first month €500')).toBeInTheDocument();
    expect(card.queryByText('one-off')).toBeNull();
    expect(card.getByText('Six months of local search work.')).toBeInTheDocument();
    expect(card.getByText('Most chosen')).toBeInTheDocument();
    expect(card.getAllByRole('listitem')).toHaveLength(11);
  });

  it('shows the contact items that stand for the address, e-mail and phone from the one contact record', async () => {
    await renderInApp(() => <ContactSection />, {
      site: {
        footerAddress: [{ _id: 'f', phoneNumber: '+49 30 1234567', emailAddress: 'hello@northpeak.example', location: 'Berlin', ...stamp }],
        contacts: [
          { _id: 'c1', contactImg: '/a.svg', contactTitle: 'Write to us', contactDetails: 'old@example.com', contactKind: 'email', ...stamp },
          { _id: 'c2', contactImg: '/b.svg', contactTitle: 'Call us', contactDetails: '+1 555', contactKind: 'phone', ...stamp },
          { _id: 'c3', contactImg: '/c.svg', contactTitle: 'Hours', contactDetails: 'Mo-Fr 9-5', ...stamp },
        ],
      },
    });
    expect(screen.getByRole('link', { name: 'hello@northpeak.example' })).toHaveAttribute('href', 'mailto:hello@northpeak.example');
    expect(screen.getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute('href', 'tel:+49301234567');
    expect(screen.getByText('Mo-Fr 9-5')).toBeInTheDocument();
    expect(screen.queryByText('old@example.com')).toBeNull();
  });

  it('shows step numbers only when they are exactly 01 to 04', async () => {
    await renderInApp(() => <WorkSteps />, {
      site: {
        steps: [
          { _id: 's1', stepNumber: '01', stepTitle: 'First', stepDetails: 'a', ...stamp },
          { _id: 's2', stepNumber: '5', stepTitle: 'Fifth', stepDetails: 'b', ...stamp },
          { _id: 's3', stepNumber: '<b>04</b>', stepTitle: 'Odd', stepDetails: 'c', ...stamp },
        ],
      },
    });
    expect(screen.getByText('01')).toBeInTheDocument();
    expect(screen.queryByText('5')).toBeNull();
    expect(screen.queryByText('<b>04</b>')).toBeNull();
    expect(screen.getByText('Fifth')).toBeInTheDocument();
  });

  const counters = {
    counters: [
      {
        _id: 'c1',
        counterSectionImg: '/a.svg',
        counterSectionImgTwo: '/b.svg',
        counterSectionText: 'Numbers',
        counterSectionHeading: 'Results',
        counterSectionDec: 'd',
        happyClientsText: 'Happy clients',
        happyClientsNumber: 520,
        projectCompleteText: 'Projects',
        projectCompleteNumber: 90,
        yearofExperienceText: 'Years',
        yearofExperienceNumber: 12,
        ...stamp,
      },
    ],
  };

  it('draws the home counters with fixed bars of 80, 90 and 90', async () => {
    await renderInApp(() => <Counters />, { site: counters });
    expect(screen.getByText('520')).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['80', '90', '90']);
  });

  it('loads the counters picture lazily where the section sits below the fold', async () => {
    await renderInApp(() => <Counters />, { site: counters });
    expect(document.querySelector('img[src="/a.svg"]')).toHaveAttribute('loading', 'lazy');
  });

  it('loads the counters picture at once, sized, where the section opens the page', async () => {
    await renderInApp(() => <Counters suffix="+" opensPage />, { site: counters });
    const picture = document.querySelector('img[src="/a.svg"]');
    expect(picture).not.toHaveAttribute('loading');
    expect(picture).toHaveAttribute('width', '540');
    expect(picture).toHaveAttribute('height', '400');
  });

  it("adds the '+' suffix on the service page", async () => {
    await renderInApp(() => <Counters suffix="+" />, { site: counters });
    expect(screen.getByText('520+')).toBeInTheDocument();
    expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
  });

  it('draws the service page skill bars at 85, 65 and 79', async () => {
    await renderInApp(() => <Experience />, { site: {} });
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['85', '65', '79']);
  });

  it('titles the call to action with its own heading and links its button', async () => {
    await renderInApp(() => <CallToAction />, {
      site: { actions: [{ _id: 'a', heading: 'Ready to rank in York?', subHeading: 'Join us', buttonText: 'Go', buttonLink: '/pricing/', ...stamp }] },
    });
    expect(screen.getByRole('region', { name: 'Ready to rank in York?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Get Every Single Updates' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go' })).toHaveAttribute('href', '/pricing/');
  });

  it("titles a call to action without a heading with the fixed text 'Get Every Single Updates'", async () => {
    await renderInApp(() => <CallToAction />, {
      site: { actions: [{ _id: 'a', heading: ' ', subHeading: 'Join us', buttonText: 'Go', buttonLink: '/pricing/', ...stamp }] },
    });
    expect(screen.getByRole('region', { name: 'Get Every Single Updates' })).toBeInTheDocument();
  });

  it('has the analysis form of the spec with a hidden UnRead status', async () => {
    await renderInApp(() => <ContactSection />);
    const form = screen.getByRole('form', { name: 'Free SEO analysis' });
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(within(form).getByRole('textbox', { name: new RegExp(label) })).toBeRequired();
    expect(form.querySelector('input[type=hidden][name=messageStatus]')).toHaveValue('UnRead');
    expect(screen.getByRole('heading', { name: 'Get Free SEO Analysis?' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send Now' })).toBeInTheDocument();
  });
});
