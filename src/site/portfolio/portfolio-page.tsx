import { useSearchParams } from "react-router";
import { company } from "#src/content/company.ts";
import { projectTexts } from "#src/features/portfolio/project.texts.ts";
import { CategoryTabs, panelId, tabId } from "#src/features/portfolio/site/category-tabs.tsx";
import { ProjectCard } from "#src/features/portfolio/site/project-card.tsx";
import { pageDataContext } from "#src/site/page-data.ts";
import { pageMeta } from "../seo.ts";
import type { Route } from "./+types/portfolio-page";

/**
 * Every category's projects come with the page (one query), each category in its own tab panel,
 * all but the chosen one hidden: switching tabs needs no request
 * (src/site/islands/behaviours/tabs.ts), and each tab is also a plain link (`?category=ID`) the
 * server answers with that category chosen, which works without script.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const pageData = context.get(pageDataContext);
  const [categories, projects] = await Promise.all([pageData.listCategories(), pageData.listAllProjects()]);
  return { categories, projects };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    path: "/about/portfolio",
    title: `Portfolio | ${company.name}`,
    description: `Web applications, mobile apps and e-commerce platforms ${company.name} has designed and built for clients in logistics, healthcare, retail and more.`,
  });
}

export default function PortfolioPage({ loaderData }: Route.ComponentProps) {
  const { categories, projects } = loaderData;
  const [searchParams] = useSearchParams();
  const requested = Number(searchParams.get("category"));
  const selected = categories.find((category) => category.id === requested) ?? categories[0];

  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-white to-teal-50">
        <div className="mx-auto max-w-7xl px-4 py-14 text-center sm:px-6 lg:py-20">
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            Our portfolio
          </p>
          <h1 className="mx-auto mt-5 max-w-3xl text-4xl leading-tight font-extrabold text-ink sm:text-5xl">
            Products we have designed, built and shipped
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
            A selection of the platforms, apps and stores we have delivered for growing businesses in India
            and abroad. Choose a category to explore.
          </p>
        </div>
      </section>
      <section aria-label="Projects" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
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
                    <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-600">
                      {projectTexts.empty}
                    </p>
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
          <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-600">
            {projectTexts.empty}
          </p>
        )}
      </section>
    </>
  );
}
