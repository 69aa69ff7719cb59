import type { BlockOf } from "#src/lib/page-blocks.ts";
import { SectionHeading } from "../section-heading.tsx";
import { TechTile } from "../tech-tile.tsx";

/** Names as monogram tiles, up to nine a row (the clouds the cloud VPS service manages). */
export function ProviderTilesBlock({ block }: { block: BlockOf<"providerTiles"> }) {
  return (
    <section aria-labelledby={`${block.id}-heading`} className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          eyebrow={block.eyebrow || undefined}
          title={block.heading}
          id={`${block.id}-heading`}
        />
        <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-9">
          {block.items.map((provider) => (
            <li key={provider.name}>
              <TechTile name={provider.name} monogram={provider.monogram || undefined} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
