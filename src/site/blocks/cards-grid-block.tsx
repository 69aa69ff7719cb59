import ArrowRight from "lucide-react/icons/arrow-right";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { BlockLink } from "./block-link.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** Cards in a grid of up to three columns: numbered (a service's offerings) or each with a link. */
export function CardsGridBlock({ block }: { block: BlockOf<"cardsGrid"> }) {
  const List = block.numbered ? "ol" : "ul";
  return (
    <section id={block.id} aria-labelledby={`${block.id}-heading`} className="scroll-mt-24 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading eyebrow={block.eyebrow || undefined} title={block.heading} id={`${block.id}-heading`}>
          {block.intro || undefined}
        </SectionHeading>
        <List className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {block.cards.map((card, index) => (
            <li
              key={card.title}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-lg"
            >
              {block.numbered && (
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-sm font-bold text-brand-700"
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
              )}
              <h3 className={`${block.numbered ? "mt-4 " : ""}text-lg font-bold text-ink`}>{card.title}</h3>
              <p className="mt-2 text-slate-600">{card.description}</p>
              {card.href && (
                <BlockLink
                  href={card.href}
                  className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800"
                >
                  {card.linkLabel || "Learn more"}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </BlockLink>
              )}
            </li>
          ))}
        </List>
      </div>
    </section>
  );
}
