import { useSearchParams } from "react-router";
import { projectTexts } from "#src/features/portfolio/project.texts.ts";
import { CategoryTabs, panelId, tabId } from "#src/features/portfolio/site/category-tabs.tsx";
import { ProjectCard } from "#src/features/portfolio/site/project-card.tsx";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { CATEGORY_QUERY } from "#src/site/page-query-parameters.ts";
import type { BlockRecords } from "../block-view.ts";

const EMPTY_CLASS =
  "rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-600";

/**
 * The portfolio's projects: every category's projects come with the page (one read), each category
 * in its own tab panel, all but the chosen one hidden, so switching tabs needs no request
 * (src/site/islands/behaviours/tabs.ts); each tab is also a plain link (`?category=ID`) the server
 * answers with that category chosen, which works without script.
 */
export function PortfolioProjectsBlock({
  block,
  records,
}: {
  block: BlockOf<"portfolioProjects">;
  records: Pick<BlockRecords, "categories" | "projects">;
}) {
  const { categories, projects } = records;
  const [searchParams] = useSearchParams();
  const requested = Number(searchParams.get(CATEGORY_QUERY));
  const selected = categories.find((category) => category.id === requested) ?? categories[0];

  return (
    <section aria-label={block.label} className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      {selected ? (
        <div data-behaviour="tabs">
          <div className="text-center">
            <CategoryTabs categories={categories} selectedId={selected.id} />
          </div>
          {categories.map((category) => {
            const shown = projects.filter((project) => project.category_id === category.id);
            return (
              <div
                key={category.id}
                id={panelId(category.id)}
                role="tabpanel"
                aria-labelledby={tabId(category.id)}
                hidden={category.id !== selected.id}
                className="mt-10"
              >
                {shown.length === 0 ? (
                  <p className={EMPTY_CLASS}>{projectTexts.empty}</p>
                ) : (
                  <ul className="space-y-10">
                    {shown.map((project, index) => (
                      <li key={project.id}>
                        <ProjectCard project={project} imageRight={index % 2 === 1} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      ) : (
        <p className={EMPTY_CLASS}>{projectTexts.empty}</p>
      )}
    </section>
  );
}
