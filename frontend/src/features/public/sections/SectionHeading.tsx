import type { SiteTexts } from '../../../site/brand';
import text from '../../../site/text.module.css';
import { useSiteTexts } from '../../../site/use-site';
import classes from './sections.module.css';

/** The small label (a fixed text of the site, editable), heading and intro that open every section. */
export function SectionHeading({ id, eyebrow, heading, intro }: { id: string; eyebrow: keyof SiteTexts; heading?: string; intro?: string }) {
  const label = useSiteTexts()[eyebrow];
  return (
    <div className={classes.heading}>
      {label && <p className={text.eyebrow}>{label}</p>}
      <h2 id={id} className={text.h2}>
        {heading}
      </h2>
      {intro && <p className={`${text.body} ${text.muted}`}>{intro}</p>}
    </div>
  );
}
