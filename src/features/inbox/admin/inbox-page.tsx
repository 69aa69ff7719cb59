import { useQuery, useQueryClient } from "@tanstack/react-query";
import { RotateCw, Trash2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { adminApi, loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { ConfirmDialog, dangerButtonClass, secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { type Column, DataTable, Pagination } from "#src/ui/admin/data-list.tsx";
import { EmptyState, ErrorNotice, LoadingState, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { recordsTexts } from "#src/ui/admin/records.tsx";
import {
  ListControls,
  listSearch,
  SelectBox,
  useListParams,
  useRowSelection,
} from "#src/ui/admin/server-list.tsx";
import { formatDate } from "#src/ui/admin/table-columns.tsx";
import {
  type InboxRow,
  inboxListAnswer,
  inboxTexts,
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  type SubmissionKind,
  type SubmissionStatus,
  statusesOf,
} from "../inbox.schema.ts";
import { StatusBadge } from "./status-badge.tsx";

export const meta = () => adminMeta(inboxTexts.title);
export const headers = adminHeaders;

const kindOptions = SUBMISSION_KINDS.map((kind) => ({ value: kind, label: inboxTexts.kindLabels[kind] }));
const rowKey = (row: InboxRow) => `${row.kind}:${row.id}`;

/** The statuses every selected row can take (a contact message has no "interview"). */
function commonStatuses(kinds: Iterable<SubmissionKind>): readonly SubmissionStatus[] {
  let common: readonly SubmissionStatus[] | undefined;
  for (const kind of kinds) {
    const own = statusesOf(kind);
    common = common ? common.filter((status) => own.includes(status)) : own;
  }
  return common ?? [];
}

/**
 * Every submission in one list: contact messages, hire requests, cloud VPS enquiries and job
 * applications, newest first, searched, filtered and paged by the server, with bulk actions.
 */
export default function InboxPage() {
  const { params, update } = useListParams();
  const queryClient = useQueryClient();
  const kind = SUBMISSION_KINDS.find((value) => value === params.kind);
  const statuses = kind ? statusesOf(kind) : SUBMISSION_STATUSES;
  const url = `/api/inbox?${listSearch(params)}`;
  const query = useQuery({
    queryKey: ["admin", "inbox", url],
    queryFn: () => loadRecord(url, inboxListAnswer),
  });
  const rows = query.data?.data ?? [];
  const selection = useRowSelection(rows.map(rowKey));
  const chosen = rows.filter((row) => selection.selected.has(rowKey(row)));
  const bulkStatuses = commonStatuses(new Set(chosen.map((row) => row.kind)));
  const bulkStatusId = useId();
  const selectAllId = useId();
  const [bulkStatus, setBulkStatus] = useState("");
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin", "inbox"] });
  async function runBulk(body: { action: "status" | "delete"; status?: string }) {
    setBusy(true);
    const done = await runAdminAction({
      call: () =>
        adminApi.post("/api/inbox/bulk", { items: chosen.map(({ kind, id }) => ({ kind, id })), ...body }),
      success: (answer) => answer.body.message ?? "",
      failure: inboxTexts.bulkFailed,
    });
    setBusy(false);
    setConfirmDelete(false);
    if (done) {
      selection.clear();
      setBulkStatus("");
    }
    await refresh();
  }

  const columns: Column<InboxRow>[] = [
    {
      header: "Select",
      cell: (row) => (
        <SelectBox
          checked={selection.selected.has(rowKey(row))}
          onChange={() => selection.toggle(rowKey(row))}
          label={`Select ${inboxTexts.kindLabels[row.kind].toLowerCase()} from ${row.name}`}
        />
      ),
    },
    {
      header: "Kind",
      cell: (row) => (
        <span className="whitespace-nowrap">
          {inboxTexts.kindLabels[row.kind]}
          {row.category && <span className="block text-xs text-slate-500">{row.category}</span>}
        </span>
      ),
    },
    {
      header: "Name",
      cell: (row) => (
        <Link
          to={`/admin/dashboard/inbox/${row.kind}/${row.id}`}
          className={`text-brand-700 underline-offset-2 hover:underline ${row.status === "new" ? "font-bold" : ""}`}
        >
          {row.name}
          {row.status === "new" && <span className="sr-only"> (unread)</span>}
        </Link>
      ),
    },
    { header: "Email", cell: (row) => <span className="break-all">{row.email}</span> },
    {
      header: "Preview",
      cell: (row) => <span className="line-clamp-1 max-w-72 text-slate-700">{row.preview}</span>,
      className: "min-w-48",
    },
    {
      header: "Received",
      cell: (row) => <span className="whitespace-nowrap">{formatDate(row.received_at)}</span>,
    },
    { header: "Status", cell: (row) => <StatusBadge status={row.status} /> },
  ];

  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) {
    body = (
      <div className="space-y-3">
        <ErrorNotice>{loadErrorMessage(query.error, inboxTexts.fetchFailed)}</ErrorNotice>
        <button type="button" onClick={() => query.refetch()} className={secondaryButtonClass}>
          <RotateCw aria-hidden="true" className="size-4" /> {recordsTexts.retry}
        </button>
      </div>
    );
  } else if (query.data.data.length === 0) body = <EmptyState>{inboxTexts.empty}</EmptyState>;
  else {
    const pageCount = Math.max(1, Math.ceil(query.data.total / query.data.pageSize));
    body = (
      <>
        <div className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
          <span className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <SelectBox id={selectAllId} checked={selection.allOnPage} onChange={selection.toggleAll} />
            <label htmlFor={selectAllId}>Select all on this page</label>
          </span>
          <span className="text-sm text-slate-600" aria-live="polite">
            {chosen.length} selected · {query.data.total} in all
          </span>
          {chosen.length > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              <label htmlFor={bulkStatusId} className="sr-only">
                New status for the selected rows
              </label>
              <select
                id={bulkStatusId}
                value={bulkStatus}
                onChange={(event) => setBulkStatus(event.target.value)}
                className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
              >
                <option value="">Set status…</option>
                {bulkStatuses.map((status) => (
                  <option key={status} value={status}>
                    {inboxTexts.statusLabels[status]}
                  </option>
                ))}
              </select>
              <button
                type="button"
                disabled={!bulkStatus || busy}
                onClick={() => runBulk({ action: "status", status: bulkStatus })}
                className={secondaryButtonClass}
              >
                Apply status
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => setConfirmDelete(true)}
                className={dangerButtonClass}
              >
                <Trash2 aria-hidden="true" className="size-4" /> Delete selected
              </button>
            </div>
          )}
        </div>
        <DataTable caption="Submissions" columns={columns} rows={query.data.data} rowKey={rowKey} />
        <Pagination page={params.page} pageCount={pageCount} onPage={(page) => update({ page })} />
      </>
    );
  }

  return (
    <div>
      <ScreenHeader title={inboxTexts.title} description={inboxTexts.description} />
      <ListControls
        params={params}
        update={update}
        kinds={kindOptions}
        statuses={statuses}
        statusLabels={inboxTexts.statusLabels}
        exportUrl={`/api/inbox?${listSearch(params, { format: "csv" })}`}
        exportName={`inbox-${new Date().toISOString().slice(0, 10)}.csv`}
      />
      {body}
      <ConfirmDialog
        open={confirmDelete}
        message={inboxTexts.confirmBulkDelete(chosen.length)}
        busy={busy}
        onConfirm={() => runBulk({ action: "delete" })}
        onCancel={() => setConfirmDelete(false)}
      />
    </div>
  );
}
