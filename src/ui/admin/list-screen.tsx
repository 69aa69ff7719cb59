import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import ArrowRight from "lucide-react/icons/arrow-right";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { z } from "zod";
import { adminApi, type FailureTexts, loadRecord, retryingLoad } from "#src/lib/admin-api.ts";
import { companyDate, pagedListAnswer } from "#src/lib/list-query.ts";
import { kindPermission, type Permission } from "#src/lib/permissions.ts";
import {
  SUBMISSION_STATUS_LABELS,
  type SubmissionKind,
  type SubmissionStatus,
  statusesOf,
  submissionPath,
} from "#src/lib/submissions.ts";
import { useCan } from "./access.tsx";
import { type AdminActionOptions, runAdminAction } from "./admin-action.ts";
import { BulkBar } from "./bulk-actions.tsx";
import { type Column, DataTable, Pagination } from "./data-list.tsx";
import { EmptyState } from "./list-states.tsx";
import { submissionsQueryMeta } from "./live-lists.ts";
import { DeleteButton, QueryStates, useConfirmedDelete } from "./records.tsx";
import { ListControls, listSearch, SelectBox, useListParams, useRowSelection } from "./server-list.tsx";
import { NewAnswerMark, StatusBadge } from "./status-badge.tsx";

export const listScreenTexts = {
  noMatch: "No rows match the filter.",
  arrived: (count: number) => `${count} new —`,
  showArrived: "show",
} as const;

/** A list's first row and its total, unfiltered: what tells that something arrived. */
const arrivalsAnswer = pagedListAnswer(z.unknown());

/**
 * How many submissions arrived since `watching` began (the list's unfiltered total then and
 * now): reloaded, like every list of submissions, when the live counts change
 * (src/ui/admin/live-lists.ts).
 */
function useArrivals(load: ListLoad<unknown>, watching: boolean): number {
  const join = load.url.includes("?") ? "&" : "?";
  const url = `${load.url}${join}sort=newest&page=1&pageSize=1`;
  const probe = useQuery({
    queryKey: [...load.queryKey, "arrivals", url],
    queryFn: () => loadRecord(url, arrivalsAnswer),
    enabled: watching,
    meta: submissionsQueryMeta,
  });
  const [baseline, setBaseline] = useState<number | null>(null);
  const total = probe.isFetching ? undefined : probe.data?.total;
  useEffect(() => {
    if (!watching) setBaseline(null);
    else if (baseline === null && total !== undefined) setBaseline(total);
  }, [watching, baseline, total]);
  return watching && baseline !== null && probe.data ? Math.max(0, probe.data.total - baseline) : 0;
}

/** Where a list comes from: its query key, its URL and the feature's schema of one row. */
export interface ListLoad<Row> {
  /** The list's key; each page and filter is cached under it, and reloading it reloads them all. */
  queryKey: QueryKey;
  /** The list endpoint (spec §7); the screen adds the search, filters, sort and page to it. */
  url: string;
  row: z.ZodType<Row>;
  /** Retry on 503 or a network failure (`retryingLoad`); only the lists whose rules say so. */
  retrying?: boolean;
  /** Load the page again this often (ms) while it is shown: rows whose links expire (resumes). */
  refreshEvery?: number;
  /**
   * The rows are arranged for the public site (docs/decisions/0015-order-and-visibility.md): the
   * list opens in the site's order, as the server's default for it is.
   */
  siteOrder?: boolean;
}

/** How a row is deleted: its button's accessible name, the call, the question and the outcome's texts. */
export interface ListRemoval<Row> {
  label: (row: Row) => string;
  url: (id: number) => string;
  confirm: string;
  success: AdminActionOptions["success"];
  failure: FailureTexts;
  /** Who may delete, when it is not everyone who opens the screen (jobs: the owner). */
  permission?: Permission;
}

/** A table whose columns, then an Actions column with the row's own actions (Edit, say) and Delete. */
export interface TableView<Row> {
  caption: string;
  columns: Column<Row>[];
  actions?: (row: Row) => ReactNode;
}

