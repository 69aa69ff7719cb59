import type { BlockOf } from "#src/lib/page-blocks.ts";
import { DetailsAccordion } from "./details-accordion.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** Services that open one at a time, the first open. */
export function ServiceAccordionBlock({ block }: { block: BlockOf<"serviceAccordion"> }) {
  return (
    <section id={block.id} aria-labelledby={`${block.id}-heading`} className="scroll-mt-24 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading eyebrow={block.eyebrow || undefined} title={block.heading} id={`${block.id}-heading`}>
          {block.intro || undefined}
        </SectionHeading>
        <div className="mx-auto mt-12 max-w-4xl">
          <DetailsAccordion
            name={block.id}
            initiallyOpen={0}
            items={block.items.map((item) => ({ title: item.title, body: item.description }))}
          />
        </div>
      </div>
    </section>
  );
}
