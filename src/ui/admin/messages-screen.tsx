import type { Column } from "./data-list.tsx";
import { type ListLoad, type ListRemoval, ListScreen } from "./list-screen.tsx";
import { ScreenHeader } from "./list-states.tsx";
import { dateColumn, emailColumn, messageColumn, nameColumn, shortColumn } from "./table-columns.tsx";

export interface MessagesScreenProps<Row extends { id: number }> {
  title: string;
  description: string;
  /** The table's accessible name. */
  caption: string;
  load: ListLoad<Row>;
  /** The record's columns; an Actions column with its Delete button follows them. */
  columns: Column<Row>[];
  emptyText: string;
  errorText: (error: unknown) => string;
  remove: ListRemoval<Row>;
}

/**
 * The back-office table of what visitors sent (contact messages, cloud VPS enquiries, hire
 * requests, job applications): a heading, then the list with its filter, pages and deletion.
 * Each screen gives its columns, its calls and its texts.
 */
export function MessagesScreen<Row extends { id: number }>(props: MessagesScreenProps<Row>) {
  const { title, description, ...list } = props;
  return (
    <>
      <ScreenHeader title={title} description={description} />
      <ListScreen {...list} />
    </>
  );
}

/**
 * What the columns of a message form's submission read. The contact and cloud VPS rows both have
 * these fields; their types come from their own schemas.
 */
interface SentMessageFields {
  id: number;
  name: string;
  email: string;
  number: string;
  message: string;
  created_at: string;
}

/** Who wrote, how to reach them, what they wrote under `messageHeader`, and when; the id first if asked. */
export function sentMessageColumns<Row extends SentMessageFields>(
  messageHeader: string,
  options: { showId?: boolean } = {},
): Column<Row>[] {
  return [
    ...(options.showId ? [{ header: "ID", text: (row: Row) => row.id }] : []),
    nameColumn("Name", (row) => row.name),
    emailColumn((row) => row.email),
    shortColumn("Phone", (row) => row.number),
    messageColumn(messageHeader, (row) => row.message),
    dateColumn((row) => row.created_at),
  ];
}
