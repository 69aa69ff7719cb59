import ArrowRight from "lucide-react/icons/arrow-right";
import CheckCircle2 from "lucide-react/icons/circle-check";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { BlockLink } from "../block-link.tsx";

/**
 * The careers page's main heading, its perks and a button, beside four figures shown on wide
 * screens only, as decoration: the first is the count of open jobs (Jobs screen).
 */
export function CareersHeroBlock({ block, openings }: { block: BlockOf<"careersHero">; openings: number }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-teal-50">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[3fr_2fr] lg:py-20">
        <div>
          {block.badge && (
            <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
              {block.badge}
            </p>
          )}
          <h1 className="mt-5 max-w-3xl text-4xl leading-tight font-extrabold text-ink sm:text-5xl">
            {block.heading}
          </h1>
          {block.text && <p className="mt-6 max-w-2xl text-lg text-slate-600">{block.text}</p>}
          {block.perks.length > 0 && (
            <ul className="mt-6 grid max-w-3xl gap-2 sm:grid-cols-2">
              {block.perks.map((perk) => (
                <li key={perk} className="flex items-start gap-2 text-slate-700">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  {perk}
                </li>
              ))}
            </ul>
          )}
          {block.buttonLabel && (
            <BlockLink
              href={block.buttonHref || "/contact"}
              className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700"
            >
              {block.buttonLabel}
              <ArrowRight aria-hidden="true" className="size-5" />
            </BlockLink>
          )}
        </div>
        <div aria-hidden="true" className="relative hidden lg:block">
          <div className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-tr from-brand-200/60 to-teal-200/60 blur-2xl" />
          <div className="relative grid grid-cols-2 gap-4">
            <div className="rounded-3xl bg-white p-6 shadow-xl">
              <p className="text-4xl font-extrabold text-brand-600">{openings}</p>
              <p className="mt-1 text-sm text-slate-600">{block.openingsLabel}</p>
            </div>
            <div className="mt-10 rounded-3xl bg-ink p-6 text-white shadow-xl">
              <p className="text-4xl font-extrabold text-accent-400">{block.secondValue}</p>
              <p className="mt-1 text-sm text-slate-300">{block.secondLabel}</p>
            </div>
            <div className="rounded-3xl bg-white p-6 shadow-xl">
              <p className="text-4xl font-extrabold text-ink">{block.thirdValue}</p>
              <p className="mt-1 text-sm text-slate-600">{block.thirdLabel}</p>
            </div>
            <div className="mt-10 rounded-3xl bg-brand-600 p-6 text-white shadow-xl">
              <p className="text-4xl font-extrabold">{block.fourthValue}</p>
              <p className="mt-1 text-sm text-brand-100">{block.fourthLabel}</p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
