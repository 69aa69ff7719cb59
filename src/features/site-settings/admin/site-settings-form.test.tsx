// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultSiteSettings } from "../site-settings.defaults.ts";
import { siteSettingsTexts } from "../site-settings.schema.ts";
import { SiteSettingsForm } from "./site-settings-page.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const saved = defaultSiteSettings({
  clientPortalUrl: "https://portal.arvexa.example/clientarea.php",
  billingOrderUrl: "https://portal.arvexa.example/cart.php",
  bookingUrl: "https://meet.arvexa.example/book/discovery-call",
});

/** A field by its label (a required field's label ends with an "*" screen readers do not read). */
const field = (label: string) => screen.getByLabelText(label, { exact: false });

/** The error shown next to a field: the element its aria-describedby names. */
function errorOf(label: string): string | null {
  const input = field(label);
  expect(input.getAttribute("aria-invalid")).toBe("true");
  const id = input.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe("site settings form", () => {
  it("shows each bad value's message next to its field and sends nothing", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("no request expected"));
    render(<SiteSettingsForm saved={saved} onSaved={() => {}} />);
    const user = userEvent.setup();
    await user.clear(field("Main phone"));
    await user.clear(field("Client portal"));
    await user.type(field("Client portal"), "http://portal.arvexa.example/");
    await user.clear(field("Starter: offer price (₹)"));
    await user.type(field("Starter: offer price (₹)"), "150");
    await user.clear(field("Countries served"));
    await user.type(field("Countries served"), "-2");
    await user.clear(field("Business: renewal price ($)"));
    await user.type(field("Business: renewal price ($)"), "299.999");
    await user.click(screen.getByRole("button", { name: "Save settings" }));

    expect(await screen.findByText(siteSettingsTexts.httpsOnly)).toBeTruthy();
    expect(errorOf("Main phone")).toBe("Main phone is required");
    expect(errorOf("Client portal")).toBe(siteSettingsTexts.httpsOnly);
    expect(errorOf("Starter: offer price (₹)")).toBe(siteSettingsTexts.offerAboveList);
    expect(errorOf("Countries served")).toBe(siteSettingsTexts.nonNegative);
    expect(errorOf("Business: renewal price ($)")).toBe(siteSettingsTexts.twoDecimals);
    expect(field("Facebook").getAttribute("aria-invalid")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("groups the fields in labelled fieldsets with the saved values", () => {
    render(<SiteSettingsForm saved={saved} onSaved={() => {}} />);
    for (const legend of [
      "Contact",
      "Social links",
      "Review badge",
      "Counters",
      "Claims",
      "Hosting plans",
      "Links",
    ]) {
      expect(screen.getByRole("group", { name: legend })).toBeTruthy();
    }
    expect((field("Main phone") as HTMLInputElement).value).toBe(saved.contact.primaryPhone);
    expect((field('Mark Developer "Most popular"') as HTMLInputElement).checked).toBe(true);
    expect((field("Home page: projects delivered") as HTMLInputElement).value).toBe("30");
  });
});
