import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ActionIcon, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { DragHandle, sortableStyle } from '../../ui/DragHandle';

function Arrow({ up }: { up?: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={up ? 'M3 9l4-4 4 4' : 'M3 5l4 4 4-4'} />
    </svg>
  );
}

interface Item {
  id: string;
  name: string;
}

function Row<T extends Item>({
  item,
  index,
  count,
  onMove,
  children,
}: {
  item: T;
  index: number;
  count: number;
  onMove: (to: number) => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  return (
    <Paper component="li" withBorder p="xs" ref={setNodeRef} data-item-id={item.id} style={sortableStyle({ transform, transition, isDragging })}>
      {/* On a phone the content goes under its handle and arrows, keeping the width of the screen. */}
      <Group gap="xs" align="flex-start">
        <Group gap={2} wrap="nowrap">
          <DragHandle name={item.name} activatorRef={setActivatorNodeRef} attributes={attributes} listeners={listeners} isDragging={isDragging} />
          <ActionIcon variant="subtle" color="gray" size={32} aria-label={`Move “${item.name}” up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
            <Arrow up />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={32}
            aria-label={`Move “${item.name}” down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <Arrow />
          </ActionIcon>
        </Group>
        <div style={{ flex: '1 1 16rem', minWidth: 0 }}>{children}</div>
      </Group>
    </Paper>
  );
}

/**
 * A list the owner puts in order: by dragging an item's handle (with a pointer, or focused and
 * moved with Space and the arrow keys, told aloud as it goes) or with its up and down buttons.
 */
export function SortableList<T extends Item>({
  items,
  onReorder,
  label,
  children,
}: {
  items: readonly T[];
  onReorder: (next: T[]) => void;
  /** what the list is, for screen readers */
  label: string;
  children: (item: T, index: number) => ReactNode;
}) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const count = items.length;
  const at = (id: unknown) => items.findIndex((item) => item.id === id);
  const nameOf = (id: unknown) => items[at(id)]?.name ?? String(id);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up “${nameOf(active.id)}”, in position ${at(active.id) + 1} of ${count}.`,
    onDragOver: ({ active, over }) => (over ? `“${nameOf(active.id)}” would go to position ${at(over.id) + 1} of ${count}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `“${nameOf(active.id)}” dropped in position ${at(over.id) + 1} of ${count}.` : `“${nameOf(active.id)}” dropped where it was.`,
    onDragCancel: ({ active }) => `Moving cancelled: “${nameOf(active.id)}” stays in position ${at(active.id) + 1} of ${count}.`,
  };
  const move = (from: number, to: number) => onReorder(arrayMove([...items], from, to));
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && over.id !== active.id) move(at(active.id), at(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped} accessibility={{ announcements }}>
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 'var(--mantine-spacing-xs)' }}>
          {items.map((item, index) => (
            <Row key={item.id} item={item} index={index} count={count} onMove={(to) => move(index, to)}>
              {children(item, index)}
            </Row>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
