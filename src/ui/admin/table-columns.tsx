import { formatDateTime } from "#src/lib/date-time.ts";
import type { Column } from "./data-list.tsx";
import { DateTime, EmailLink, PhoneLink } from "./date-time.tsx";

// Columns that several back-office tables show the same way: each takes how to read its value
// from the screen's own row type, which comes from the feature's schema.

/** The day and time of day in the company's time zone, as text (src/lib/date-time.ts). */
export function formatDate(value: unknown): string {
  return formatDateTime(value);
}

/** A person's name, the first column of a message table: never narrower than 6rem. */
export function nameColumn<T>(header: string, name: (row: T) => string): Column<T> {
  return { header, text: name, className: "min-w-24 font-medium" };
}

/** A phone number that a click calls. */
export function phoneColumn<T>(header: string, phone: (row: T) => string): Column<T> {
  return {
    header,
    text: phone,
    cell: (row) => <PhoneLink phone={phone(row)} />,
    className: "whitespace-nowrap",
  };
}

/** A short value on one line (a location, a company); "—" when empty. */
export function shortColumn<T>(header: string, value: (row: T) => string): Column<T> {
  return { header, text: value, cell: (row) => value(row) || "—", className: "whitespace-nowrap" };
}

/** An address the admin can write to. */
export function emailColumn<T>(email: (row: T) => string): Column<T> {
  return {
    header: "Email",
    text: email,
    cell: (row) => <EmailLink email={email(row)} />,
  };
}

/** The start of a message, three lines at most: the whole of it is on the record. */
export function messageColumn<T>(header: string, message: (row: T) => string): Column<T> {
  return {
    header,
    text: message,
    cell: (row) => <p className="line-clamp-3 min-w-40 whitespace-pre-line">{message(row) || "—"}</p>,
  };
}

/** When the record arrived. */
export function dateColumn<T>(createdAt: (row: T) => string): Column<T> {
  return {
    header: "Date",
    text: (row) => formatDate(createdAt(row)),
    cell: (row) => <DateTime value={createdAt(row)} />,
  };
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

/**
 * Who wrote, the start of what they wrote under `messageHeader`, and when: what staff decide
 * with. The address, the phone and the whole message are on the record (its Open link).
 */
export function sentMessageColumns<Row extends SentMessageFields>(messageHeader: string): Column<Row>[] {
  return [
    nameColumn("Name", (row) => row.name),
    messageColumn(messageHeader, (row) => row.message),
    dateColumn((row) => row.created_at),
  ];
}
