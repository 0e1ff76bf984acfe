import { Container } from '../../../site/Container';
import { SIZES } from '../../../site/media';
import { ResponsiveImage } from '../../../site/ResponsiveImage';
import text from '../../../site/text.module.css';
import { first } from '../../../site/types';
import { useSite } from '../../../site/use-site';
import layout from '../../../ui/layout.module.css';
import { FixedBar } from './FixedBar';
import classes from './sections.module.css';
import { useSectionId } from './section-id';

/** Progress bar widths are fixed by the spec: 80, 90 and 90. */
const BAR_WIDTHS = [80, 90, 90] as const;

/** `opensPage`: the section is the first of its page (the service page), so its picture is in the first view and not lazy. */
export function Counters({ suffix = '', opensPage = false }: { suffix?: string; opensPage?: boolean }) {
  const sectionId = useSectionId();
  const counters = first(useSite().counters);
  const figures = [
    { label: counters.happyClientsText, value: counters.happyClientsNumber },
    { label: counters.projectCompleteText, value: counters.projectCompleteNumber },
    { label: counters.yearofExperienceText, value: counters.yearofExperienceNumber },
    { label: counters.winingAwardText, value: counters.winingAwardNumber },
  ].filter((figure) => figure.label && figure.value !== undefined);
  return (
    <section aria-labelledby={sectionId('counters-heading')}>
      <Container width="wide" className={classes.band}>
        <div className={layout.columns}>
          <div className={layout.stack}>
            <p className={text.eyebrow}>{counters.counterSectionText}</p>
            <h2 id={sectionId('counters-heading')} className={text.h2}>
              {counters.counterSectionHeading}
            </h2>
            <p className={`${text.body} ${text.muted}`}>{counters.counterSectionDec}</p>
            <div className={layout.figures}>
              {figures.map((figure) => (
                <div key={figure.label}>
                  <p className={classes.figure}>
                    {figure.value}
                    {suffix}
                  </p>
                  <p className={`${text.body} ${text.muted}`}>{figure.label}</p>
                </div>
              ))}
            </div>
            {suffix === '' &&
              figures.slice(0, 3).map((figure, index) => (
                <div key={`bar-${figure.label}`}>
                  <p className={`${text.small} ${classes.barLabel}`}>
                    {figure.label} {BAR_WIDTHS[index]}%
                  </p>
                  <FixedBar percent={BAR_WIDTHS[index]} label={`${figure.label} ${BAR_WIDTHS[index]}%`} />
                </div>
              ))}
          </div>
          <div>
            {counters.counterSectionImg && (
              <ResponsiveImage
                src={counters.counterSectionImg}
                sizes={SIZES.halfColumn}
                width={540}
                height={400}
                lazy={!opensPage}
                className={classes.picture}
              />
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
