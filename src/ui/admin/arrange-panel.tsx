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
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import GripVertical from "lucide-react/icons/grip-vertical";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { z } from "zod";
import { adminApi, loadList } from "#src/lib/admin-api.ts";
import { runAdminAction } from "./admin-action.ts";
import { Disclosure } from "./disclosure.tsx";
import { QueryStates } from "./records.tsx";

export const arrangeTexts = {
  open: "Arrange",
  close: "Done arranging",
  hidden: "Hidden",
  loadFailed: "Failed to load the list. Please check your connection.",
  orderFailed: "Failed to save the order",
  visibilityFailed: "Failed to change what the site shows",
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  drag: (name: string) => `Drag ${name}`,
  show: (name: string) => `Show ${name} on the site`,
  moved: (name: string, position: number, total: number) =>
    `${name} moved to position ${position} of ${total}.`,
  shown: (name: string) => `${name} is shown on the site.`,
  hiddenNow: (name: string) => `${name} is hidden from the site.`,
} as const;

interface Arrangeable {
  id: number;
  visible?: boolean;
}

/** One list that is ordered on its own (leaders apart from the team); the saved order is the groups in turn. */
export interface ArrangeGroup<Row> {
  label: string;
  rows: Row[];
}

export interface ArrangePanelProps<Row extends Arrangeable> {
  /** What is arranged, for the panel's heading: "Arrange members". */
  title: string;
  /** The list's key on the screen: it is reloaded after each change, and so is this panel. */
  queryKey: QueryKey;
  /** GET every row in order (hidden ones too): `{ path }/order`. */
  loadUrl: string;
  row: z.ZodType<Row>;
  /** PUT `{ ids, ...orderBody }`. */
  saveUrl: string;
  orderBody?: Record<string, unknown>;
  /** PATCH `{ visible }`; absent where rows cannot be hidden. */
  visibilityUrl?: (id: number) => string;
  name: (row: Row) => string;
  /** The row's picture or details beside its name. */
  render?: (row: Row) => ReactNode;
  /** Splits the rows into lists ordered apart; one list without it. */
  groups?: (rows: Row[]) => ArrangeGroup<Row>[];
}

/**
 * The Arrange mode of a back-office list (docs/decisions/0015-order-and-visibility.md): every row
 * in the order the site shows them, moved by dragging (dnd-kit, which also moves a focused handle
 * with the arrow keys) or with Move up / Move down, each move saved at once and announced in a
 * live region; and a "Show … on the site" switch per row where rows can be hidden.
 */
export function ArrangePanel<Row extends Arrangeable>(props: ArrangePanelProps<Row>) {
  return (
    <Disclosure className="mb-4" button={(open) => (open ? arrangeTexts.close : arrangeTexts.open)}>
      {(open) => open && <ArrangeLists {...props} />}
    </Disclosure>
  );
}

function ArrangeLists<Row extends Arrangeable>(props: ArrangePanelProps<Row>) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const query = useQuery({
    queryKey: [...props.queryKey, "arrange", props.loadUrl],
    queryFn: () => loadList(props.loadUrl, props.row),
  });
  const [rows, setRows] = useState<Row[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (query.data) setRows(query.data);
  }, [query.data]);

  const shown = rows ?? query.data ?? [];
  const groups = props.groups ? props.groups(shown) : [{ label: "", rows: shown }];

  async function saveOrder(next: Row[], moved: Row, position: number, total: number) {
    const before = rows;
    setRows(next);
    const saved = await runAdminAction({
      call: () => adminApi.put(props.saveUrl, { ...props.orderBody, ids: next.map((row) => row.id) }),
      failure: arrangeTexts.orderFailed,
    });
    if (!saved) {
      setRows(before);
      return;
    }
    setAnnouncement(arrangeTexts.moved(props.name(moved), position, total));
    await queryClient.invalidateQueries({ queryKey: props.queryKey });
  }

  /** Moves a row within its group to `to` (an index in the group), keeping the other groups. */
  function move(group: ArrangeGroup<Row>, from: number, to: number) {
    if (to < 0 || to >= group.rows.length || from === to) return;
    const reordered = arrayMove(group.rows, from, to);
    const next = groups.flatMap((each) => (each === group ? reordered : each.rows));
    void saveOrder(next, group.rows[from]!, to + 1, group.rows.length);
  }

  async function setVisible(row: Row, visible: boolean) {
    if (!props.visibilityUrl) return;
    const url = props.visibilityUrl(row.id);
    const mark = (value: boolean) =>
      setRows((current) =>
        (current ?? []).map((each) => (each.id === row.id ? { ...each, visible: value } : each)),
      );
    // The switch turns at once; it turns back if the server refused.
    mark(visible);
    const saved = await runAdminAction({
      call: () => adminApi.patch(url, { visible }),
      failure: arrangeTexts.visibilityFailed,
    });
    if (!saved) {
      mark(!visible);
      return;
    }
    setAnnouncement(visible ? arrangeTexts.shown(props.name(row)) : arrangeTexts.hiddenNow(props.name(row)));
    await queryClient.invalidateQueries({ queryKey: props.queryKey });
  }

  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        {props.title}
      </h3>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <QueryStates query={query} errorText={() => arrangeTexts.loadFailed}>
        {() => (
          <div className="mt-3 space-y-4">
            {groups.map((group) => (
              <SortableGroup
                key={group.label || "all"}
                group={group}
                props={props}
                onMove={(from, to) => move(group, from, to)}
                onVisible={setVisible}
              />
            ))}
          </div>
        )}
      </QueryStates>
    </section>
  );
}

