import Download from "lucide-react/icons/download";
import Search from "lucide-react/icons/search";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { adminDownload } from "#src/lib/admin-api.ts";
import { DEFAULT_PAGE_SIZE, LIST_SORTS, type ListSort } from "#src/lib/list-query.ts";
import { toast } from "#src/ui/toast.tsx";
import { secondaryButtonClass } from "./confirm-dialog.tsx";

export interface ListParams {
  q: string;
  status: string;
  kind: string;
  /** The inbox's `assigned` filter: `me`, `none`, or "" for everyone's. */
  assigned: string;
  from: string;
  to: string;
  sort: ListSort;
  page: number;
}

const empty: ListParams = {
  q: "",
  status: "",
  kind: "",
  assigned: "",
  from: "",
  to: "",
  sort: "newest",
  page: 1,
};

/**
 * The list's search, filters, sort and page, kept in the page's URL: a filtered view can be
 * bookmarked, survives a reload and goes back with the browser's Back button.
 */
export function useListParams(defaultSort: ListSort = "newest") {
  const [search, setSearch] = useSearchParams();
  const sort = LIST_SORTS.find((value) => value === search.get("sort")) ?? defaultSort;
  const page = Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1);
  const params: ListParams = {
    q: search.get("q") ?? "",
    status: search.get("status") ?? "",
    kind: search.get("kind") ?? "",
    assigned: search.get("assigned") ?? "",
    from: search.get("from") ?? "",
    to: search.get("to") ?? "",
    sort,
    page,
  };
  /** Changes some parameters; any change but the page's own goes back to page 1. */
  const update = (changes: Partial<ListParams>) => {
    const next = { ...params, ...changes, page: changes.page ?? 1 };
    const defaults = { ...empty, sort: defaultSort };
    const query = new URLSearchParams();
    for (const key of Object.keys(empty) as (keyof ListParams)[]) {
      const value = next[key];
      if (value !== defaults[key] && value !== "") query.set(key, String(value));
    }
    setSearch(query, { replace: changes.page === undefined && changes.q !== undefined });
  };
  return { params, update };
}

/** The query string of a list request: what is set, plus the page size (or the CSV format). */
export function listSearch(params: ListParams, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  if (params.q.trim()) query.set("q", params.q.trim());
  if (params.status) query.set("status", params.status);
  if (params.kind) query.set("kind", params.kind);
  if (params.assigned) query.set("assigned", params.assigned);
  if (params.from) query.set("from", params.from);
  if (params.to) query.set("to", params.to);
  query.set("sort", params.sort);
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  if (!("format" in extra)) {
    query.set("page", String(params.page));
    query.set("pageSize", String(DEFAULT_PAGE_SIZE));
  }
  return query.toString();
}

export const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";
export const labelClass = "block text-xs font-semibold tracking-wide text-slate-600 uppercase";

function DateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClass}
      />
    </div>
  );
}

/**
 * Search (its accessible name is "Search"), the filters a list has, the sort, and "Export CSV"
 * and "Export Excel" of what is filtered. The search is sent as one types, a moment after the last key.
 */
