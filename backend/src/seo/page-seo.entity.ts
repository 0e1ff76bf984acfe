import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { oneOf } from '../common/check-constraints.js';

/** The spec's fixed public pages whose search appearance an Admin sets; /contact-us shows /contact's page and shares its settings. */
export const FIXED_PAGES = ['home', 'service', 'pricing', 'contact', 'thanks'] as const;
export type FixedPage = (typeof FIXED_PAGES)[number];

/** Each fixed page's address (the canonical one, where the sitemap lists it). */
export const FIXED_PAGE_PATHS: Readonly<Record<FixedPage, string>> = {
  home: '/',
  service: '/service/',
  pricing: '/pricing/',
  contact: '/contact',
  thanks: '/thanks',
};

/**
 * The SEO fields (SeoFieldsDto) of one fixed page, saved only once an Admin sets them; a page
 * without a row shows every default. Columns named as pages' and posts' own (seo_title, …).
 */
@Entity('page_seo')
@Check('page_seo_page_check', oneOf('page', FIXED_PAGES))
export class PageSeo {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  page: FixedPage;

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

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
