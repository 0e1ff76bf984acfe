import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { InheritsChecks } from '../common/api-docs.js';
import { SAFE_LINK } from '../content/sections.js';
import { SEO_LIMITS, SEO_TEXTS } from './texts.js';

/**
 * The canonical rule: an absolute https address or a path of this site (never protocol-relative,
 * never with a backslash, whitespace or control character, which browsers would read as another
 * host). Empty is allowed: it means "this page's own address".
 */
export const CANONICAL_URL = /^(|https:\/\/[^\s<>"\\\p{Cc}]+|\/(?!\/)[^\s<>"\\\p{Cc}]*)$/iu;
/** As every image field of the site (SAFE_LINK), or empty for "the default image". */
const SOCIAL_IMAGE = new RegExp(`^$|${SAFE_LINK.source}`, SAFE_LINK.flags);

type Field = 'seoTitle' | 'seoDescription' | 'socialImage' | 'socialImageAlt' | 'noindex' | 'canonicalUrl';

/** The six SEO fields of a document's input; `Empty` is what "the default" is sent and stored as. */
export interface SeoFields<Empty extends '' | null = ''> {
  seoTitle?: string | Empty;
  seoDescription?: string | Empty;
  socialImage?: string | Empty;
  socialImageAlt?: string | Empty;
  noindex?: boolean;
  canonicalUrl?: string | Empty;
}

/**
 * How one kind of document spells its SEO fields. The rules (which fields, their types, the
 * canonical rule, the title and description limits) are the kit's; a profile sets only what a
 * document's contract already fixed: how "empty" is stored, its messages and its OpenAPI texts.
 */
export interface SeoFieldsProfile<Empty extends '' | null> {
  /** '' (a text column with an empty default) or null (a nullable column); an empty string sent is stored so */
  empty: Empty;
  /** what an image field of the document accepts */
  socialImage: RegExp;
  socialImageAltLength: number;
  /** the messages; noindex's is class-validator's own when left out */
  texts: Record<Exclude<Field, 'noindex'>, string> & { noindex?: string };
  /** each field's description in the OpenAPI document */
  docs: Partial<Record<Field, string>>;
  examples?: Partial<Record<Field, string>>;
  /** shows `default: false` on noindex in the OpenAPI document */
  noindexDefault?: boolean;
}

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const asIs = ({ value }: { value: unknown }) => value;
const emptyToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/**
 * The SEO fields of a document's input as a base class, every field optional: extend it and add
 * the document's own fields (`class CaseStudyInput extends SeoFieldsOf(PAGE_SEO) { … }`). A mixin
 * rather than IntersectionType: the Swagger plugin's metadata of the document's own fields is
 * loaded after the mapped type would have copied it (src/openapi.ts), so they would be lost.
 *
 * On each field @IsString() stands nearest the property: class-validator checks it first, so a
 * number or an array is told it must be a string rather than that it is too long.
 */
export function SeoFieldsOf<Empty extends '' | null>(profile: SeoFieldsProfile<Empty>): Type<SeoFields<Empty>> {
  const nullable = profile.empty === null;
  const text = nullable ? emptyToNull : trim;
  const address = nullable ? emptyToNull : asIs;
  const doc = (field: Field, maxLength?: number) => ({
    type: field === 'noindex' ? Boolean : String,
    required: false,
    ...(nullable && field !== 'noindex' ? { nullable: true } : {}),
    ...(maxLength === undefined ? {} : { maxLength }),
    ...(profile.docs[field] === undefined ? {} : { description: profile.docs[field] }),
    ...(profile.examples?.[field] === undefined ? {} : { example: profile.examples[field] }),
    ...(field === 'noindex' && profile.noindexDefault ? { default: false } : {}),
  });
  const { texts } = profile;

  class SeoFieldsBase implements SeoFields<Empty> {
    @ApiProperty(doc('seoTitle', SEO_LIMITS.seoTitle))
    @IsOptional()
    @Transform(text)
    @MaxLength(SEO_LIMITS.seoTitle, { message: texts.seoTitle })
    @IsString()
    seoTitle?: string | Empty;

    @ApiProperty(doc('seoDescription', SEO_LIMITS.seoDescription))
    @IsOptional()
    @Transform(text)
    @MaxLength(SEO_LIMITS.seoDescription, { message: texts.seoDescription })
    @IsString()
    seoDescription?: string | Empty;

    @ApiProperty(doc('socialImage', SEO_LIMITS.url))
    @IsOptional()
    @Transform(address)
    @MaxLength(SEO_LIMITS.url, { message: texts.socialImage })
    @Matches(profile.socialImage, { message: texts.socialImage })
    @IsString()
    socialImage?: string | Empty;

    @ApiProperty(doc('socialImageAlt', profile.socialImageAltLength))
    @IsOptional()
    @Transform(text)
    @MaxLength(profile.socialImageAltLength, { message: texts.socialImageAlt })
    @IsString()
    socialImageAlt?: string | Empty;

    @ApiProperty(doc('noindex'))
    @IsOptional()
    @IsBoolean(texts.noindex === undefined ? {} : { message: texts.noindex })
    noindex?: boolean;

    @ApiProperty(doc('canonicalUrl', SEO_LIMITS.url))
    @IsOptional()
    @Transform(address)
    @MaxLength(SEO_LIMITS.url, { message: texts.canonicalUrl })
    @Matches(CANONICAL_URL, { message: texts.canonicalUrl })
    @IsString()
    canonicalUrl?: string | Empty;
  }
  return SeoFieldsBase;
}

/**
 * The SEO fields as the fixed pages and the site's pages take them, and as a new kind of document
 * should: every field optional, empty meaning "the default from the page's content" (its heading
 * as title, its text as description, the site's sharing image, indexed, its own address as canonical).
 */
export const PAGE_SEO: SeoFieldsProfile<''> = {
  empty: '',
  socialImage: SOCIAL_IMAGE,
  socialImageAltLength: SEO_LIMITS.socialImageAlt,
  texts: {
    seoTitle: SEO_TEXTS.seoTitleTooLong,
    seoDescription: SEO_TEXTS.seoDescriptionTooLong,
    socialImage: SEO_TEXTS.socialImage,
    socialImageAlt: SEO_TEXTS.socialImageAltTooLong,
    noindex: SEO_TEXTS.noindex,
    canonicalUrl: SEO_TEXTS.canonicalUrl,
  },
  docs: {
    seoTitle: "the whole title in search results and when shared (no site name is added); empty: the page's title and the site name",
    seoDescription: "the meta description (search results show about 155 characters); empty: from the page's text",
    socialImage: "the picture shown when the page is shared (1200 × 630): a library image `/media/{id}`, a path or an http(s) URL; empty: the site's",
    socialImageAlt: "what the social image shows, for those who cannot see it; empty: the library image's own alt text or the site name",
    noindex: 'keeps the page out of search engines (robots noindex) and out of the sitemap',
    canonicalUrl: "the address search engines should index instead (an https URL or a path of the site); empty: the page's own",
  },
  examples: {
    seoTitle: 'Technical SEO audits for online shops',
    socialImage: '/media/7d0b6c1e-2f9a-4a53-9a51-4f1f4a0d3c11',
    canonicalUrl: 'https://www.example.com/services/',
  },
  noindexDefault: true,
};

/** How one public page appears in search results and when shared (contract C2 of issue 19): the fixed pages' and the site pages' fields. */
@InheritsChecks()
export class SeoFieldsDto extends SeoFieldsOf(PAGE_SEO) {}
