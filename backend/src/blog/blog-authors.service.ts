import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { changedFields, type Actor } from '../audit/audit.service.js';
import type { Viewer } from '../auth/viewer.js';
import { BlogWrites } from './blog-writes.js';
import type { BlogAuthorInput, BlogAuthorRecord, BlogSettings } from './blog.dto.js';
import { BlogAuthor } from './blog.entities.js';
import { BLOG_DEFAULT_NAME, BLOG_TEXTS } from './texts.js';

/** The blog's settings (its name and description) and each Admin's author profile. */
@Injectable()
export class BlogAuthorsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly writes: BlogWrites,
  ) {}

  async settings(): Promise<Required<BlogSettings>> {
    const rows: { value: string }[] = await this.dataSource.query(`SELECT value FROM app_meta WHERE key = 'blog_settings'`);
    const stored = rows[0] ? (JSON.parse(rows[0].value) as Partial<BlogSettings>) : {};
    return { name: stored.name || BLOG_DEFAULT_NAME, description: stored.description ?? '' };
  }

  async saveSettings(input: BlogSettings, actor: Actor): Promise<Required<BlogSettings>> {
    const before = await this.settings();
    const after = { name: input.name, description: input.description ?? '' };
    await this.writes.run(async (manager) => {
      await manager.query(
        `INSERT INTO app_meta (key, value) VALUES ('blog_settings', $1)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
        [JSON.stringify(after)],
      );
      await this.writes.record(manager, actor, {
        kind: 'blog',
        action: 'update',
        subject: `Blog settings: ${after.name}`,
        detail: changedFields(before, after).join(', ') || null,
      });
    });
    return after;
  }

  async author(viewer: Viewer): Promise<BlogAuthorRecord> {
    const row = viewer.apiKey ? null : await this.dataSource.getRepository(BlogAuthor).findOneBy({ accountId: viewer.id });
    return { displayName: row?.displayName ?? '', photo: row?.photo ?? null, profileUrl: row?.profileUrl ?? null };
  }

  async saveAuthor(viewer: Viewer, input: BlogAuthorInput): Promise<BlogAuthorRecord> {
    if (viewer.apiKey) throw new BadRequestException(BLOG_TEXTS.authorNeedsAccount);
    const record = { displayName: input.displayName, photo: input.photo ?? null, profileUrl: input.profileUrl ?? null };
    await this.writes.run(async (manager) => {
      await manager.getRepository(BlogAuthor).upsert({ accountId: viewer.id, ...record }, ['accountId']);
      await this.writes.record(manager, viewer, { kind: 'blog', action: 'update', subject: `Author profile: ${record.displayName}` });
    });
    return record;
  }
}
