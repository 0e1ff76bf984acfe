import { Anchor, Button, Container, Group, Stack, Text, Title } from '../site/ui';
import { ResponsiveImage } from '../site/ResponsiveImage';
import { useState, type FormEvent } from 'react';
import { callApi } from '../api/on-demand';
import { useBrand, useSite, useSiteTexts } from '../site/use-site';
import { first } from '../site/types';
import { sectionLinks } from './SiteHeader';
import classes from './SiteFooter.module.css';
import { TextField } from '../ui/Field';
import layout from '../ui/layout.module.css';

function NewsletterForm() {
  const { formNotice } = useSiteTexts();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function subscribe(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    // The consent kept with the sign-up: what the form showed, and where.
    const consentText = ['Newsletter', formNotice].filter(Boolean).join(': ').slice(0, 500);
    const page = window.location.pathname.slice(0, 300);
    const subscribed = await callApi((client) => client.SubscribersService.addSubscriber({ requestBody: { subemail: email, consentText, page } }));
    if (subscribed.ok) {
      setStatus({ ok: true, text: subscribed.value.message });
      setEmail('');
    } else {
      setStatus({ ok: false, text: subscribed.message });
    }
    setBusy(false);
  }

  return (
    <form onSubmit={subscribe} aria-label="Newsletter">
      <Stack gap={6}>
        <TextField
          label="Newsletter"
          placeholder="Your e-mail"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          labelClassName={classes.label}
        />
        <Button type="submit" loading={busy} variant="white" color="dark">
          Subscribe
        </Button>
        {status && (
          <Text size="sm" role="status" c={status.ok ? 'teal.2' : 'red.2'}>
            {status.text}
          </Text>
        )}
        {formNotice && (
          <Text size="xs" c="gray.3">
            {formNotice}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** The footer of every public page: about, quick links, contact details, newsletter, copyright. */
export function SiteFooter() {
  const site = useSite();
  const about = first(site.footerAbout);
  const address = first(site.footerAddress);
  const social = first(site.footerSocial);
  const brand = useBrand();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py={48}>
        <div className={`${layout.cards} ${layout.spaced} ${layout.sm2} ${layout.md4}`}>
          <Stack gap="xs">
            <Title order={2} size="h4" c="white">
              {about.aboutFooterText ?? `About ${brand.siteName}`}
            </Title>
            <Text size="sm">{about.aboutFooterDetails}</Text>
            <Text size="sm" fw={700} c="white">
              {social.aboutText}
            </Text>
            <Group gap="sm">
              {social.fblink && (
                <Anchor href={social.fblink} c="gray.3" rel="noopener noreferrer">
                  Facebook
                </Anchor>
              )}
              {social.youlink && (
                <Anchor href={social.youlink} c="gray.3" rel="noopener noreferrer">
                  YouTube
                </Anchor>
              )}
              {social.inslink && (
                <Anchor href={social.inslink} c="gray.3" rel="noopener noreferrer">
                  Instagram
                </Anchor>
              )}
            </Group>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h4" c="white">
              Quick Links
            </Title>
            {sectionLinks(site).map((link) => (
              <Anchor key={link.label} href={link.href} c="gray.3" size="sm">
                {link.label}
              </Anchor>
            ))}
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h4" c="white">
              Contact
            </Title>
            {address.location && <Text size="sm">{address.location}</Text>}
            {address.emailAddress && (
              <Anchor href={`mailto:${address.emailAddress}`} c="gray.3" size="sm">
                {address.emailAddress}
              </Anchor>
            )}
            {address.phoneNumber && <Text size="sm">{address.phoneNumber}</Text>}
          </Stack>
          <NewsletterForm />
        </div>
        <hr className={classes.rule} />
        <Group justify="space-between">
          <Text size="sm">{first(site.copyrights).copyrightText ?? `© ${brand.legalName || brand.siteName}. All rights reserved.`}</Text>
          {/* The logo drawn for dark backgrounds; without one, the name (a filter would turn any logo into a white block). */}
          {brand.logoDark ? (
            <ResponsiveImage src={brand.logoDark} alt={brand.siteName} sizes="126px" width={126} height={28} sizing="height" h={28} w="auto" fit="contain" />
          ) : (
            <Text fw={800}>{brand.siteName}</Text>
          )}
        </Group>
      </Container>
    </footer>
  );
}
