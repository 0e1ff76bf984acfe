import type { BlockKindView, PageBlock, PublishedBlock, SectionDefinitionDto, SectionFieldDto } from '../../api/client';
import { EMPTY_RICH_TEXT } from '../rich-text/types';

export type BlockData = { heading?: Record<string, unknown>; items?: Record<string, unknown>[]; body?: unknown };
/** A block as the editor holds it: `name` says it in lists and announcements. */
export type EditedBlock = PageBlock & { data: BlockData; name: string };

/** The fields of a kind's heading (only those it takes) and of its items, from GET /api/sections. */
export function fieldsOf(
  kind: BlockKindView,
  definitions: ReadonlyMap<string, SectionDefinitionDto>,
): { heading?: SectionFieldDto[]; items?: SectionFieldDto[] } {
  const heading = kind.headingSection ? definitions.get(kind.headingSection)?.fields : undefined;
  return {
    heading: heading && kind.headingFields ? heading.filter((field) => kind.headingFields!.includes(field.name)) : heading,
    items: kind.itemsSection ? definitions.get(kind.itemsSection)?.fields : undefined,
  };
}

/** What a block is called: its kind and the first words of its heading. */
export function blockName(block: PageBlock, kinds: readonly BlockKindView[]): string {
  const title = kinds.find((kind) => kind.kind === block.kind)?.title ?? block.kind;
  // Its heading field (bannerHeading, faqHeading, headingVideo…): stored records keep no field order.
  const heading = Object.entries((block.data as BlockData).heading ?? {}).find(
    ([name, value]) => /heading/i.test(name) && typeof value === 'string' && value.trim(),
  )?.[1];
  return heading ? `${title}: ${String(heading).slice(0, 60)}` : title;
}

/** An id no other block of the page has. */
export function newBlockId(kind: string, blocks: readonly PageBlock[]): string {
  let id = kind;
  for (let n = 2; blocks.some((block) => block.id === id); n++) id = `${kind}-${n}`;
  return id;
}

export function newBlock(kind: BlockKindView, blocks: readonly PageBlock[]): PageBlock {
  const data: BlockData =
    kind.kind === 'richText' ? { body: EMPTY_RICH_TEXT } : { ...(kind.headingSection ? { heading: {} } : {}), ...(kind.itemsSection ? { items: [] } : {}) };
  return { id: newBlockId(kind.kind, blocks), kind: kind.kind, hidden: false, data };
}

/** A section block as the public page gets it (the server's blockSections), for the editor's preview. */
export function publishedOf(block: PageBlock, kind: BlockKindView | undefined, html?: string): PublishedBlock {
  if (block.kind === 'richText') return { id: block.id, kind: block.kind, html: html ?? '' };
  const data = block.data as BlockData;
  const sections: Record<string, Record<string, unknown>[]> = {};
  if (kind?.headingSection && data.heading) sections[kind.headingSection] = [{ _id: block.id, ...data.heading }];
  if (kind?.itemsSection) sections[kind.itemsSection] = (data.items ?? []).map((item, index) => ({ _id: `${block.id}-${index + 1}`, ...item }));
  return { id: block.id, kind: block.kind, sections, amends: kind?.headingFields ? kind.headingSection : undefined };
}
