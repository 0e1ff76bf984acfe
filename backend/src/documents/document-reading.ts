import { NotFoundException, type OnModuleInit } from '@nestjs/common';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { PageData, PageDataRegistry, PageDataSource } from '../pages/page-data.js';
import { matchPageAddress, pathOfKind } from '../pages/route-facts.js';
import type { SitemapEntry, SitemapService, SitemapSource } from '../seo/sitemap.js';
import { documentPath, type DocumentRow, type PublishedDocumentDeclaration } from './document-kind.js';
import { visibleWhere } from './published-document.js';

/** What a page kind of the type shows, from its address' parameters; a NotFoundException makes the page a 404. */
export type DocumentPages = Readonly<Record<string, (params: Record<string, string>) => Promise<unknown>>>;

/**
 * What visitors see of a published document type, the part every type shares: the rows visible
 * now (published, their time passed by the database's clock), the page data of its pages under its
 * list's address, and its sitemap entries (the list page once a document is visible, then every
 * visible document search engines may index). The type's reading service extends it with its
 * lists, pages and cards, and names them in `pages`.
 */
export abstract class DocumentReading<T extends DocumentRow> implements PageDataSource, SitemapSource, OnModuleInit {
  /** the page kinds this type's routes declare, with what each shows */
  protected abstract readonly pages: DocumentPages;

  protected constructor(
    protected readonly declaration: PublishedDocumentDeclaration<T>,
    protected readonly dataSource: DataSource,
    private readonly pageData: PageDataRegistry,
    private readonly sitemap: SitemapService,
  ) {}

  onModuleInit(): void {
    this.pageData.register(pathOfKind(this.declaration.listPageKind), this);
    this.sitemap.register(this);
  }

  async resolve(path: string): Promise<PageData | undefined> {
    const address = matchPageAddress(path);
    const page = address && Object.hasOwn(this.pages, address.kind) ? this.pages[address.kind] : undefined;
    if (!address || !page) return undefined;
    try {
      return { kind: address.kind, data: await page(address.params) };
    } catch (error) {
      if (error instanceof NotFoundException) return undefined;
      throw error;
    }
  }

  /** The visible documents (alias `doc`), newest first. */
  protected visible(): SelectQueryBuilder<T> {
    return this.dataSource
      .getRepository(this.declaration.entity)
      .createQueryBuilder('doc')
      .where(visibleWhere('doc'))
      .orderBy('doc.published_at', 'DESC')
      .addOrderBy('doc.id', 'DESC');
  }

  /** The list page (once a document is visible) and every visible document search engines may index. */
  async count(): Promise<number> {
    const documents = await this.visible().andWhere('doc.noindex = false').getCount();
    return documents === 0 ? 0 : documents + 1;
  }

  async *entries(offset: number, limit: number): AsyncIterable<SitemapEntry> {
    const list = pathOfKind(this.declaration.listPageKind);
    // The list page comes first; a window of one at the start holds it alone (a LIMIT of 0 would read no limit at all).
    const take = offset === 0 ? limit - 1 : limit;
    if (take <= 0) {
      if (limit > 0 && (await this.count()) > 0) yield { path: list };
      return;
    }
    const documents = await this.visible()
      .andWhere('doc.noindex = false')
      .select(['doc.slug', 'doc.updatedAt'])
      .orderBy('doc.slug', 'ASC')
      .offset(Math.max(0, offset - 1))
      .limit(take)
      .getMany();
    if (documents.length === 0) return;
    if (offset === 0) yield { path: list };
    for (const document of documents) yield { path: documentPath(this.declaration, document.slug), lastmod: document.updatedAt };
  }
}
