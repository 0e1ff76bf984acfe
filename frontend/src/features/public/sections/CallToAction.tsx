import { buttonClass } from '../../../site/button';
import { Container } from '../../../site/Container';
import text from '../../../site/text.module.css';
import { first } from '../../../site/types';
import { useSite, useSiteTexts } from '../../../site/use-site';
import classes from './sections.module.css';
import { useSectionId } from './section-id';

/** The call to action under its record's heading (a landing page's block sets its own); the site's fixed text when it has none. */
export function CallToAction() {
  const sectionId = useSectionId();
  const action = first(useSite().actions);
  const texts = useSiteTexts();
  return (
    <section aria-labelledby={sectionId('cta-heading')} className={classes.cta}>
      <Container className={classes.ctaInner}>
        <h2 id={sectionId('cta-heading')} className={`${text.h2} ${classes.ctaTitle}`}>
          {action.heading?.trim() || texts.newsletterHeading}
        </h2>
        <p className={`${text.body} ${classes.ctaText}`}>{action.subHeading}</p>
        {action.buttonLink && action.buttonText && (
          <a href={action.buttonLink} className={buttonClass({ variant: 'white', size: 'md' })}>
            {action.buttonText}
          </a>
        )}
      </Container>
    </section>
  );
}
