// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "#src/ui/toast.tsx";
import { cloudVpsTexts } from "../cloud-vps.schema.ts";
import { CloudVpsForm } from "./cloud-vps-form.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <>
      <CloudVpsForm />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Full name/), "Harsh Vora");
  await user.type(screen.getByLabelText(/^Email/), "harsh@example.com");
  await user.type(screen.getByLabelText(/^Phone number/), "+91 98765 43210");
  await user.type(screen.getByLabelText(/^Requirements/), "Two Ubuntu servers on Hetzner.");
}

describe("CloudVpsForm", () => {
  it("requires every field (name, email, phone and requirements), each message next to its field", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = renderForm();
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(await screen.findByText("Full name is required")).toBeTruthy();
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Phone number is required")).toBeTruthy();
    expect(screen.getByText("Requirements is required")).toBeTruthy();
    expect(screen.getByLabelText(/^Requirements/).getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks the email and phone formats", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText(/^Email/), "harsh@");
    await user.type(screen.getByLabelText(/^Phone number/), "call me");
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(await screen.findByText("Enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Enter a valid phone number")).toBeTruthy();
  });

  it("toasts the success text and clears the form", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ success: true, message: "Saved" })),
    );
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(await screen.findByText(cloudVpsTexts.success)).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe(""));
  });

  it("toasts the server message, the fallback, or the network message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ success: false, message: "Slow down" }, { status: 429 })),
    );
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(await screen.findByText("Slow down")).toBeTruthy();

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 500 })),
    );
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(await screen.findByText(cloudVpsTexts.failed)).toBeTruthy();

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(await screen.findByText(cloudVpsTexts.networkError)).toBeTruthy();
    // Nothing typed was lost.
    expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe("Harsh Vora");
  });
});