export function ListControls({
  params,
  update,
  statuses,
  statusLabels,
  kinds,
  assignedOptions,
  exportUrl,
  exportName,
  dateNoun = "Received",
  searchHint = "Name, email, phone or text",
  siteOrder = false,
}: {
  params: ListParams;
  update: (changes: Partial<ListParams>) => void;
  statuses?: readonly string[];
  statusLabels?: Record<string, string>;
  kinds?: readonly { value: string; label: string }[];
  /** The inbox's "assigned to" filter: its choices besides everyone's ("" is "Anyone"). */
  assignedOptions?: readonly { value: string; label: string }[];
  /** The list's URL with its filters and `format=csv` (Export Excel asks `format=xlsx`). */
  exportUrl: string;
  exportName: string;
  /** What the date filters are called: "Received" (submissions) or "Added" (content). */
  dateNoun?: string;
  /** The search box's placeholder: what it searches. */
  searchHint?: string;
  /** The list is arranged for the site: "Site order" can be chosen (and is its default). */
  siteOrder?: boolean;
}) {
  const ids = { q: useId(), status: useId(), kind: useId(), assigned: useId(), sort: useId() };
  const [text, setText] = useState(params.q);
  const [exporting, setExporting] = useState<"csv" | "xlsx" | null>(null);
  useEffect(() => setText(params.q), [params.q]);
  useEffect(() => {
    if (text === params.q) return;
    const timer = setTimeout(() => update({ q: text }), 300);
    return () => clearTimeout(timer);
  });

  // The same export as an Excel workbook: the one parameter and the extension differ.
  async function download(format: "csv" | "xlsx") {
    setExporting(format);
    try {
      if (format === "csv") await adminDownload(exportUrl, exportName);
      else {
        await adminDownload(
          exportUrl.replace(/([?&])format=csv\b/, "$1format=xlsx"),
          exportName.replace(/\.csv$/, ".xlsx"),
        );
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Export failed");
    } finally {
      setExporting(null);
    }
  }

  return (
    <search
      aria-label="Search and filter the list"
      className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(12rem,2fr)_repeat(auto-fit,minmax(8rem,1fr))]"
    >
      <div>
        <label htmlFor={ids.q} className={labelClass}>
          Search
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-4 left-3 size-4 text-slate-500"
          />
          <input
            id={ids.q}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") update({ q: text });
            }}
            placeholder={searchHint}
            className={`${fieldClass} pl-9`}
          />
        </div>
      </div>
      {kinds && (
        <div>
          <label htmlFor={ids.kind} className={labelClass}>
            Kind
          </label>
          <select
            id={ids.kind}
            value={params.kind}
            onChange={(event) => update({ kind: event.target.value, status: "" })}
            className={fieldClass}
          >
            <option value="">All kinds</option>
            {kinds.map((kind) => (
              <option key={kind.value} value={kind.value}>
                {kind.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {assignedOptions && (
        <div>
          <label htmlFor={ids.assigned} className={labelClass}>
            Assigned to
          </label>
          <select
            id={ids.assigned}
            value={params.assigned}
            onChange={(event) => update({ assigned: event.target.value })}
            className={fieldClass}
          >
            <option value="">Anyone</option>
            {assignedOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {statuses && (
        <div>
          <label htmlFor={ids.status} className={labelClass}>
            Filter by status
          </label>
          <select
            id={ids.status}
            value={params.status}
            onChange={(event) => update({ status: event.target.value })}
            className={fieldClass}
          >
            <option value="">Any status</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels?.[status] ?? status}
              </option>
            ))}
          </select>
        </div>
      )}
      <DateField label={`${dateNoun} from`} value={params.from} onChange={(from) => update({ from })} />
      <DateField label={`${dateNoun} to`} value={params.to} onChange={(to) => update({ to })} />
      <div>
        <label htmlFor={ids.sort} className={labelClass}>
          Sort
        </label>
        <select
          id={ids.sort}
          value={params.sort}
          onChange={(event) => update({ sort: event.target.value as ListSort })}
          className={fieldClass}
        >
          {siteOrder && <option value="site">Site order</option>}
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
          <option value="name">Name</option>
        </select>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <button
          type="button"
          onClick={() => download("csv")}
          disabled={exporting !== null}
          className={`${secondaryButtonClass} flex-1`}
        >
          <Download aria-hidden="true" className="size-4" />{" "}
          {exporting === "csv" ? "Exporting..." : "Export CSV"}
        </button>
        <button
          type="button"
          onClick={() => download("xlsx")}
          disabled={exporting !== null}
          className={`${secondaryButtonClass} flex-1`}
        >
          <Download aria-hidden="true" className="size-4" />{" "}
          {exporting === "xlsx" ? "Exporting..." : "Export Excel"}
        </button>
      </div>
    </search>
  );
}

/** Checkboxes per row and "Select all on this page": the ids chosen, cleared when the page changes. */
export function useRowSelection<Key extends string>(pageKeys: readonly Key[]) {
  const [selected, setSelected] = useState<ReadonlySet<Key>>(new Set());
  const signature = pageKeys.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (its keys) clears the choice
  useEffect(() => setSelected(new Set()), [signature]);
  const allOnPage = pageKeys.length > 0 && pageKeys.every((key) => selected.has(key));
  return {
    selected,
    allOnPage,
    toggle(key: Key) {
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      });
    },
    toggleAll() {
      setSelected(allOnPage ? new Set() : new Set(pageKeys));
    },
    clear() {
      setSelected(new Set());
    },
  };
}

export function SelectBox({
  checked,
  onChange,
  label,
  id,
}: {
  checked: boolean;
  onChange: () => void;
  /** The accessible name, unless a visible <label htmlFor={id}> gives it. */
  label?: string;
  id?: string;
}): ReactNode {
  return (
    <input
      id={id}
      type="checkbox"
      checked={checked}
      onChange={onChange}
      aria-label={label}
      className="size-4 rounded border-slate-400 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
    />
  );
}
