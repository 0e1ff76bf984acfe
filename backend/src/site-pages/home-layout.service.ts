import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService, type Actor } from '../audit/audit.service.js';
import { Changes } from '../changes/changes.service.js';
import { SectionState } from '../content/section-state.entity.js';
import { SECTION_BY_KEY } from '../content/sections.js';
import { WebhookEventsService } from '../webhooks/webhook-events.service.js';
import { BLOCK_KIND_BY_NAME, HOME_KINDS } from './blocks.js';
import type { HomeLayout, HomeLayoutInput, HomeSectionView } from './home-layout.dto.js';
import { HomeSection } from './home-section.entity.js';

/** One writer of the home page's order at a time, so two saves never interleave their places. */
const HOME_LOCK = 7307;

/**
 * The home page as a list of its sections: their order (home_section, the spec's order until the
 * owner moves one) and visibility, which for a section with a flag of its own is that flag
 * (section_state, as setSectionVisibility sets it) and for the offers is kept here.
 */
@Injectable()
export class HomeLayoutService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: Changes,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookEventsService,
  ) {}

  async layout(source: DataSource | EntityManager = this.dataSource): Promise<HomeLayout> {
    const rows = new Map((await source.getRepository(HomeSection).find()).map((row) => [row.kind, row]));
    const hiddenSections = new Set((await source.getRepository(SectionState).findBy({ hidden: true })).map((row) => row.section));
    const place = (kind: string) => rows.get(kind)?.position ?? HOME_KINDS.length + HOME_KINDS.indexOf(kind as never);
    const sections = [...HOME_KINDS]
      .sort((a, b) => place(a) - place(b))
      .map((kind): HomeSectionView => {
        const declared = BLOCK_KIND_BY_NAME.get(kind)!;
        const section = declared.homeSection;
        return { kind, title: declared.title, section, hidden: section ? hiddenSections.has(section) : (rows.get(kind)?.hidden ?? false) };
      });
    return { sections };
  }

  /** What the public home page renders, in order: the kinds not hidden here (a hidden section is absent from the site data). */
  async publicOrder(): Promise<string[]> {
    const { sections } = await this.layout();
    return sections.filter((entry) => entry.section || !entry.hidden).map((entry) => entry.kind);
  }

  async save(input: HomeLayoutInput, actor: Actor): Promise<HomeLayout> {
    const kinds = input.sections.map((entry) => entry.kind);
    if (kinds.length !== HOME_KINDS.length || new Set(kinds).size !== kinds.length) {
      throw new BadRequestException(`sections must name each of the home page's sections once: ${HOME_KINDS.join(', ')}`);
    }
    return this.changes.run({ locks: [HOME_LOCK], moves: ['site'] }, async (change) => {
      const { manager } = change;
      const before = await this.layout(manager);
      await manager.getRepository(HomeSection).save(
        input.sections.map((entry, position) => ({
          kind: entry.kind,
          position,
          hidden: BLOCK_KIND_BY_NAME.get(entry.kind)!.homeSection ? false : entry.hidden,
        })),
      );
      for (const entry of input.sections) {
        const section = BLOCK_KIND_BY_NAME.get(entry.kind)!.homeSection;
        const was = before.sections.find((old) => old.kind === entry.kind)!;
        if (was.hidden === entry.hidden) continue;
        if (!section) {
          await this.audit.record(manager, actor, {
            kind: 'section',
            action: entry.hidden ? 'hide' : 'show',
            subject: `Home page: ${was.title}`,
            subjectId: entry.kind,
          });
          continue;
        }
        await manager.getRepository(SectionState).save({ section, hidden: entry.hidden });
        await this.audit.record(manager, actor, {
          kind: 'section',
          action: entry.hidden ? 'hide' : 'show',
          subject: SECTION_BY_KEY.get(section)!.title,
          subjectId: section,
        });
        await this.webhooks.emit(manager, 'content.changed', {
          section,
          action: entry.hidden ? 'hide-section' : 'show-section',
          recordId: null,
          changedFields: [],
          record: null,
        });
      }
      if (before.sections.map((entry) => entry.kind).join() !== kinds.join()) {
        await this.audit.record(manager, actor, { kind: 'section', action: 'move', subject: 'Home page', subjectId: 'home', detail: kinds.join(', ') });
      }
      return this.layout(manager);
    });
  }
}
