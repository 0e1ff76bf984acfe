import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { Actor } from '../audit/audit.service.js';
import { VISIBLE } from '../blog/blog-queries.js';
import { visibleWhere } from '../documents/published-document.js';
import { Changes } from '../changes/changes.service.js';
import { DEFAULT_MENUS, type StoredItem, type StoredMenu } from './menu-defaults.js';
import { isRecordKind, namedRecords, resolveLink, targetProblem, type Addresses, type RecordKind } from './menu-links.js';
import type { MenuInput, MenuItemRecord, MenuRecord, PublicMenuItem, PublicMenus } from './menus.dto.js';
import { SiteMenu } from './site-menu.entity.js';
import { MENU_KEYS, MENU_NAMES, MENU_TEXTS, type MenuKey } from './texts.js';

/** Current addresses of published records, by id; the SQL of each kind's "visitors may see it". */
const ADDRESS_QUERIES: Record<RecordKind, string> = {
  page: `SELECT id, '/' || slug AS href FROM site_page WHERE status = 'published' AND id = ANY($1::uuid[])`,
  post: `SELECT post.id, '/blog/' || post.slug AS href FROM blog_post post WHERE ${VISIBLE} AND post.id = ANY($1::uuid[])`,
  category: `SELECT id, '/blog/category/' || slug || '/' AS href FROM blog_category WHERE id = ANY($1::uuid[])`,
  caseStudy: `SELECT study.id, '/case-studies/' || study.slug AS href FROM case_study study WHERE ${visibleWhere('study')} AND study.id = ANY($1::uuid[])`,
};
const TABLES: Record<RecordKind, string> = { page: 'site_page', post: 'blog_post', category: 'blog_category', caseStudy: 'case_study' };
const WHAT: Record<RecordKind, string> = { page: 'page', post: 'post', category: 'category', caseStudy: 'case study' };

/**
 * The header and footer menus. Stored as the owner saved them (links to records by id); resolved
 * to addresses when the site snapshot is built, so a renamed slug follows and a deleted or
 * unpublished target drops out. Every write to a page, post, category or case study moves the site version,
 * so the snapshot is rebuilt then too.
 */
