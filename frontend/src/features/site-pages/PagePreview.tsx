import { Paper, Title } from '@mantine/core';
import type { PublishedBlock } from '../../api/client';
import { PageBlocks } from '../public/blocks/PageBlocks';

/** The unsaved page as visitors will see it: its shown blocks with the public sections' components. */
export function PagePreview({ blocks }: { blocks: PublishedBlock[] }) {
  return (
    <Paper withBorder component="section" aria-labelledby="page-preview" style={{ overflow: 'hidden' }}>
      <Title order={2} size="h3" id="page-preview" m="lg">
        Preview
      </Title>
      <PageBlocks blocks={blocks} />
    </Paper>
  );
}
