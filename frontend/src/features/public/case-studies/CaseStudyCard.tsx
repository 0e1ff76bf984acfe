import { Link } from '@tanstack/react-router';
import type { CaseStudyCard as Card } from '../../../api/client';
import { BlogImage } from '../blog/BlogImage';
import classes from './case-studies.module.css';

/** The cover's slot on a card: a third of the container from md up, else the screen's width. */
const CARD_SIZES = '(min-width: 62em) 380px, 100vw';

/** A case study in the list: cover, title (its link), client and industry, its headline figure and summary. */
export function CaseStudyCard({ study, priority }: { study: Card; priority: boolean }) {
  return (
    <li className={classes.card}>
      {study.coverImage && (
        <BlogImage src={study.coverImage} alt={study.coverImageAlt} media={study.coverMedia} sizes={CARD_SIZES} width={380} height={214} priority={priority} />
      )}
      <h2>
        <Link to="/case-studies/$slug" params={{ slug: study.slug }}>
          {study.title}
        </Link>
      </h2>
      <p className={classes.meta}>
        {study.client} · {study.industry.name}
      </p>
      {study.result && (
        <p className={classes.figure}>
          <strong>{study.result.figure}</strong> {study.result.label}
        </p>
      )}
      {study.excerpt && <p>{study.excerpt}</p>}
    </li>
  );
}
