import { getRouteApi, Link } from '@tanstack/react-router';
import type { CaseStudyPublic } from '../../../api/client';
import { PublicLayout } from '../../../layout/PublicLayout';
import { Container } from '../../../site/Container';
import { fillInNodes } from '../../../site/fill-in-nodes';
import { useSiteTexts } from '../../../site/use-site';
import text from '../../../site/text.module.css';
import layout from '../../../ui/layout.module.css';
import { RichTextBody } from '../../rich-text/RichTextBody';
import { BlogImage } from '../blog/BlogImage';
import { NotFoundPage } from '../pages';
import { publishedOn, useCaseStudy } from './case-study-data';
import classes from './case-studies.module.css';
import { ArticleTags } from '../../../site/ArticleTags';

const route = getRouteApi('/case-studies/$slug');

/** The cover spans the article's column (46rem) from md up, else the screen's width. */
const COVER_SIZES = '(min-width: 48em) 736px, 100vw';
const GALLERY_SIZES = '(min-width: 48em) 240px, 100vw';

function Facts({ study }: { study: CaseStudyPublic }) {
  const texts = useSiteTexts();
  return (
    <dl className={`${classes.facts} ${text.body}`}>
      <dt>{texts.caseStudyClient}</dt>
      <dd>{study.client}</dd>
      <dt>{texts.caseStudiesIndustry}</dt>
      <dd className={classes.terms}>
        <a href={`/case-studies/industry/${study.industry.slug}/`}>{study.industry.name}</a>
      </dd>
      {study.services.length > 0 && (
        <>
          <dt>{texts.caseStudyServices}</dt>
          <dd className={classes.terms}>
            {study.services.map((service, index) => (
              <span key={service.slug}>
                {index > 0 && ', '}
                <a href={`/case-studies/service/${service.slug}/`}>{service.name}</a>
              </span>
            ))}
          </dd>
        </>
      )}
    </dl>
  );
}

/** A case study: title, client and its terms, results, the challenge, what was done, the quote and the gallery. */
export function CaseStudyPage() {
  const { slug } = route.useParams();
  const { data: study, missing } = useCaseStudy(slug);
  const texts = useSiteTexts();
  if (missing) return <NotFoundPage />;
  return (
    <PublicLayout>
      <Container width="wide" className={`${classes.page} ${layout.stack} ${layout.gapXl}`}>
        {study && (
          <article className={`${classes.article} ${layout.stack} ${layout.gapLg}`}>
            <ArticleTags tags={study.services.map((service) => service.name)} />
            <a href="/case-studies/" className={text.body}>
              {texts.caseStudyBackToList}
            </a>
            <h1 className={text.h1}>{study.title}</h1>
            <p className={classes.meta}>
              {texts.caseStudyPublished} <time dateTime={study.publishedAt}>{publishedOn(study.publishedAt)}</time>
            </p>
            {study.coverImage && (
              <BlogImage
                src={study.coverImage}
                alt={study.coverImageAlt}
                media={study.coverMedia}
                sizes={COVER_SIZES}
                width={736}
                height={414}
                priority
                className={classes.cover}
              />
            )}
            <Facts study={study} />
            {study.results.length > 0 && (
              <section aria-labelledby="case-results" className={`${layout.stack} ${layout.gapSm}`}>
                <h2 id="case-results" className={text.h2}>
                  {texts.caseStudyResults}
                </h2>
                <ul className={classes.results}>
                  {study.results.map((result, index) => (
                    <li key={index} className={classes.result}>
                      <span className={classes.resultFigure}>{result.figure}</span>
                      <span className={text.body}>{result.label}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section aria-labelledby="case-challenge" className={`${layout.stack} ${layout.gapSm}`}>
              <h2 id="case-challenge" className={text.h2}>
                {texts.caseStudyChallenge}
              </h2>
              <RichTextBody html={study.challengeHtml} className={classes.body} />
            </section>
            <section aria-labelledby="case-approach" className={`${layout.stack} ${layout.gapSm}`}>
              <h2 id="case-approach" className={text.h2}>
                {texts.caseStudyApproach}
              </h2>
              <RichTextBody html={study.approachHtml} className={classes.body} />
            </section>
            {study.quote && (
              <figure className={classes.quote}>
                <blockquote>
                  <p>“{study.quote.text}”</p>
                </blockquote>
                <figcaption className={text.body}>
                  {study.quote.author}
                  {study.quote.role && `, ${study.quote.role}`}
                </figcaption>
              </figure>
            )}
            {study.gallery.length > 0 && (
              <section aria-labelledby="case-gallery" className={`${layout.stack} ${layout.gapSm}`}>
                <h2 id="case-gallery" className={text.h2}>
                  {texts.caseStudyGallery}
                </h2>
                <ul className={classes.gallery}>
                  {study.gallery.map((image) => (
                    <li key={image.src}>
                      <BlogImage src={image.src} alt={image.alt} media={image.media} sizes={GALLERY_SIZES} width={240} height={160} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <p className={text.body}>
              {fillInNodes(texts.caseStudyCtaText, {
                packages: <Link to="/pricing/">{texts.caseStudyCtaPackages}</Link>,
                analysis: <Link to="/contact">{texts.caseStudyCtaAnalysis}</Link>,
              })}
            </p>
          </article>
        )}
      </Container>
    </PublicLayout>
  );
}
