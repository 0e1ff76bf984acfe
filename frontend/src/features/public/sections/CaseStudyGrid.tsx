import type { CaseStudyCard } from '@rankwell/api-client';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../../site/button';
import { Container } from '../../../site/Container';
import text from '../../../site/text.module.css';
import { useSite, useSiteTexts } from '../../../site/use-site';
import layout from '../../../ui/layout.module.css';
import classes from './sections.module.css';
import { useSectionId } from './section-id';

/**
 * A page block's grid of the newest published case studies (the server puts them in the block's
 * data), each card linking to its study, and a link to them all: the way from a landing page to
 * the work that proves it. Styled with the sections' own classes, which every page already has,
 * so a page with the block loads no stylesheet of its own.
 */
export function CaseStudyGrid() {
  const sectionId = useSectionId();
  const { caseStudiesHeading, caseStudiesIntro, caseStudiesAllLink } = useSiteTexts();
  const studies = ((useSite() as { caseStudies?: CaseStudyCard[] }).caseStudies ?? []).filter((study) => study.slug);
  if (studies.length === 0) return null;
  return (
    <section aria-labelledby={sectionId('case-study-grid-heading')}>
      <Container width="wide" className={classes.band}>
        <div className={classes.heading}>
          <h2 id={sectionId('case-study-grid-heading')} className={text.h2}>
            {caseStudiesHeading}
          </h2>
          {caseStudiesIntro && <p className={`${text.body} ${text.muted}`}>{caseStudiesIntro}</p>}
        </div>
        <div className={`${layout.cards} ${layout.md3}`}>
          {studies.map((study) => (
            <div key={study.slug} className={classes.card} data-border>
              <h3 className={`${text.h4} ${classes.cardTitle}`}>
                <Link to="/case-studies/$slug" params={{ slug: study.slug }}>
                  {study.title}
                </Link>
              </h3>
              <p className={`${text.small} ${text.muted}`}>
                {study.client} · {study.industry.name}
              </p>
              {study.result && (
                <p>
                  <strong>{study.result.figure}</strong> {study.result.label}
                </p>
              )}
            </div>
          ))}
        </div>
        <p className={classes.more}>
          <Link to="/case-studies/" className={buttonClass({ variant: 'outline' })}>
            {caseStudiesAllLink}
          </Link>
        </p>
      </Container>
    </section>
  );
}
