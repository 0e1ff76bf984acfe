import { Container } from '../../../site/Container';
import { ResponsiveImage } from '../../../site/ResponsiveImage';
import text from '../../../site/text.module.css';
import { first } from '../../../site/types';
import { useSite } from '../../../site/use-site';
import layout from '../../../ui/layout.module.css';
import { SectionHeading } from './SectionHeading';
import classes from './sections.module.css';
import { useSectionId } from './section-id';

export function Testimonials() {
  const sectionId = useSectionId();
  const site = useSite();
  const heading = first(site.testimonialText);
  const items = site.testimonials ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={sectionId('testimonials-heading')} className={classes.tinted}>
      <Container width="wide" className={classes.band}>
        <SectionHeading
          id={sectionId('testimonials-heading')}
          eyebrow="testimonialsEyebrow"
          heading={heading.testimonialHeading}
          intro={heading.testimonialText}
        />
        <div className={`${layout.cards} ${layout.md3}`}>
          {items.map((item) => (
            <figure key={item._id} className={classes.card} data-shadow>
              <blockquote className={`${text.body} ${classes.quote}`}>“{item.desc}”</blockquote>
              <figcaption className={classes.person}>
                {item.image && <ResponsiveImage src={item.image} sizes="48px" width={48} height={48} sizing="crop" className={classes.portrait} />}
                <div>
                  <p className={`${text.body} ${text.strong}`}>{item.personName}</p>
                  <p className={`${text.small} ${text.muted}`}>{item.personTitle}</p>
                </div>
              </figcaption>
            </figure>
          ))}
        </div>
      </Container>
    </section>
  );
}
