import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { BlockKindView, SectionDefinitionDto } from '../../api/client';
import { SectionForm, type FormValues } from '../sections/SectionForm';
import { fieldsOf, type BlockData } from './blocks-model';

/** The first text of a record, to name it in the list of items. */
const itemName = (record: Record<string, unknown>, index: number) =>
  String(
    Object.values(record).find((value) => typeof value === 'string' && value.trim() && !value.startsWith('/') && !value.startsWith('http')) ??
      `Item ${index + 1}`,
  );

/**
 * A section block's content, with the section's own forms (GET /api/sections): its heading, changed
 * as it is typed, and its items, each added or changed with its form's rules checked first.
 */
export function BlockFields({
  kind,
  data,
  definitions,
  onChange,
}: {
  kind: BlockKindView;
  data: BlockData;
  definitions: ReadonlyMap<string, SectionDefinitionDto>;
  onChange: (next: BlockData) => void;
}) {
  const fields = fieldsOf(kind, definitions);
  const [itemAt, setItemAt] = useState<number | 'new' | null>(null);
  const items = data.items ?? [];
  const setItems = (next: Record<string, unknown>[]) => onChange({ ...data, items: next });
  return (
    <Stack>
      {fields.heading && (
        <Stack gap="xs" component="section" aria-labelledby="block-heading-title">
          <Title order={3} size="h5" id="block-heading-title">
            Heading
          </Title>
          <SectionForm
            fields={fields.heading}
            initial={data.heading as FormValues | undefined}
            submitLabel="Check the heading"
            onChange={(heading) => onChange({ ...data, heading })}
            onSubmit={async () => undefined}
          />
        </Stack>
      )}
      {fields.items && (
        <Stack gap="xs" component="section" aria-labelledby="block-items-title">
          <Title order={3} size="h5" id="block-items-title">
            Items
          </Title>
          {items.length === 0 && <Text size="sm">No items yet.</Text>}
          <Stack gap={4} component="ol" style={{ paddingInlineStart: 20, margin: 0 }}>
            {items.map((item, index) => (
              <li key={index}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{itemName(item, index)}</Text>
                  <Group gap={4}>
                    <Button size="compact-sm" variant="default" onClick={() => setItemAt(index)} aria-label={`Edit ${itemName(item, index)}`}>
                      Edit
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      c="red.9"
                      onClick={() => {
                        setItems(items.filter((_, at) => at !== index));
                        setItemAt(null);
                      }}
                      aria-label={`Remove ${itemName(item, index)}`}
                    >
                      Remove
                    </Button>
                  </Group>
                </Group>
              </li>
            ))}
          </Stack>
          {itemAt === null ? (
            <Button variant="default" w="fit-content" onClick={() => setItemAt('new')}>
              Add an item
            </Button>
          ) : (
            <Stack gap="xs" component="section" aria-label={itemAt === 'new' ? 'New item' : `Item ${itemAt + 1}`}>
              <SectionForm
                key={String(itemAt)}
                fields={fields.items}
                initial={itemAt === 'new' ? undefined : (items[itemAt] as FormValues)}
                submitLabel={itemAt === 'new' ? 'Add the item' : 'Apply to the item'}
                onSubmit={async (record) => {
                  setItems(itemAt === 'new' ? [...items, record] : items.map((item, at) => (at === itemAt ? record : item)));
                  setItemAt(null);
                }}
              />
              <Button variant="subtle" w="fit-content" onClick={() => setItemAt(null)}>
                Cancel
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
