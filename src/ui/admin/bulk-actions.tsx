import Trash2 from "lucide-react/icons/trash";
import { useId, useState } from "react";
import { adminApi } from "#src/lib/admin-api.ts";
import { can, kindPermission } from "#src/lib/permissions.ts";
import {
  bulkTexts,
  SUBMISSION_BULK_URL,
  SUBMISSION_STATUS_LABELS,
  type SubmissionKind,
  type SubmissionStatus,
  statusesOf,
} from "#src/lib/submissions.ts";
import { useRoles } from "./access.tsx";
import { runAdminAction } from "./admin-action.ts";
import { ConfirmDialog, dangerButtonClass, secondaryButtonClass } from "./confirm-dialog.tsx";
import { SelectBox } from "./server-list.tsx";

export interface BulkItem {
  kind: SubmissionKind;
  id: number;
}

/** The statuses every chosen submission can take (a contact message has no "interview"). */
export function commonStatuses(kinds: Iterable<SubmissionKind>): readonly SubmissionStatus[] {
  let common: readonly SubmissionStatus[] | undefined;
  for (const kind of kinds) {
    const own = statusesOf(kind);
    common = common ? common.filter((status) => own.includes(status)) : own;
  }
  return common ?? [];
}

/**
 * Above a list of submissions: "Select all on this page", how many are chosen, and for them a
 * status to set or deletion after the confirmation. Every control is a native one, so it is
 * reached with Tab and worked with Space or Enter. `onDone` runs after each action (to reload).
 */
export function BulkBar({
  chosen,
  total,
  allOnPage,
  toggleAll,
  onDone,
}: {
  chosen: readonly BulkItem[];
  /** How many rows match the list's filters, on every page. */
  total: number;
  allOnPage: boolean;
  toggleAll: () => void;
  onDone: (succeeded: boolean) => Promise<unknown>;
}) {
  const selectAllId = useId();
  const statusId = useId();
  const [status, setStatus] = useState("");
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const statuses = commonStatuses(new Set(chosen.map((item) => item.kind)));
  const roles = useRoles();
  // Deleting submissions is the owner's (src/lib/permissions.ts): others are not offered it.
  const mayDelete = chosen.every((item) => can(roles, kindPermission(item.kind, "delete")));

  async function run(body: { action: "status" | "delete"; status?: string }) {
    setBusy(true);
    const done = await runAdminAction({
      call: () =>
        adminApi.post(SUBMISSION_BULK_URL, { items: chosen.map(({ kind, id }) => ({ kind, id })), ...body }),
      success: (answer) => answer.body.message ?? "",
      failure: bulkTexts.failed,
    });
    setBusy(false);
    setConfirmDelete(false);
    if (done) setStatus("");
    await onDone(done !== null);
  }

  return (
    <div className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <span className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <SelectBox id={selectAllId} checked={allOnPage} onChange={toggleAll} />
        <label htmlFor={selectAllId}>Select all on this page</label>
      </span>
      <span className="text-sm text-slate-600" aria-live="polite">
        {chosen.length} selected · {total} in all
      </span>
      {chosen.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={statusId} className="sr-only">
            New status for the selected rows
          </label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">Set status…</option>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {SUBMISSION_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={!status || busy}
            onClick={() => run({ action: "status", status })}
            className={secondaryButtonClass}
          >
            Apply status
          </button>
          {mayDelete && (
            <button
              type="button"
              disabled={busy}
              onClick={() => setConfirmDelete(true)}
              className={dangerButtonClass}
            >
              <Trash2 aria-hidden="true" className="size-4" /> Delete selected
            </button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmDelete}
        message={bulkTexts.confirmDelete(chosen.length)}
        busy={busy}
        onConfirm={() => run({ action: "delete" })}
        onCancel={() => setConfirmDelete(false)}
      />
    </div>
  );
}
