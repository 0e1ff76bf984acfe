import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { SAFE_LINK } from '../content/sections.js';
import { SEO_LIMITS, SEO_TEXTS } from './texts.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * An absolute https address or a path of this site (never protocol-relative, never with a
 * backslash, whitespace or control character, which browsers would read as another host).
 * Empty is allowed: it means "this page's own address".
 */
export const CANONICAL_URL = /^(|https:\/\/[^\s<>"\\\p{Cc}]+|\/(?!\/)[^\s<>"\\\p{Cc}]*)$/iu;
/** As every image field of the site (SAFE_LINK), or empty for "the default image". */
const SOCIAL_IMAGE = new RegExp(`^$|${SAFE_LINK.source}`, SAFE_LINK.flags);

/**
 * How one public page appears in search results and when shared (contract C2 of issue 19, used by
 * the fixed pages, pages and blog posts). Every field is optional and empty means "the default
 * from the page's content": its heading as title, its text as description, the site's sharing
 * image, indexed, its own address as canonical.
 */
export class SeoFieldsDto {
  /** the title in search results and when shared (the site name is added after it); empty: the page's heading */
  @ApiPropertyOptional({ maxLength: SEO_LIMITS.seoTitle, example: 'Technical SEO audits for online shops' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(SEO_LIMITS.seoTitle, { message: SEO_TEXTS.seoTitleTooLong })
  seoTitle?: string;

  /** the meta description (search results show about 155 characters); empty: from the page's text */
  @ApiPropertyOptional({ maxLength: SEO_LIMITS.seoDescription })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(SEO_LIMITS.seoDescription, { message: SEO_TEXTS.seoDescriptionTooLong })
  seoDescription?: string;

  /** the picture shown when the page is shared (1200 × 630): a library image `/media/{id}`, a path or an http(s) URL; empty: the site's */
  @ApiPropertyOptional({ maxLength: SEO_LIMITS.url, example: '/media/7d0b6c1e-2f9a-4a53-9a51-4f1f4a0d3c11' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(SEO_LIMITS.url, { message: SEO_TEXTS.socialImage })
  @Matches(SOCIAL_IMAGE, { message: SEO_TEXTS.socialImage })
  socialImage?: string;

  /** what the social image shows, for those who cannot see it; empty: the library image's own alt text or the site name */
  @ApiPropertyOptional({ maxLength: SEO_LIMITS.socialImageAlt })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(SEO_LIMITS.socialImageAlt, { message: SEO_TEXTS.socialImageAltTooLong })
  socialImageAlt?: string;

  /** keeps the page out of search engines (robots noindex) and out of the sitemap */
  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: SEO_TEXTS.noindex })
  noindex?: boolean;

  /** the address search engines should index instead (an https URL or a path of the site); empty: the page's own */
  @ApiPropertyOptional({ maxLength: SEO_LIMITS.url, example: 'https://www.example.com/services/' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(SEO_LIMITS.url, { message: SEO_TEXTS.canonicalUrl })
  @Matches(CANONICAL_URL, { message: SEO_TEXTS.canonicalUrl })
  canonicalUrl?: string;
}
