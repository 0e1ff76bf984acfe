import { Anchor, Box, Burger, Button, Container, Drawer, Group, Image, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useSite, useViewer } from '../site/use-site';
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

/** The navigation bar of every public page. */
export function SiteHeader() {
  const site = useSite();
  const logo = first(site.logo).logo;
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Anchor component={Link} to="/" aria-label="Rankwell home" className={classes.brand}>
          {logo ? <Image src={logo} alt="Rankwell" h={36} w="auto" fit="contain" /> : 'Rankwell'}
        </Anchor>
        <Group component="nav" aria-label="Main" gap="lg" visibleFrom="sm">
          {SECTION_LINKS.map((link) => (
            <a key={link.label} href={link.href} className={classes.link}>
              {link.label}
            </a>
          ))}
          <AccountLinks />
        </Group>
        <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label="Open navigation" />
      </Container>
      <Drawer opened={opened} onClose={close} title="Menu" hiddenFrom="sm" size="xs">
        <Stack component="nav" aria-label="Mobile">
          {SECTION_LINKS.map((link) => (
            <a key={link.label} href={link.href} className={classes.link} onClick={close}>
              {link.label}
            </a>
          ))}
          <AccountLinks onNavigate={close} />
        </Stack>
      </Drawer>
    </Box>
  );
}
