import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useRef, type KeyboardEvent } from 'react';
import { buttonClass } from '../site/button';
import { Container } from '../site/Container';
import { ResponsiveImage } from '../site/ResponsiveImage';
import { fillIn } from '../site/fill-in';
import { useSite, useSiteTexts, useViewer, useBrand } from '../site/use-site';
import { first } from '../site/types';
import { menuOf } from './menus';
import { MenuDropdown, PanelItems } from './MenuDropdown';
import classes from './SiteHeader.module.css';

function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const viewer = useViewer();
  const { navDashboard, navLogin } = useSiteTexts();
  return (
    <>
      {viewer?.email ? (
        <Link to="/dashboard" className={buttonClass({ variant: 'light' })} onClick={onNavigate}>
          {navDashboard}
        </Link>
      ) : (
        <Link to="/login" className={buttonClass()} onClick={onNavigate}>
          {navLogin}
        </Link>
      )}
      {viewer?.isAdmin && (
        <Link to="/admin" className={buttonClass({ variant: 'outline' })} onClick={onNavigate}>
          Admin
        </Link>
      )}
    </>
  );
}

/**
 * The navigation bar of every public page. On narrow screens the links fold into a panel under the
 * bar: a disclosure button and a plain list rather than a modal drawer, because the drawer brought
 * portals, focus traps, scroll locking and floating-ui (about a fifth of the first visit's script)
 * into every public page for a handful of links. The links are the owner's menu (Menus screen).
 */
export function SiteHeader() {
  const site = useSite();
  const logo = first(site.logo).logo;
  const { siteName } = useBrand();
  const texts = useSiteTexts();
  const [opened, { toggle, close }] = useDisclosure(false);
  const links = menuOf(site, 'header').items;
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    close();
    menuButton.current?.focus();
  };
  return (
    <header className={classes.header} onKeyDown={closeOnEscape}>
      <Container width="wide" className={classes.inner}>
        <Link to="/" aria-label={fillIn(texts.homeLinkLabel, { site: siteName })} className={classes.brand}>
          {/* The demo logo is 180 × 40; another logo keeps its own proportions once loaded. */}
          {logo ? (
            <ResponsiveImage src={logo} alt={siteName} sizes="162px" width={162} height={36} sizing="height" lazy={false} className={classes.logo} />
          ) : (
            siteName
          )}
        </Link>
        <nav aria-label={texts.navMainLabel} className={classes.nav}>
          {links.map((link, index) =>
            link.children.length > 0 ? (
              <MenuDropdown key={index} item={link} />
            ) : (
              <a key={index} href={link.href} className={classes.link}>
                {link.label}
              </a>
            ),
          )}
          <AccountLinks />
        </nav>
        <button
          ref={menuButton}
          type="button"
          className={classes.burger}
          onClick={toggle}
          aria-label={opened ? texts.navCloseLabel : texts.navOpenLabel}
          aria-expanded={opened}
          aria-controls="mobile-navigation"
        >
          <span className={classes.burgerLines} data-opened={opened || undefined} />
        </button>
      </Container>
      <nav id="mobile-navigation" aria-label={texts.navMobileLabel} className={classes.panel} hidden={!opened}>
        <PanelItems items={links} onNavigate={close} />
        <AccountLinks onNavigate={close} />
      </nav>
    </header>
  );
}
