import type { PublishedBlock, SiteMedia } from '@rankwell/api-client';
import { Container } from '../../../site/Container';
import type { SiteData } from '../../../site/types';
import { SiteOverrideProvider, useSite } from '../../../site/use-site';
import { RichTextBody } from '../../rich-text/RichTextBody';
import { SectionIdScope } from '../sections/section-id';
import { Section } from './Section';

/** The site data a section block's component reads: the block's own records in the section's place. */
export function siteWithBlock(site: SiteData, block: PublishedBlock, media: Record<string, SiteMedia> = {}): SiteData {
  const next: Record<string, unknown> = { ...site, media: { ...site.media, ...media } };
  for (const [key, records] of Object.entries(block.sections ?? {})) {
    const own = (site as Record<string, unknown>)[key] as Record<string, unknown>[] | undefined;
    // A heading over the site's texts (pricing, the contact form) changes only the fields it names.
    next[key] = key === block.amends ? [{ ...own?.[0], ...records[0] }] : records;
  }
  return next as SiteData;
}

function Block({ block, media, idSuffix }: { block: PublishedBlock; media?: Record<string, SiteMedia>; idSuffix: string }) {
  const site = useSite();
  if (block.kind === 'richText') {
    return (
      <Container className="site-page-text">
        <RichTextBody html={block.html ?? ''} />
      </Container>
    );
  }
  return (
    <SiteOverrideProvider value={siteWithBlock(site, block, media)}>
      <SectionIdScope value={idSuffix}>
        <Section kind={block.kind} />
      </SectionIdScope>
    </SiteOverrideProvider>
  );
}

/** A page's shown blocks in order, each with the public component of its kind. */
export function PageBlocks({ blocks, media }: { blocks: readonly PublishedBlock[]; media?: Record<string, SiteMedia> }) {
  // The first block of a kind keeps the section's ids (the anchors links name); a later one's are its own.
  const seen = new Set<string>();
  return (
    <>
      {blocks.map((block) => {
        const idSuffix = seen.has(block.kind) ? `-${block.id}` : '';
        seen.add(block.kind);
        return <Block key={block.id} block={block} media={media} idSuffix={idSuffix} />;
      })}
    </>
  );
}
