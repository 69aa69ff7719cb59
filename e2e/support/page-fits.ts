import type { Page } from "@playwright/test";

/** The widths staff use the back office at (docs/decisions/0008-back-office.md). */
export const ADMIN_WIDTHS = [375, 768, 1280, 1440] as const;

/** What does not fit at the current width, in words; an empty list when all is well. */
export function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      problems.push(`page ${root.scrollWidth} px wide in a ${window.innerWidth} px window`);
    }
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 60)}"`;
    for (const table of document.querySelectorAll("table")) {
      const box = table.parentElement;
      if (box && table.getBoundingClientRect().width > box.clientWidth + 1) {
        problems.push(
          `${describe(table)} ${Math.round(table.getBoundingClientRect().width)} px wide in a ${box.clientWidth} px box`,
        );
      }
    }
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, summary, [role=button], [role=tab]",
    );
    for (const control of controls) {
      if (!control.checkVisibility({ checkOpacity: true, visibilityProperty: true })) continue;
      if (control.closest("dialog:not([open])")) continue;
      const first = control.getBoundingClientRect();
      // Screen-reader-only (the skip link until focused): nothing for a pointer to reach.
      const clipped =
        getComputedStyle(control).clipPath !== "none" || getComputedStyle(control).clip !== "auto";
      if (first.width <= 1 || first.height <= 1 || clipped) continue;
      control.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      // A link that wraps is reached on its first line.
      const rect = control.getClientRects()[0] ?? control.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === control || control.contains(hit))) {
        problems.push(`${describe(control)} is covered by ${hit ? describe(hit) : "nothing (off screen)"}`);
      }
    }
    window.scrollTo(0, 0);
    return problems;
  });
}

/** Sets the window's width and waits two frames, for the layout (and charts measuring their box) to follow. */
export async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
