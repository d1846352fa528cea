import { useLayoutEffect } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { DragRegistry } from '../lib/drag-registry';

/** Binds one mounted tip card to dnd-kit: its node, its handle and what dragging does to it. */
function SortableBinding({ id, registry }: { id: string; registry: DragRegistry }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  // Every render: a drag moves cards, and the card shows it.
  useLayoutEffect(() => {
    const slot = registry.get(id);
    if (!slot) return;
    setNodeRef(slot.card);
    setActivatorNodeRef(slot.handle);
    slot.update({ attributes, listeners, transform: CSS.Transform.toString(transform), transition, isDragging });
  });
  return null;
}

interface SortableTipsProps {
  ids: string[];
  registry: DragRegistry;
  onMove: (tipId: string, to: number) => void;
}

/**
 * Drag-and-drop for the original's tips, loaded when the writer reaches the list (dnd-kit is
 * ~15 KB gz the editor does not need to show a post). Renders no DOM of its own.
 */
export default function SortableTips({ ids, registry, onMove }: SortableTipsProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(String(active.id), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up tip ${ids.indexOf(String(active.id)) + 1}.`,
          onDragOver: ({ over }) => (over ? `Over position ${ids.indexOf(String(over.id)) + 1}.` : 'Not over a tip.'),
          onDragEnd: ({ active, over }) =>
            over
              ? `Tip ${ids.indexOf(String(active.id)) + 1} dropped at position ${ids.indexOf(String(over.id)) + 1}.`
              : 'Tip dropped.',
          onDragCancel: () => 'Reordering cancelled.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {ids.map((id) => (
          <SortableBinding key={id} id={id} registry={registry} />
        ))}
      </SortableContext>
    </DndContext>
  );
}
