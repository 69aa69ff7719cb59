/**
 * WAI-ARIA tabs with automatic activation over server-rendered panels (the first one shown): the
 * home page's tech stack (src/site/blocks/company/tech-stack-block.tsx, button tabs) and the
 * portfolio's categories (src/site/blocks/company/portfolio-projects-block.tsx, link tabs). A click, or Left,
 * Right, Home and End on the focused tab (wrapping at the ends), select a tab, show its panel
 * (`aria-controls`) and hide the others. A link tab also puts its address (`?category=ID`) in the
 * address bar in place of the current one, so a reload or a shared address opens the same tab;
 * without script it is a plain link the server answers.
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
    if (chosen instanceof HTMLAnchorElement && chosen.href !== location.href) {
      history.replaceState(history.state, "", chosen.href);
    }
  };

  tabs.forEach((tab, index) => {
    tab.addEventListener("click", (event) => {
      // A new tab or window (a modified or middle click) opens the link as it is.
      if (tab instanceof HTMLAnchorElement) {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
      }
      select(tab);
    });
    tab.addEventListener("keydown", (event) => {
      const moves: Record<string, number> = {
        ArrowRight: index + 1,
        ArrowLeft: index - 1,
        Home: 0,
        End: tabs.length - 1,
      };
      const move = moves[event.key];
      if (move === undefined) return;
      event.preventDefault();
      const next = tabs[(move + tabs.length) % tabs.length];
      if (!next) return;
      select(next);
      next.focus();
    });
  });
}
