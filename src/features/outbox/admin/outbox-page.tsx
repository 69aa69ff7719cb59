import { useQuery, useQueryClient } from "@tanstack/react-query";
import MailCheck from "lucide-react/icons/mail-check";
import RotateCw from "lucide-react/icons/rotate-cw";
import { type ReactNode, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { adminApi, loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { primaryButtonClass, secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { type Column, DataTable, Pagination } from "#src/ui/admin/data-list.tsx";
import { DateTime } from "#src/ui/admin/date-time.tsx";
import { EmptyState, ErrorNotice, LoadingState, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { recordsTexts } from "#src/ui/admin/records.tsx";
import {
  OUTBOX_PAGE_SIZE,
  OUTBOX_STATES,
  type OutboxRowAnswer,
  outboxListAnswer,
  outboxTexts,
} from "../outbox.schema.ts";

export const meta = () => adminMeta(outboxTexts.title);
export const headers = adminHeaders;

const stateStyles: Record<OutboxRowAnswer["state"], string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  sent: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  failed: "bg-red-50 text-red-800 ring-red-200",
  off: "bg-slate-100 text-slate-700 ring-slate-300",
};

function StateBadge({ state }: { state: OutboxRowAnswer["state"] }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${stateStyles[state]}`}
    >
      {outboxTexts.stateLabels[state]}
    </span>
  );
}

/** The page and state filter live in the URL, so a filtered view survives a reload and can be bookmarked. */
function useOutboxView() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const rawState = params.get("state");
  const state = OUTBOX_STATES.find((value) => value === rawState);
  const update = (next: { page?: number; state?: string }) => {
    const search = new URLSearchParams();
    const nextState = next.state ?? state ?? "";
    if (nextState) search.set("state", nextState);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) search.set("page", String(nextPage));
    setParams(search);
  };
  return { page, state, update };
}

export default function OutboxPage() {
  const { page, state, update } = useOutboxView();
  const queryClient = useQueryClient();
  const [testResult, setTestResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [testing, setTesting] = useState(false);
  const stateFieldId = useId();
  const queryKey = ["admin", "outbox", state ?? "all", page];
  const url = `/api/outbox?${new URLSearchParams({
    page: String(page),
    pageSize: String(OUTBOX_PAGE_SIZE),
    ...(state ? { state } : {}),
  })}`;
  const query = useQuery({ queryKey, queryFn: () => loadRecord(url, outboxListAnswer) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin", "outbox"] });

  async function sendTest() {
    setTesting(true);
    setTestResult(null);
    let failure = "";
    const answer = await runAdminAction({
      call: () => adminApi.post("/api/outbox/test", {}),
      success: (done) => done.body.message ?? "",
      failure: outboxTexts.testFailed("the server could not be reached"),
      report: (message) => {
        failure = message;
      },
    });
    setTestResult(
      answer ? { ok: true, message: answer.body.message ?? "" } : { ok: false, message: failure },
    );
    setTesting(false);
    await refresh();
  }

  async function retry(row: OutboxRowAnswer) {
    const answer = await runAdminAction({
      call: () => adminApi.post(`/api/outbox/${row.id}/retry`, {}),
      success: outboxTexts.retried,
      failure: outboxTexts.retryFailed,
    });
    if (answer) await refresh();
  }

  const mailOn = query.data?.mailOn ?? true;
  const columns: Column<OutboxRowAnswer>[] = [
    { header: "To", text: (row) => row.to, cell: (row) => <span className="break-all">{row.to}</span> },
    { header: "Subject", text: (row) => row.subject, className: "min-w-56" },
    {
      header: "Kind",
      text: (row) => `${outboxTexts.kindLabels[row.kind]} · ${outboxTexts.purposeLabels[row.purpose]}`,
    },
    { header: "State", cell: (row) => <StateBadge state={row.state} /> },
    { header: "Attempts", text: (row) => row.attempts },
    {
      header: "Last error",
      cell: (row) =>
        row.last_error ? <span className="break-words text-red-800">{row.last_error}</span> : "—",
      className: "min-w-48",
    },
    {
      header: "Times",
      cell: (row) => (
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600">
          <dt>Written at</dt>
          <dd>
            <DateTime value={row.created_at} />
          </dd>
          {row.sent_at && (
            <>
              <dt>Sent at</dt>
              <dd>
                <DateTime value={row.sent_at} />
              </dd>
            </>
          )}
          {row.next_attempt_at && (
            <>
              <dt>Next try</dt>
              <dd>
                <DateTime value={row.next_attempt_at} />
              </dd>
            </>
          )}
        </dl>
      ),
    },
    {
      header: "Actions",
      card: "foot",
      cell: (row) =>
        mailOn && (row.state === "failed" || row.state === "off") ? (
          <button
            type="button"
            onClick={() => retry(row)}
            aria-label={`Retry email “${row.subject}” to ${row.to}`}
            className={secondaryButtonClass}
          >
            <RotateCw aria-hidden="true" className="size-4" /> Retry
          </button>
        ) : null,
    },
  ];

  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) {
    body = (
      <div className="space-y-3">
        <ErrorNotice>{loadErrorMessage(query.error, outboxTexts.fetchFailed)}</ErrorNotice>
        <button type="button" onClick={() => query.refetch()} className={secondaryButtonClass}>
          <RotateCw aria-hidden="true" className="size-4" /> {recordsTexts.retry}
        </button>
      </div>
    );
  } else if (query.data.data.length === 0) body = <EmptyState>{outboxTexts.empty}</EmptyState>;
  else {
    const pageCount = Math.max(1, Math.ceil(query.data.total / query.data.pageSize));
    body = (
      <>
        <p className="mb-2 text-sm text-slate-600">
          {query.data.total} {query.data.total === 1 ? "email" : "emails"}
        </p>
        <DataTable wide caption="Emails" columns={columns} rows={query.data.data} rowKey={(row) => row.id} />
        <Pagination page={page} pageCount={pageCount} onPage={(next) => update({ page: next })} />
      </>
    );
  }

  return (
    <div>
      <ScreenHeader title={outboxTexts.title} description={outboxTexts.description} />
      {query.data && !query.data.mailOn && (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {outboxTexts.mailOff}
        </p>
      )}
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={stateFieldId} className="block text-sm font-medium text-slate-700">
            State
          </label>
          <select
            id={stateFieldId}
            value={state ?? ""}
            onChange={(event) => update({ state: event.target.value, page: 1 })}
            className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">All</option>
            {OUTBOX_STATES.map((value) => (
              <option key={value} value={value}>
                {outboxTexts.stateLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={sendTest} disabled={testing} className={primaryButtonClass}>
          <MailCheck aria-hidden="true" className="size-4" /> {testing ? "Sending..." : "Send test email"}
        </button>
      </div>
      <p role="status" className="mb-4 text-sm empty:hidden">
        {testResult && (
          <span className={testResult.ok ? "text-emerald-800" : "text-red-800"}>{testResult.message}</span>
        )}
      </p>
      {body}
    </div>
  );
}
