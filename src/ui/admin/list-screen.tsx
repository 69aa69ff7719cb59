import { type QueryKey, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { z } from "zod";
import { adminApi, type FailureTexts, loadList, retryingLoad } from "#src/lib/admin-api.ts";
import { type AdminActionOptions, runAdminAction } from "./admin-action.ts";
import {
  type Column,
  columnsText,
  DataTable,
  FilterBox,
  Pagination,
  useFilteredPages,
} from "./data-list.tsx";
import { EmptyState } from "./list-states.tsx";
import { DeleteButton, QueryStates, useConfirmedDelete } from "./records.tsx";

export const listScreenTexts = {
  noMatch: "No rows match the filter.",
} as const;

/** Where a list comes from: its query key, its URL and the feature's schema of one row. */
export interface ListLoad<Row> {
  queryKey: QueryKey;
  url: string;
  row: z.ZodType<Row>;
  /** Retry on 503 or a network failure (`retryingLoad`); only the lists whose rules say so. */
  retrying?: boolean;
}

/** How a row is deleted: its button's accessible name, the call, the question and the outcome's texts. */
export interface ListRemoval<Row> {
  label: (row: Row) => string;
  url: (id: number) => string;
  confirm: string;
  success: AdminActionOptions["success"];
  failure: FailureTexts;
}

/** A table whose columns (their text is what the filter searches), then an Actions column with Delete. */
export interface TableView<Row> {
  caption: string;
  columns: Column<Row>[];
}

/** Anything else (cards, a grid of logos): the rows of the page, each with its delete button to place. */
export interface CustomView<Row> {
  filterText: (row: Row) => string;
  renderRows: (rows: Row[], deleteButton: (row: Row) => ReactNode) => ReactNode;
}

export type ListScreenProps<Row extends { id: number }> = {
  load: ListLoad<Row>;
  emptyText: string;
  errorText: (error: unknown) => string;
  remove: ListRemoval<Row>;
} & (TableView<Row> | CustomView<Row>);

/**
 * The list part of an admin screen: loading on entry, the error with a button to try again,
 * the empty message, a filter box, pages of 25 rows, and deletion after the confirmation dialog,
 * reported by `runAdminAction` and followed by a reload.
 */
export function ListScreen<Row extends { id: number }>(props: ListScreenProps<Row>) {
  const { load, remove } = props;
  const query = useQuery({
    queryKey: load.queryKey,
    queryFn: () => loadList(load.url, load.row),
    ...(load.retrying ? retryingLoad : {}),
  });
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
  const deleteButton = (row: Row) => (
    <DeleteButton label={remove.label(row)} onClick={() => removal.ask(row.id)} />
  );
  return (
    <>
      <QueryStates query={query} emptyText={props.emptyText} errorText={props.errorText}>
        {(rows) => <FilteredRows rows={rows} view={props} deleteButton={deleteButton} />}
      </QueryStates>
      {removal.dialog}
    </>
  );
}

function FilteredRows<Row extends { id: number }>({
  rows,
  view,
  deleteButton,
}: {
  rows: Row[];
  view: TableView<Row> | CustomView<Row>;
  deleteButton: (row: Row) => ReactNode;
}) {
  const list = useFilteredPages(rows, "columns" in view ? columnsText(view.columns) : view.filterText);
  let shown: ReactNode;
  if (list.matching === 0) shown = <EmptyState>{listScreenTexts.noMatch}</EmptyState>;
  else if ("columns" in view) {
    shown = (
      <DataTable
        caption={view.caption}
        columns={[...view.columns, { header: "Actions", cell: deleteButton }]}
        rows={list.visible}
        rowKey={(row) => row.id}
      />
    );
  } else shown = view.renderRows(list.visible, deleteButton);
  return (
    <>
      <FilterBox value={list.query} onChange={list.setQuery} matching={list.matching} total={list.total} />
      {shown}
      <Pagination page={list.page} pageCount={list.pageCount} onPage={list.setPage} />
    </>
  );
}
