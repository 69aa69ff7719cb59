import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { BlockLink } from "./block-link.tsx";

/**
 * A page's main heading on the dark banner, under a breadcrumb (Home, Services for a service page,
 * then the page), with up to two buttons.
 */
export function HeroBlock({ block, path }: { block: BlockOf<"hero">; path: string }) {
  const underServices = path.startsWith("/services/");
  return (
    <section className="relative overflow-hidden bg-ink text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_15%_20%,rgba(79,70,229,0.55),transparent_50%),radial-gradient(circle_at_85%_70%,rgba(20,184,166,0.35),transparent_45%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-300">
          <ol className="flex flex-wrap gap-2">
            <li>
              <Link to="/" className="hover:text-white">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            {underServices && (
              <>
                <li>
                  <Link to="/services" className="hover:text-white">
                    Services
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
              </>
            )}
            <li aria-current="page" className="text-white">
              {block.eyebrow || block.heading}
            </li>
          </ol>
        </nav>
        {block.eyebrow && (
          <p className="mt-8 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-400 ring-1 ring-white/15">
            {block.eyebrow}
          </p>
        )}
        <h1 className="mt-5 max-w-4xl text-4xl leading-tight font-extrabold sm:text-5xl">{block.heading}</h1>
        {block.text && <p className="mt-6 max-w-2xl text-lg text-slate-300">{block.text}</p>}
        {(block.primaryLabel || block.secondaryLabel) && (
          <div className="mt-8 flex flex-wrap gap-3">
            {block.primaryLabel && (
              <BlockLink
                href={block.primaryHref || "/contact"}
                className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/30 hover:bg-brand-500"
              >
                {block.primaryLabel}
                <ArrowRight aria-hidden="true" className="size-5" />
              </BlockLink>
            )}
            {block.secondaryLabel && (
              <BlockLink
                href={block.secondaryHref || "/contact"}
                className="inline-flex items-center rounded-full border border-white/30 px-6 py-3 font-semibold text-white hover:bg-white/10"
              >
                {block.secondaryLabel}
              </BlockLink>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
