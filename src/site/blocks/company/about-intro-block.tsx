import type { BlockOf } from "#src/lib/page-blocks.ts";
import { BlockLink } from "../block-link.tsx";

/** The tiles' looks in turn: white, then dark (a third tile starts again). */
const tileStyles = [
  { box: "rounded-3xl bg-white p-8 shadow-xl", value: "text-brand-600", label: "text-slate-600" },
  {
    box: "mt-10 rounded-3xl bg-ink p-8 text-white shadow-xl",
    value: "text-accent-400",
    label: "text-slate-300",
  },
] as const;

/**
 * The about page's opening: a badge, the main heading, a text and two buttons beside figure tiles
 * and their caption (the claims of Site Settings, named in the texts).
 */
export function AboutIntroBlock({ block }: { block: BlockOf<"aboutIntro"> }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-teal-50">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div>
          {block.badge && (
            <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
              {block.badge}
            </p>
          )}
          <h1 className="mt-5 text-4xl leading-tight font-extrabold text-ink sm:text-5xl">{block.heading}</h1>
          {block.text && <p className="mt-6 text-lg text-slate-600">{block.text}</p>}
          {(block.primaryLabel || block.secondaryLabel) && (
            <div className="mt-8 flex flex-wrap gap-3">
              {block.primaryLabel && (
                <BlockLink
                  href={block.primaryHref || "/contact"}
                  className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700"
                >
                  {block.primaryLabel}
                </BlockLink>
              )}
              {block.secondaryLabel && (
                <BlockLink
                  href={block.secondaryHref || "/contact"}
                  className="rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
                >
                  {block.secondaryLabel}
                </BlockLink>
              )}
            </div>
          )}
        </div>
        {(block.tiles.length > 0 || block.caption) && (
          <div className="grid grid-cols-2 gap-4">
            {block.tiles.map((tile, index) => {
              const style = tileStyles[index % tileStyles.length]!;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: tiles have no id of their own and may repeat
                <div key={index} className={style.box}>
                  <p className={`text-5xl font-extrabold ${style.value}`}>{tile.value}</p>
                  <p className={`mt-2 ${style.label}`}>{tile.label}</p>
                </div>
              );
            })}
            {block.caption && (
              <p className="col-span-2 text-center text-sm font-medium text-slate-600">{block.caption}</p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
