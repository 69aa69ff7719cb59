import { type KeyboardEvent, useId, useRef, useState } from "react";
import { techStack } from "#src/content/home-content.ts";
import { TechTile } from "#src/site/blocks/tech-tile.tsx";

/** Seven categories; choosing one lists its technologies. An ARIA tablist. */
export function TechStackExplorer() {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + techStack.length) % techStack.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: techStack.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const current = techStack[selected] ?? techStack[0];
  return (
    <section
      aria-labelledby="tech-heading"
      className="bg-gradient-to-b from-white to-brand-50/60 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
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
          {techStack.map((group, index) => {
            const isSelected = index === selected;
            return (
              <button
                key={group.category}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                id={`${baseId}-tab-${index}`}
                type="button"
                role="tab"
                aria-selected={isSelected}
                aria-controls={`${baseId}-panel`}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => setSelected(index)}
                onKeyDown={onKeyDown}
                className={`rounded-full px-5 py-2.5 text-sm font-semibold transition ${
                  isSelected
                    ? "bg-brand-600 text-white shadow-lg shadow-brand-600/25"
                    : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-700"
                }`}
              >
                {group.category}
              </button>
            );
          })}
        </div>
        <div
          id={`${baseId}-panel`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${selected}`}
          className="mt-10"
        >
          <p className="text-center text-slate-600">{current.summary}</p>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
            {current.technologies.map((name) => (
              <li key={name}>
                <TechTile name={name} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
