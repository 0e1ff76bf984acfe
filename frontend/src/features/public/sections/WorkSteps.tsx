import { Container } from '../../../site/Container';
import text from '../../../site/text.module.css';
import { first } from '../../../site/types';
import { useSite } from '../../../site/use-site';
import layout from '../../../ui/layout.module.css';
import { SectionHeading } from './SectionHeading';
import classes from './sections.module.css';
import { useSectionId } from './section-id';

/** Step numbers render only when they are exactly 01, 02, 03 or 04. */
const STEP_NUMBERS = new Set(['01', '02', '03', '04']);

export function WorkSteps() {
  const sectionId = useSectionId();
  const site = useSite();
  const work = first(site.worksec);
  const steps = site.steps ?? [];
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby={sectionId('work-heading')}>
      <Container width="wide" className={classes.band}>
        <SectionHeading id={sectionId('work-heading')} eyebrow="processEyebrow" heading={work.workHeading} intro={work.workText} />
        <div className={`${layout.cards} ${layout.sm2} ${layout.md4}`}>
          {steps.map((step) => (
            <div key={step._id} className={classes.card} data-border>
              {STEP_NUMBERS.has(step.stepNumber) && (
                // Screen readers hear "Step 01"; aria-label is not allowed on a paragraph (HTML checker).
                <p className={classes.stepNumber}>
                  <span className={text.visuallyHidden}>Step </span>
                  {step.stepNumber}
                </p>
              )}
              <h3 className={`${text.h4} ${classes.stepTitle}`}>{step.stepTitle}</h3>
              <p className={`${text.small} ${text.muted}`}>{step.stepDetails}</p>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
