// @vitest-environment jsdom
import { createRequire } from "node:module";
import { waitFor } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "#src/features/contact-messages/site/contact-form.tsx";
import { jobApplicationTexts } from "#src/features/job-applications/job-application.texts.ts";
import { ApplyForm } from "#src/features/job-applications/site/apply-form.tsx";
import { Island } from "./island.tsx";
import { replaceWithReact } from "./react-island.tsx";

// The islands machinery as a page runs it: the server's HTML of a form in its <Island>, the
// entry (src/site/islands/entry.ts) preparing it, the visitor using the plain HTML first, then
// the live component (src/site/islands/react-island.tsx) taking its place. Here with React DOM;
// the built islands run the same code on preact/compat (scripts/build-islands.ts), tried in
// e2e/site/islands.e2e.ts.

const require = createRequire(import.meta.url);

/**
 * Chooses files in a file input, as the browser's file picker does. jsdom has no picker and no
 * DataTransfer; its FileList is an array behind the element, filled here through jsdom's own
 * wrapper utilities, so the input holds a genuine FileList that the page's code can hand on.
 */
function chooseFiles(input: HTMLInputElement, files: File[]) {
  const idl = require("jsdom/lib/generated/idl/utils.js") as { implForWrapper(wrapper: object): unknown };
  const list = idl.implForWrapper(input.files as FileList) as unknown[];
  list.push(...files.map((file) => idl.implForWrapper(file)));
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Types into a field of the plain HTML (no component listens yet). */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Puts the server's HTML on the page and runs the entry over it, as a page load does. */
async function loadPage(markup: string) {
  document.body.innerHTML = `<main>${markup}</main>`;
  vi.resetModules();
  await import("./entry.ts");
}

/** The job application's server HTML in its island, as /careers/job renders it. */
const loadApplyForm = (initialTechnology: string) =>
  loadPage(
    renderToStaticMarkup(
      <Island name="apply-form" props={{ initialTechnology, post: null }}>
        <ApplyForm initialTechnology={initialTechnology} post={null} />
      </Island>,
    ),
  );

const field = <T extends HTMLElement = HTMLInputElement>(name: string) =>
  document.querySelector<T>(`[name="${name}"]`) as T;
const errorOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent ?? "";
const isLive = () => document.querySelector("[data-island]") === null;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a form island", () => {
  it("carries what the visitor did before it was live: typed values, a ticked box, a chosen file, focus and selection", async () => {
    await loadApplyForm("Flutter Developer");
    const serverForm = document.querySelector("form");
    const resume = new File(["%PDF-1.4 resume"], "asha-patel.pdf", { type: "application/pdf" });

    // Typed and chosen while nothing listens: the entry wakes on the first input.
    typeInto(field("fullName"), "Asha Patel");
    typeInto(field("email"), "asha@example.com");
    typeInto(field("location"), "Ahmedabad");
    field("fresher").checked = true;
    chooseFiles(field("resume"), [resume]);
    field("location").focus();
    field("location").setSelectionRange(2, 5);

    await waitFor(() => expect(isLive()).toBe(true));
    expect(document.querySelector("form")).not.toBe(serverForm);
    expect(field("fullName").value).toBe("Asha Patel");
    expect(field("email").value).toBe("asha@example.com");
    expect(field("technology").value).toBe("Flutter Developer");
    expect(field("fresher").checked).toBe(true);
    expect([...(field("resume").files ?? [])]).toEqual([resume]);
    expect(document.activeElement).toBe(field("location"));
    expect([field("location").selectionStart, field("location").selectionEnd]).toEqual([2, 5]);
    // The component itself saw the ticked box: last company is disabled, with the fresher's hint.
    await waitFor(() => expect(field("last_company").disabled).toBe(true));
    expect(field("last_company").placeholder).toBe(jobApplicationTexts.fresherPlaceholder);

    // And its validation sees the carried values and file: only the untouched fields are refused.
    field<HTMLButtonElement>("fullName").form?.requestSubmit();
    const invalid = (name: string) => field(name).getAttribute("aria-invalid") === "true";
    await waitFor(() => expect(invalid("phone")).toBe(true));
    expect(invalid("salary")).toBe(true);
    expect(invalid("fullName")).toBe(false);
    expect(invalid("email")).toBe(false);
    expect(invalid("resume")).toBe(false);
  });

  it("passes on a file chosen in a dialog opened on the plain HTML and closed after the island replaced it", async () => {
    await loadApplyForm("");
    // The visitor opens the file dialog on the server's input (its focus wakes the island)...
    const serverResume = field("resume");
    serverResume.focus();
    await waitFor(() => expect(isLive()).toBe(true));
    expect(field("resume")).not.toBe(serverResume);
    expect(field("resume").files).toHaveLength(0);

    // ...and picks the file once the live form is in place: it lands on the removed input.
    const resume = new File(["%PDF-1.4 resume"], "dev-shah.pdf", { type: "application/pdf" });
    chooseFiles(serverResume, [resume]);
    expect([...(field("resume").files ?? [])]).toEqual([resume]);

    // The component saw it: its validation does not ask for a resume.
    field("fullName").form?.requestSubmit();
    await waitFor(() => expect(field("fullName").getAttribute("aria-invalid")).toBe("true"));
    expect(field("resume").getAttribute("aria-invalid")).not.toBe("true");
    expect(errorOf(field("resume"))).not.toContain(jobApplicationTexts.resumeRequired);
  });

  it("replays a submit clicked before it was live through the live form, never the plain post", async () => {
    await loadPage(
      renderToStaticMarkup(
        <Island name="contact-form" props={{ post: null }}>
          <ContactForm post={null} />
        </Island>,
      ),
    );
    const submits: { form: EventTarget | null; prevented: boolean }[] = [];
    document.addEventListener("submit", (event) =>
      submits.push({ form: event.target, prevented: event.defaultPrevented }),
    );
    const serverForm = document.querySelector("form");

    // The field's focus wakes the island; the click on Send comes while it loads and is held.
    field("name").focus();
    typeInto(field("name"), "Meera Iyer");
    typeInto(field("email"), "meera@");
    document.querySelector<HTMLButtonElement>("button[type=submit]")?.click();
    expect(isLive()).toBe(false);

    await waitFor(() => expect(errorOf(field("email"))).toBe("Enter a valid email address"));
    expect(errorOf(field("name"))).toBe("");
    expect(field("name").value).toBe("Meera Iyer");
    // The one submit was the live form's, handled by it; the server's form never posted.
    expect(submits).toHaveLength(1);
    expect(submits[0]?.form).not.toBe(serverForm);
    expect(submits[0]?.form).toBe(document.querySelector("form"));
    expect(submits[0]?.prevented).toBe(true);
  });

  it("carries the chosen radio button of a group, not the group's first", () => {
    // In a form of its own, as every island's fields are: each copy is its own group.
    const Plan = () => (
      <form aria-label="Plan">
        {["monthly", "yearly"].map((value) => (
          <input key={value} type="radio" name="billing" value={value} aria-label={value} />
        ))}
      </form>
    );
    document.body.innerHTML = `<main><div>${renderToStaticMarkup(<Plan />)}</div></main>`;
    const wrapper = document.querySelector("main > div") as HTMLElement;
    document.querySelector<HTMLInputElement>("[value=yearly]")?.click();

    replaceWithReact(wrapper, <Plan />);
    const checked = [...document.querySelectorAll<HTMLInputElement>("[name=billing]")].filter(
      (radio) => radio.checked,
    );
    expect(checked.map((radio) => radio.value)).toEqual(["yearly"]);
  });
});
