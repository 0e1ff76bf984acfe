import { Badge, Button, Group, Modal, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { BlockKindView, PageBlock, SectionDefinitionDto } from '../../api/client';
import { RichTextEditor } from '../rich-text/RichTextEditor';
import type { RichTextDoc } from '../rich-text/types';
import { BlockFields } from './BlockFields';
import { blockName, newBlock, type BlockData } from './blocks-model';
import { SortableList } from './SortableList';

/**
 * A page's blocks: added by kind, put in order by drag or arrows, hidden, deleted; rich text edited
 * in place, a section kind in a dialog with the section's own forms. Nothing is stored until the
 * page is saved.
 */
export function BlockEditor({
  blocks,
  onChange,
  kinds,
  definitions,
}: {
  blocks: PageBlock[];
  onChange: (next: PageBlock[]) => void;
  kinds: readonly BlockKindView[];
  definitions: ReadonlyMap<string, SectionDefinitionDto>;
}) {
  const [adding, setAdding] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const named = blocks.map((block) => ({ ...block, name: blockName(block, kinds) }));
  // The first rich text is the page's body (what `body` reads and writes in the API).
  const bodyId = blocks.find((block) => block.kind === 'richText')?.id;
  const change = (id: string, update: Partial<PageBlock>) => onChange(blocks.map((block) => (block.id === id ? { ...block, ...update } : block)));
  const edited = blocks.find((block) => block.id === editing);
  const editedKind = kinds.find((kind) => kind.kind === edited?.kind);
  const add = () => {
    const kind = kinds.find((candidate) => candidate.kind === adding);
    if (!kind) return;
    const block = newBlock(kind, blocks);
    onChange([...blocks, block]);
    setAdding(null);
    if (kind.kind !== 'richText') setEditing(block.id);
  };
  return (
    <Stack component="section" aria-labelledby="page-blocks-title">
      <Title order={2} size="h4" id="page-blocks-title">
        Blocks
      </Title>
      {blocks.length === 0 && <Text size="sm">The page has no blocks yet: add the first below.</Text>}
      <SortableList items={named} onReorder={(next) => onChange(next.map(({ name: _name, ...block }) => block))} label="Blocks of the page">
        {(block, index) => (
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Group gap="xs">
                <Text fw={600}>
                  {index + 1}. {block.name}
                </Text>
                {block.hidden && (
                  <Badge variant="light" color="gray" styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
                    Hidden
                  </Badge>
                )}
              </Group>
              <Group gap="xs">
                <Switch
                  label="Shown"
                  aria-label={`Show “${block.name}”`}
                  checked={!block.hidden}
                  onChange={(event) => change(block.id, { hidden: !event.currentTarget.checked })}
                />
                {block.kind !== 'richText' && (
                  <Button size="compact-sm" variant="default" onClick={() => setEditing(block.id)} aria-label={`Edit “${block.name}”`}>
                    Edit
                  </Button>
                )}
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  c="red.9"
                  onClick={() => onChange(blocks.filter((other) => other.id !== block.id))}
                  aria-label={`Delete “${block.name}”`}
                >
                  Delete
                </Button>
              </Group>
            </Group>
            {block.kind === 'richText' && (
              <RichTextEditor
                label={block.id === bodyId ? 'Body' : `Text of block ${index + 1}`}
                value={(block.data as BlockData).body as RichTextDoc}
                onChange={(body) => change(block.id, { data: { body } })}
              />
            )}
          </Stack>
        )}
      </SortableList>
      <Group align="flex-end" gap="xs">
        <Select
          label="Kind of block to add"
          placeholder="Choose a kind"
          data={kinds.map((kind) => ({ value: kind.kind, label: kind.title }))}
          value={adding}
          onChange={setAdding}
          w={260}
          maw="100%"
        />
        <Button onClick={add} disabled={!adding} variant="default">
          Add the block
        </Button>
      </Group>
      <Modal
        opened={edited !== undefined && editedKind !== undefined}
        onClose={() => setEditing(null)}
        title={edited ? blockName(edited, kinds) : ''}
        size="lg"
      >
        {edited && editedKind && (
          // The dialog is in a portal, but React passes its forms' submit events up to the page's form, which would save the page.
          <Stack onSubmit={(event) => event.stopPropagation()}>
            <BlockFields kind={editedKind} data={edited.data as BlockData} definitions={definitions} onChange={(data) => change(edited.id, { data })} />
            <Button onClick={() => setEditing(null)} w="fit-content">
              Done
            </Button>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
