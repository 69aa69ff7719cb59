import type { BlockOf } from "#src/lib/page-blocks.ts";
import { SectionHeading } from "./section-heading.tsx";
import { TechTile } from "./tech-tile.tsx";

/** Technology names as generated monogram tiles. */
export function TechnologyListBlock({ block }: { block: BlockOf<"technologyList"> }) {
  return (
    <section
      id={block.id}
      aria-labelledby={`${block.id}-heading`}
      className="scroll-mt-24 bg-slate-50 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          eyebrow={block.eyebrow || undefined}
          title={block.heading}
          id={`${block.id}-heading`}
        />
        <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
          {block.items.map((name) => (
            <li key={name}>
              <TechTile name={name} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
