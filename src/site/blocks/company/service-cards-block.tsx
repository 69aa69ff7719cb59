import type { BlockOf } from "#src/lib/page-blocks.ts";
import { ServiceCardGrid } from "#src/site/services/service-card-grid.tsx";

/**
 * The services' cards without a heading above them, each card's title a heading of the page (the
 * services overview): the nine services of src/content/service-cards.ts, then the pages staff
 * placed among them. The section is named for screen readers by its label.
 */
export function ServiceCardsBlock({ block }: { block: BlockOf<"serviceCards"> }) {
  return (
    <section aria-label={block.label} className="overflow-x-clip py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <ServiceCardGrid headingLevel="h2" />
      </div>
    </section>
  );
}
