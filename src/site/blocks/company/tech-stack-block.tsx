import { useId } from "react";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { TechTile } from "../tech-tile.tsx";

/**
 * Technology names in categories; choosing one lists its technologies. An ARIA tablist: the server
 * renders every panel, the first one shown, and the behaviour src/site/islands/behaviours/tabs.ts
 * shows the chosen one (click, arrow keys, Home, End).
 */
export function TechStackBlock({ block }: { block: BlockOf<"techStack"> }) {
  const baseId = useId();
  const headingId = `${block.id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="bg-gradient-to-b from-white to-brand-50/60 py-16 sm:py-24"
    >
      <div data-behaviour="tabs" className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          {block.eyebrow && (
            <p className="text-sm font-bold tracking-widest text-brand-600 uppercase">{block.eyebrow}</p>
          )}
          <h2 id={headingId} className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {block.heading}
          </h2>
          {block.intro && <p className="mt-4 text-lg text-slate-600">{block.intro}</p>}
        </div>
        <div
          role="tablist"
          aria-label={block.tabsLabel}
          aria-orientation="horizontal"
          className="mt-10 flex flex-wrap justify-center gap-2"
        >
          {block.categories.map((category, index) => (
            <button
              // Names may repeat while staff edit: the place is the tab's identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: categories have no id of their own
              key={index}
              id={`${baseId}-tab-${index}`}
              type="button"
              role="tab"
              aria-selected={index === 0}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={index === 0 ? 0 : -1}
              className="rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 transition hover:bg-brand-50 hover:text-brand-700 aria-selected:bg-brand-600 aria-selected:text-white aria-selected:shadow-lg aria-selected:shadow-brand-600/25 aria-selected:ring-0"
            >
              {category.name}
            </button>
          ))}
        </div>
        {block.categories.map((category, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: categories have no id of their own
            key={index}
            id={`${baseId}-panel-${index}`}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-${index}`}
            hidden={index !== 0}
            className="mt-10"
          >
            {category.summary && <p className="text-center text-slate-600">{category.summary}</p>}
            <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
              {category.technologies.map((name) => (
                <li key={name}>
                  <TechTile name={name} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
