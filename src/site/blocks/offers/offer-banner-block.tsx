import type { BlockOf } from "#src/lib/page-blocks.ts";
import { BlockLink } from "../block-link.tsx";

/** A coloured banner with a heading, a text, a button and a note (the hosting plans' savings). */
export function OfferBannerBlock({ block }: { block: BlockOf<"offerBanner"> }) {
  return (
    <section aria-labelledby={`${block.id}-heading`} className="px-4 sm:px-6">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-gradient-to-r from-brand-700 via-brand-600 to-accent-600 px-6 py-12 text-center text-white shadow-2xl sm:px-12">
        <h2 id={`${block.id}-heading`} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {block.heading}
        </h2>
        {block.text && <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{block.text}</p>}
        {block.buttonLabel && (
          <BlockLink
            href={block.buttonHref || "/contact"}
            className="mt-8 inline-flex rounded-full bg-white px-6 py-3 font-semibold text-brand-700 shadow-lg hover:bg-brand-50"
          >
            {block.buttonLabel}
          </BlockLink>
        )}
        {block.note && <p className="mt-4 text-sm text-brand-100">{block.note}</p>}
      </div>
    </section>
  );
}
