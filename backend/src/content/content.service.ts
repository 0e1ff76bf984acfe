import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors.js';
import { ContentRecord } from './content-record.entity.js';
import { SiteVersion } from './site-version.service.js';
import { SECTIONS, type SectionContent, type SectionDefinition, type SectionKey } from './sections.js';

type SectionRecord = { _id: string; createdAt: Date; updatedAt: Date } & Record<string, string | number | Date>;

function toSectionRecord(row: ContentRecord): SectionRecord {
  return { _id: row._id, ...row.fields, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

/** Only the declared fields are kept, so nothing undeclared is ever stored. */
function declaredFields(section: SectionDefinition, input: object): Record<string, string | number> {
  const values = input as Record<string, string | number | undefined>;
  const fields: Record<string, string | number> = {};
  for (const name of Object.keys(section.fields)) {
    const value = values[name];
    if (value !== undefined) fields[name] = value;
  }
  return fields;
}

@Injectable()
export class ContentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly siteVersion: SiteVersion,
  ) {}

  async list(section: SectionDefinition): Promise<SectionRecord[]> {
    const rows = await this.dataSource.getRepository(ContentRecord).find({ where: { section: section.key }, order: { seq: 'ASC' } });
    return rows.map(toSectionRecord);
  }

  /** Every public section at once, for the one-request site read. */
  async listPublic(): Promise<Record<string, SectionRecord[]>> {
    const rows = await this.dataSource.getRepository(ContentRecord).find({ order: { section: 'ASC', seq: 'ASC' } });
    const site: Record<string, SectionRecord[]> = {};
    for (const section of SECTIONS) if (section.public !== false) site[section.key] = [];
    for (const row of rows) site[row.section]?.push(toSectionRecord(row));
    return site;
  }

  async get(section: SectionDefinition, id: string): Promise<SectionRecord> {
    const row = await this.dataSource.getRepository(ContentRecord).findOneBy({ _id: id, section: section.key });
    if (!row) throw new NotFoundException(`${section.title} ${id} was not found`);
    return toSectionRecord(row);
  }

  async create(section: SectionDefinition, input: object): Promise<SectionRecord> {
    try {
      const row = await this.dataSource.transaction(async (manager) => {
        const created = await manager.getRepository(ContentRecord).save({
          section: section.key,
          singletonKey: section.singleton ? section.key : null,
          fields: declaredFields(section, input),
        });
        await this.siteVersion.bump(manager);
        return created;
      });
      this.siteVersion.forget();
      return toSectionRecord(row);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictException(`${section.title} already exists; edit the existing record instead`);
      }
      throw error;
    }
  }

  async update(section: SectionDefinition, id: string, input: object): Promise<SectionRecord> {
    const row = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ContentRecord);
      const existing = await repository.findOne({ where: { _id: id, section: section.key }, lock: { mode: 'pessimistic_write' } });
      if (!existing) return null;
      existing.fields = declaredFields(section, input);
      const saved = await repository.save(existing);
      await this.siteVersion.bump(manager);
      return saved;
    });
    this.siteVersion.forget();
    if (!row) throw new NotFoundException(`${section.title} ${id} was not found`);
    return toSectionRecord(row);
  }

  /** Removes one record; the public pages stop showing it at once (the site version moves on). */
  async remove(section: SectionDefinition, id: string): Promise<void> {
    const deleted = await this.dataSource.transaction(async (manager) => {
      const result = await manager.getRepository(ContentRecord).delete({ _id: id, section: section.key });
      if (result.affected) await this.siteVersion.bump(manager);
      return result.affected ?? 0;
    });
    this.siteVersion.forget();
    if (deleted === 0) throw new NotFoundException(`${section.title} ${id} was not found`);
  }

  /**
   * Inserts the demo records of sections that hold none and were never seeded; never touches
   * existing content. Each seeded section is remembered (app_meta), so a section the agency
   * emptied on purpose stays empty after a restart instead of refilling with the demo.
   */
  async seedEmptySections(content: SectionContent): Promise<number> {
    const inserted = await this.dataSource.transaction(async (manager) => {
      // Instances starting together seed one at a time.
      await manager.query(`SELECT pg_advisory_xact_lock(7301)`);
      const repository = manager.getRepository(ContentRecord);
      // One question for every section at once: this runs on every start.
      const filled = new Set(((await manager.query(`SELECT DISTINCT section FROM content_record`)) as { section: string }[]).map((row) => row.section));
      const [memory]: { value: string }[] = await manager.query(`SELECT value FROM app_meta WHERE key = 'seeded_sections'`);
      const seeded = new Set<string>(memory ? (JSON.parse(memory.value) as string[]) : []);
      let inserted = 0;
      for (const section of SECTIONS) {
        const records: object[] | undefined = content[section.key as SectionKey];
        if (!records?.length || filled.has(section.key) || seeded.has(section.key)) continue;
        for (const record of section.singleton ? records.slice(0, 1) : records) {
          await repository.save({ section: section.key, singletonKey: section.singleton ? section.key : null, fields: declaredFields(section, record) });
          inserted++;
        }
      }
      // Every section holding records counts as seeded: the agency's own content is never topped up later.
      const remembered = [
        ...new Set([...seeded, ...filled, ...SECTIONS.filter((section) => content[section.key as SectionKey]?.length).map((s) => s.key)]),
      ].sort();
      if (remembered.join() !== [...seeded].sort().join()) {
        await manager.query(
          `INSERT INTO app_meta (key, value) VALUES ('seeded_sections', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
          [JSON.stringify(remembered)],
        );
      }
      if (inserted > 0) await this.siteVersion.bump(manager);
      return inserted;
    });
    this.siteVersion.forget();
    return inserted;
  }
}
