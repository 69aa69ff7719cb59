// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Toaster } from "#src/ui/toast.tsx";
import { ListScreen, listScreenTexts } from "./list-screen.tsx";
import { recordsTexts } from "./records.tsx";

// The list part every admin screen is built on, against a mocked fetch: its states, its
// filter and pages, and deletion through the confirmation dialog.

const row = z.object({ id: z.number(), name: z.string() });
type Row = z.infer<typeof row>;

beforeAll(() => {
  // jsdom has no modal dialogs; the confirmation only needs to open and close.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ListScreen<Row>
        load={{ queryKey: ["test", "people"], url: "/api/people", row }}
        caption="People"
        columns={[{ header: "Name", text: (person) => person.name }]}
        emptyText="No people found."
        errorText={() => "Failed to fetch people"}
        remove={{
          label: (person) => `Delete person ${person.name}`,
          url: (id) => `/api/people/${id}`,
          confirm: "Are you sure you want to delete this person?",
          success: "Person deleted successfully!",
          failure: "Failed to delete person",
        }}
      />
      <Toaster />
    </QueryClientProvider>,
  );
}

const people = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Person ${index + 1}` }));

describe("ListScreen", () => {
  it("shows loading, then a table of the rows parsed with the schema", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json({ success: true, data: people(2) }));
    renderList();
    expect(screen.getByRole("status").textContent).toContain("Loading...");
    const table = await screen.findByRole("table", { name: "People" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getByRole("columnheader", { name: "Actions" })).toBeTruthy();
  });

  it("shows the empty message", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json([]));
    renderList();
    expect(await screen.findByText("No people found.")).toBeTruthy();
  });

  it("shows an answer of the wrong shape as the load error, and tries again on request", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(json({ success: true, data: [{ id: "1" }] }))
      .mockResolvedValueOnce(json(people(1)));
    renderList();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Failed to fetch people");
    await userEvent.click(screen.getByRole("button", { name: recordsTexts.retry }));
    expect(await screen.findByRole("table", { name: "People" })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("filters the rows and pages them past 25", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(people(30)));
    renderList();
    const table = await screen.findByRole("table", { name: "People" });
    expect(within(table).getAllByRole("row")).toHaveLength(26);
    expect(screen.getByRole("navigation", { name: "Pages" }).textContent).toContain("Page 1 of 2");
    await userEvent.type(screen.getByRole("searchbox"), "Person 30");
    expect(within(screen.getByRole("table", { name: "People" })).getAllByRole("row")).toHaveLength(2);
    await userEvent.clear(screen.getByRole("searchbox"));
    await userEvent.type(screen.getByRole("searchbox"), "nobody");
    expect(screen.getByText(listScreenTexts.noMatch)).toBeTruthy();
  });

  it("deletes after the confirmation, reports it and reloads the list", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(json(people(2)))
      .mockResolvedValueOnce(json({ success: true, message: "Deleted" }))
      .mockResolvedValueOnce(json(people(1)));
    renderList();
    await userEvent.click(await screen.findByRole("button", { name: "Delete person Person 2" }));
    const dialog = screen.getByRole("dialog");
    expect(dialog.textContent).toContain("Are you sure you want to delete this person?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Person deleted successfully!")).toBeTruthy();
    expect(fetch.mock.calls[1]?.[0]).toBe("/api/people/2");
    expect(fetch.mock.calls[1]?.[1]?.method).toBe("DELETE");
    expect(await screen.findByRole("button", { name: "Delete person Person 1" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete person Person 2" })).toBeNull();
  });

  it("reports a refused delete with the server's message", async () => {
    vi.spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(json(people(1)))
      .mockResolvedValueOnce(json({ success: false, message: "Person not found" }, 404))
      .mockResolvedValueOnce(json(people(1)));
    renderList();
    await userEvent.click(await screen.findByRole("button", { name: "Delete person Person 1" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Person not found")).toBeTruthy();
  });
});