@Injectable()
export class MenusService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: Changes,
  ) {}

  private async stored(manager: EntityManager = this.dataSource.manager): Promise<Map<MenuKey, SiteMenu>> {
    const rows = await manager.getRepository(SiteMenu).find();
    return new Map(rows.map((row) => [row.key, row]));
  }

  private async addresses(menus: StoredItem[][], manager: EntityManager = this.dataSource.manager): Promise<Addresses> {
    const ids = namedRecords(menus);
    const entries = await Promise.all(
      (Object.keys(ADDRESS_QUERIES) as RecordKind[]).map(async (kind) => {
        if (ids[kind].length === 0) return [kind, new Map<string, string>()] as const;
        const rows: { id: string; href: string }[] = await manager.query(ADDRESS_QUERIES[kind], [ids[kind]]);
        return [kind, new Map(rows.map((row) => [row.id, row.href]))] as const;
      }),
    );
    return Object.fromEntries(entries) as Addresses;
  }

  private menusOf(rows: Map<MenuKey, SiteMenu>): Record<MenuKey, StoredMenu> {
    return Object.fromEntries(MENU_KEYS.map((key) => [key, rows.get(key) ?? DEFAULT_MENUS[key]])) as Record<MenuKey, StoredMenu>;
  }

  /** The back office's view: every menu, each item with where it leads today or why it is broken. */
  async list(manager?: EntityManager): Promise<MenuRecord[]> {
    const rows = await this.stored(manager);
    const menus = this.menusOf(rows);
    const addresses = await this.addresses(
      Object.values(menus).map((menu) => menu.items),
      manager,
    );
    const record = (item: StoredItem): MenuItemRecord => {
      const { href, broken } = resolveLink(item.link, addresses);
      return { label: item.label, link: item.link as MenuItemRecord['link'], href, broken, children: (item.children ?? []).map(record) };
    };
    return MENU_KEYS.map((key) => ({
      key,
      name: MENU_NAMES[key],
      title: menus[key].title,
      items: menus[key].items.map(record),
      saved: rows.has(key),
      updatedAt: rows.get(key)?.updatedAt ?? null,
    }));
  }

  /** What visitors get, for the site snapshot: broken links left out (a broken parent with its dropdown). */
  async forSite(): Promise<PublicMenus> {
    const menus = this.menusOf(await this.stored());
    const addresses = await this.addresses(Object.values(menus).map((menu) => menu.items));
    const shown = (item: StoredItem): PublicMenuItem[] => {
      const { href, section } = resolveLink(item.link, addresses);
      if (!href) return [];
      return [{ label: item.label, href, ...(section ? { section } : {}), children: (item.children ?? []).flatMap(shown) }];
    };
    return Object.fromEntries(MENU_KEYS.map((key) => [key, { title: menus[key].title, items: menus[key].items.flatMap(shown) }])) as unknown as PublicMenus;
  }

  /** Replaces a menu whole. Every link is checked first; a refused one stores nothing. */
  async save(key: MenuKey, input: MenuInput, actor: Actor): Promise<MenuRecord> {
    const items: StoredItem[] = input.items.map((item) => ({
      label: item.label,
      link: { kind: item.link.kind, target: item.link.target },
      children: (item.children ?? []).map((child) => ({ label: child.label, link: { kind: child.link.kind, target: child.link.target } })),
    }));
    const where = (index: number, child?: number) => `Item ${index + 1}${child === undefined ? '' : `.${child + 1}`}`;
    items.forEach((item, index) => {
      const problems = [targetProblem(item.link), ...(item.children ?? []).map((child) => targetProblem(child.link))];
      const at = problems.findIndex((problem) => problem !== null);
      if (at >= 0) throw new BadRequestException(MENU_TEXTS.badTarget(where(index, at === 0 ? undefined : at - 1), problems[at]!));
    });
    return this.changes.run({ moves: ['site'] }, async (change) => {
      await this.refuseMissing(change.manager, items);
      const repository = change.manager.getRepository(SiteMenu);
      const before = await repository.findOne({ where: { key }, lock: { mode: 'pessimistic_write' } });
      const title = input.title ?? before?.title ?? DEFAULT_MENUS[key].title;
      if (before) await repository.update({ key }, { title, items });
      else await repository.insert({ key, title, items });
      await change.record(actor, { kind: 'content', action: 'update', subject: `Menu: ${MENU_NAMES[key]}`, subjectId: key, detail: `${items.length} items` });
      await change.emit('content.changed', { section: 'menus', action: 'update', recordId: key, changedFields: ['title', 'items'], record: null });
      return (await this.list(change.manager)).find((menu) => menu.key === key)!;
    });
  }

  /** A link to a record that does not exist (in any status) is refused; a draft may be linked before it is published. */
  private async refuseMissing(manager: EntityManager, items: StoredItem[]): Promise<void> {
    const ids = namedRecords([items]);
    for (const kind of Object.keys(TABLES) as RecordKind[]) {
      if (ids[kind].length === 0) continue;
      const rows: { id: string }[] = await manager.query(`SELECT id FROM ${TABLES[kind]} WHERE id = ANY($1::uuid[])`, [ids[kind]]);
      const found = new Set(rows.map((row) => row.id));
      const missing = ids[kind].find((id) => !found.has(id));
      if (missing) {
        const index = items.findIndex((item) => [item, ...(item.children ?? [])].some((one) => isRecordKind(one.link.kind) && one.link.target === missing));
        throw new BadRequestException(MENU_TEXTS.badTarget(`Item ${index + 1}`, MENU_TEXTS.missing(WHAT[kind])));
      }
    }
  }
}
