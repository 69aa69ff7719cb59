// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type ContactMessageRowAnswer,
  contactMessageRow,
} from "#src/features/contact-messages/contact-message.schema.ts";
import { type JobRowAnswer, jobRow } from "#src/features/jobs/job.schema.ts";
import { makeContactMessage, makeJob } from "#src/server/db/factories.ts";
import { contactMessages } from "#src/server/db/schema.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { Toaster } from "#src/ui/toast.tsx";
import { RolesProvider } from "./access.tsx";
import { ListScreen, type ListScreenProps, listScreenTexts } from "./list-screen.tsx";
import { recordsTexts } from "./records.tsx";

// The list every admin screen is built on, in a browser document against the real server over
// HTTP: the server's pages, search and status filter kept in the URL, the empty and failed
// states, deletion after the confirmation, and the bulk actions on submissions.

let t: TestApp;
let base: string;
let token: string;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  token = await loginAsAdmin(t);
  // jsdom has no modal dialogs; the confirmation only needs to open and close.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
});

afterAll(() => t.close());

beforeEach(async () => {
  // Each test starts from its own rows.
  await t.database.db.delete(contactMessages);
  window.localStorage.setItem("adminToken", token);
  // The screens call the API by path, as in the browser; here the path goes to the test server.
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) =>
    realFetch(new URL(String(input), base), init),
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderList<Row extends { id: number }>(
  props: ListScreenProps<Row>,
  entry = "/list",
  roles: readonly string[] = ["owner"],
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/list", element: <ListScreen<Row> {...props} /> },
      { path: "/admin/dashboard/inbox/:kind/:id", element: <p>Detail view</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={client}>
      <RolesProvider value={roles}>
        <RouterProvider router={router} />
      </RolesProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const contactList: ListScreenProps<ContactMessageRowAnswer> = {
  load: { queryKey: ["test", "contacts"], url: "/api/contact/contacts", row: contactMessageRow },
  caption: "Contact messages",
  columns: [{ header: "Name", text: (row) => row.name }],
  exportName: "contact-messages",
  submissions: { kind: "contact", who: (row) => `message from ${row.name}`, status: (row) => row.status },
  emptyText: "No messages yet.",
  errorText: () => "Failed to fetch messages",
  remove: {
    label: (row) => `Delete message from ${row.name}`,
    url: (id) => `/api/contact/contact/${id}`,
    confirm: "Are you sure you want to delete this message?",
    success: "Message deleted successfully!",
    failure: "Failed to delete message",
  },
};

async function makeMessages(count: number, name = (index: number) => `Person ${index + 1}`) {
  const made = [];
  for (let index = 0; index < count; index += 1) {
    made.push(
      await makeContactMessage(t.database.db, {
        name: name(index),
        email: `person${index + 1}@example.com`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      }),
    );
  }
  return made;
}

// The first load goes to a real server: on a busy machine it can take longer than the default 1 s wait.
const table = () => screen.findByRole("table", { name: "Contact messages" }, { timeout: 10_000 });
const bodyRows = async () =>
  within(await table())
    .getAllByRole("row")
    .slice(1);

describe("ListScreen", () => {
  it("shows the server's first page of 25, newest first, and the next page from the URL", async () => {
    await makeMessages(30);
    const router = renderList(contactList);
    expect(screen.getByRole("status").textContent).toContain("Loading...");
    const rows = await bodyRows();
    expect(rows).toHaveLength(25);
    expect(rows[0]?.textContent).toContain("Person 30");
    expect(screen.getByRole("navigation", { name: "Pages" }).textContent).toContain("Page 1 of 2");
    await userEvent.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() => expect(screen.getByText("Page 2 of 2")).toBeTruthy());
    expect(await bodyRows()).toHaveLength(5);
    expect(router.state.location.search).toBe("?page=2");
  });

  it("searches on the server and keeps the search in the URL", async () => {
    await makeMessages(3, (index) => ["Asha Mehta", "Ravi Patel", "Meera Shah"][index] ?? "");
    const router = renderList(contactList);
    await table();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "patel{Enter}");
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect((await bodyRows())[0]?.textContent).toContain("Ravi Patel");
    expect(router.state.location.search).toBe("?q=patel");
    await userEvent.clear(screen.getByRole("searchbox", { name: "Search" }));
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "nobody{Enter}");
    expect(await screen.findByText(listScreenTexts.noMatch)).toBeTruthy();
  });

  it("filters by status from a bookmarked URL", async () => {
    const [first] = await makeMessages(2);
    const changed = await t.app.inject({
      method: "PATCH",
      url: `/api/inbox/contact/${first?.id}`,
      headers: bearer(token),
      payload: { status: "done" },
    });
    expect(changed.statusCode).toBe(200);
    renderList(contactList, "/list?status=done");
    const rows = await bodyRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain("Person 1");
    expect((screen.getByRole("combobox", { name: "Filter by status" }) as HTMLSelectElement).value).toBe(
      "done",
    );
  });

  it("shows the screen's empty text when there is nothing at all", async () => {
    renderList(contactList);
    expect(await screen.findByText("No messages yet.")).toBeTruthy();
  });

  it("shows a failed load, and tries again on request", async () => {
    renderList({ ...contactList, load: { ...contactList.load, url: "/api/contact/missing" } });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Failed to fetch messages");
    const calls = vi.mocked(globalThis.fetch).mock.calls.length;
    await userEvent.click(screen.getByRole("button", { name: recordsTexts.retry }));
    await screen.findByRole("alert");
    expect(vi.mocked(globalThis.fetch).mock.calls.length).toBeGreaterThan(calls);
  });

  it("deletes after the confirmation, reports it and reloads the page", async () => {
    await makeMessages(2);
    renderList(contactList);
    // The rows are drawn twice, as a table and as cards (CSS shows one): the table's are used.
    const rows = within(await table());
    await userEvent.click(rows.getByRole("button", { name: "Delete message from Person 2" }));
    const dialog = screen.getByRole("dialog");
    expect(dialog.textContent).toContain("Are you sure you want to delete this message?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Message deleted successfully!")).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryAllByRole("button", { name: "Delete message from Person 2" })).toEqual([]),
    );
    expect(within(await table()).getByRole("button", { name: "Delete message from Person 1" })).toBeTruthy();
  });

  it("offers no deletion to a role that may not delete submissions (sales reads and changes leads)", async () => {
    await makeMessages(1);
    renderList(contactList, "/list", ["sales"]);
    const rows = within(await table());
    expect(screen.queryByRole("button", { name: "Delete message from Person 1" })).toBeNull();
    await userEvent.click(rows.getByRole("checkbox", { name: "Select message from Person 1" }));
    expect(screen.getByRole("button", { name: "Apply status" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Delete selected/ })).toBeNull();
  });

  it("marks the chosen rows done in bulk, and links each row to its detail view", async () => {
    const made = await makeMessages(3);
    renderList(contactList);
    const rows = within(await table());
    await userEvent.click(rows.getByRole("checkbox", { name: "Select message from Person 1" }));
    await userEvent.click(rows.getByRole("checkbox", { name: "Select message from Person 2" }));
    expect(screen.getByText(/2 selected · 3 in all/)).toBeTruthy();
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "New status for the selected rows" }),
      "done",
    );
    await userEvent.click(screen.getByRole("button", { name: "Apply status" }));
    expect(await screen.findByText("Status updated for 2 submissions")).toBeTruthy();
    const stored = await t.database.db.select().from(contactMessages);
    const statusOf = (id: number | undefined) => stored.find((row) => row.id === id)?.status;
    expect([statusOf(made[0]?.id), statusOf(made[1]?.id), statusOf(made[2]?.id)]).toEqual([
      "done",
      "done",
      "new",
    ]);
    expect(
      within(await table())
        .getByRole("link", { name: "Open message from Person 3" })
        .getAttribute("href"),
    ).toBe(`/admin/dashboard/inbox/contact/${made[2]?.id}`);
  });

  it("loads the page again on its own when asked to (rows with expiring links)", async () => {
    await makeMessages(1);
    renderList({ ...contactList, load: { ...contactList.load, refreshEvery: 200 } });
    expect(await bodyRows()).toHaveLength(1);
    await makeContactMessage(t.database.db, { name: "Arrived Later" });
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2), { timeout: 5000 });
  });

  it("lists content without statuses or checkboxes", async () => {
    const job = await makeJob(t.database.db);
    renderList<JobRowAnswer>({
      load: { queryKey: ["test", "jobs"], url: "/api/job/jobs", row: jobRow },
      caption: "Posted jobs",
      columns: [{ header: "Job name", text: (row) => row.jobname }],
      exportName: "jobs",
      emptyText: "No jobs yet.",
      errorText: () => "Failed to fetch jobs",
      remove: {
        label: (row) => `Delete job ${row.jobname}`,
        url: (id) => `/api/job/job/${id}`,
        confirm: "Delete?",
        success: "Deleted",
        failure: "Failed",
      },
    });
    const jobs = await screen.findByRole("table", { name: "Posted jobs" });
    expect(within(jobs).getByRole("button", { name: `Delete job ${job.jobname}` })).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Filter by status" })).toBeNull();
    expect(screen.getByText(/in all/)).toBeTruthy();
  });

  it("puts a row's own actions before Delete in the Actions column", async () => {
    const job = await makeJob(t.database.db, {
      jobname: "Job With Edit",
      time: "Full Time",
      location: "Surat",
    });
    const edited: number[] = [];
    renderList<JobRowAnswer>({
      load: { queryKey: ["test", "all-jobs"], url: "/api/job/all", row: jobRow },
      caption: "Every job",
      columns: [{ header: "Job name", text: (row) => row.jobname }],
      actions: (row) => (
        <button type="button" onClick={() => edited.push(row.id)}>
          Edit {row.jobname}
        </button>
      ),
      exportName: "jobs",
      emptyText: "No jobs yet.",
      errorText: () => "Failed to fetch jobs",
      remove: {
        label: (row) => `Delete job ${row.jobname}`,
        url: (id) => `/api/job/job/${id}`,
        confirm: "Delete?",
        success: "Deleted",
        failure: "Failed",
      },
    });
    const table = await screen.findByRole("table", { name: "Every job" });
    const row = within(table).getByRole("row", { name: /Job With Edit/ });
    const buttons = within(row).getAllByRole("button");
    expect(buttons.map((button) => button.textContent?.trim())).toEqual(["Edit Job With Edit", "Delete"]);
    await userEvent.setup().click(buttons[0]!);
    expect(edited).toEqual([job.id]);
  });
});
