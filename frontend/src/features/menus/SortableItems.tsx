import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { DragHandle, sortableStyle, upAndDown } from '../../ui/DragHandle';

function SortableRow({ id, name, children }: { id: string; name: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <Paper ref={setNodeRef} withBorder p="sm" data-menu-item={name} style={sortableStyle({ transform, transition, isDragging })}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <DragHandle name={name} activatorRef={setActivatorNodeRef} attributes={attributes} listeners={listeners} isDragging={isDragging} />
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      </Group>
    </Paper>
  );
}

/**
 * A list reordered by dragging each row's handle, with a pointer or with the keyboard (Space, the
 * arrow keys, Space), as the sections' records are (features/sections/RecordList.tsx).
 */
export function SortableItems<T extends { id: string }>({
  items,
  nameOf,
  onReorder,
  render,
  label,
}: {
  items: T[];
  nameOf: (item: T) => string;
  onReorder: (items: T[]) => void;
  render: (item: T, index: number) => ReactNode;
  label: string;
}) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const positionOf = (id: unknown) => items.findIndex((item) => item.id === id);
  const nameOfId = (id: unknown) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? nameOf(item) : '';
  };
  function dropped({ active, over }: DragEndEvent) {
    if (!over || over.id === active.id) return;
    onReorder(arrayMove(items, positionOf(active.id), positionOf(over.id)));
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[upAndDown]}
      onDragEnd={dropped}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up “${nameOfId(active.id)}”, in position ${positionOf(active.id) + 1} of ${items.length}.`,
          onDragOver: ({ active, over }) => (over ? `“${nameOfId(active.id)}” would go to position ${positionOf(over.id) + 1}.` : undefined),
          onDragEnd: ({ active, over }) =>
            over ? `“${nameOfId(active.id)}” dropped in position ${positionOf(over.id) + 1}.` : `“${nameOfId(active.id)}” dropped where it was.`,
          onDragCancel: ({ active }) => `Moving cancelled: “${nameOfId(active.id)}” stays where it was.`,
        },
        screenReaderInstructions: {
          draggable:
            'To move this item, press Space. Then use the up and down arrow keys to choose its place, Space again to drop it there, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-xs)' }}>
          {items.map((item, index) => (
            <li key={item.id}>
              <SortableRow id={item.id} name={nameOf(item) || `Item ${index + 1}`}>
                {render(item, index)}
              </SortableRow>
            </li>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