/** Anything else (cards, a grid of logos): the rows of the page, each with its delete button to place. */
export interface CustomView<Row> {
  renderRows: (rows: Row[], deleteButton: (row: Row) => ReactNode) => ReactNode;
}

/** An answer by mail came back to this row and nobody has opened it yet (the lists' `unread_answer`). */
export const hasUnreadAnswer = (row: object) => (row as { unread_answer?: boolean }).unread_answer === true;

/**
 * A list of what visitors sent: each row has a status, is chosen with a checkbox for the bulk
 * actions and opens in the inbox's detail view. `who` names the row for its controls' accessible
 * names ("message from Asha").
 */
export interface SubmissionList<Row> {
  kind: SubmissionKind;
  who: (row: Row) => string;
  status: (row: Row) => SubmissionStatus;
}

export type ListScreenProps<Row extends { id: number }> = {
  load: ListLoad<Row>;
  emptyText: string;
  errorText: (error: unknown) => string;
  remove: ListRemoval<Row>;
  /** The export's file name before its date: `contact-messages` gives contact-messages-2026-11-23.csv. */
  exportName: string;
  /** The search box's placeholder: what the server searches on this list. */
  searchHint?: string;
  submissions?: SubmissionList<Row>;
} & (TableView<Row> | CustomView<Row>);

/**
 * The list part of an admin screen, searched, filtered, sorted and paged by the server: the
 * controls (kept in the page's URL), loading on entry, the error with a button to try again, the
 * empty message, pages of 25 rows, "Export CSV" of what is filtered, deletion after the
 * confirmation dialog; for submissions also their status and the bulk actions.
 */
