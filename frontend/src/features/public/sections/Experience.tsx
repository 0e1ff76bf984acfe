import { Container } from '../../../site/Container';
import text from '../../../site/text.module.css';
import { first } from '../../../site/types';
import { useSite } from '../../../site/use-site';
import layout from '../../../ui/layout.module.css';
import { FixedBar } from './FixedBar';
import classes from './sections.module.css';
import { useSectionId } from './section-id';

/** The service page's skill bars are fixed by the spec at 85, 65 and 79 percent. */
const SKILL_BARS = [85, 65, 79] as const;

export function Experience() {
  const sectionId = useSectionId();
  const experience = first(useSite().experiences);
  const skills = [experience.skillOneText, experience.skillTwoText, experience.skillThreeText];
  return (
    <section aria-labelledby={sectionId('experience-heading')}>
      <Container width="wide" className={classes.band}>
        <div className={layout.columns}>
          <div className={layout.stack}>
            <p className={text.eyebrow}>{experience.experienceText}</p>
            <h2 id={sectionId('experience-heading')} className={text.h2}>
              {experience.experienceHeading}
            </h2>
            <p className={`${text.body} ${text.muted}`}>{experience.experienceDetails}</p>
          </div>
          <div className={layout.stack}>
            {SKILL_BARS.map((width, index) => (
              <div key={width + '-' + index}>
                <p className={`${text.small} ${classes.barLabel}`}>
                  {skills[index]} {width}%
                </p>
                <FixedBar percent={width} label={`${skills[index]} ${width}%`} />
              </div>
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
