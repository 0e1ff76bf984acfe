import { Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CaseStudiesReadingService } from '../case-studies/case-studies-reading.service.js';
import { MediaService } from '../media/media.service.js';
import { PageDataRegistry, type PageData, type PageDataSource } from '../pages/page-data.js';
import { renderRichText, richTextMediaIds, richTextToPlainText, type RichTextDoc } from '../rich-text/rich-text.js';
import { SitemapService, type SitemapEntry, type SitemapSource } from '../seo/sitemap.js';
import { SitePage } from './site-page.entity.js';
import type { NavPage, PublishedBlock, PublishedPage } from './site-pages.dto.js';
import { CASE_STUDY_GRID_SIZE, type StoredBlock } from './blocks.js';
import { amendedSection, blockSections, sectionsOf } from './page-body.js';
import { PAGE_LIMITS, PAGE_TEXTS, SLUG_PATTERN } from './texts.js';
import { excerpt } from '../documents/published-document.js';

/**
 * What visitors see of the site's pages at /{slug}, and their part in the rendered site: page data
 * for `/{slug}`, the bar and footer's placed pages in the site snapshot, the sitemap.
 */
@Injectable()
export class SitePagesReadingService implements PageDataSource, SitemapSource, OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pageData: PageDataRegistry,
    private readonly sitemap: SitemapService,
    private readonly media: MediaService,
    private readonly caseStudies: CaseStudiesReadingService,
  ) {}

  onModuleInit(): void {
    this.pageData.register('/', this);
    this.sitemap.register(this);
  }

  /** The data of `/{slug}` for the renderer: a published page, or undefined (the not-found page). */
  async resolve(path: string): Promise<PageData | undefined> {
    const slug = path.slice(1);
    if (!SLUG_PATTERN.test(slug) || slug.length > PAGE_LIMITS.slugLength) return undefined;
    const page = await this.dataSource.getRepository(SitePage).findOneBy({ slug, status: 'published' });
    return page ? { kind: 'page', data: await this.publishedOf(page) } : undefined;
  }

  /** A published page for visitors (the browser's own navigation to it); a draft is not found. */
  async published(slug: string): Promise<PublishedPage> {
    const found = await this.resolve(`/${slug}`);
    if (!found) throw new NotFoundException(PAGE_TEXTS.noPublishedPage(slug));
    return found.data as PublishedPage;
  }

  /** Published pages placed in the bar or the footer, in the admin's order, for the site snapshot. */
  async navPages(): Promise<NavPage[]> {
    const pages = await this.dataSource
      .getRepository(SitePage)
      .createQueryBuilder('page')
      .select(['page.slug', 'page.title', 'page.showInNav', 'page.showInFooter', 'page.navPosition'])
      .where(`page.status = 'published' AND (page.showInNav OR page.showInFooter)`)
      .orderBy('page.navPosition', 'ASC')
      .addOrderBy('page.title', 'ASC')
      .getMany();
    return pages.map((page) => ({ slug: page.slug, title: page.title, inNav: page.showInNav, inFooter: page.showInFooter, position: page.navPosition }));
  }

  /** Published pages search engines may index, for the sitemap. */
  count(): Promise<number> {
    return this.dataSource.getRepository(SitePage).countBy({ status: 'published', noindex: false });
  }

  async *entries(offset: number, limit: number): AsyncIterable<SitemapEntry> {
    const pages = await this.dataSource.getRepository(SitePage).find({
      select: { slug: true, updatedAt: true },
      where: { status: 'published', noindex: false },
      order: { slug: 'ASC' },
      skip: offset,
      take: limit,
    });
    for (const page of pages) yield { path: `/${page.slug}`, lastmod: page.updatedAt };
  }

  /** The body as HTML, its library images as <picture> with their variants; `opensPage` when it is the page's first block. */
  async html(body: RichTextDoc, opensPage = false): Promise<string> {
    return renderRichText(body, await this.media.mediaByIds(richTextMediaIds(body)), { leadImage: opensPage });
  }

  /** The shown blocks, rich text rendered to HTML; the library images their fields name, for <picture>. */
  private async publishedBlocks(blocks: readonly StoredBlock[]): Promise<Pick<PublishedPage, 'blocks' | 'media'>> {
    const shown = blocks.filter((block) => !block.hidden);
    const published = await Promise.all(
      shown.map(async (block, index): Promise<PublishedBlock> => {
        if (block.kind === 'richText') return { id: block.id, kind: block.kind, html: await this.html(block.data.body as RichTextDoc, index === 0) };
        // The grid shows the site's newest published studies, as the pricing block shows its offers.
        if (block.kind === 'caseStudies') {
          const { items } = await this.caseStudies.list({});
          const studies = items.slice(0, CASE_STUDY_GRID_SIZE) as unknown as Record<string, unknown>[];
          return { id: block.id, kind: block.kind, sections: { ...blockSections(block), caseStudies: studies }, amends: amendedSection(block) };
        }
        return { id: block.id, kind: block.kind, sections: blockSections(block), amends: amendedSection(block) };
      }),
    );
    return { blocks: published, media: await this.media.siteMedia(sectionsOf(shown)) };
  }

  private async publishedOf(page: SitePage): Promise<PublishedPage> {
    const { blocks, media } = await this.publishedBlocks(page.blocks);
    const texts = page.blocks.filter((block) => !block.hidden && block.kind === 'richText').map((block) => block.data.body as RichTextDoc);
    return {
      title: page.title,
      slug: page.slug,
      html: blocks.map((block) => block.html ?? '').join(''),
      blocks,
      media,
      areaServed: page.areaServed,
      branchAddress: page.branchAddress,
      description: page.seoDescription || excerpt(texts.map(richTextToPlainText).join(' ')),
      seoTitle: page.seoTitle,
      socialImage: page.socialImage,
      socialImageAlt: page.socialImageAlt,
      noindex: page.noindex,
      canonicalUrl: page.canonicalUrl,
      publishedAt: page.publishedAt,
      updatedAt: page.updatedAt,
    };
  }
}
