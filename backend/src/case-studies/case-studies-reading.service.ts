import { Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { excerpt, slugFrom, visibleWhere } from '../documents/published-document.js';
import { mediaIdOf, MediaService } from '../media/media.service.js';
import { PageDataRegistry, type PageData, type PageDataSource } from '../pages/page-data.js';
import { matchPageAddress, pathOfKind } from '../pages/route-facts.js';
import { renderRichText, richTextMediaIds, richTextToPlainText, type RichTextDoc } from '../rich-text/rich-text.js';
import { SitemapService, type SitemapEntry, type SitemapSource } from '../seo/sitemap.js';
import type { CaseStudyCard, CaseStudyList, CaseStudyListQuery, CaseStudyPublic, CaseStudyTerm } from './case-studies.dto.js';
import { CaseStudy } from './case-study.entity.js';
import { CASE_STUDY_LIMITS, CASE_STUDY_TEXTS } from './texts.js';

/** What the pages under /case-studies/ show, by page kind (the frontend's routes declare the same). */
export const CASE_STUDY_PAGE_KINDS = { list: 'case-study-list', study: 'case-study' } as const;

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
export class CaseStudiesReadingService implements PageDataSource, SitemapSource, OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pageData: PageDataRegistry,
    private readonly sitemap: SitemapService,
    private readonly media: MediaService,
  ) {}

  onModuleInit(): void {
    this.pageData.register(pathOfKind(CASE_STUDY_PAGE_KINDS.list), this);
    this.sitemap.register(this);
  }

  async resolve(path: string): Promise<PageData | undefined> {
    const address = matchPageAddress(path);
    try {
      if (address?.kind === CASE_STUDY_PAGE_KINDS.list) return { kind: address.kind, data: await this.list(address.params) };
      if (address?.kind === CASE_STUDY_PAGE_KINDS.study) return { kind: address.kind, data: await this.published(address.params.slug) };
    } catch (error) {
      if (error instanceof NotFoundException) return undefined;
      throw error;
    }
    return undefined;
  }

  private visible() {
    return this.dataSource
      .getRepository(CaseStudy)
      .createQueryBuilder('study')
      .where(visibleWhere('study'))
      .orderBy('study.published_at', 'DESC')
      .addOrderBy('study.id', 'DESC');
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
    const study = await this.visible().andWhere('study.slug = :slug', { slug }).getOne();
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

  /** The list page (once a study is visible) and every visible study search engines may index. */
  async count(): Promise<number> {
    const studies = await this.visible().andWhere('study.noindex = false').getCount();
    return studies === 0 ? 0 : studies + 1;
  }

  async *entries(offset: number, limit: number): AsyncIterable<SitemapEntry> {
    // The list page comes first; a window of one at the start holds it alone (a LIMIT of 0 would read no limit at all).
    const take = offset === 0 ? limit - 1 : limit;
    if (take <= 0) {
      if (limit > 0 && (await this.count()) > 0) yield { path: pathOfKind(CASE_STUDY_PAGE_KINDS.list) };
      return;
    }
    const studies = await this.visible()
      .andWhere('study.noindex = false')
      .select(['study.slug', 'study.updatedAt'])
      .orderBy('study.slug', 'ASC')
      .offset(Math.max(0, offset - 1))
      .limit(take)
      .getMany();
    if (studies.length === 0) return;
    if (offset === 0) yield { path: pathOfKind(CASE_STUDY_PAGE_KINDS.list) };
    for (const study of studies) yield { path: `/case-studies/${study.slug}`, lastmod: study.updatedAt };
  }
}
