import ArrowRight from "lucide-react/icons/arrow-right";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { BlockLink } from "../block-link.tsx";

/** The page's main heading on a dark banner without a breadcrumb, with a button (cloud VPS). */
export function DarkHeroBlock({ block }: { block: BlockOf<"darkHero"> }) {
  return (
    <section className="relative overflow-hidden bg-ink text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_10%_10%,rgba(79,70,229,0.55),transparent_50%),radial-gradient(circle_at_90%_80%,rgba(20,184,166,0.35),transparent_45%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        {block.eyebrow && (
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-400 ring-1 ring-white/15">
            {block.eyebrow}
          </p>
        )}
        <h1 className="mt-5 max-w-4xl text-4xl leading-tight font-extrabold sm:text-5xl">{block.heading}</h1>
        {block.text && <p className="mt-6 max-w-2xl text-lg text-slate-300">{block.text}</p>}
        {block.buttonLabel && (
          <BlockLink
            href={block.buttonHref || "/contact"}
            className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/30 hover:bg-brand-500"
          >
            {block.buttonLabel}
            <ArrowRight aria-hidden="true" className="size-5" />
          </BlockLink>
        )}
      </div>
    </section>
  );
}
