import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import type { ReactNode } from "react";

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
  /** The cell's text, when the cell is text alone. */
  text?: (row: T) => string | number;
  /** The cell when it shows more than its text (a link, a paragraph, a button). */
  cell?: (row: T) => ReactNode;
  className?: string;
}

/** A table of rows in a keyboard-scrollable region (small screens scroll it sideways). */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
}: {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** A row's own look (an unread submission stands out). */
  rowClassName?: (row: T) => string;
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
            <tr key={rowKey(row)} className={`align-top hover:bg-slate-50 ${rowClassName?.(row) ?? ""}`}>
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
