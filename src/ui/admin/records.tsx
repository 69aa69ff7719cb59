import { type QueryKey, type UseQueryResult, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { type ReactNode, useCallback, useState } from "react";
import { ConfirmDialog, smallDangerButtonClass } from "./confirm-dialog.tsx";
import { type Column, DataTable, FilterBox, Pagination, useFilteredPages } from "./data-list.tsx";
import { EmptyState, ErrorNotice, LoadingState } from "./list-states.tsx";

/**
 * Delete with confirmation (spec §5): `ask(id)` opens the dialog; on confirm `run(id)` does the
 * call and shows its own messages, then the list is reloaded (spec §4).
 */
export function useConfirmedDelete(options: {
  message: string;
  queryKey: QueryKey;
  run: (id: number) => Promise<unknown>;
}) {
  const { message, queryKey, run } = options;
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const cancel = useCallback(() => {
    if (!busy) setTarget(null);
  }, [busy]);
  async function confirm() {
    if (target === null) return;
    setBusy(true);
    try {
      await run(target);
    } finally {
      setBusy(false);
      setTarget(null);
      await queryClient.invalidateQueries({ queryKey });
    }
  }
  return {
    ask: (id: number) => setTarget(id),
    dialog: (
      <ConfirmDialog
        open={target !== null}
        message={message}
        busy={busy}
        onConfirm={confirm}
        onCancel={cancel}
      />
    ),
  };
}

export function DeleteButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={smallDangerButtonClass}>
      <Trash2 aria-hidden="true" className="size-3.5" /> Delete
    </button>
  );
}

/** A list's states in one place: loading on entry, its error, its empty message, or the rows. */
export function QueryStates<T>({
  query,
  emptyText,
  errorText,
  children,
}: {
  query: UseQueryResult<T[]>;
  emptyText: string;
  errorText: (error: unknown) => string;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorNotice>{errorText(query.error)}</ErrorNotice>;
  if (query.data.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return <>{children(query.data)}</>;
}

/** A filterable, paginated table of a loaded list. */
export function RecordsTable<T>({
  rows,
  caption,
  columns,
  textOf,
  rowKey,
}: {
  rows: T[];
  caption: string;
  columns: Column<T>[];
  textOf: (row: T) => string;
  rowKey: (row: T) => string | number;
}) {
  const list = useFilteredPages(rows, textOf);
  return (
    <>
      <FilterBox value={list.query} onChange={list.setQuery} matching={list.matching} total={list.total} />
      {list.matching === 0 ? (
        <EmptyState>No rows match the filter.</EmptyState>
      ) : (
        <DataTable caption={caption} columns={columns} rows={list.visible} rowKey={rowKey} />
      )}
      <Pagination page={list.page} pageCount={list.pageCount} onPage={list.setPage} />
    </>
  );
}

export function formatDate(value: unknown): string {
  if (typeof value !== "string" && typeof value !== "number") return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString("en-IN", { day: "2-digit", month: "short", year: "numeric" });
}
