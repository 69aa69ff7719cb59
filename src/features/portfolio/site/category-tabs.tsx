import { type KeyboardEvent, useRef } from "react";
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
  onSelect: (categoryId: number) => void;
}

/**
 * The portfolio's category tabs (WAI-ARIA tabs, automatic activation). Each tab is also a link
 * to `?category=ID`, so every category stays reachable without JavaScript.
 */
export function CategoryTabs({ categories, selectedId, onSelect }: CategoryTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  function focusAndSelect(index: number) {
    const category = categories[(index + categories.length) % categories.length];
    if (!category) return;
    onSelect(category.id);
    listRef.current?.querySelector<HTMLElement>(`#${tabId(category.id)}`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: categories.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusAndSelect(target);
  }

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label="Project categories"
      className="flex flex-wrap justify-center gap-2 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 sm:inline-flex"
    >
      {categories.map((category, index) => {
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
            onClick={(event) => {
              event.preventDefault();
              onSelect(category.id);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`rounded-xl px-4 py-2.5 text-sm font-semibold transition-colors ${
              selected
                ? "bg-brand-600 text-white shadow"
                : "text-slate-700 hover:bg-brand-50 hover:text-brand-700"
            }`}
          >
            {category.name}
          </a>
        );
      })}
    </div>
  );
}
