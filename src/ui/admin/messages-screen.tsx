import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { adminApi, loadErrorMessage, loadList } from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import type { Column } from "#src/ui/admin/data-list.tsx";
import { ScreenHeader } from "#src/ui/admin/list-states.tsx";
import {
  DeleteButton,
  formatDate,
  QueryStates,
  RecordsTable,
  useConfirmedDelete,
} from "#src/ui/admin/records.tsx";

/** What the table reads of a message form's submission: the contact and cloud VPS rows both have it. */
interface SentMessageFields {
  id: number;
  name: string;
  email: string;
  number: string;
  message: string;
  created_at: string;
}

export interface MessagesScreenProps<Row extends SentMessageFields> {
  title: string;
  description: string;
  caption: string;
  /** Used in the delete buttons' names: "Delete {noun} from {name}". */
  noun: string;
  messageHeader: string;
  listUrl: string;
  /** The feature's schema of one row, which the answer is parsed with. */
  row: z.ZodType<Row>;
  deleteUrl: (id: number) => string;
  queryKey: string[];
  /** Show the record's id as a column (and let the filter find it). */
  showId?: boolean;
  texts: { confirmDelete: string; empty: string; fetchFailed: string; deleted: string; deleteFailed: string };
}

/**
 * The back-office table of a public message form's submissions (contact data, cloud VPS):
 * loading, empty and error states, a filter, pagination, and deletion after confirmation.
 */
export function MessagesScreen<Row extends SentMessageFields>(props: MessagesScreenProps<Row>) {
  const { texts } = props;
  const query = useQuery({ queryKey: props.queryKey, queryFn: () => loadList(props.listUrl, props.row) });
  const remove = useConfirmedDelete({
    message: texts.confirmDelete,
    queryKey: props.queryKey,
    run: (id: number) =>
      runAdminAction({
        call: () => adminApi.delete(props.deleteUrl(id)),
        success: texts.deleted,
        failure: texts.deleteFailed,
      }),
  });
  const textOf = (row: Row) =>
    [
      ...(props.showId ? [row.id] : []),
      row.name,
      row.email,
      row.number,
      row.message,
      formatDate(row.created_at),
    ].join(" ");
  const columns: Column<Row>[] = [
    ...(props.showId ? [{ header: "ID", cell: (row: Row) => row.id }] : []),
    { header: "Name", cell: (row) => row.name, className: "font-medium whitespace-nowrap" },
    {
      header: "Email",
      cell: (row) => (
        <a className="text-brand-700 underline" href={`mailto:${row.email}`}>
          {row.email}
        </a>
      ),
    },
    { header: "Phone", cell: (row) => row.number || "—", className: "whitespace-nowrap" },
    {
      header: props.messageHeader,
      cell: (row) => <p className="max-w-md min-w-64 whitespace-pre-line">{row.message || "—"}</p>,
    },
    {
      header: "Date",
      cell: (row) => formatDate(row.created_at),
      className: "whitespace-nowrap",
    },
    {
      header: "Actions",
      cell: (row) => (
        <DeleteButton label={`Delete ${props.noun} from ${row.name}`} onClick={() => remove.ask(row.id)} />
      ),
    },
  ];
  return (
    <>
      <ScreenHeader title={props.title} description={props.description} />
      <QueryStates
        query={query}
        emptyText={texts.empty}
        errorText={(error) => loadErrorMessage(error, texts.fetchFailed)}
      >
        {(rows) => (
          <RecordsTable
            rows={rows}
            caption={props.caption}
            columns={columns}
            textOf={textOf}
            rowKey={(row) => row.id}
          />
        )}
      </QueryStates>
      {remove.dialog}
    </>
  );
}
