import type { BlockOf } from "#src/lib/page-blocks.ts";
import { ServiceCardGrid } from "#src/site/services/service-card-grid.tsx";

/**
 * A heading above the services' cards: the nine services of src/content/service-cards.ts, then the
 * pages staff placed among them (ServiceCardGrid reads them from the site layout).
 */
export function ServicesPortfolioBlock({ block }: { block: BlockOf<"servicesPortfolio"> }) {
  const headingId = `${block.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="overflow-x-clip py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          {block.eyebrow && (
            <p className="text-sm font-bold tracking-widest text-brand-600 uppercase">{block.eyebrow}</p>
          )}
          <h2 id={headingId} className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {block.heading}
          </h2>
          {block.intro && <p className="mt-4 text-lg text-slate-600">{block.intro}</p>}
        </div>
        <div className="mt-12">
          <ServiceCardGrid />
        </div>
      </div>
    </section>
  );
}
