import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DocumentReading } from '../documents/document-reading.js';
import { excerpt, slugFrom } from '../documents/published-document.js';
import { mediaIdOf, MediaService } from '../media/media.service.js';
import { PageDataRegistry } from '../pages/page-data.js';
import { renderRichText, richTextMediaIds, richTextToPlainText, type RichTextDoc } from '../rich-text/rich-text.js';
import { SitemapService } from '../seo/sitemap.js';
import type { CaseStudyCard, CaseStudyList, CaseStudyListQuery, CaseStudyPublic, CaseStudyTerm } from './case-studies.dto.js';
import { CASE_STUDIES, CASE_STUDY_PAGE_KINDS } from './case-studies.document.js';
import type { CaseStudy } from './case-study.entity.js';
import { CASE_STUDY_LIMITS, CASE_STUDY_TEXTS } from './texts.js';

/** An industry's or a service's name with the slug of its filter's address. */
export const termOf = (name: string): CaseStudyTerm => ({ slug: slugFrom(name, CASE_STUDY_LIMITS.slugLength, 'other'), name });

/** The terms of the studies, one per slug (the first spelling met), by name. */
function termsOf(names: string[]): CaseStudyTerm[] {
  const bySlug = new Map<string, CaseStudyTerm>();
  for (const name of names) {
    const term = termOf(name);
    if (!bySlug.has(term.slug)) bySlug.set(term.slug, term);
  }
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * What visitors see of the case studies: the list at /case-studies/ (all, or an industry's at
 * /case-studies/industry/{slug}/, or a service's at /case-studies/service/{slug}/), a study at
 * /case-studies/{slug}, as page data for the renderer and as the public API; and their sitemap
 * entries. Only published studies whose publish time has passed, by the database's clock.
 */
@Injectable()
export class CaseStudiesReadingService extends DocumentReading<CaseStudy> {
  protected readonly pages = {
    [CASE_STUDY_PAGE_KINDS.list]: (params: CaseStudyListQuery) => this.list(params),
    [CASE_STUDY_PAGE_KINDS.study]: (params: Record<string, string>) => this.published(params.slug),
  };

  constructor(
    @InjectDataSource() dataSource: DataSource,
    pageData: PageDataRegistry,
    sitemap: SitemapService,
    private readonly media: MediaService,
  ) {
    super(CASE_STUDIES.declaration, dataSource, pageData, sitemap);
  }

  /** The published studies, newest first, with every industry and service to filter by; an unknown filter is a 404. */
  async list(query: CaseStudyListQuery): Promise<CaseStudyList> {
    const studies = await this.visible().getMany();
    const industries = termsOf(studies.map((study) => study.industry));
    const services = termsOf(studies.flatMap((study) => study.services));
    const industry = query.industry ? industries.find((term) => term.slug === query.industry) : undefined;
    const service = query.service ? services.find((term) => term.slug === query.service) : undefined;
    if ((query.industry && !industry) || (query.service && !service)) throw new NotFoundException('No published case study is filed under this address');
    const chosen = studies.filter(
      (study) =>
        (!industry || termOf(study.industry).slug === industry.slug) && (!service || study.services.some((name) => termOf(name).slug === service.slug)),
    );
    const media = await this.media.mediaByIds(chosen.map((study) => mediaIdOf(study.coverImage)).filter((id): id is string => id !== undefined));
    const items = chosen.map((study) => this.cardOf(study, media));
    return { items, industries, services, industry: industry ?? null, service: service ?? null };
  }

  /** A published study for visitors; a draft, a scheduled one or an unknown slug is a 404. */
  async published(slug: string): Promise<CaseStudyPublic> {
    const study = await this.visible().andWhere('doc.slug = :slug', { slug }).getOne();
    if (!study) throw new NotFoundException(CASE_STUDY_TEXTS.noPublished(slug));
    const ids = [study.coverImage, ...study.gallery.map((image) => image.src)].map(mediaIdOf).filter((id): id is string => id !== undefined);
    const media = await this.media.mediaByIds([...new Set(ids)]);
    const { challengeHtml, approachHtml } = await this.html(study.challenge, study.approach);
    const card = this.cardOf(study, media);
    return {
      ...card,
      challengeHtml,
      approachHtml,
      results: study.results,
      quote: study.quote,
      gallery: study.gallery.map((image) => ({ ...image, media: media[mediaIdOf(image.src) ?? ''] ?? null })),
      description: study.seoDescription || card.excerpt,
      seoTitle: study.seoTitle,
      socialImage: study.socialImage,
      socialImageAlt: study.socialImageAlt,
      noindex: study.noindex,
      canonicalUrl: study.canonicalUrl,
      updatedAt: study.updatedAt,
    };
  }

  /** Both rich texts as HTML, their library images as <picture> with their variants. */
  async html(challenge: RichTextDoc, approach: RichTextDoc): Promise<{ challengeHtml: string; approachHtml: string }> {
    const media = await this.media.mediaByIds([...new Set([...richTextMediaIds(challenge), ...richTextMediaIds(approach)])]);
    return { challengeHtml: renderRichText(challenge, media), approachHtml: renderRichText(approach, media) };
  }

  private cardOf(study: CaseStudy, media: Awaited<ReturnType<MediaService['mediaByIds']>>): CaseStudyCard {
    return {
      slug: study.slug,
      title: study.title,
      client: study.client,
      industry: termOf(study.industry),
      services: study.services.map(termOf),
      excerpt: study.excerpt || excerpt(richTextToPlainText(study.challenge)),
      result: study.results[0] ?? null,
      coverImage: study.coverImage,
      coverImageAlt: study.coverImageAlt,
      coverMedia: media[mediaIdOf(study.coverImage) ?? ''] ?? null,
      publishedAt: study.publishedAt!,
    };
  }
}
