import { Link } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';
import { buttonClass } from '../../site/button';
import { Container } from '../../site/Container';
import text from '../../site/text.module.css';
import { isShown, type SiteData } from '../../site/types';
import { useSite, useSiteTexts } from '../../site/use-site';
import { PublicLayout } from '../../layout/PublicLayout';
import { About } from './sections/About';
import { Banner } from './sections/Banner';
import { ContactSection } from './sections/ContactSection';
import { Counters } from './sections/Counters';
import { Embeds } from './sections/Embeds';
import { CallToAction } from './sections/CallToAction';
import { Experience } from './sections/Experience';
import { Faq } from './sections/Faq';
import { Features } from './sections/Features';
import { Team } from './sections/Team';
import { Testimonials } from './sections/Testimonials';
import { VideoSection } from './sections/VideoSection';
import { WorkSteps } from './sections/WorkSteps';
import { Pricing } from './sections/Pricing';
import { Services } from './sections/Services';
import classes from './pages.module.css';

/** A section of the home or service page, left out altogether while the admin has it hidden. */
function Shown({ section, children }: { section: keyof SiteData; children: ReactNode }) {
  return isShown(useSite(), section) ? children : null;
}

export function HomePage() {
  return (
    <PublicLayout>
      <HomeSections />
    </PublicLayout>
  );
}

/** The home page's sections by kind (as the backend's HOME_KINDS names them), each left out while its section is hidden. */
const HOME_SECTIONS: Record<string, ReactNode> = {
  banner: (
    <Shown section="banner">
      <Banner />
    </Shown>
  ),
  services: (
    <Shown section="serviceText">
      <Services />
    </Shown>
  ),
  about: (
    <Shown section="about">
      <About />
    </Shown>
  ),
  counters: (
    <Shown section="counters">
      <Counters />
    </Shown>
  ),
  video: (
    <Shown section="video">
      <VideoSection />
    </Shown>
  ),
  steps: (
    <Shown section="worksec">
      <WorkSteps />
    </Shown>
  ),
  pricing: <Pricing />,
  features: (
    <Shown section="featuresText">
      <Features />
    </Shown>
  ),
  testimonials: (
    <Shown section="testimonialText">
      <Testimonials />
    </Shown>
  ),
  team: (
    <Shown section="teamText">
      <Team />
    </Shown>
  ),
  faq: (
    <Shown section="faq">
      <Faq />
    </Shown>
  ),
  embeds: (
    <Shown section="embeds">
      <Embeds />
    </Shown>
  ),
  contactForm: (
    <Shown section="contacts">
      <ContactSection />
    </Shown>
  ),
};

/** The spec's order, for site data from before the order was kept. */
export const SPEC_HOME_ORDER = Object.keys(HOME_SECTIONS);

/** The home page's sections in the owner's order (the site data's homeOrder), also shown by the back office's previews. */
export function HomeSections() {
  const order = useSite().homeOrder ?? SPEC_HOME_ORDER;
  return (
    <>
      {order.map((kind) => (
        <Fragment key={kind}>{HOME_SECTIONS[kind]}</Fragment>
      ))}
    </>
  );
}

export function ServicePage() {
  const { servicePageHeading } = useSiteTexts();
  return (
    <PublicLayout>
      <PageHeading title={servicePageHeading} />
      <Shown section="counters">
        <Counters suffix="+" opensPage />
      </Shown>
      <Shown section="serviceText">
        <Services />
      </Shown>
      <Shown section="experiences">
        <Experience />
      </Shown>
      <Shown section="actions">
        <CallToAction />
      </Shown>
    </PublicLayout>
  );
}

export function PricingPage() {
  const { pricingPageHeading } = useSiteTexts();
  return (
    <PublicLayout>
      <PageHeading title={pricingPageHeading} />
      <Pricing />
      <Faq />
    </PublicLayout>
  );
}

export function ContactPage() {
  const { contactPageHeading } = useSiteTexts();
  return (
    <PublicLayout>
      <PageHeading title={contactPageHeading} />
      <ContactSection />
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
