import type { CaseStudyTerm } from '../../../api/client';
import { PublicLayout } from '../../../layout/PublicLayout';
import { Container } from '../../../site/Container';
import { useSiteTexts } from '../../../site/use-site';
import text from '../../../site/text.module.css';
import layout from '../../../ui/layout.module.css';
import { NotFoundPage } from '../pages';
import { CaseStudyCard } from './CaseStudyCard';
import { useCaseStudyList } from './case-study-data';
import classes from './case-studies.module.css';

const LIST = '/case-studies/';

/** One row of filters: plain links (crawlable, kept as pages of their own), the current one marked. */
function Filters({ label, terms, base, current }: { label: string; terms: CaseStudyTerm[]; base: string; current?: string }) {
  const { caseStudiesFilterAll } = useSiteTexts();
  if (terms.length < 2 && !current) return null;
  return (
    <nav aria-label={`Case studies by ${label.toLowerCase()}`} className={classes.filterGroup}>
      <p className={classes.filterLabel}>{label}</p>
      <ul className={classes.filters}>
        <li>
          <a href={LIST} className={classes.chip} aria-current={current ? undefined : 'page'}>
            {caseStudiesFilterAll}
          </a>
        </li>
        {terms.map((term) => (
          <li key={term.slug}>
            <a href={`${base}${term.slug}/`} className={classes.chip} aria-current={term.slug === current ? 'page' : undefined}>
              {term.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /case-studies/, and an industry's or a service's studies: every published one it selects, newest first. */
export function CaseStudyListPage(params: { industry?: string; service?: string }) {
  const { data, missing } = useCaseStudyList(params);
  const texts = useSiteTexts();
  if (missing) return <NotFoundPage />;
  const filter = data?.industry?.name ?? data?.service?.name;
  return (
    <PublicLayout>
      <Container width="wide" className={`${classes.page} ${layout.stack} ${layout.gapLg}`}>
        <h1 className={text.h1}>{filter ? `${texts.caseStudiesListHeading}: ${filter}` : texts.caseStudiesListHeading}</h1>
        {texts.caseStudiesListIntro && <p className={text.body}>{texts.caseStudiesListIntro}</p>}
        {data && (
          <>
            <Filters label={texts.caseStudiesIndustry} terms={data.industries} base={`${LIST}industry/`} current={params.industry} />
            <Filters label={texts.caseStudiesService} terms={data.services} base={`${LIST}service/`} current={params.service} />
            {data.items.length === 0 ? (
              <p className={text.body}>{texts.caseStudiesNone}</p>
            ) : (
              <ul className={classes.list}>
                {data.items.map((study, index) => (
                  <CaseStudyCard key={study.slug} study={study} priority={index === 0} />
                ))}
              </ul>
            )}
          </>
        )}
      </Container>
    </PublicLayout>
  );
}
