import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Badge, Group, Select, Table } from '@mantine/core';
import { useRef } from 'react';
import type { SectionDefinitionDto } from '../../api/client';
import { DragHandle, sortableStyle, upAndDown } from '../../ui/DragHandle';
import { DeleteRecord } from './DeleteRecord';
import { useMoveRecord, type Move } from './move-record';
import { EditLink, nameOf, Summary } from './record-names';
import type { SectionRecord } from './sections-client';
import { VisibilityButton } from './VisibilityButton';

interface RowProps {
  definition: SectionDefinitionDto;
  record: SectionRecord;
  position: number;
  count: number;
  reorderable: boolean;
  onMove: (move: Move) => void;
}

function RecordRow({ definition, record, position, count, reorderable, onMove }: RowProps) {
  const name = nameOf(definition, record);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: record._id, disabled: !reorderable });
  const places = Array.from({ length: count }, (_, index) => String(index + 1));
  return (
    <Table.Tr
      ref={setNodeRef}
      data-record-id={record._id}
      // the row being dragged stays readable above the others
      style={sortableStyle({ transform, transition, isDragging }, { background: 'var(--mantine-color-body)' })}
    >
      {reorderable && (
        <Table.Td>
          {/* side by side where there is room, the handle above the position on a phone */}
          <Group gap={4}>
            <DragHandle name={name} activatorRef={setActivatorNodeRef} attributes={attributes} listeners={listeners} isDragging={isDragging} />
            <Select
              aria-label={`Position of “${name}”`}
              data={places}
              value={String(position)}
              allowDeselect={false}
              onChange={(value) => {
                const next = Number(value);
                if (value && next !== position) onMove({ id: record._id, position: next, name });
              }}
              w={72}
              size="xs"
              comboboxProps={{ width: 88 }}
            />
          </Group>
        </Table.Td>
      )}
      <Table.Td>
        <Group gap="xs">
          <Summary definition={definition} record={record} />
          {record.hidden && (
            <Badge variant="light" color="gray" styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}>
              Hidden
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          <VisibilityButton definition={definition} id={record._id} name={name} hidden={record.hidden === true} />
          <EditLink sectionKey={definition.key} id={record._id} />
          <DeleteRecord definition={definition} id={record._id} name={name} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A section's records in their order. A list is reordered by dragging a row's handle (with a
 * pointer, or focused and moved with Space and the arrow keys, told aloud as it goes) or by
 * choosing its position; each record can be hidden from visitors, edited and deleted.
 */
export function RecordList({ definition, records }: { definition: SectionDefinitionDto; records: SectionRecord[] }) {
  const { move } = useMoveRecord(definition);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const reorderable = !definition.singleton && records.length > 1;
  const count = records.length;
  const positionOf = (id: UniqueIdentifier) => records.findIndex((record) => record._id === id) + 1;
  const nameOfId = (id: UniqueIdentifier) => {
    const record = records.find((candidate) => candidate._id === id);
    return record ? nameOf(definition, record) : String(id);
  };
  // A drag starts over its own place, and a key press can keep it there: only a new place is told,
  // so that "picked up" is not talked over at once.
  const toldOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      toldOver.current = active.id;
      return `Picked up “${nameOfId(active.id)}”, in position ${positionOf(active.id)} of ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === toldOver.current) return undefined;
      toldOver.current = over.id;
      return `“${nameOfId(active.id)}” would go to position ${positionOf(over.id)} of ${count}.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `“${nameOfId(active.id)}” dropped in position ${positionOf(over.id)} of ${count}.` : `“${nameOfId(active.id)}” dropped where it was.`,
    onDragCancel: ({ active }) => `Moving cancelled: “${nameOfId(active.id)}” stays in position ${positionOf(active.id)} of ${count}.`,
  };
  function dropped({ active, over }: DragEndEvent) {
    if (!over || over.id === active.id) return;
    move({ id: String(active.id), position: positionOf(over.id), name: nameOfId(active.id) });
  }
  // It fits a phone: the actions stack in their column rather than the table scrolling sideways.
  const table = (
    <Table mb="md" aria-label={definition.title}>
      <Table.Thead>
        <Table.Tr>
          {reorderable && <Table.Th w={{ base: 92, sm: 128 }}>Order</Table.Th>}
          <Table.Th>Record</Table.Th>
          <Table.Th w={{ base: 80, sm: 230 }}>Action</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <SortableContext items={records.map((record) => record._id)} strategy={verticalListSortingStrategy}>
          {records.map((record, index) => (
            <RecordRow key={record._id} definition={definition} record={record} position={index + 1} count={count} reorderable={reorderable} onMove={move} />
          ))}
        </SortableContext>
      </Table.Tbody>
    </Table>
  );
  if (!reorderable) return table;
  return (
    <DndContext
      id={`reorder-${definition.key}`}
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[upAndDown]}
      onDragEnd={dropped}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move this item, press Space. Then use the up and down arrow keys to choose its place, Space again to drop it there, or Escape to cancel.',
        },
      }}
    >
      {table}
    </DndContext>
  );
}
