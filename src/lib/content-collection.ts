// One kind of content staff manage in the back office and the site shows (clients, team members,
// testimonials): declared once, as one object, and served by the content kit
// (docs/decisions/0036-content-kit.md). The kit's parts read this declaration: the API routes and
// the repository (src/platform/content-kit/), the back-office screen (src/ui/admin/content-screen.tsx)
// and the contract tests (src/server/content-collections.routes.test.ts). Browser-safe: the
// table is given beside it on the server (`contentStore` in the feature's repository).

import type { z } from "zod";
import type { AdminAnswer, FailureTexts } from "./admin-api.ts";
import type { Permission } from "./permissions.ts";
import type { UploadFolder } from "./upload-urls.ts";

/** One input of the add and edit forms, in the order the form shows them. */
export type ContentField<Key extends string> =
  | { kind: "text" | "url"; key: Key; label: string; required?: boolean; hint?: string }
  | { kind: "textarea"; key: Key; label: string; required?: boolean; hint?: string; maxLength: number }
  | {
      kind: "select";
      key: Key;
      label: string;
      required?: boolean;
      options: readonly { value: string; label: string }[];
      hint?: string;
      /** The value a new record starts with. */
      initial: string;
    }
  /** Where the image's file input stands among the fields. */
  | { kind: "image" };

/** One line of a record's card on the back-office list, under its name. */
export type ContentCardLine<Row> =
  | { kind: "text"; value: (row: Row) => string | null; small?: boolean }
  | { kind: "badge"; value: (row: Row) => string }
  | { kind: "rating"; value: (row: Row) => string }
  | { kind: "quote"; value: (row: Row) => string };

export interface ContentCollection<
  Input extends z.ZodObject = z.ZodObject,
  Row extends z.ZodObject = z.ZodObject,
  AdminRow extends z.ZodObject = z.ZodObject,
> {
  /** The API's tag, the public cache's key and the CSV export's name: "team". */
  name: string;
  /** What one record is called in the arrangement routes' messages: "member". */
  noun: string;
  /** Who may change them (src/lib/permissions.ts). */
  permission: Permission;
  /** What the trash and version history call them: "Team members". */
  label: string;
  /** The public page showing them, where a draft's preview opens: "/about/team". */
  shownAt: string;
  /** The back-office screen editing them, which the media library links to: "/admin/dashboard/team-management". */
  screen: string;
  paths: {
    /** GET (public), and the base of `/{id}`, `/order` and `/{id}/visibility`: "/team". */
    list: string;
    /** POST of a new record: "/team/add". */
    add: string;
  };
  /** The text fields of adding and editing (multipart; the image is the file part). */
  input: Input;
  /** One record as the public sees it. */
  row: Row;
  /** One record as the back office sees it: also `visible`. */
  adminRow: AdminRow;
  /** The keys searched by `q` on the list with parameters. */
  search: readonly (keyof z.output<Input> & string)[];
  /** Fields whose empty value is stored as none (null): the answers then give null. */
  noneWhenEmpty?: readonly (keyof z.output<Input> & string)[];
  image: {
    /** The multipart field and the column holding the stored file's name. */
    field: string;
    folder: UploadFolder;
    /** Names the file in the API's messages: "Logo must be a PNG, … image". */
    label: string;
    /** The answer's key holding the image's path (`/uploads/{folder}/{file}`): the column's own key replaces the file name with it. */
    urlKey: string;
    /** A logo is shown whole on a light box; a portrait is a round photo. */
    shape: "logo" | "portrait";
    /** In the API's documentation: "Logo image", "Photo". */
    docLabel: string;
    /** In the API's documentation of an edit: "logo", "photo". */
    docNoun: string;
  };
  /** The public GET: a bare array, or `{ success, data, message }` with `empty` or `fetched`. */
  publicList: { kind: "array" } | { kind: "list"; empty: string; fetched: string };
  /** Whether the answers of adding and editing give the record as the back office sees it (with `visible`). */
  writtenAs: "public" | "admin";
  /** The API's answers and documentation. */
  api: {
    added: string;
    updated: string;
    deleted: string;
    notFound: string;
    imageRequired: string;
    imageTooLarge: string;
    listSummary: string;
    addSummary: string;
    editSummary: string;
    deleteSummary: string;
    csvColumns: readonly { header: string; value: (row: z.output<AdminRow>) => unknown }[];
  };
  /** The back-office screen. */
  admin: ContentScreenDeclaration<z.output<AdminRow>>;
}

export interface ContentScreenDeclaration<Row> {
  title: string;
  description: string;
  /** The add panel's button and heading ("Add a member") and its heading's id. */
  addTitle: string;
  addHeadingId: string;
  addLabel: string;
  saveLabel: string;
  /** The list panel's heading and its id. */
  listTitle: string;
  listHeadingId: string;
  arrangeTitle: string;
  /** Splits the Arrange panel into lists ordered apart, by one field's value. */
  arrangeGroups?: { key: keyof Row & string; groups: readonly { label: string; value: string }[] };
  /** The name of a record in the Arrange panel, the titles and the labels. */
  name: (row: Row) => string;
  editTitle: (row: Row | null) => string;
  editLabel: (row: Row) => string;
  deleteLabel: (row: Row) => string;
  fields: readonly ContentField<string>[];
  image: {
    label: string;
    replacementLabel: string;
    hint?: string;
    keepHint: string;
    previewAlt: string;
    currentAlt: (row: Row) => string;
    cardAlt: (row: Row) => string;
    notImage: string;
    tooLarge: string;
  };
  card: {
    title: (row: Row) => string;
    lines: readonly ContentCardLine<Row>[];
    links?: ContentLinks<Row>;
    /** Cards a row on the widest screens. */
    columns: 2 | 3 | 4;
  };
  /** Load again on 503 or a network failure (3 retries, 2000 ms apart). */
  retrying: boolean;
  exportName: string;
  searchHint: string;
  emptyText: string;
  loadError: (error: unknown) => string;
  confirmDelete: string;
  deleted: string;
  deleteFailure: FailureTexts;
  added: string | ((answer: AdminAnswer) => string);
  addFailure: FailureTexts;
  updated: string;
  updateFailed: string;
}

/** A record's links to its profiles elsewhere, shown as icons on its card. */
export interface ContentLinks<Row> {
  networks: readonly { key: keyof Row & string; label: "Facebook" | "Instagram" | "LinkedIn" }[];
  label: (row: Row, network: string) => string;
}

/** Declares a collection; the function only checks the object's types against its schemas. */
export function defineContentCollection<
  Input extends z.ZodObject,
  Row extends z.ZodObject,
  AdminRow extends z.ZodObject,
>(collection: ContentCollection<Input, Row, AdminRow>): ContentCollection<Input, Row, AdminRow> {
  return collection;
}

/** The path of one record: "/team/{id}" as Fastify writes it. */
export const itemPath = (collection: ContentCollection) => `${collection.paths.list}/:id`;
