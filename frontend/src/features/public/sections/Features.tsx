import { Container } from '../../../site/Container';
import { ResponsiveImage } from '../../../site/ResponsiveImage';
import text from '../../../site/text.module.css';
import { first } from '../../../site/types';
import { useSite } from '../../../site/use-site';
import layout from '../../../ui/layout.module.css';
import { SectionHeading } from './SectionHeading';
import classes from './sections.module.css';
import { useSectionId } from './section-id';

export function Features() {
  const sectionId = useSectionId();
  const site = useSite();
  const heading = first(site.featuresText);
  const items = site.featureItems ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={sectionId('features-heading')} className={classes.tinted}>
      <Container width="wide" className={classes.band}>
        <SectionHeading id={sectionId('features-heading')} eyebrow="featuresEyebrow" heading={heading.FeaturesHeading} intro={heading.FeaturesText} />
        <div className={`${layout.cards} ${layout.md3}`}>
          {items.map((item) => (
            <div key={item._id} className={classes.card} data-shadow>
              {item.FeaturesIcon && (
                <ResponsiveImage src={item.FeaturesIcon} sizes="40px" width={40} height={40} sizing="crop" className={`${classes.icon} ${classes.iconSmall}`} />
              )}
              <h3 className={`${text.h4} ${classes.cardTitle}`}>{item.FeaturesText}</h3>
              <p className={`${text.small} ${text.muted}`}>{item.FeaturesDesc}</p>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
