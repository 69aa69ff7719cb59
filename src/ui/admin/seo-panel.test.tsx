// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultSiteSettings } from "#src/features/site-settings/site-settings.defaults.ts";
import { fillSettings, type TokenSettings } from "#src/lib/settings-tokens.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { RolesProvider } from "./access.tsx";
import { emptySeo, SeoPanel, type SeoValues, useTokenSettings } from "./seo-panel.tsx";

// The SEO panel's previews show a page's SEO title and description with the values of Site
// Settings they name filled in, as the public page shows them, while the fields keep the tokens.

const settings: TokenSettings = {
  ...defaultSiteSettings({ clientPortalUrl: "", billingOrderUrl: "", bookingUrl: "" }),
  contact: {
    primaryPhone: "+91 79 4000 1234",
    secondaryPhone: "",
    email: "press@tokens.example",
    street: "1 Token Road",
    city: "Ahmedabad",
    region: "Gujarat",
    postalCode: "380001",
  },
};

const defaults = { title: "About | Arvexa", description: "", path: "/about" };

/** The panel as an editor holds it: what staff type is the form's value. */
function Editor({ initial, tokens }: { initial: Partial<SeoValues>; tokens?: TokenSettings | undefined }) {
  const [value, setValue] = useState<SeoValues>({ ...emptySeo(), ...initial });
  return (
    <SeoPanel
      value={value}
      onChange={setValue}
      defaults={defaults}
      origin="https://x.test"
      settings={tokens}
    />
  );
}

const searchPreview = () => screen.getByTestId("seo-search-preview").textContent;
const socialPreview = () => screen.getByTestId("seo-social-preview").textContent;
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("SEO panel previews", () => {
  it("fill {email} and {phone} with the settings, and the fields keep what staff typed", () => {
    render(
      <Editor initial={{ title: "Call {phone}", description: "Write to us at {email}" }} tokens={settings} />,
    );
    for (const preview of [searchPreview(), socialPreview()]) {
      expect(preview).toContain("Call +91 79 4000 1234");
      expect(preview).toContain("Write to us at press@tokens.example");
      expect(preview).not.toContain("{");
    }
    expect(field("SEO title").value).toBe("Call {phone}");
    expect(field("SEO description").value).toBe("Write to us at {email}");

    fireEvent.change(field("SEO description"), { target: { value: "Mail {email} or call {phone}" } });
    expect(field("SEO description").value).toBe("Mail {email} or call {phone}");
    expect(searchPreview()).toContain("Mail press@tokens.example or call +91 79 4000 1234");
    // The counter counts what is typed, which is what is stored and checked against the limit.
    expect(screen.getByText(`${"Mail {email} or call {phone}".length} of 160 characters`)).toBeTruthy();
  });

  it("show the text as the public page's fillSettings does: an unknown token stays as typed", () => {
    const description = "Ask {fax} or {email}";
    render(<Editor initial={{ title: "{nothing} here", description }} tokens={settings} />);
    expect(searchPreview()).toContain("{nothing} here");
    expect(searchPreview()).toContain("Ask {fax} or press@tokens.example");
    expect(searchPreview()).toContain(fillSettings(description, settings));
  });

  it("show the text as typed while there are no settings (loading, failed or not readable)", () => {
    render(<Editor initial={{ title: "Call {phone}", description: "Write to us at {email}" }} />);
    expect(searchPreview()).toContain("Call {phone}");
    expect(searchPreview()).toContain("Write to us at {email}");
  });

  it("show the page's own title when the SEO title is empty", () => {
    render(<Editor initial={{ description: "{email}" }} tokens={settings} />);
    expect(searchPreview()).toContain("About | Arvexa");
    expect(searchPreview()).toContain("press@tokens.example");
  });
});

describe("useTokenSettings", () => {
  let t: TestApp;
  let base: string;
  let token: string;
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    token = await loginAsAdmin(t);
    const saved = (await t.app.inject({ url: "/api/settings", headers: bearer(token) })).json().data;
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: bearer(token),
      payload: { ...saved, contact: { ...saved.contact, email: "desk@saved.example" } },
    });
    expect(put.statusCode).toBe(200);
  });

  afterAll(() => t.close());

  /** The page editor's use: the hook's settings given to the panel. */
  function EditorWithSettings() {
    const tokens = useTokenSettings();
    return <Editor initial={{ description: "Write to us at {email}" }} tokens={tokens} />;
  }

  function renderFor(roles: readonly string[]) {
    window.localStorage.setItem("adminToken", token);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RolesProvider value={roles}>
          <EditorWithSettings />
        </RolesProvider>
      </QueryClientProvider>,
    );
  }

  it("reads the saved settings from GET /api/settings, and the preview shows them", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation((input, init) => realFetch(new URL(String(input), base), init));
    renderFor(["content"]);
    expect(searchPreview()).toContain("Write to us at {email}");
    await waitFor(() => expect(searchPreview()).toContain("Write to us at desk@saved.example"));
    expect(field("SEO description").value).toBe("Write to us at {email}");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("does not ask for them without settings:edit, and shows the text as typed", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("no request expected"));
    renderFor(["sales"]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(searchPreview()).toContain("Write to us at {email}");
  });

  it("shows the text as typed when they cannot be read, without a console error", async () => {
    const error = vi.spyOn(console, "error");
    const fetch = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    renderFor(["content"]);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searchPreview()).toContain("Write to us at {email}");
    expect(error).not.toHaveBeenCalled();
  });
});
