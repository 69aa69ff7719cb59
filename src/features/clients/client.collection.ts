import { ApiStatusError } from "#src/lib/admin-api.ts";
import { defineContentCollection } from "#src/lib/content-collection.ts";
import { clientAdminRow, clientInput, clientRow, clientTexts } from "./client.schema.ts";

const statusTexts: Record<number, string> = {
  400: "Bad Request",
  404: "Not Found",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
};

/** A refused add: the 503 message, else the server's message, else 'HTTP {status}: {text}'. */
export function clientFailureMessage(status: number, message: string | undefined) {
  if (status === 503) return clientTexts.unavailable;
  if (message) return message;
  return clientTexts.httpError
    .replace("{status}", String(status))
    .replace("{text}", statusTexts[status] ?? clientTexts.addFailed);
}

/** The client logos of the sliders (the content kit: src/lib/content-collection.ts). */
export const clientCollection = defineContentCollection({
  name: "clients",
  noun: "client",
  permission: "clients:edit",
  label: "Clients",
  shownAt: "/",
  screen: "/admin/dashboard/clients-management",
  paths: { list: "/clients", add: "/clients" },
  input: clientInput,
  row: clientRow,
  adminRow: clientAdminRow,
  search: ["name", "alt"],
  image: {
    field: "logo",
    folder: "clients",
    label: "Logo",
    // The answer keeps the stored file's name in `logo` and gives its path beside it.
    urlKey: "logo_url",
    shape: "logo",
    docLabel: "Logo image",
    docNoun: "logo",
  },
  publicList: { kind: "array" },
  writtenAs: "public",
  api: {
    added: "Client added",
    updated: clientTexts.updated,
    deleted: "Client deleted",
    notFound: clientTexts.notFound,
    imageRequired: clientTexts.logoRequired,
    imageTooLarge: clientTexts.logoTooLarge,
    listSummary:
      "Client logos the site shows, in the order staff set, a bare array (cached); with parameters `{ success, data, total, page, pageSize }` (search, dates, sort) or a CSV or Excel export (format=csv|xlsx)",
    addSummary: "Add a client (multipart: name, alt, logo image ≤ 5 MiB)",
    editSummary: "Edit a client (multipart: name, alt; the logo optional, a new one replaces the old file)",
    deleteSummary: "Delete a client and its logo",
    csvColumns: [
      { header: "Id", value: (row) => row.id },
      { header: "Name", value: (row) => row.name },
      { header: "Alt text", value: (row) => row.alt },
      { header: "Logo", value: (row) => row.logo_url },
    ],
  },
  admin: {
    title: "Clients Management",
    description: "Logos shown in the client sliders.",
    addTitle: "Add a client",
    addHeadingId: "add-client-heading",
    addLabel: "Add Client",
    saveLabel: "Save Client",
    listTitle: "Clients",
    listHeadingId: "clients-heading",
    arrangeTitle: "Arrange client logos",
    name: (client) => client.name || `Client ${client.id}`,
    editTitle: (client) => (client ? `Edit client: ${client.name}` : "Edit client"),
    editLabel: (client) => `Edit client ${client.name || client.id}`,
    deleteLabel: (client) => `Delete client ${client.name || client.id}`,
    fields: [
      { kind: "text", key: "name", label: "Name", required: true },
      { kind: "text", key: "alt", label: "Alt text", hint: "Describes the logo for screen readers." },
      { kind: "image" },
    ],
    image: {
      label: "Logo",
      replacementLabel: "New logo",
      hint: "PNG, JPEG, WebP, GIF, AVIF or SVG, at most 5MB.",
      keepHint: clientTexts.keepLogoHint,
      previewAlt: "Preview of the chosen logo",
      currentAlt: (client) => `Current logo of ${client.name}`,
      cardAlt: (client) => client.alt || client.name || "Client logo",
      notImage: clientTexts.logoNotImage,
      tooLarge: clientTexts.logoTooLarge,
    },
    card: {
      columns: 4,
      title: (client) => client.name || "—",
      lines: [
        { kind: "text", small: true, value: (client) => (client.alt ? `Alt: ${client.alt}` : "No alt text") },
      ],
    },
    retrying: true,
    exportName: "clients",
    searchHint: "Name or alt text",
    emptyText: clientTexts.adminEmpty,
    loadError: (error) =>
      error instanceof ApiStatusError && error.status === 503
        ? clientTexts.unavailable
        : clientTexts.fetchFailed,
    confirmDelete: clientTexts.adminConfirmDelete,
    deleted: clientTexts.adminDeleted,
    deleteFailure: {
      refused: (answer) => (answer.status === 503 ? clientTexts.unavailable : clientTexts.deleteFailed),
      unreachable: clientTexts.deleteFailedRetry,
    },
    added: clientTexts.adminAdded,
    addFailure: {
      refused: (answer) =>
        answer.ok
          ? answer.body.message || clientTexts.addFailed
          : clientFailureMessage(answer.status, answer.body.message),
      unreachable: clientTexts.addFailedRetry,
    },
    updated: clientTexts.adminUpdated,
    updateFailed: clientTexts.updateFailed,
  },
});
