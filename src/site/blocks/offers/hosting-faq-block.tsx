import type { BlockOf } from "#src/lib/page-blocks.ts";
import { DetailsAccordion } from "../details-accordion.tsx";
import { SectionHeading } from "../section-heading.tsx";

/**
 * Questions whose answers open one at a time, as the hosting page always showed them: unlike the
 * FAQ block (faq-block.tsx), no section anchor and no FAQPage data for search engines.
 */
export function HostingFaqBlock({ block }: { block: BlockOf<"hostingFaq"> }) {
  return (
    <section aria-labelledby={`${block.id}-heading`} className="py-16 sm:py-24">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading
          eyebrow={block.eyebrow || undefined}
          title={block.heading}
          id={`${block.id}-heading`}
        />
        <div className="mt-12" data-testid={`hosting-${block.id}`}>
          <DetailsAccordion
            name={`hosting-${block.id}`}
            items={block.items.map((item) => ({ title: item.question, body: item.answer }))}
          />
        </div>
      </div>
    </section>
  );
}
