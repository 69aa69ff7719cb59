import Check from "lucide-react/icons/check";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { BlockLink } from "../block-link.tsx";

/** The page's main heading, centred on a light banner, with a button and ticked highlights (web hosting). */
export function HighlightsHeroBlock({ block }: { block: BlockOf<"highlightsHero"> }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-teal-50">
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 sm:py-24">
        {block.badge && (
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            {block.badge}
          </p>
        )}
        <h1 className="mx-auto mt-5 max-w-4xl text-4xl leading-tight font-extrabold text-ink sm:text-6xl">
          {block.heading}
        </h1>
        {block.text && <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">{block.text}</p>}
        {block.buttonLabel && (
          <BlockLink
            href={block.buttonHref || "/contact"}
            className="mt-8 inline-flex rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700"
          >
            {block.buttonLabel}
          </BlockLink>
        )}
        {block.highlights.length > 0 && (
          <ul className="mt-10 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm font-medium text-slate-700">
            {block.highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-accent-600" />
                {item}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
