import ArrowRight from "lucide-react/icons/arrow-right";
import CheckCircle2 from "lucide-react/icons/circle-check";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { OrganizationJsonLd } from "#src/site/organization-json-ld.tsx";
import { BlockLink } from "../block-link.tsx";

/** The tiles' looks in turn: white, dark, white, brand (a fifth tile starts again). */
const tileStyles = [
  {
    box: "rounded-3xl bg-white p-6 shadow-xl",
    value: "text-4xl font-extrabold text-brand-600",
    label: "text-slate-600",
  },
  {
    box: "mt-10 rounded-3xl bg-ink p-6 text-white shadow-xl",
    value: "text-4xl font-extrabold text-accent-400",
    label: "text-slate-300",
  },
  {
    box: "rounded-3xl bg-white p-6 shadow-xl",
    value: "text-4xl font-extrabold text-ink",
    label: "text-slate-600",
  },
  {
    box: "mt-10 rounded-3xl bg-brand-600 p-6 text-white shadow-xl",
    value: "text-4xl font-extrabold",
    label: "text-brand-100",
  },
] as const;

/**
 * The home page's opening: the tagline, the main heading, a text with the claims of Site Settings,
 * points and two buttons, beside figure tiles (a decoration for wide screens: the text says the
 * same). It carries the Organization JSON-LD, from the company and Site Settings.
 */
export function HomeHeroBlock({ block }: { block: BlockOf<"homeHero"> }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-teal-50">
      <OrganizationJsonLd />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div>
          {block.badge && (
            <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
              {block.badge}
            </p>
          )}
          <h1 className="mt-5 text-4xl leading-tight font-extrabold text-ink sm:text-5xl lg:text-6xl">
            {block.heading}
          </h1>
          {block.text && <p className="mt-6 max-w-xl text-lg text-slate-600">{block.text}</p>}
          {block.points.length > 0 && (
            <ul className="mt-6 space-y-2">
              {block.points.map((point) => (
                <li key={point} className="flex items-center gap-2 text-slate-700">
                  <CheckCircle2 aria-hidden="true" className="size-5 text-accent-600" />
                  {point}
                </li>
              ))}
            </ul>
          )}
          {(block.primaryLabel || block.secondaryLabel) && (
            <div className="mt-8 flex flex-wrap gap-3">
              {block.primaryLabel && (
                <BlockLink
                  href={block.primaryHref || "/contact"}
                  className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700"
                >
                  {block.primaryLabel}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </BlockLink>
              )}
              {block.secondaryLabel && (
                <BlockLink
                  href={block.secondaryHref || "/services"}
                  className="inline-flex items-center rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
                >
                  {block.secondaryLabel}
                </BlockLink>
              )}
            </div>
          )}
        </div>
        {block.tiles.length > 0 && (
          <div aria-hidden="true" className="relative hidden lg:block">
            <div className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-tr from-brand-200/60 to-teal-200/60 blur-2xl" />
            <div className="relative grid grid-cols-2 gap-4">
              {block.tiles.map((tile, index) => {
                const style = tileStyles[index % tileStyles.length]!;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: tiles have no id of their own and may repeat
                  <div key={index} className={style.box}>
                    <p className={style.value}>{tile.value}</p>
                    <p className={`mt-1 text-sm ${style.label}`}>{tile.label}</p>
                  </div>
                );
              })}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
