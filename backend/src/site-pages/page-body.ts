import type { RichTextDoc } from '../rich-text/rich-text.js';
import { BLOCK_KIND_BY_NAME, type StoredBlock } from './blocks.js';

export const EMPTY_DOC: RichTextDoc = { type: 'doc', content: [] };

/**
 * `body`, for clients made before blocks: the page's first rich-text block. What a page was before
 * blocks (migration 1797000200000) is exactly this block, so their reads and writes mean what they meant.
 */
export function bodyOf(blocks: readonly StoredBlock[]): RichTextDoc {
  return (blocks.find((block) => block.kind === 'richText')?.data.body as RichTextDoc | undefined) ?? EMPTY_DOC;
}

/** The blocks with `body` as their first rich text (a new first block when they have none). */
export function withBody(blocks: StoredBlock[], body: RichTextDoc): StoredBlock[] {
  const at = blocks.findIndex((block) => block.kind === 'richText');
  if (at < 0) return [{ id: freeId(blocks, 'body'), kind: 'richText', hidden: false, data: { body } }, ...blocks];
  return blocks.map((block, index) => (index === at ? { ...block, data: { body } } : block));
}

function freeId(blocks: readonly StoredBlock[], base: string): string {
  let id = base;
  for (let n = 2; blocks.some((block) => block.id === id); n++) id = `${base}-${n}`;
  return id;
}

/** A section block's records in the site data's shape, each with an id of the block's making, as its public component reads them. */
export function blockSections(block: StoredBlock): Record<string, Record<string, unknown>[]> {
  const kind = BLOCK_KIND_BY_NAME.get(block.kind);
  const sections: Record<string, Record<string, unknown>[]> = {};
  if (kind?.heading && block.data.heading) sections[kind.heading.section] = [{ _id: block.id, ...block.data.heading }];
  if (kind?.items) sections[kind.items] = (block.data.items ?? []).map((item, index) => ({ _id: `${block.id}-${index + 1}`, ...item }));
  return sections;
}

/** The section a kind's heading amends field by field rather than replaces: one of the site's texts it picks from. */
export function amendedSection(block: StoredBlock): string | undefined {
  const heading = BLOCK_KIND_BY_NAME.get(block.kind)?.heading;
  return heading?.pick ? heading.section : undefined;
}

/**
 * The shown blocks' records in the site snapshot's shape (section key → records), for what reads
 * that shape: the library images they name (MediaService.siteMedia).
 */
export function sectionsOf(blocks: readonly StoredBlock[]): Record<string, Record<string, unknown>[]> {
  const sections: Record<string, Record<string, unknown>[]> = {};
  const add = (key: string, records: Record<string, unknown>[]) => (sections[key] = [...(sections[key] ?? []), ...records]);
  for (const block of blocks) {
    const kind = BLOCK_KIND_BY_NAME.get(block.kind);
    if (block.hidden || !kind) continue;
    if (kind.heading && block.data.heading) add(kind.heading.section, [block.data.heading]);
    if (kind.items && block.data.items) add(kind.items, block.data.items);
  }
  return sections;
}
