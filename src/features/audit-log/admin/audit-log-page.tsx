import { useQuery } from "@tanstack/react-query";
import Download from "lucide-react/icons/download";
import RotateCw from "lucide-react/icons/rotate-cw";
import { type ReactNode, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { adminDownload, loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import { companyDate } from "#src/lib/list-query.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { type Column, DataTable, Pagination } from "#src/ui/admin/data-list.tsx";
import { DateTime } from "#src/ui/admin/date-time.tsx";
import { EmptyState, ErrorNotice, LoadingState, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { recordsTexts } from "#src/ui/admin/records.tsx";
import { fieldClass, labelClass } from "#src/ui/admin/server-list.tsx";
import { formatDate } from "#src/ui/admin/table-columns.tsx";
import { toast } from "#src/ui/toast.tsx";
import { type AuditRowAnswer, auditListAnswer, auditTexts } from "../audit-log.schema.ts";

export const meta = () => adminMeta(auditTexts.title);
export const headers = adminHeaders;

const FILTERS = ["person", "action", "from", "to"] as const;
type Filter = (typeof FILTERS)[number];

/** The filters and the page live in the URL, so a filtered view survives a reload. */
function useAuditView() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const filters = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ""])) as Record<
    Filter,
    string
  >;
  const update = (next: Partial<Record<Filter, string>> & { page?: number }) => {
    const search = new URLSearchParams();
    for (const key of FILTERS) {
      const value = next[key] ?? filters[key];
      if (value) search.set(key, value);
    }
    if ((next.page ?? 1) > 1) search.set("page", String(next.page));
    setParams(search);
  };
  return { page, filters, update };
}

export default function AuditLogPage() {
  const { page, filters, update } = useAuditView();
  const [exporting, setExporting] = useState<"csv" | "xlsx" | null>(null);
  const ids = { person: useId(), action: useId(), from: useId(), to: useId() };
  const search = new URLSearchParams(Object.entries(filters).filter(([, value]) => value));
  const url = `/api/admin/audit?${new URLSearchParams({ ...Object.fromEntries(search), page: String(page) })}`;
  const query = useQuery({
    queryKey: ["admin", "audit", search.toString(), page],
    queryFn: () => loadRecord(url, auditListAnswer),
  });

  async function download(format: "csv" | "xlsx") {
    setExporting(format);
    try {
      const fileSearch = new URLSearchParams(search);
      fileSearch.set("format", format);
      await adminDownload(`/api/admin/audit?${fileSearch}`, `audit-log-${companyDate(new Date())}.${format}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Export failed");
    } finally {
      setExporting(null);
    }
  }

  const columns: Column<AuditRowAnswer>[] = [
    { header: "When", text: (row) => formatDate(row.at), cell: (row) => <DateTime value={row.at} /> },
    {
      header: "Person",
      text: (row) => row.actor_name ?? (row.actor || "—"),
      cell: (row) =>
        row.actor_name ? (
          <>
            <span className="block">{row.actor_name}</span>
            <span className="block text-xs text-slate-600">{row.actor}</span>
          </>
        ) : (
          row.actor || "—"
        ),
    },
    {
      header: "Action",
      text: (row) => row.words ?? row.action,
      cell: (row) => (
        <span className={`break-words ${row.outcome === "refused" ? "text-red-800" : ""}`}>
          {row.words ?? row.action}
        </span>
      ),
      className: "min-w-48",
    },
    { header: "Record", text: (row) => row.record ?? "—" },
    {
      header: "Summary",
      cell: (row) =>
        row.changes && row.changes.length > 0 ? (
          <ul aria-label="Fields changed" className="space-y-0.5">
            {row.changes.map((change) => (
              <li key={change.field} className="break-words">
                <span className="font-medium">{change.field}</span>: {change.from || "(empty)"} →{" "}
                {change.to || "(empty)"}
              </li>
            ))}
          </ul>
        ) : (
          <span className="break-words">{row.summary || "—"}</span>
        ),
      className: "min-w-48",
    },
    { header: "Status", text: (row) => row.status },
    { header: "Address", text: (row) => row.address },
    { header: "Browser", text: (row) => row.browser },
  ];

  const people = query.data?.people ?? [];
  const actions = query.data?.actions ?? [];
  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError) {
    body = (
      <div className="space-y-3">
        <ErrorNotice>{loadErrorMessage(query.error, auditTexts.fetchFailed)}</ErrorNotice>
        <button type="button" onClick={() => query.refetch()} className={secondaryButtonClass}>
          <RotateCw aria-hidden="true" className="size-4" /> {recordsTexts.retry}
        </button>
      </div>
    );
  } else if (query.data.data.length === 0) body = <EmptyState>{auditTexts.empty}</EmptyState>;
  else {
    const pageCount = Math.max(1, Math.ceil(query.data.total / query.data.pageSize));
    body = (
      <>
        <p className="mb-2 text-sm text-slate-600">
          {query.data.total} {query.data.total === 1 ? "entry" : "entries"}
        </p>
        <DataTable
          wide
          caption="Audit log"
          columns={columns}
          rows={query.data.data}
          rowKey={(row) => row.id}
        />
        <Pagination page={page} pageCount={pageCount} onPage={(next) => update({ page: next })} />
      </>
    );
  }

  return (
    <div>
      <ScreenHeader title={auditTexts.title} description={auditTexts.description} />
      <search
        aria-label="Filter the audit log"
        className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5"
      >
        <div>
          <label htmlFor={ids.person} className={labelClass}>
            Person
          </label>
          <select
            id={ids.person}
            value={filters.person}
            onChange={(event) => update({ person: event.target.value })}
            className={fieldClass}
          >
            <option value="">Everyone</option>
            {[...new Set([...people, filters.person].filter(Boolean))].map((person) => (
              <option key={person} value={person}>
                {query.data?.person_names?.[person]
                  ? `${query.data.person_names[person]} (${person})`
                  : person}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.action} className={labelClass}>
            Action
          </label>
          <select
            id={ids.action}
            value={filters.action}
            onChange={(event) => update({ action: event.target.value })}
            className={fieldClass}
          >
            <option value="">All actions</option>
            {[...new Set([...actions, filters.action].filter(Boolean))].map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.from} className={labelClass}>
            From
          </label>
          <input
            id={ids.from}
            type="date"
            value={filters.from}
            onChange={(event) => update({ from: event.target.value })}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={ids.to} className={labelClass}>
            To
          </label>
          <input
            id={ids.to}
            type="date"
            value={filters.to}
            onChange={(event) => update({ to: event.target.value })}
            className={fieldClass}
          />
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <button
            type="button"
            onClick={() => download("csv")}
            disabled={exporting !== null}
            className={secondaryButtonClass}
          >
            <Download aria-hidden="true" className="size-4" />{" "}
            {exporting === "csv" ? "Exporting..." : "Export CSV"}
          </button>
          <button
            type="button"
            onClick={() => download("xlsx")}
            disabled={exporting !== null}
            className={secondaryButtonClass}
          >
            <Download aria-hidden="true" className="size-4" />{" "}
            {exporting === "xlsx" ? "Exporting..." : "Export Excel"}
          </button>
        </div>
      </search>
      {body}
    </div>
  );
}
