import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../site/button';
import { Container } from '../../site/Container';
import text from '../../site/text.module.css';
import { isShown, type SiteData } from '../../site/types';
import { useSite, useSiteTexts } from '../../site/use-site';
import { PublicLayout } from '../../layout/PublicLayout';
import { Section } from './blocks/Section';
import classes from './pages.module.css';

export function HomePage() {
  return (
    <PublicLayout>
      <HomeSections />
    </PublicLayout>
  );
}

/**
 * The home page's sections by kind (as the backend's HOME_KINDS names them), each with the section
 * whose visibility it follows: left out altogether while the admin has it hidden. The pricing shows
 * always (its own hidden flag is in the order).
 */
const HOME_SECTIONS: Record<string, keyof SiteData | null> = {
  banner: 'banner',
  services: 'serviceText',
  about: 'about',
  counters: 'counters',
  video: 'video',
  steps: 'worksec',
  pricing: null,
  features: 'featuresText',
  testimonials: 'testimonialText',
  team: 'teamText',
  faq: 'faq',
  embeds: 'embeds',
  contactForm: 'contacts',
};

/** The spec's order, for site data from before the order was kept. */
export const SPEC_HOME_ORDER = Object.keys(HOME_SECTIONS);

/** The kinds of section the home page shows, in the owner's order (the site data's homeOrder); its route loads their chunks. */
export function homeKinds(site: SiteData): string[] {
  return (site.homeOrder ?? SPEC_HOME_ORDER).filter((kind) => {
    if (!Object.hasOwn(HOME_SECTIONS, kind)) return false;
    const section = HOME_SECTIONS[kind];
    return !section || isShown(site, section);
  });
}

/** The home page's sections in the owner's order, also shown by the back office's previews. */
export function HomeSections() {
  return (
    <>
      {homeKinds(useSite()).map((kind) => (
        <Section key={kind} kind={kind} />
      ))}
    </>
  );
}

/** The service page's sections, each left out while hidden. */
export const serviceKinds = (site: SiteData): string[] =>
  (
    [
      ['counters', 'counters'],
      ['services', 'serviceText'],
      ['experience', 'experiences'],
      ['callToAction', 'actions'],
    ] as const
  ).flatMap(([kind, section]) => (isShown(site, section) ? [kind] : []));

/** The service page's counters end in "+" and each opens the services. */
const SERVICE_COUNTERS = { suffix: '+', opensPage: true };

export function ServicePage() {
  const { servicePageHeading } = useSiteTexts();
  return (
    <PublicLayout>
      <PageHeading title={servicePageHeading} />
      {serviceKinds(useSite()).map((kind) => (
        <Section key={kind} kind={kind} props={kind === 'counters' ? SERVICE_COUNTERS : undefined} />
      ))}
    </PublicLayout>
  );
}

export const PRICING_KINDS = ['pricing', 'faq'];

export function PricingPage() {
  const { pricingPageHeading } = useSiteTexts();
  return (
    <PublicLayout>
      <PageHeading title={pricingPageHeading} />
      {PRICING_KINDS.map((kind) => (
        <Section key={kind} kind={kind} />
      ))}
    </PublicLayout>
  );
}

export const CONTACT_KINDS = ['contactForm'];

export function ContactPage() {
  const { contactPageHeading } = useSiteTexts();
  return (
    <PublicLayout>
      <PageHeading title={contactPageHeading} />
      <Section kind="contactForm" />
    </PublicLayout>
  );
}

export function ThanksPage() {
  return (
    <PublicLayout>
      <ThanksMessage />
    </PublicLayout>
  );
}

/** The thanks page's content, also shown by the back office's preview of the fixed texts. */
export function ThanksMessage() {
  const texts = useSiteTexts();
  return (
    <Container width="narrow" className={classes.message}>
      <h1 className={text.h1}>{texts.thanksHeading}</h1>
      {texts.thanksText && <p className={`${text.body} ${text.muted}`}>{texts.thanksText}</p>}
      <Link to="/" className={buttonClass()}>
        {texts.thanksBackHome}
      </Link>
    </Container>
  );
}

export function NotFoundPage() {
  const texts = useSiteTexts();
  return (
    <PublicLayout>
      <Container width="narrow" className={classes.message}>
        <h1 className={text.h1}>{texts.notFoundHeading}</h1>
        {texts.notFoundText && <p className={`${text.body} ${text.muted}`}>{texts.notFoundText}</p>}
        <Link to="/" className={buttonClass()}>
          {texts.notFoundBackHome}
        </Link>
      </Container>
    </PublicLayout>
  );
}

/** The one h1 of a page that has no banner. */
function PageHeading({ title }: { title: string }) {
  return (
    <Container width="wide" className={classes.pageHeading}>
      <h1 className={`${text.h1} ${classes.centred}`}>{title}</h1>
    </Container>
  );
}
