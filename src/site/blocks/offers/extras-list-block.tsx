import Gift from "lucide-react/icons/gift";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { SectionHeading } from "../section-heading.tsx";

/** A heading beside a list of extras, each with a gift icon (the hosting plans' free extras). */
export function ExtrasListBlock({ block }: { block: BlockOf<"extrasList"> }) {
  return (
    <section aria-labelledby={`${block.id}-heading`} className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <SectionHeading
          eyebrow={block.eyebrow || undefined}
          title={block.heading}
          id={`${block.id}-heading`}
          align="left"
        >
          {block.intro || undefined}
        </SectionHeading>
        <ul className="space-y-4">
          {block.items.map((extra) => (
            <li
              key={extra.title}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-500/10 text-accent-600">
                <Gift aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-bold text-ink">{extra.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{extra.detail}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
