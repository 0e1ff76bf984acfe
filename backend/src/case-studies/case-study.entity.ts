import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { oneOf } from '../common/check-constraints.js';
import { PUBLICATION_STATUSES, type PublicationStatus } from '../documents/published-document.js';
import type { RichTextDoc } from '../rich-text/rich-text.js';

/** A result as a figure and what it measures: "+240 %", "organic traffic in 9 months". */
export interface CaseStudyResultValue {
  figure: string;
  label: string;
}

export interface CaseStudyQuoteValue {
  text: string;
  author: string;
  role: string;
}

/** A library image of the gallery, with what it shows. */
export interface CaseStudyImageValue {
  src: string;
  alt: string;
}

/**
 * A case study at /case-studies/{slug}: the client, its industry and the services the agency gave,
 * the challenge and what was done (rich text, rendered on the server), results as figures, a
 * quote, a cover and a gallery from the media library. Visitors see it once published and its
 * publish time has passed (a later time schedules it).
 */
@Entity('case_study')
@Check('case_study_status_check', oneOf('status', PUBLICATION_STATUSES))
@Check('case_study_slug_check', `"slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("slug") <= 80`)
@Index('case_study_slug_key', ['slug'], { unique: true })
@Index('case_study_visible', ['status', 'publishedAt'])
export class CaseStudy {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** the address without its prefix: /case-studies/{slug} */
  @Column({ type: 'varchar', length: 80 })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 120 })
  client: string;

  /** free text; the list page filters by its slug */
  @Column({ type: 'varchar', length: 80 })
  industry: string;

  /** the services' names, as the services section names them where the editor picked them from it */
  @Column({ type: 'jsonb' })
  services: string[];

  /** rich text as the editor gives it (Tiptap JSON), cleaned on save */
  @Column({ type: 'jsonb' })
  challenge: RichTextDoc;

  /** what was done, rich text */
  @Column({ type: 'jsonb' })
  approach: RichTextDoc;

  @Column({ type: 'jsonb' })
  results: CaseStudyResultValue[];

  @Column({ type: 'jsonb', nullable: true })
  quote: CaseStudyQuoteValue | null;

  /** a library image /media/{id}, or '' for none */
  @Column({ name: 'cover_image', type: 'varchar', length: 2048, default: '' })
  coverImage: string;

  @Column({ name: 'cover_image_alt', type: 'varchar', length: 200, default: '' })
  coverImageAlt: string;

  @Column({ type: 'jsonb' })
  gallery: CaseStudyImageValue[];

  /** the card's summary; empty: the challenge's first words */
  @Column({ type: 'varchar', length: 300, default: '' })
  excerpt: string;

  @Column({ type: 'varchar', length: 20, default: 'draft' })
  status: PublicationStatus;

  /** when visitors first see it (a later time: scheduled); null for a draft never published */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @Column({ name: 'seo_title', type: 'varchar', length: 70, default: '' })
  seoTitle: string;

  @Column({ name: 'seo_description', type: 'varchar', length: 200, default: '' })
  seoDescription: string;

  @Column({ name: 'social_image', type: 'varchar', length: 2048, default: '' })
  socialImage: string;

  @Column({ name: 'social_image_alt', type: 'varchar', length: 200, default: '' })
  socialImageAlt: string;

  @Column({ type: 'boolean', default: false })
  noindex: boolean;

  @Column({ name: 'canonical_url', type: 'varchar', length: 2048, default: '' })
  canonicalUrl: string;

  /** raised by every save, for If-Match */
  @Column({ type: 'integer', default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
