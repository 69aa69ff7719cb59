import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import ChevronDown from "lucide-react/icons/chevron-down";
import GripVertical from "lucide-react/icons/grip-vertical";
import Trash2 from "lucide-react/icons/trash-2";
import { useId } from "react";
import { type BlockTypeName, blockDeclaration } from "#src/lib/page-blocks.ts";
import { pageTexts } from "../page.schema.ts";
import { BlockFieldInput, type FieldErrors } from "./block-fields.tsx";

/** A block as the editor holds it: its id, its type and its fields' values, checked on save. */
export type EditorBlock = { id: string; type: BlockTypeName } & Record<string, unknown>;

const iconButtonClass =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40";

/** The block's name in the list: its type and its heading or first words. */
export function blockName(block: EditorBlock, index: number): string {
  const label = blockDeclaration(block.type).label;
  const heading = typeof block.heading === "string" && block.heading ? block.heading : "";
  const words =
    heading ||
    (Array.isArray(block.paragraphs) && typeof block.paragraphs[0] === "string"
      ? block.paragraphs[0].slice(0, 60)
      : "");
  return `${index + 1}. ${label}${words ? `: ${words}` : ""}`;
}

/**
 * The page's blocks in order, each a card that opens to its fields. Reordered by dragging its
 * handle (dnd-kit: with a pointer, or Space and the arrow keys on the focused handle) or with
 * Move up / Move down; removed after a confirmation (the screen asks).
 */
export function BlockList({
  blocks,
  open,
  errors,
  onToggle,
  onChange,
  onMove,
  onRemove,
}: {
  blocks: readonly EditorBlock[];
  open: ReadonlySet<string>;
  errors: FieldErrors;
  onToggle: (id: string) => void;
  onChange: (index: number, block: EditorBlock) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: unknown) => blocks.findIndex((block) => block.id === id);
  const nameOf = (id: unknown) => {
    const index = indexOf(id);
    return index === -1 ? "" : blockName(blocks[index]!, index);
  };
  function dragEnd(event: DragEndEvent) {
    if (!event.over) return;
    onMove(indexOf(event.active.id), indexOf(event.over.id));
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${nameOf(active.id)} is over position ${indexOf(over.id) + 1} of ${blocks.length}.` : "",
          onDragEnd: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} dropped at position ${indexOf(over.id) + 1} of ${blocks.length}.`
              : "",
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={blocks.map((block) => block.id)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-3" aria-label="Blocks">
          {blocks.map((block, index) => (
            <SortableBlock
              key={block.id}
              block={block}
              index={index}
              count={blocks.length}
              isOpen={open.has(block.id)}
              errors={errors}
              onToggle={() => onToggle(block.id)}
              onChange={(next) => onChange(index, next)}
              onMove={(to) => onMove(index, to)}
              onRemove={() => onRemove(index)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableBlock({
  block,
  index,
  count,
  isOpen,
  errors,
  onToggle,
  onChange,
  onMove,
  onRemove,
}: {
  block: EditorBlock;
  index: number;
  count: number;
  isOpen: boolean;
  errors: FieldErrors;
  onToggle: () => void;
  onChange: (block: EditorBlock) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: block.id });
  const bodyId = useId();
  const declaration = blockDeclaration(block.type);
  const name = blockName(block, index);
  const prefix = `blocks.${index}`;
  const hasErrors = Object.keys(errors).some((path) => path === prefix || path.startsWith(`${prefix}.`));
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-block={block.type}
      className={`min-w-0 rounded-xl border bg-white ${
        isDragging ? "border-brand-500 shadow-lg" : hasErrors ? "border-red-400" : "border-slate-200"
      }`}
    >
      <div className="flex flex-wrap items-center gap-2 p-2 sm:p-3">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`${pageTexts.dragHandle}: ${name}`}
          className={`${iconButtonClass} cursor-grab touch-none`}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex min-w-0 flex-1 basis-48 items-center gap-2 rounded-md px-1 py-1 text-left hover:bg-slate-50"
        >
          <ChevronDown
            aria-hidden="true"
            className={`size-4 shrink-0 text-slate-500 transition-transform ${isOpen ? "rotate-180" : ""}`}
          />
          <span className="min-w-0 truncate font-medium text-ink">{name}</span>
          {hasErrors && (
            <span className="shrink-0 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
              Needs attention
            </span>
          )}
        </button>
        <div className="flex items-center gap-2">
          <button
            type="button"
            aria-label={`${pageTexts.moveUp}: ${name}`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            className={iconButtonClass}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            aria-label={`${pageTexts.moveDown}: ${name}`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            className={iconButtonClass}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            aria-label={`${pageTexts.remove}: ${name}`}
            onClick={onRemove}
            className={`${iconButtonClass} text-red-700 hover:bg-red-50`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      <div id={bodyId} hidden={!isOpen} className="border-t border-slate-200 p-3 sm:p-4">
        {isOpen && (
          <div className="grid gap-4 sm:grid-cols-2">
            <p className="text-sm text-slate-600 sm:col-span-2">{declaration.description}</p>
            {errors[`${prefix}.type`] && (
              <p className="text-sm text-red-700 sm:col-span-2">{errors[`${prefix}.type`]}</p>
            )}
            {Object.entries(declaration.fields).map(([field, spec]) => (
              <BlockFieldInput
                key={field}
                spec={spec}
                value={block[field]}
                onChange={(value) => onChange({ ...block, [field]: value })}
                path={`${prefix}.${field}`}
                errors={errors}
              />
            ))}
          </div>
        )}
      </div>
    </li>
  );
}
