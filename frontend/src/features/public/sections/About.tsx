import { buttonClass } from '../../../site/button';
import { Container } from '../../../site/Container';
import { SIZES } from '../../../site/media';
import { ResponsiveImage } from '../../../site/ResponsiveImage';
import text from '../../../site/text.module.css';
import { first } from '../../../site/types';
import { useSite, useSiteTexts } from '../../../site/use-site';
import layout from '../../../ui/layout.module.css';
import classes from './sections.module.css';
import { useSectionId } from './section-id';

export function About() {
  const sectionId = useSectionId();
  const about = first(useSite().about);
  const { aboutEyebrow, aboutContactButton } = useSiteTexts();
  const points = [about.aboutPointone, about.aboutPointwo, about.aboutPointhree].filter(Boolean);
  return (
    <section id={sectionId('about-sec')} aria-labelledby={sectionId('about-heading')}>
      <Container width="wide" className={classes.band}>
        <div className={layout.columns}>
          <div>
            {about.aboutImgOne && <ResponsiveImage src={about.aboutImgOne} sizes={SIZES.halfColumn} width={540} height={400} className={classes.picture} />}
          </div>
          <div className={layout.stack}>
            <p className={text.eyebrow}>{aboutEyebrow}</p>
            <h2 id={sectionId('about-heading')} className={text.h2}>
              {about.aboutHeading}
            </h2>
            <p className={`${text.body} ${classes.lead}`}>{about.aboutDetails}</p>
            <p className={`${text.body} ${text.muted}`}>{about.aboutText}</p>
            {points.length > 0 && (
              <ul className={classes.points}>
                {points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
            <a href="#contact-sec" className={buttonClass({ className: classes.start })}>
              {aboutContactButton}
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
