import { useId } from "react";
import { techStack } from "#src/content/home-content.ts";
import { TechTile } from "#src/site/blocks/tech-tile.tsx";

/**
 * Seven categories; choosing one lists its technologies. An ARIA tablist: the server renders
 * every panel, the first one shown, and the behaviour src/site/islands/behaviours/tabs.ts shows
 * the chosen one (click, arrow keys, Home, End).
 */
export function TechStackExplorer() {
  const baseId = useId();
  return (
    <section
      aria-labelledby="tech-heading"
      className="bg-gradient-to-b from-white to-brand-50/60 py-16 sm:py-24"
    >
      <div data-behaviour="tabs" className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-bold tracking-widest text-brand-600 uppercase">Our tech stack</p>
          <h2 id="tech-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            Technologies we master
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            We choose proven, well-supported tools for every layer of your product.
          </p>
        </div>
        <div
          role="tablist"
          aria-label="Technology categories"
          aria-orientation="horizontal"
          className="mt-10 flex flex-wrap justify-center gap-2"
        >
          {techStack.map((group, index) => (
            <button
              key={group.category}
              id={`${baseId}-tab-${index}`}
              type="button"
              role="tab"
              aria-selected={index === 0}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={index === 0 ? 0 : -1}
              className="rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 transition hover:bg-brand-50 hover:text-brand-700 aria-selected:bg-brand-600 aria-selected:text-white aria-selected:shadow-lg aria-selected:shadow-brand-600/25 aria-selected:ring-0"
            >
              {group.category}
            </button>
          ))}
        </div>
        {techStack.map((group, index) => (
          <div
            key={group.category}
            id={`${baseId}-panel-${index}`}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-${index}`}
            hidden={index !== 0}
            className="mt-10"
          >
            <p className="text-center text-slate-600">{group.summary}</p>
            <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
              {group.technologies.map((name) => (
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
