import { expect, type Locator } from "@playwright/test";

/**
 * Waits until the behaviour `name` (src/site/islands/behaviours/<name>.ts) has attached to the
 * element: each behaviour adds its name to the element's `data-attached` when it is ready, so a
 * journey's click or key press reaches the script, not HTML the script has not reached yet.
 */
export async function behaviourAttached(element: Locator, name: string) {
  await expect(element).toHaveAttribute("data-attached", new RegExp(`(^| )${name}( |$)`));
}
