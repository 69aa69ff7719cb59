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
  /**
   * Where the cell goes on a card (below 768 px): `top` beside the card's first line, unlabelled
   * (a checkbox), `foot` on its last line, unlabelled (the actions); otherwise under its header.
   */
  card?: "top" | "foot";
}

const cellContent = <T,>(column: Column<T>, row: T) => (column.cell ? column.cell(row) : column.text?.(row));

/**
 * A table of rows from 768 px up; below, the same rows as stacked cards, each cell under its
 * header, with the status and the actions on every card (issue 32: no list scrolls sideways).
 * Cells wrap long words anywhere, so a long name or address never widens the table; its box
 * still scrolls (reachable by keyboard) for a table whose columns cannot fit, and is the
 * containing block of what is positioned inside it, so a screen-reader-only text never
 * widens the page.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
  wide = false,
}: {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** A row's own look (an unread submission stands out). */
  rowClassName?: (row: T) => string;
  /**
   * Many columns: a table only where its own box is 56rem (896 px) wide or more, cards in a
   * narrower box (a half-width panel, a laptop with the sidebar), whatever the window's width.
   */
  wide?: boolean;
}) {
  // Whole class names, so that the stylesheet's build finds them.
  const tableShown = wide ? "@max-4xl:hidden" : "max-md:hidden";
  const cardsShown = wide ? "@4xl:hidden" : "md:hidden";
  const top = columns.filter((column) => column.card === "top");
  const foot = columns.filter((column) => column.card === "foot");
  const [title, ...labelled] = columns.filter((column) => !column.card);
  return (
    <div className={wide ? "@container" : undefined}>
      <section
        aria-label={`${caption} table`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        className={`relative overflow-x-auto rounded-lg border border-slate-200 ${tableShown}`}
      >
        <table className="w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-3 py-2.5 font-semibold text-slate-700">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {rows.map((row) => (
              <tr key={rowKey(row)} className={`align-top hover:bg-slate-50 ${rowClassName?.(row) ?? ""}`}>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={`px-3 py-2.5 [overflow-wrap:anywhere] text-slate-800 ${column.className ?? ""}`}
                  >
                    {cellContent(column, row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ul aria-label={caption} className={`relative space-y-3 ${cardsShown}`}>
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            className={`rounded-lg border border-slate-200 bg-white p-3 text-sm [overflow-wrap:anywhere] text-slate-800 ${rowClassName?.(row) ?? ""}`}
          >
            <div className="flex items-start gap-3">
              {top.map((column) => (
                <div key={column.header}>{cellContent(column, row)}</div>
              ))}
              {title && <div className="min-w-0 flex-1 font-semibold">{cellContent(title, row)}</div>}
            </div>
            {labelled.length > 0 && (
              <dl className="mt-2 grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-1.5">
                {labelled.map((column) => (
                  <div key={column.header} className="contents">
                    <dt className="text-slate-600">{column.header}</dt>
                    <dd className="min-w-0">{cellContent(column, row)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {foot.map((column) => (
              <div key={column.header} className="mt-3 border-t border-slate-100 pt-3">
                {cellContent(column, row)}
              </div>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
