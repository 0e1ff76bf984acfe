import { ApiProperty } from '@nestjs/swagger';
import { FIXED_PAGES, type FixedPage } from './page-seo.entity.js';

/** A fixed page's SEO fields as the back office edits them: every field present, empty where the default shows. */
export class FixedPageSeoRecord {
  @ApiProperty({ enum: FIXED_PAGES })
  page: FixedPage;
  /** the page's address (/contact's settings also serve /contact-us) */
  path: string;
  seoTitle: string;
  seoDescription: string;
  socialImage: string;
  socialImageAlt: string;
  noindex: boolean;
  canonicalUrl: string;
  /** when an Admin last saved them; null while every default shows */
  @ApiProperty({ type: Date, nullable: true })
  updatedAt: Date | null;
}
