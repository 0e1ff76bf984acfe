import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { MenusService, type MenuRecord } from '../../api/client';
import { useSave } from '../../ui/save';
import { blankItem, draftOf, inputOf, LIMITS, nestUnderPrevious, problemOf, unnest, type DraftItem } from './menu-draft';
import { MenuItemFields, type TargetLists } from './MenuItemFields';
import { menuKeys } from './queries';
import { SortableItems } from './SortableItems';

const nameOf = (item: DraftItem) => item.label.trim();

/** One menu: its column title (footer menus), its items in order with one level under each, saved whole. */
export function MenuEditor({ menu, targets }: { menu: MenuRecord; targets: TargetLists }) {
  const [title, setTitle] = useState(menu.title);
  const [items, setItems] = useState<DraftItem[]>(() => menu.items.map(draftOf));
  const { save, saving } = useSave({
    action: () => MenusService.updateMenu({ key: menu.key, requestBody: inputOf(title, items) }),
    message: `${menu.name} saved`,
    changes: [menuKeys.all],
  });
  const headingId = `menu-${menu.key}`;
  const invalid = items.some((item) => problemOf(item) || item.children.some((child) => problemOf(child)));
  const update = (index: number, item: DraftItem) => setItems(items.map((one, at) => (at === index ? item : one)));
  const remove = (index: number) => setItems(items.filter((_, at) => at !== index));
  const label = (item: DraftItem, index: number) => `“${nameOf(item) || `item ${index + 1}`}”`;

  const children = (parent: DraftItem, parentIndex: number) =>
    parent.children.length > 0 && (
      <Stack gap="xs" mt="xs" pl="md" style={{ borderInlineStart: '2px solid var(--mantine-color-gray-3)' }}>
        <SortableItems
          label={`Under ${label(parent, parentIndex)}`}
          items={parent.children}
          nameOf={nameOf}
          onReorder={(next) => update(parentIndex, { ...parent, children: next })}
          render={(child, childIndex) => (
            <Stack gap="xs">
              <MenuItemFields
                item={child}
                name={label(child, childIndex)}
                targets={targets}
                onChange={(next) => update(parentIndex, { ...parent, children: parent.children.map((one, at) => (at === childIndex ? next : one)) })}
              />
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => setItems(unnest(items, parentIndex, childIndex))}>
                  Take {label(child, childIndex)} out of the dropdown
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => update(parentIndex, { ...parent, children: parent.children.filter((_, at) => at !== childIndex) })}
                >
                  Remove {label(child, childIndex)}
                </Button>
              </Group>
            </Stack>
          )}
        />
      </Stack>
    );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid) void save();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id={headingId}>
            {menu.name}
          </Title>
          {!menu.saved && <Text c="gray.7">Shows its default until you save it.</Text>}
          {menu.key !== 'header' && (
            <TextInput label="Column title" value={title} maxLength={LIMITS.title} onChange={(event) => setTitle(event.currentTarget.value)} maw={360} />
          )}
          <SortableItems
            label={`Items of ${menu.name}`}
            items={items}
            nameOf={nameOf}
            onReorder={setItems}
            render={(item, index) => (
              <Stack gap="xs">
                <MenuItemFields item={item} name={label(item, index)} targets={targets} onChange={(next) => update(index, next)} />
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    disabled={item.children.length >= LIMITS.children}
                    onClick={() => update(index, { ...item, children: [...item.children, blankItem()] })}
                  >
                    Add a link under {label(item, index)}
                  </Button>
                  {index > 0 && item.children.length === 0 && (
                    <Button size="xs" variant="default" onClick={() => setItems(nestUnderPrevious(items, index))}>
                      Put {label(item, index)} under the item above
                    </Button>
                  )}
                  <Button size="xs" variant="subtle" color="red" onClick={() => remove(index)}>
                    Remove {label(item, index)}
                  </Button>
                </Group>
                {children(item, index)}
              </Stack>
            )}
          />
          <Group>
            <Button variant="default" disabled={items.length >= LIMITS.items} onClick={() => setItems([...items, blankItem()])}>
              Add an item
            </Button>
            <Button type="submit" loading={saving} disabled={invalid} aria-describedby={headingId}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
