import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

const main = () => within(screen.getByRole('navigation', { name: 'Main' }));

/** A site read with the sections the bar links to, each shown (present, though empty). */
const EVERY_SECTION_SHOWN = { about: [], serviceText: [], contacts: [] };

describe('navigation bar', () => {
  it('offers Log in to a visitor, and no Admin link', async () => {
    await renderInApp(() => <SiteHeader />);
    expect(main().getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(main().queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(main().queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('offers Dashboard to a signed-in customer, still no Admin', async () => {
    await renderInApp(() => <SiteHeader />, { viewer: { email: 'c@example.com', isAdmin: false } });
    expect(main().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(main().queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(main().queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('adds Admin for an admin, and follows sign-out', async () => {
    const state = await renderInApp(() => <SiteHeader />, { viewer: { email: 'a@example.com', isAdmin: true } });
    expect(main().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    act(() => state.setViewer(null));
    expect(main().getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('folds the links into a panel on narrow screens that the menu button opens and Escape closes', async () => {
    const user = userEvent.setup();
    await renderInApp(() => <SiteHeader />, { site: EVERY_SECTION_SHOWN });
    const menu = screen.getByRole('button', { name: 'Open navigation' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

    await user.click(menu);
    const panel = screen.getByRole('navigation', { name: 'Mobile' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAccessibleName('Close navigation');
    expect(within(panel).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact-sec');
    expect(within(panel).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(menu).toHaveFocus();
  });

  it('closes the panel when one of its links is followed', async () => {
    const user = userEvent.setup();
    await renderInApp(() => <SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Pricing' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('has the section anchors of the spec', async () => {
    await renderInApp(() => <SiteHeader />, { site: EVERY_SECTION_SHOWN });
    const hrefs = ['Home', 'About', 'Services', 'Pricing', 'Contact'].map((name) => main().getByRole('link', { name }).getAttribute('href'));
    expect(hrefs).toEqual(['/', '/#about-sec', '/#services-sec', '/#pricing-sec', '/#contact-sec']);
  });

  it('drops the anchor of a section the admin hid (the site read leaves it out)', async () => {
    const { about: _about, ...withoutAbout } = EVERY_SECTION_SHOWN;
    await renderInApp(() => <SiteHeader />, { site: withoutAbout });
    expect(main().queryByRole('link', { name: 'About' })).toBeNull();
    expect(main().getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/#services-sec');
  });
});

describe('footer', () => {
  it('shows the content of the footer sections as text', async () => {
    await renderInApp(() => <SiteFooter />, {
      site: {
        copyrights: [{ _id: '1', copyrightText: '<b>© Northpeak Search</b>', createdAt: '', updatedAt: '' }],
        footerAddress: [{ _id: '2', phoneNumber: '+1 555', emailAddress: 'hi@example.com', location: 'Springfield', createdAt: '', updatedAt: '' }],
      },
    });
    expect(screen.getByText('<b>© Northpeak Search</b>')).toBeInTheDocument();
    expect(screen.getByText('Springfield')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hi@example.com' })).toHaveAttribute('href', 'mailto:hi@example.com');
    expect(screen.getByRole('textbox', { name: /Newsletter/ })).toBeInTheDocument();
  });

  it('still has a title, quick links and a copyright line in the site name before any other content is entered', async () => {
    await renderInApp(() => <SiteFooter />, { site: { siteIdentity: [{ _id: 'i', siteName: 'Northpeak Search', createdAt: '', updatedAt: '' }] } });
    expect(screen.getByRole('heading', { name: 'About Northpeak Search' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing-sec');
    expect(screen.getByText('© Northpeak Search. All rights reserved.')).toBeInTheDocument();
  });

  it('shows the logo drawn for dark backgrounds as it is, and the name where there is none', async () => {
    await renderInApp(() => <SiteFooter />, {
      site: { siteIdentity: [{ _id: 'i', siteName: 'Northpeak Search', logoDark: '/images/light.svg', createdAt: '', updatedAt: '' }] },
    });
    const logo = screen.getByRole('img', { name: 'Northpeak Search' });
    expect(logo).toHaveAttribute('src', '/images/light.svg');
    expect(logo.getAttribute('class') ?? '').not.toMatch(/logo/);
  });
});

describe('menus', () => {
  const withDropdown = {
    ...EVERY_SECTION_SHOWN,
    menus: {
      header: {
        title: '',
        items: [
          { label: 'Home', href: '/', children: [] },
          { label: 'Services', href: '/#services-sec', section: 'serviceText', children: [{ label: 'Local SEO', href: '/local-seo', children: [] }] },
          { label: 'Team', href: '/#about-sec', section: 'about', children: [] },
        ],
      },
      footer: { title: 'Quick Links', items: [{ label: 'Blog', href: '/blog/', children: [] }] },
      footerExtra: { title: 'Explore', items: [{ label: 'Price list', href: '/pricing/', children: [] }] },
    },
  };

  it('opens a dropdown with its button, closes it with Escape and gives the button its focus back', async () => {
    const user = userEvent.setup();
    await renderInApp(() => <SiteHeader />, { site: withDropdown });
    expect(main().getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/#services-sec');
    expect(main().queryByRole('link', { name: 'Local SEO' })).toBeNull();
    const toggle = main().getByRole('button', { name: 'More in Services' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(main().getByRole('link', { name: 'Local SEO' })).toHaveFocus();
    expect(main().getByRole('link', { name: 'Local SEO' })).toHaveAttribute('href', '/local-seo');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(main().queryByRole('link', { name: 'Local SEO' })).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('lists a dropdown’s links under their parent in the burger panel', async () => {
    const user = userEvent.setup();
    await renderInApp(() => <SiteHeader />, { site: withDropdown });
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const group = within(within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('list', { name: 'Services' }));
    expect(group.getByRole('link', { name: 'Local SEO' })).toHaveAttribute('href', '/local-seo');
  });

  it('drops an item leading to a hidden section, and shows the footer menus with their titles', async () => {
    const { about: _about, ...withoutAbout } = withDropdown;
    await renderInApp(
      () => (
        <>
          <SiteHeader />
          <SiteFooter />
        </>
      ),
      { site: withoutAbout },
    );
    expect(main().queryByRole('link', { name: 'Team' })).toBeNull();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('heading', { name: 'Explore' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Price list' })).toHaveAttribute('href', '/pricing/');
    expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog/');
  });
});