export function ListScreen<Row extends { id: number }>(props: ListScreenProps<Row>) {
  const { load, remove, submissions } = props;
  const { params, update } = useListParams(load.siteOrder ? "site" : "newest");
  const queryClient = useQueryClient();
  const answer = useMemo(() => pagedListAnswer(load.row), [load.row]);
  const join = load.url.includes("?") ? "&" : "?";
  const url = `${load.url}${join}${listSearch(params)}`;
  const filtered = Boolean(params.q || params.status || params.from || params.to);
  // Page 1 without filters follows what arrives by reloading; elsewhere the rows stay put and a
  // line says how many arrived, so nothing moves under the reader's eyes.
  const followsArrivals = Boolean(submissions) && params.page === 1 && !filtered;
  const query = useQuery({
    queryKey: [...load.queryKey, url],
    queryFn: () => loadRecord(url, answer),
    // The page shown stays while the next one loads, so the controls never jump.
    placeholderData: keepPreviousData,
    refetchInterval: load.refreshEvery,
    meta: followsArrivals ? submissionsQueryMeta : undefined,
    ...(load.retrying ? retryingLoad : {}),
  });
  const arrived = useArrivals(load, Boolean(submissions) && !followsArrivals);
  const page = query.data;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  // After deleting the last row of the last page, show the page before it.
  useEffect(() => {
    if (page && page.total > 0 && params.page > pageCount) update({ page: pageCount });
  }, [page, params.page, pageCount, update]);

  const rows = page?.data ?? [];
  const selection = useRowSelection(rows.map((row) => String(row.id)));
  const removal = useConfirmedDelete({
    message: remove.confirm,
    queryKey: load.queryKey,
    run: (id) =>
      runAdminAction({
        call: () => adminApi.delete(remove.url(id)),
        success: remove.success,
        failure: remove.failure,
      }),
  });
  // Deleting submissions is the owner's; a list of content is only open to those who edit it.
  const mayDelete = useCan(
    submissions ? kindPermission(submissions.kind, "delete") : (remove.permission ?? "own-account:manage"),
  );
  const deleteButton = (row: Row) =>
    mayDelete ? <DeleteButton label={remove.label(row)} onClick={() => removal.ask(row.id)} /> : null;

  let shown: ReactNode = null;
  if (page && page.data.length > 0) {
    if ("columns" in props) {
      const columns = submissions
        ? submissionColumns(props.columns, submissions, selection, deleteButton)
        : [
            ...props.columns,
            {
              header: "Actions",
              card: "foot" as const,
              cell: (row: Row) =>
                props.actions ? (
                  <div className="flex flex-wrap items-center gap-2">
                    {props.actions(row)}
                    {deleteButton(row)}
                  </div>
                ) : (
                  deleteButton(row)
                ),
            },
          ];
      shown = (
        <DataTable
          caption={props.caption}
          columns={columns}
          rows={page.data}
          rowKey={(row) => row.id}
          rowClassName={
            submissions
              ? (row) =>
                  submissions.status(row) === "new" || hasUnreadAnswer(row)
                    ? "bg-amber-50/60 font-medium"
                    : ""
              : undefined
          }
        />
      );
    } else shown = props.renderRows(page.data, deleteButton);
  }

  return (
    <>
      <ListControls
        params={params}
        update={update}
        statuses={submissions ? statusesOf(submissions.kind) : undefined}
        statusLabels={SUBMISSION_STATUS_LABELS}
        exportUrl={`${load.url}${join}${listSearch(params, { format: "csv" })}`}
        exportName={`${props.exportName}-${companyDate(new Date())}.csv`}
        dateNoun={submissions ? "Received" : "Added"}
        searchHint={props.searchHint}
        siteOrder={load.siteOrder}
      />
      {arrived > 0 && (
        <p role="status" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {listScreenTexts.arrived(arrived)}{" "}
          <button
            type="button"
            onClick={() => {
              update({ q: "", status: "", from: "", to: "", page: 1 });
              void queryClient.invalidateQueries({ queryKey: load.queryKey });
            }}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {listScreenTexts.showArrived}
          </button>
        </p>
      )}
      <QueryStates query={query} errorText={props.errorText}>
        {(answer) =>
          answer.total === 0 ? (
            <EmptyState>{filtered ? listScreenTexts.noMatch : props.emptyText}</EmptyState>
          ) : (
            <>
              {submissions ? (
                <BulkBar
                  chosen={rows
                    .filter((row) => selection.selected.has(String(row.id)))
                    .map((row) => ({ kind: submissions.kind, id: row.id }))}
                  total={answer.total}
                  allOnPage={selection.allOnPage}
                  toggleAll={selection.toggleAll}
                  onDone={async (succeeded) => {
                    if (succeeded) selection.clear();
                    await queryClient.invalidateQueries({ queryKey: load.queryKey });
                  }}
                />
              ) : (
                <p className="mb-3 text-sm text-slate-600" aria-live="polite">
                  {answer.total} in all
                </p>
              )}
              {shown}
              <Pagination page={params.page} pageCount={pageCount} onPage={(to) => update({ page: to })} />
            </>
          )
        }
      </QueryStates>
      {removal.dialog}
    </>
  );
}

/** A submission's table: a checkbox, the feature's columns, its status, then Open and Delete. */
function submissionColumns<Row extends { id: number }>(
  columns: Column<Row>[],
  submissions: SubmissionList<Row>,
  selection: ReturnType<typeof useRowSelection<string>>,
  deleteButton: (row: Row) => ReactNode,
): Column<Row>[] {
  return [
    {
      header: "Select",
      card: "top",
      cell: (row) => (
        <SelectBox
          checked={selection.selected.has(String(row.id))}
          onChange={() => selection.toggle(String(row.id))}
          label={`Select ${submissions.who(row)}`}
        />
      ),
    },
    ...columns,
    {
      header: "Status",
      cell: (row) => (
        <>
          <StatusBadge status={submissions.status(row)} />
          {hasUnreadAnswer(row) && <NewAnswerMark />}
        </>
      ),
    },
    {
      header: "Actions",
      card: "foot",
      cell: (row) => (
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={submissionPath(submissions.kind, row.id)}
            aria-label={`Open ${submissions.who(row)}`}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Open <ArrowRight aria-hidden="true" className="size-3.5" />
          </Link>
          {deleteButton(row)}
        </div>
      ),
    },
  ];
}
