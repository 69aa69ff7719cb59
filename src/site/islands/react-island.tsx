import "#src/lib/zod-jitless.ts";
import type { ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { Toaster } from "#src/ui/toast.tsx";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Sets a field's value so React sees a change (its own setter would hide it from onChange). */
function setNativeValue(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

function fields(root: ParentNode): Field[] {
  return [...root.querySelectorAll<Field>("input[name], textarea[name], select[name]")];
}

/** One field's state in the plain HTML (its value, its files, its tick) given to its live copy. */
function carryField(old: Field, next: Field) {
  if (old.type === "hidden") return;
  if (old instanceof HTMLInputElement && next instanceof HTMLInputElement && old.type === "file") {
    if (old.files && old.files.length > 0 && old.files !== next.files) {
      next.files = old.files;
      next.dispatchEvent(new Event("change", { bubbles: true }));
    }
    return;
  }
  if (old instanceof HTMLInputElement && (old.type === "checkbox" || old.type === "radio")) {
    // A click ticks it as the visitor did, with the events the component listens to.
    if (next instanceof HTMLInputElement && old.checked !== next.checked) next.click();
    return;
  }
  if (old.value !== next.value) setNativeValue(next, old.value);
}

/**
 * What the visitor did in the plain HTML before the island woke: values, files, ticked boxes.
 * And what reaches the plain HTML after it was replaced: a file dialog opened on the server's
 * input may still be open when the island takes its place, and the file chosen in it lands on
 * the removed input. Its change is passed on to the live field of the same name.
 */
function carryOver(from: HTMLElement, to: HTMLElement) {
  // The live field of the same name (and, in a group of radio buttons, the same value).
  const liveField = (old: Field) =>
    fields(to).find(
      (field) => field.name === old.name && (old.type !== "radio" || field.value === old.value),
    );
  for (const old of fields(from)) {
    const next = liveField(old);
    if (next) carryField(old, next);
  }
  const late = ({ target: old }: Event) => {
    if (
      !(
        old instanceof HTMLInputElement ||
        old instanceof HTMLTextAreaElement ||
        old instanceof HTMLSelectElement
      )
    ) {
      return;
    }
    const next = old.name && to.isConnected ? liveField(old) : undefined;
    if (next) carryField(old, next);
  };
  from.addEventListener("change", late);
  from.addEventListener("input", late);
}

/** The elements focus can land on, in document order: the same positions in both copies. */
function focusables(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>("input, textarea, select, button, a[href], [tabindex]")];
}

/** Where focus is inside `within` (its position among the focusables) and the text selection. */
function focusedPlace(within: HTMLElement) {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !within.contains(active)) return undefined;
  const field = active as Partial<HTMLInputElement>;
  let selection: [number, number] | undefined;
  try {
    if (typeof field.selectionStart === "number") {
      selection = [field.selectionStart, field.selectionEnd ?? field.selectionStart];
    }
  } catch {
    // Some input types (email, number) have no selection.
  }
  return { index: focusables(within).indexOf(active), selection };
}

let toaster: HTMLElement | undefined;

/** The page's one toast region, made by the first island (the app pages have theirs in the root). */
function ensureToaster() {
  if (toaster) return;
  toaster = document.createElement("div");
  document.body.append(toaster);
  createRoot(toaster).render(<Toaster />);
}

/**
 * Puts the live component in place of the server's HTML of the same component: rendered
 * beside it synchronously, given what the visitor typed, then swapped in, focus where it was.
 * Returns the new element.
 */
export function replaceWithReact(wrapper: HTMLElement, component: ReactNode): HTMLElement {
  ensureToaster();
  const live = document.createElement(wrapper.tagName.toLowerCase());
  for (const attribute of wrapper.attributes) {
    if (attribute.name !== "data-island" && attribute.name !== "data-props") {
      live.setAttribute(attribute.name, attribute.value);
    }
  }
  const focus = focusedPlace(wrapper);
  wrapper.before(live);
  flushSync(() => createRoot(live).render(component));
  carryOver(wrapper, live);
  wrapper.remove();
  if (focus) {
    const next = focusables(live)[focus.index];
    next?.focus({ preventScroll: true });
    if (next && focus.selection && "setSelectionRange" in next) {
      try {
        (next as HTMLInputElement).setSelectionRange(focus.selection[0], focus.selection[1]);
      } catch {
        // Some input types (email, number) have no selection.
      }
    }
  }
  return live;
}

/** The element at the same position in the live copy as `element` in the server's HTML. */
function counterpart<T extends Element>(
  wrapper: HTMLElement,
  live: HTMLElement,
  selector: string,
  element: T | null,
) {
  if (!element) return undefined;
  const index = [...wrapper.querySelectorAll(selector)].indexOf(element);
  return index < 0
    ? undefined
    : (live.querySelectorAll<HTMLElement>(selector)[index] as unknown as T | undefined);
}

/**
 * Replays a held click or submit on the live component's matching element: the same button
 * (focused first, as the visitor's click focused it, so a dialog it opens returns focus there),
 * or the same form, submitted by the same button.
 */
export function replay(trigger: Event, wrapper: HTMLElement, live: HTMLElement) {
  if (trigger.type === "submit") {
    const form = counterpart(wrapper, live, "form", trigger.target as HTMLFormElement | null);
    const submitter = counterpart(wrapper, live, "button", (trigger as SubmitEvent).submitter ?? null);
    if (form instanceof HTMLFormElement) {
      form.requestSubmit(
        submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : null,
      );
    }
    return;
  }
  if (trigger.type === "click") {
    const button = counterpart(
      wrapper,
      live,
      "button",
      (trigger.target as Element | null)?.closest("button") ?? null,
    );
    if (button instanceof HTMLButtonElement) {
      button.focus({ preventScroll: true });
      button.click();
    }
  }
}
