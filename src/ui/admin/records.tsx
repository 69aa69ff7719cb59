import { type QueryKey, type UseQueryResult, useQueryClient } from "@tanstack/react-query";
import Pencil from "lucide-react/icons/pencil";
import RotateCw from "lucide-react/icons/rotate-cw";
import Trash2 from "lucide-react/icons/trash";
import { type ReactNode, useCallback, useState } from "react";
import { ConfirmDialog, secondaryButtonClass, smallDangerButtonClass } from "./confirm-dialog.tsx";
import { EmptyState, ErrorNotice, LoadingState } from "./list-states.tsx";

/** The kit's own words, beyond the features' texts. */
export const recordsTexts = {
  retry: "Try again",
} as const;

/**
 * Delete with confirmation, never without: `ask(id)` opens the dialog; on confirm `run(id)` does
 * the call and reports its outcome, then the list is reloaded so it shows what the server has.
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

export const smallSecondaryButtonClass =
  "inline-flex items-center gap-1.5 whitespace-nowrap rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60";

/** A row's Edit button; `label` names the row ("Edit job React Developer"). */
export function EditButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={smallSecondaryButtonClass}>
      <Pencil aria-hidden="true" className="size-3.5" /> Edit
    </button>
  );
}

/**
 * A load's states in one place: loading on entry (and while trying again), its error with a
 * button to try again, its empty message, or the rows. Without `emptyText` an empty list is
 * the caller's to show.
 */
export function QueryStates<T>({
  query,
  emptyText,
  errorText,
  children,
}: {
  query: UseQueryResult<T>;
  /** Shown for an empty list. */
  emptyText?: T extends readonly unknown[] ? string : never;
  errorText: (error: unknown) => string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending || (query.isError && query.isFetching)) return <LoadingState />;
  if (query.isError) {
    return (
      <div className="space-y-3">
        {/* The button stays outside the alert, whose text is the error alone. */}
        <ErrorNotice>{errorText(query.error)}</ErrorNotice>
        <button type="button" onClick={() => query.refetch()} className={secondaryButtonClass}>
          <RotateCw aria-hidden="true" className="size-4" /> {recordsTexts.retry}
        </button>
      </div>
    );
  }
  if (emptyText !== undefined && Array.isArray(query.data) && query.data.length === 0) {
    return <EmptyState>{emptyText}</EmptyState>;
  }
  return <>{children(query.data)}</>;
}
