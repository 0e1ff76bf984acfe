import type { Modifier } from '@dnd-kit/core';
import type { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import type { CSSProperties } from 'react';

/** What an item's `useSortable` gives the handle and the style below (passed one by one: the React compiler's lint takes an object holding a ref for a ref). */
type Sortable = ReturnType<typeof useSortable>;

/** Items move up and down only; a sideways drag would let them float out of their list. */
export const upAndDown: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** Six dots, the usual mark of a handle that drags. */
function GripIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
      {[4, 8, 12].flatMap((y) => [6, 10].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.3" />))}
    </svg>
  );
}

/** The handle an item is dragged by: with a pointer, or focused and moved with Space and the arrow keys. */
export function DragHandle({
  name,
  activatorRef,
  attributes,
  listeners,
  isDragging,
}: { name: string; activatorRef: Sortable['setActivatorNodeRef'] } & Pick<Sortable, 'attributes' | 'listeners' | 'isDragging'>) {
  return (
    <ActionIcon
      ref={activatorRef}
      variant="subtle"
      color="gray"
      size={32}
      aria-label={`Drag “${name}” to another place`}
      style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <GripIcon />
    </ActionIcon>
  );
}

/** Where an item stands while it moves; the one being dragged is lifted above the others (`lifted` adds to that). */
export function sortableStyle(
  { transform, transition, isDragging }: Pick<Sortable, 'transform' | 'transition' | 'isDragging'>,
  lifted: CSSProperties = {},
): CSSProperties {
  return {
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 1, boxShadow: 'var(--mantine-shadow-md)', ...lifted } : {}),
  };
}
