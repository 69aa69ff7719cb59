import type { BlockOf } from "#src/lib/page-blocks.ts";
import { JsonLd } from "#src/site/json-ld.tsx";
import { DetailsAccordion } from "./details-accordion.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** Questions whose answers open one at a time, also given to search engines as a FAQPage. */
export function FaqBlock({ block }: { block: BlockOf<"faq"> }) {
  return (
    <section id={block.id} aria-labelledby={`${block.id}-heading`} className="scroll-mt-24 py-16 sm:py-24">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading
          eyebrow={block.eyebrow || undefined}
          title={block.heading}
          id={`${block.id}-heading`}
        />
        <div className="mt-12">
          <DetailsAccordion
            name={block.id}
            items={block.items.map((item) => ({ title: item.question, body: item.answer }))}
          />
        </div>
      </div>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: block.items.map((item) => ({
            "@type": "Question",
            name: item.question,
            acceptedAnswer: { "@type": "Answer", text: item.answer },
          })),
        }}
      />
    </section>
  );
}
