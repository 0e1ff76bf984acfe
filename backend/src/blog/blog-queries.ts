import type { EntityManager } from 'typeorm';
import { visibleWhere } from '../documents/published-document.js';
import { richTextToPlainText, type RichTextDoc } from '../rich-text/rich-text.js';
import type { BlogByline } from './blog.dto.js';
import { BlogAuthor, BlogPostTag } from './blog.entities.js';
import { BLOG_LIMITS } from './texts.js';

/** What visitors may see of `blog_post post`: published, and its publish time passed. */
export const VISIBLE = visibleWhere('post');

/** Whole minutes at 200 words a minute, at least one. */
export const readingMinutes = (words: number) => Math.max(1, Math.ceil(words / BLOG_LIMITS.wordsPerMinute));

export const wordsOf = (doc: RichTextDoc) => richTextToPlainText(doc).split(/\s+/).filter(Boolean).length;

/** A post's tags, by id. */
export async function tagIdsOf(manager: EntityManager, postId: string): Promise<string[]> {
  const rows = await manager.getRepository(BlogPostTag).find({ where: { postId }, order: { tagId: 'ASC' } });
  return rows.map((row) => row.tagId);
}

/** The bylines of the posts' authors, one query for all: undefined for no author or one without a profile. */
export async function bylines(manager: EntityManager, authorIds: (string | null)[]): Promise<(BlogByline | undefined)[]> {
  const ids = [...new Set(authorIds.filter((id): id is string => id !== null))];
  const rows = ids.length ? await manager.getRepository(BlogAuthor).createQueryBuilder('author').where('author.account_id = ANY(:ids)', { ids }).getMany() : [];
  const byId = new Map(rows.map((row) => [row.accountId, { name: row.displayName, photo: row.photo, ...(row.profileUrl ? { url: row.profileUrl } : {}) }]));
  return authorIds.map((id) => (id ? byId.get(id) : undefined));
}
