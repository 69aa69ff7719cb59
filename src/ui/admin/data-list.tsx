import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { type ReactNode, useId, useMemo, useState } from "react";

/** Lists page past this many rows, so a long inbox stays quick to read and to render. */
export const ADMIN_PAGE_SIZE = 25;

/**
 * A text filter over what a list shows, and pagination once it passes 25 rows.
 * `textOf` gives the visible text of a row (its columns joined).
 */
export function useFilteredPages<T>(rows: readonly T[], textOf: (row: T) => string) {
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const filtered = useMemo(() => {
    const needle = query.trim().toLowerCase();
    if (!needle) return rows;
    return rows.filter((row) => textOf(row).toLowerCase().includes(needle));
  }, [rows, query, textOf]);
  const pageCount = Math.max(1, Math.ceil(filtered.length / ADMIN_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const visible = filtered.slice((current - 1) * ADMIN_PAGE_SIZE, current * ADMIN_PAGE_SIZE);
  return {
    query,
    setQuery: (value: string) => {
      setQuery(value);
      setPage(1);
    },
    page: current,
    pageCount,
    setPage,
    visible,
    total: rows.length,
    matching: filtered.length,
  };
}

export function FilterBox({
  value,
  onChange,
  label = "Filter",
  matching,
  total,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  matching: number;
  total: number;
}) {
  const id = useId();
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div className="relative w-full sm:w-72">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={`${label}…`}
          className="block w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {matching === total ? `${total} in all` : `${matching} of ${total} shown`}
      </p>
    </div>
  );
}

export function Pagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-end gap-2 text-sm">
      <button
        type="button"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-2.5 py-1.5 hover:bg-slate-50 disabled:opacity-50"
      >
        <ChevronLeft aria-hidden="true" className="size-4" /> Previous
      </button>
      <span className="px-2 text-slate-700">
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        onClick={() => onPage(page + 1)}
        disabled={page >= pageCount}
        className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-2.5 py-1.5 hover:bg-slate-50 disabled:opacity-50"
      >
        Next <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}

export interface Column<T> {
  header: string;
  /** The cell's text, which the list's filter also searches; left out for a cell with nothing to search. */
  text?: (row: T) => string | number;
  /** The cell when it shows more than its text (a link, a paragraph, a button). */
  cell?: (row: T) => ReactNode;
  className?: string;
}

/** The text of a row as its columns show it, for the filter: what a reader sees is what they can find. */
export function columnsText<T>(columns: readonly Column<T>[]) {
  return (row: T) =>
    columns
      .filter((column) => column.text)
      .map((column) => column.text?.(row))
      .join(" ");
}

/** A table of rows in a keyboard-scrollable region (small screens scroll it sideways). */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}) {
  return (
    <section
      aria-label={`${caption} table`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200"
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className="px-3 py-2.5 font-semibold whitespace-nowrap text-slate-700"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top hover:bg-slate-50">
              {columns.map((column) => (
                <td key={column.header} className={`px-3 py-2.5 text-slate-800 ${column.className ?? ""}`}>
                  {column.cell ? column.cell(row) : column.text?.(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
