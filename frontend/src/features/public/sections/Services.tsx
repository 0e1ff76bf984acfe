import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../site/button';
import { Container } from '../../../site/Container';
import { ResponsiveImage } from '../../../site/ResponsiveImage';
import text from '../../../site/text.module.css';
import { first } from '../../../site/types';
import { useSite, useSiteTexts } from '../../../site/use-site';
import layout from '../../../ui/layout.module.css';
import { SectionHeading } from './SectionHeading';
import classes from './sections.module.css';
import { useSectionId } from './section-id';

export function Services() {
  const sectionId = useSectionId();
  const site = useSite();
  const heading = first(site.serviceText);
  const { servicesCaseStudiesLink } = useSiteTexts();
  return (
    <section id={sectionId('services-sec')} aria-labelledby={sectionId('services-heading')}>
      <Container width="wide" className={classes.band}>
        <SectionHeading id={sectionId('services-heading')} eyebrow="servicesEyebrow" heading={heading.serviceHeading} intro={heading.servicesubHeading} />
        <div className={`${layout.cards} ${layout.sm2} ${layout.md3}`}>
          {(site.serviceItems ?? []).map((item) => (
            <div key={item._id} className={classes.card} data-border data-shadow>
              {item.serviceIcon && <ResponsiveImage src={item.serviceIcon} sizes="48px" width={48} height={48} sizing="crop" className={classes.icon} />}
              <h3 className={`${text.h4} ${classes.cardTitle}`}>{item.serviceTitle}</h3>
              <p className={`${text.small} ${text.muted}`}>{item.serviceDetails}</p>
            </div>
          ))}
        </div>
        {/* The way from the services to the work that proves them, on the home page and /service/ alike. */}
        <p className={classes.more}>
          <Link to="/case-studies/" className={buttonClass({ variant: 'outline' })}>
            {servicesCaseStudiesLink}
          </Link>
        </p>
      </Container>
    </section>
  );
}
