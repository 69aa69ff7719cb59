/**
 * An ARIA tablist whose panels are all in the server HTML (the first one shown), as in
 * src/site/home/tech-stack-explorer.tsx: a click on a tab shows its panel (`aria-controls`); the
 * arrow keys, Home and End move to a tab and show it (roving tab index, wrapping at the ends).
 */
export function attach(element: HTMLElement): void {
  const tabs = [...element.querySelectorAll<HTMLElement>('[role="tab"]')];
  const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute("aria-controls") ?? "");

  const select = (chosen: HTMLElement) => {
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = panelOf(tab);
      if (panel) panel.hidden = !selected;
    }
  };

  tabs.forEach((tab, index) => {
    tab.addEventListener("click", () => select(tab));
    tab.addEventListener("keydown", (event) => {
      const moves: Record<string, number> = {
        ArrowRight: index + 1,
        ArrowDown: index + 1,
        ArrowLeft: index - 1,
        ArrowUp: index - 1,
        Home: 0,
        End: tabs.length - 1,
      };
      const target = moves[event.key];
      if (target === undefined) return;
      event.preventDefault();
      const next = tabs[(target + tabs.length) % tabs.length];
      if (!next) return;
      select(next);
      next.focus();
    });
  });
}