function SortableGroup<Row extends Arrangeable>({
  group,
  props,
  onMove,
  onVisible,
}: {
  group: ArrangeGroup<Row>;
  props: ArrangePanelProps<Row>;
  onMove: (from: number, to: number) => void;
  onVisible: (row: Row, visible: boolean) => void;
}) {
  const labelId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = (id: unknown) => group.rows.findIndex((row) => row.id === id);
  const name = (id: unknown) => {
    const row = group.rows[byId(id)];
    return row ? props.name(row) : "";
  };
  function dragEnd(event: DragEndEvent) {
    if (!event.over) return;
    onMove(byId(event.active.id), byId(event.over.id));
  }
  if (group.rows.length === 0) return null;
  return (
    <div>
      {group.label && (
        <h4 id={labelId} className="mb-2 text-sm font-semibold text-slate-700">
          {group.label}
        </h4>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dragEnd}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
            onDragOver: ({ active, over }) =>
              over ? `${name(active.id)} is over position ${byId(over.id) + 1} of ${group.rows.length}.` : "",
            onDragEnd: ({ active, over }) =>
              over
                ? `${name(active.id)} dropped at position ${byId(over.id) + 1} of ${group.rows.length}.`
                : "",
            onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
          },
        }}
      >
        <SortableContext items={group.rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
          <ol aria-labelledby={group.label ? labelId : undefined} className="space-y-2">
            {group.rows.map((row, index) => (
              <SortableItem
                key={row.id}
                row={row}
                index={index}
                count={group.rows.length}
                props={props}
                onMove={onMove}
                onVisible={onVisible}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
}

const iconButtonClass =
  "inline-flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40";

function SortableItem<Row extends Arrangeable>({
  row,
  index,
  count,
  props,
  onMove,
  onVisible,
}: {
  row: Row;
  index: number;
  count: number;
  props: ArrangePanelProps<Row>;
  onMove: (from: number, to: number) => void;
  onVisible: (row: Row, visible: boolean) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: row.id });
  const name = props.name(row);
  const hidden = row.visible === false;
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  // A row moved to an end disables the button just pressed: focus stays on the row, on the other one.
  const [refocus, setRefocus] = useState<"up" | "down" | null>(null);
  useEffect(() => {
    if (!refocus) return;
    const pressed = refocus === "up" ? upRef.current : downRef.current;
    if (pressed?.disabled) (refocus === "up" ? downRef : upRef).current?.focus();
    setRefocus(null);
  }, [refocus]);
  function press(direction: "up" | "down") {
    onMove(index, direction === "up" ? index - 1 : index + 1);
    setRefocus(direction);
  }
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-wrap items-center gap-2 rounded-lg border bg-white p-2 ${
        isDragging ? "border-brand-500 shadow-lg" : "border-slate-200"
      }`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={arrangeTexts.drag(name)}
        className={`${iconButtonClass} cursor-grab touch-none`}
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <span className="w-6 text-right text-sm text-slate-600 tabular-nums">{index + 1}.</span>
      <div className="flex min-w-0 flex-1 items-center gap-2">
        {props.render?.(row)}
        <span className="truncate font-medium text-ink">{name}</span>
        {hidden && (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
            {arrangeTexts.hidden}
          </span>
        )}
      </div>
      <div className="flex items-center gap-2">
        {props.visibilityUrl && (
          <label className="inline-flex items-center gap-1.5 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={!hidden}
              onChange={(event) => onVisible(row, event.target.checked)}
              aria-label={arrangeTexts.show(name)}
              className="size-4 accent-brand-600"
            />
            <span aria-hidden="true">Shown</span>
          </label>
        )}
        <button
          type="button"
          ref={upRef}
          aria-label={arrangeTexts.moveUp(name)}
          disabled={index === 0}
          onClick={() => press("up")}
          className={iconButtonClass}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          ref={downRef}
          aria-label={arrangeTexts.moveDown(name)}
          disabled={index === count - 1}
          onClick={() => press("down")}
          className={iconButtonClass}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}

/** "Hidden" beside a row the site does not show, in a screen's own list. */
export function HiddenBadge({ visible }: { visible?: boolean }) {
  if (visible !== false) return null;
  return (
    <span className="ml-2 inline-flex rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
      {arrangeTexts.hidden}
    </span>
  );
}
