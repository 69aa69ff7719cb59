// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "#src/ui/toast.tsx";
import { contactMessageTexts } from "../contact-message.schema.ts";
import { CONTACT_URL, ContactForm } from "./contact-form.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function errorFor(field: HTMLElement) {
  return document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent;
}

describe("ContactForm", () => {
  it("requires full name and email (with a valid address); phone and message are optional", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    // The form's validation loads its schema on first use: wait for it to have run.
    await screen.findByText("Full name is required");
    expect(errorFor(screen.getByLabelText(/Full name/))).toBe("Full name is required");
    expect(errorFor(screen.getByLabelText(/^Email/))).toBe("Email is required");
    expect(screen.getByLabelText(/Phone number/).getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByLabelText(/Message/).getAttribute("aria-invalid")).toBeNull();

    await user.type(screen.getByLabelText(/^Email/), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await screen.findByText("Enter a valid email address");
    expect(errorFor(screen.getByLabelText(/^Email/))).toBe("Enter a valid email address");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows Sending... while sending name, email, number and message, then clears the form and toasts", async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    render(
      <>
        <ContactForm />
        <Toaster />
      </>,
    );
    await user.type(screen.getByLabelText(/Full name/), "Vikram Rao");
    await user.type(screen.getByLabelText(/^Email/), "vikram@example.com");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    const sending = await screen.findByRole("button", { name: "Sending..." });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(CONTACT_URL);
    expect(JSON.parse(init.body as string)).toEqual({
      name: "Vikram Rao",
      email: "vikram@example.com",
      number: "",
      message: "",
      website: "",
    });

    release(new Response(JSON.stringify({ success: true, message: "Saved" }), { status: 201 }));
    await waitFor(() => expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe(""));
    expect(screen.getByRole("button", { name: "Send message" })).toBeTruthy();
    expect(screen.getByText(contactMessageTexts.success)).toBeTruthy();
  });

  it("toasts the server's message or the fallbacks, and keeps what was typed", async () => {
    const user = userEvent.setup();
    render(
      <>
        <ContactForm />
        <Toaster />
      </>,
    );
    await user.type(screen.getByLabelText(/Full name/), "Vikram Rao");
    await user.type(screen.getByLabelText(/^Email/), "vikram@example.com");
    const send = () => user.click(screen.getByRole("button", { name: "Send message" }));

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 500 })),
    );
    await send();
    expect(await screen.findByText(contactMessageTexts.failed)).toBeTruthy();

    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, message: "Too many requests" }), { status: 429 }),
      ),
    );
    await send();
    expect(await screen.findByText("Too many requests")).toBeTruthy();

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await send();
    expect(await screen.findByText(contactMessageTexts.networkError)).toBeTruthy();
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe("Vikram Rao");
  });
});
