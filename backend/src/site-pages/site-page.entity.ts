import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { oneOf } from '../common/check-constraints.js';
import { PUBLICATION_STATUSES, type PublicationStatus } from '../documents/published-document.js';
import type { StoredBlock } from './blocks.js';

export const PAGE_STATUSES = PUBLICATION_STATUSES;
export type PageStatus = PublicationStatus;

/**
 * A page of the site at `/{slug}` (an about page, a landing page, the privacy policy): an ordered
 * list of blocks (blocks.ts), rich text kept as structured documents (never HTML from a browser)
 * and rendered to HTML on the server, sections with their own copy of what they show. Visitors
 * see it once published; the navigation bar and the footer's Quick Links show it where placed, in
 * `nav_position` order. Every write moves the site version, so kept renders follow at once.
 */
@Entity('site_page')
@Check('site_page_status_check', oneOf('status', PAGE_STATUSES))
@Check('site_page_slug_check', `"slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("slug") <= 80`)
@Index('site_page_slug_key', ['slug'], { unique: true })
export class SitePage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** the page's address without its slash: /{slug} */
  @Column({ type: 'varchar', length: 80 })
  slug: string;

  /** what the page shows, in order: each block's kind, whether it is hidden, and its content (block-rules.ts checks it on save) */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  blocks: StoredBlock[];

  /** the places a location page serves (schema.org areaServed); empty for other pages */
  @Column({ name: 'area_served', type: 'jsonb', default: () => "'[]'" })
  areaServed: string[];

  /** a branch's postal address (schema.org PostalAddress parts), for a location page that has one */
  @Column({ name: 'branch_address', type: 'jsonb', nullable: true })
  branchAddress: Record<string, string> | null;

  @Column({ type: 'varchar', length: 20, default: 'draft' })
  status: PageStatus;

  /** empty: the page's title */
  @Column({ name: 'seo_title', type: 'varchar', length: 70, default: '' })
  seoTitle: string;

  /** empty: the first words of the body */
  @Column({ name: 'seo_description', type: 'varchar', length: 200, default: '' })
  seoDescription: string;

  /** empty: the site's sharing image */
  @Column({ name: 'social_image', type: 'varchar', length: 2048, default: '' })
  socialImage: string;

  @Column({ name: 'social_image_alt', type: 'varchar', length: 200, default: '' })
  socialImageAlt: string;

  /** kept out of search results and the sitemap */
  @Column({ type: 'boolean', default: false })
  noindex: boolean;

  /** empty: the page's own address */
  @Column({ name: 'canonical_url', type: 'varchar', length: 2048, default: '' })
  canonicalUrl: string;

  @Column({ name: 'show_in_nav', type: 'boolean', default: false })
  showInNav: boolean;

  @Column({ name: 'show_in_footer', type: 'boolean', default: false })
  showInFooter: boolean;

  /** the order of the placed pages, smallest first (the same order in the bar and the footer) */
  @Column({ name: 'nav_position', type: 'integer', default: 0 })
  navPosition: number;

  /** raised by every save of the page's content, for If-Match */
  @Column({ type: 'integer', default: 1 })
  version: number;

  /** when it was last published; null for a page never published */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
