// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hireRequestTexts } from "../hire-request.schema.ts";
import { HireRequestForm } from "./hire-request-form.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(category?: "DevOps") {
  const onSuccess = vi.fn();
  const onCancel = vi.fn();
  render(<HireRequestForm category={category} onSuccess={onSuccess} onCancel={onCancel} />);
  return { onSuccess, onCancel, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), "Meera Joshi");
  await user.type(screen.getByLabelText(/^Email/), "meera@example.com");
  await user.selectOptions(screen.getByLabelText(/^Developer/), "Web Development");
  await user.type(screen.getByLabelText(/^Project description/), "A booking site for our clinics.");
}

describe("HireRequestForm", () => {
  it("shows each required field's message next to the field and sends nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Choose the kind of developer you need")).toBeTruthy();
    expect(screen.getByText("Project description is required")).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText(/^Name/).getAttribute("aria-describedby")).toBe(
      screen.getByText("Name is required").id,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("rejects a malformed email", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Email/), "meera@");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Enter a valid email address")).toBeTruthy();
  });

  it("preselects the developer category it was opened for", () => {
    renderForm("DevOps");
    expect((screen.getByLabelText(/^Developer/) as HTMLSelectElement).value).toBe("DevOps");
  });

  it("posts JSON, then clears the form and reports success", async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, Success: true, message: "ok" }));
    vi.stubGlobal("fetch", fetchMock);
    const { user, onSuccess } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/hiring/hiring");
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: "Meera Joshi",
      email: "meera@example.com",
      developer: "Web Development",
      description: "A booking site for our clinics.",
    });
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe("");
  });

  it("shows the server's message, the fallback, or the network message on failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ success: false, message: "Too many requests" }, { status: 429 })),
    );
    const { user, onSuccess } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Too many requests");

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("oops", { status: 500 })),
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(hireRequestTexts.failed));

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(hireRequestTexts.networkError));
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("puts the server's field errors next to their fields", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          {
            success: false,
            message: "Invalid input",
            errors: [{ field: "email", message: "Email domain not accepted" }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Email domain not accepted")).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute("aria-invalid")).toBe("true");
  });
});
