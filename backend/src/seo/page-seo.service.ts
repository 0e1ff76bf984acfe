import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService, changedFields, type Actor } from '../audit/audit.service.js';
import type { FixedPageSeoRecord } from './page-seo.dto.js';
import { FIXED_PAGE_PATHS, FIXED_PAGES, PageSeo, type FixedPage } from './page-seo.entity.js';
import type { SeoFieldsDto } from './seo-fields.dto.js';
import { Changes } from '../changes/changes.service.js';

const FIELDS = ['seoTitle', 'seoDescription', 'socialImage', 'socialImageAlt', 'noindex', 'canonicalUrl'] as const;
type Stored = Pick<PageSeo, (typeof FIELDS)[number]>;

const EMPTY: Stored = { seoTitle: '', seoDescription: '', socialImage: '', socialImageAlt: '', noindex: false, canonicalUrl: '' };

const stored = (row: PageSeo): Stored => Object.fromEntries(FIELDS.map((field) => [field, row[field]])) as Stored;

function record(page: FixedPage, row: PageSeo | undefined): FixedPageSeoRecord {
  return { page, path: FIXED_PAGE_PATHS[page], ...(row ? stored(row) : EMPTY), updatedAt: row?.updatedAt ?? null };
}

/** Only the fields that say something, as the public site data carries them (empty ones show the default). */
function given(row: PageSeo): Partial<Stored> {
  return Object.fromEntries(FIELDS.filter((field) => row[field] !== '' && row[field] !== false).map((field) => [field, row[field]]));
}

/**
 * The fixed pages' SEO fields. A save moves the site version, like every content write, so the
 * pages, the site data and the sitemap of every instance follow on their next request.
 */
@Injectable()
export class PageSeoService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: Changes,
    private readonly audit: AuditService,
  ) {}

  private async rows(): Promise<Map<FixedPage, PageSeo>> {
    const rows = await this.dataSource.getRepository(PageSeo).find();
    return new Map(rows.map((row) => [row.page, row]));
  }

  async list(): Promise<FixedPageSeoRecord[]> {
    const rows = await this.rows();
    return FIXED_PAGES.map((page) => record(page, rows.get(page)));
  }

  /** For the public site data: per page, the fields an Admin set. */
  async forSite(): Promise<Partial<Record<FixedPage, Partial<Stored>>>> {
    const rows = await this.rows();
    return Object.fromEntries([...rows].map(([page, row]) => [page, given(row)]).filter(([, fields]) => Object.keys(fields).length > 0));
  }

  /**
   * The fixed pages' addresses search engines should not find in the sitemap: noindex ones, and
   * ones whose canonical address is another (a sitemap lists canonical addresses only).
   */
  async unlistedPaths(publicUrl: string): Promise<Set<string>> {
    const rows = await this.rows();
    const unlisted = new Set<string>();
    for (const [page, row] of rows) {
      const path = FIXED_PAGE_PATHS[page];
      const canonical = row.canonicalUrl.startsWith('/') ? `${publicUrl}${row.canonicalUrl}` : row.canonicalUrl;
      if (row.noindex || (canonical !== '' && canonical !== `${publicUrl}${path}`)) unlisted.add(path);
    }
    return unlisted;
  }

  /** Sets a page's SEO fields to the given ones (absent fields become empty: the default). */
  async save(page: FixedPage, input: SeoFieldsDto, actor: Actor): Promise<FixedPageSeoRecord> {
    const next: Stored = {
      seoTitle: input.seoTitle ?? '',
      seoDescription: input.seoDescription ?? '',
      socialImage: input.socialImage ?? '',
      socialImageAlt: input.socialImageAlt ?? '',
      noindex: input.noindex ?? false,
      canonicalUrl: input.canonicalUrl ?? '',
    };
    const saved = await this.changes.run({ moves: ['site'] }, async (change) => {
      const repository = change.manager.getRepository(PageSeo);
      const before = await repository.findOne({ where: { page }, lock: { mode: 'pessimistic_write' } });
      await repository.upsert({ page, ...next }, ['page']);
      await change.record(actor, {
        kind: 'content',
        action: 'update',
        subject: `Search appearance: ${FIXED_PAGE_PATHS[page]}`,
        subjectId: page,
        detail: changedFields(before ? stored(before) : { ...EMPTY }, { ...next }).join(', ') || 'no field changed',
      });
      return repository.findOneByOrFail({ page });
    });
    return record(page, saved);
  }
}
