import type { CategoryRowAnswer } from "../project.schema.ts";

export function tabId(categoryId: number) {
  return `portfolio-tab-${categoryId}`;
}
export function panelId(categoryId: number) {
  return `portfolio-panel-${categoryId}`;
}
export function categoryHref(categoryId: number) {
  return `?category=${categoryId}`;
}

interface CategoryTabsProps {
  categories: CategoryRowAnswer[];
  selectedId: number;
}

/**
 * The portfolio's category tabs (WAI-ARIA tabs, automatic activation: arrow keys, Home and End
 * move and select; src/site/islands/behaviours/tabs.ts). Each tab is also a link to
 * `?category=ID`, so every category stays reachable without script.
 */
export function CategoryTabs({ categories, selectedId }: CategoryTabsProps) {
  return (
    <div
      role="tablist"
      aria-label="Project categories"
      className="flex flex-wrap justify-center gap-2 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 sm:inline-flex"
    >
      {categories.map((category) => {
        const selected = category.id === selectedId;
        return (
          <a
            key={category.id}
            id={tabId(category.id)}
            href={categoryHref(category.id)}
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(category.id)}
            tabIndex={selected ? 0 : -1}
            className="rounded-xl px-4 py-2.5 text-sm font-semibold text-slate-700 transition-colors not-aria-selected:hover:bg-brand-50 not-aria-selected:hover:text-brand-700 aria-selected:bg-brand-600 aria-selected:text-white aria-selected:shadow"
          >
            {category.name}
          </a>
        );
      })}
    </div>
  );
}
