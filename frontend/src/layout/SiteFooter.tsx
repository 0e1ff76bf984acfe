import { useState, type FormEvent } from 'react';
import { callApi } from '../api/on-demand';
import { SubmitButton } from '../site/button';
import { Container } from '../site/Container';
import { ResponsiveImage } from '../site/ResponsiveImage';
import text from '../site/text.module.css';
import { useBrand, useSite, useSiteTexts } from '../site/use-site';
import { socialLinks } from '../site/social';
import { first } from '../site/types';
import { menuOf, type MenuLink } from './menus';
import classes from './SiteFooter.module.css';
import { TextField } from '../ui/Field';
import layout from '../ui/layout.module.css';

function NewsletterForm() {
  const { formNotice, newsletterButton, newsletterLabel, newsletterPlaceholder } = useSiteTexts();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function subscribe(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    // The consent kept with the sign-up: what the form showed, and where.
    const consentText = [newsletterLabel, formNotice].filter(Boolean).join(': ').slice(0, 500);
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
    <form onSubmit={subscribe} aria-label={newsletterLabel} className={classes.form}>
      <TextField
        label={newsletterLabel}
        placeholder={newsletterPlaceholder}
        type="email"
        required
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        labelClassName={classes.label}
      />
      <SubmitButton busy={busy} variant="white" className={classes.subscribe}>
        {newsletterButton}
      </SubmitButton>
      {status && (
        <p role="status" className={`${text.small} ${status.ok ? classes.sent : classes.failed}`}>
          {status.text}
        </p>
      )}
      {formNotice && <p className={text.tiny}>{formNotice}</p>}
    </form>
  );
}

function FooterLinks({ items }: { items: MenuLink[] }) {
  return (
    <ul className={classes.menu}>
      {items.map((link, index) => (
        <li key={index}>
          <a href={link.href} className={`${text.small} ${classes.link}`}>
            {link.label}
          </a>
          {link.children.length > 0 && <FooterLinks items={link.children} />}
        </li>
      ))}
    </ul>
  );
}

/** A column of the owner's footer menus; one with no items shows nothing. */
function FooterMenu({ menu }: { menu: { title: string; items: MenuLink[] } }) {
  if (menu.items.length === 0) return null;
  return (
    <>
      {menu.title && <h2 className={`${text.h4} ${classes.title}`}>{menu.title}</h2>}
      <FooterLinks items={menu.items} />
    </>
  );
}

/** The footer of every public page: about, quick links, contact details, newsletter, copyright. */
export function SiteFooter() {
  const site = useSite();
  const about = first(site.footerAbout);
  const address = first(site.footerAddress);
  const social = first(site.footerSocial);
  const brand = useBrand();
  const { footerContactHeading } = useSiteTexts();
  return (
    <footer className={classes.footer}>
      <Container width="wide" className={classes.inner}>
        <div className={`${layout.cards} ${layout.spaced} ${layout.sm2} ${layout.md4}`}>
          <div className={`${layout.stack} ${layout.gapXs}`}>
            <h2 className={`${text.h4} ${classes.title}`}>{about.aboutFooterText ?? `About ${brand.siteName}`}</h2>
            <p className={text.small}>{about.aboutFooterDetails}</p>
            <p className={`${text.small} ${text.strong} ${classes.title}`}>{social.aboutText}</p>
            <div className={`${layout.row} ${layout.gapSm}`}>
              {socialLinks(site).map((link) => (
                <a key={link.href} href={link.href} rel="noopener noreferrer" className={`${text.body} ${classes.link}`}>
                  {link.name}
                </a>
              ))}
            </div>
          </div>
          <div className={`${layout.stack} ${layout.gapXs}`}>
            <FooterMenu menu={menuOf(site, 'footer')} />
            <FooterMenu menu={menuOf(site, 'footerExtra')} />
          </div>
          <div className={`${layout.stack} ${layout.gapXs}`}>
            <h2 className={`${text.h4} ${classes.title}`}>{footerContactHeading}</h2>
            {address.location && <p className={text.small}>{address.location}</p>}
            {address.emailAddress && (
              <a href={`mailto:${address.emailAddress}`} className={`${text.small} ${classes.link}`}>
                {address.emailAddress}
              </a>
            )}
            {address.phoneNumber && <p className={text.small}>{address.phoneNumber}</p>}
          </div>
          <NewsletterForm />
        </div>
        <hr className={classes.rule} />
        <div className={`${layout.row} ${classes.bottom}`}>
          <p className={text.small}>{first(site.copyrights).copyrightText ?? `© ${brand.legalName || brand.siteName}. All rights reserved.`}</p>
          {/* The logo drawn for dark backgrounds; without one, the name (a filter would turn any logo into a white block). */}
          {brand.logoDark ? (
            <ResponsiveImage src={brand.logoDark} alt={brand.siteName} sizes="126px" width={126} height={28} sizing="height" className={classes.brandImage} />
          ) : (
            <p className={`${text.body} ${classes.name}`}>{brand.siteName}</p>
          )}
        </div>
      </Container>
    </footer>
  );
}
