import { Anchor, Burger, Button, Container, Group, Image } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useRef, type KeyboardEvent } from 'react';
import { useSite, useViewer, useBrand } from '../site/use-site';
import { first } from '../site/types';
import classes from './SiteHeader.module.css';

export const SECTION_LINKS = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/#about-sec' },
  { label: 'Services', href: '/#services-sec' },
  { label: 'Pricing', href: '/#pricing-sec' },
  { label: 'Contact', href: '/#contact-sec' },
] as const;

function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const viewer = useViewer();
  return (
    <>
      {viewer?.email ? (
        <Button component={Link} to="/dashboard" variant="light" onClick={onNavigate}>
          Dashboard
        </Button>
      ) : (
        <Button component={Link} to="/login" onClick={onNavigate}>
          Log in
        </Button>
      )}
      {viewer?.isAdmin && (
        <Button component={Link} to="/admin" variant="outline" onClick={onNavigate}>
          Admin
        </Button>
      )}
    </>
  );
}

/**
 * The navigation bar of every public page. On narrow screens the links fold into a panel under the
 * bar: a disclosure button and a plain list rather than a modal drawer, because the drawer brought
 * portals, focus traps, scroll locking and floating-ui (about a fifth of the first visit's script)
 * into every public page for five links.
 */
export function SiteHeader() {
  const site = useSite();
  const logo = first(site.logo).logo;
  const { siteName } = useBrand();
  const [opened, { toggle, close }] = useDisclosure(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    close();
    menuButton.current?.focus();
  };
  return (
    <header className={classes.header} onKeyDown={closeOnEscape}>
      <Container size="lg" className={classes.inner}>
        <Anchor component={Link} to="/" aria-label={`${siteName} home`} className={classes.brand}>
          {/* The demo logo is 180 × 40; another logo keeps its own proportions once loaded. */}
          {logo ? <Image src={logo} alt={siteName} width={162} height={36} h={36} w="auto" fit="contain" /> : siteName}
        </Anchor>
        <Group component="nav" aria-label="Main" gap="lg" visibleFrom="sm">
          {SECTION_LINKS.map((link) => (
            <a key={link.label} href={link.href} className={classes.link}>
              {link.label}
            </a>
          ))}
          <AccountLinks />
        </Group>
        <Burger
          ref={menuButton}
          opened={opened}
          onClick={toggle}
          hiddenFrom="sm"
          aria-label={opened ? 'Close navigation' : 'Open navigation'}
          aria-expanded={opened}
          aria-controls="mobile-navigation"
        />
      </Container>
      <nav id="mobile-navigation" aria-label="Mobile" className={classes.panel} hidden={!opened}>
        {SECTION_LINKS.map((link) => (
          <a key={link.label} href={link.href} className={classes.link} onClick={close}>
            {link.label}
          </a>
        ))}
        <AccountLinks onNavigate={close} />
      </nav>
    </header>
  );
}
