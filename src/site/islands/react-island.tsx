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

/** What the visitor did in the plain HTML before the island woke: values, files, focus. */
function carryOver(from: HTMLElement, to: HTMLElement) {
  const live = new Map(fields(to).map((field) => [field.name, field]));
  for (const old of fields(from)) {
    const next = live.get(old.name);
    if (!next || old.type === "hidden") continue;
    if (old instanceof HTMLInputElement && next instanceof HTMLInputElement && old.type === "file") {
      if (old.files && old.files.length > 0) {
        next.files = old.files;
        next.dispatchEvent(new Event("change", { bubbles: true }));
      }
      continue;
    }
    if (old instanceof HTMLInputElement && (old.type === "checkbox" || old.type === "radio")) continue;
    if (old.value !== next.value) setNativeValue(next, old.value);
  }
}

function focusedField(within: HTMLElement) {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !within.contains(active)) return undefined;
  const field = active as Partial<HTMLInputElement>;
  return {
    name: field.name,
    selection:
      typeof field.selectionStart === "number"
        ? [field.selectionStart, field.selectionEnd ?? field.selectionStart]
        : undefined,
  };
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
  const focus = focusedField(wrapper);
  wrapper.before(live);
  flushSync(() => createRoot(live).render(component));
  carryOver(wrapper, live);
  wrapper.remove();
  if (focus?.name) {
    const next = fields(live).find((field) => field.name === focus.name);
    next?.focus();
    if (next && focus.selection && "setSelectionRange" in next) {
      try {
        next.setSelectionRange(focus.selection[0]!, focus.selection[1]!);
      } catch {
        // Some input types (email, number) have no selection.
      }
    }
  }
  return live;
}

/** Replays a held click or submit on the live component's matching element. */
export function replay(trigger: Event, wrapper: HTMLElement, live: HTMLElement) {
  if (trigger.type === "submit") {
    live.querySelector("form")?.requestSubmit();
    return;
  }
  if (trigger.type === "click") {
    const buttons = [...wrapper.querySelectorAll("button")];
    const index = buttons.indexOf((trigger.target as Element).closest("button") as HTMLButtonElement);
    const next = live.querySelectorAll("button")[index];
    if (next) next.click();
  }
}
