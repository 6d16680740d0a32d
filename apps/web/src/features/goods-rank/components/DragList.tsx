import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { cn } from '../../../lib/cn';
import type { GoodsRowView } from '../model/view-model';
import { RepresentativeBadge } from '../../../components/rank-tracking/RankParts';
import { ChangeBadge } from './KeywordRanks';
import { ImageThumb } from '../../../components/ui/ImageThumb';
import { REVEAL_CLASS } from '../model/reveal-row';

const t = ko.goodsRankUi;

function SortableRow({ view }: { view: GoodsRowView }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: view.gdpSn,
    });
  const rep = view.representative;
  return (
    <li
      ref={setNodeRef}
      data-testid="goods-row"
      data-gdpsn={view.gdpSn}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'relative flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2.5',
        REVEAL_CLASS,
        isDragging && 'z-10 border-brand-300 shadow-lg',
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        data-testid="goods-drag-handle"
        aria-label={t.dragHandle(view.title ?? String(view.gdpSn))}
        className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 active:cursor-grabbing"
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      <ImageThumb src={view.row.goodsImg} className="size-10" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium text-slate-900">{view.title ?? t.lookupPending}</span>
        {rep && (
          <span className="flex min-w-0 items-center gap-1.5 text-xs text-slate-600">
            <RepresentativeBadge label={t.representative} />
            <span className="truncate">{rep.keyword}</span>
            <span className="shrink-0 font-semibold text-slate-800 tabular-nums">
              {rep.current === null ? t.outOfRank : t.rank(String(rep.current))}
            </span>
            <ChangeBadge keyword={rep} />
          </span>
        )}
      </div>
      <span className="hidden shrink-0 text-xs text-slate-500 tabular-nums sm:block">{view.endLabel}</span>
    </li>
  );
}

/**
 * Drag mode (spec 02 §2.1, §4): rows reorder by pointer or keyboard (space, arrows, space) and the
 * new order is saved on drop. Loaded on demand so dnd-kit stays out of the list's first load.
 */
export default function DragList({
  rows,
  onMove,
}: {
  rows: GoodsRowView[];
  onMove: (activeId: number, overId: number | null) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: number | string) => rows.findIndex((r) => r.gdpSn === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.dragPicked(position(active.id)),
    onDragOver: ({ over }) => (over ? t.dragOver(position(over.id)) : undefined),
    onDragEnd: ({ over }) => (over ? t.dragDropped(position(over.id)) : t.dragCancelled),
    onDragCancel: () => t.dragCancelled,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) =>
    onMove(Number(active.id), over ? Number(over.id) : null);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.dragInstructions } }}
    >
      <SortableContext items={rows.map((r) => r.gdpSn)} strategy={verticalListSortingStrategy}>
        <ul data-testid="goods-drag-list" className="flex flex-col gap-2">
          {rows.map((view) => (
            <SortableRow key={view.gdpSn} view={view} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
