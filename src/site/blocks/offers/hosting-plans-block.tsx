import Check from "lucide-react/icons/check";
import Sparkles from "lucide-react/icons/sparkles";
import { formatPrice, type HostingPlan, hostingPlans, planOrderUrl } from "#src/content/hosting-plans.ts";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { useSiteSettings } from "#src/site/site-settings.ts";
import { SectionHeading } from "../section-heading.tsx";

type Block = BlockOf<"hostingPlans">;

/** Words for screen readers only before a price ("Regular price "), when staff gave some. */
function ReadAloud({ text }: { text: string }) {
  return text ? <span className="sr-only">{`${text} `}</span> : null;
}

function PlanCard({ block, plan }: { block: Block; plan: Block["plans"][number] }) {
  const settings = useSiteSettings();
  // The plan's product id and currency are the billing portal's; its prices and mark, Site Settings'.
  const { productId, currency } = hostingPlans.find((candidate) => candidate.key === plan.key) as HostingPlan;
  const { listPrice, offerPrice, renewalPrice, mostPopular } = settings.hosting[plan.key];
  const headingId = `plan-${productId}`;
  const renewal = [block.renewsBefore, formatPrice(currency, renewalPrice)].filter(Boolean).join(" ");
  return (
    <li
      aria-labelledby={headingId}
      data-plan={plan.name}
      className={`relative flex flex-col rounded-3xl p-8 ${
        mostPopular
          ? "bg-ink text-white shadow-2xl shadow-brand-600/30 ring-2 ring-brand-600 lg:-my-4 lg:py-12"
          : "border border-slate-200 bg-white shadow-sm"
      }`}
    >
      {mostPopular && block.popularLabel && (
        <p className="absolute -top-4 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-gradient-to-r from-brand-600 to-accent-500 px-4 py-1.5 text-xs font-bold tracking-wider text-white uppercase">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {block.popularLabel}
        </p>
      )}
      <h3 id={headingId} className="text-xl font-bold">
        {plan.name}
      </h3>
      {plan.summary && (
        <p className={`mt-2 text-sm ${mostPopular ? "text-slate-300" : "text-slate-600"}`}>{plan.summary}</p>
      )}
      <p className="mt-6 flex items-baseline gap-2">
        <span className={`text-lg line-through ${mostPopular ? "text-slate-400" : "text-slate-500"}`}>
          <ReadAloud text={block.regularPriceLabel} />
          {formatPrice(currency, listPrice)}
        </span>
        <span className="text-5xl font-extrabold tracking-tight">
          <ReadAloud text={block.offerPriceLabel} />
          {formatPrice(currency, offerPrice)}
        </span>
        {block.perMonth && (
          <span className={mostPopular ? "text-slate-300" : "text-slate-600"}>{block.perMonth}</span>
        )}
      </p>
      <p className={`mt-2 text-xs ${mostPopular ? "text-slate-300" : "text-slate-600"}`}>
        {`${renewal}${block.renewsAfter}`}
      </p>
      <a
        href={planOrderUrl(settings.links.billingOrderUrl, productId)}
        className={`mt-8 rounded-full px-6 py-3 text-center font-semibold transition ${
          mostPopular
            ? "bg-brand-600 text-white hover:bg-brand-500"
            : "bg-brand-50 text-brand-700 ring-1 ring-brand-200 hover:bg-brand-100"
        }`}
      >
        {[block.buttonLabel, plan.name].filter(Boolean).join(" ")}
        {block.buttonNote && <span className="sr-only">{` ${block.buttonNote}`}</span>}
      </a>
      <ul className="mt-8 space-y-3 text-sm">
        {[...plan.features, ...block.sharedFeatures].map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check
              aria-hidden="true"
              className={`size-5 shrink-0 ${mostPopular ? "text-accent-400" : "text-accent-600"}`}
            />
            {feature}
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The hosting plans as cards, each ordered from the billing portal on a 12-month term. The words
 * are the block's; the prices and the "most popular" mark are Site Settings' (`hosting[key]`).
 */
export function HostingPlansBlock({ block }: { block: Block }) {
  return (
    <section id={block.id} aria-labelledby={`${block.id}-heading`} className="scroll-mt-24 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading eyebrow={block.eyebrow || undefined} title={block.heading} id={`${block.id}-heading`}>
          {block.intro || undefined}
        </SectionHeading>
        <ul className="mt-16 grid gap-8 lg:grid-cols-3 lg:items-center">
          {block.plans.map((plan) => (
            <PlanCard key={plan.key} block={block} plan={plan} />
          ))}
        </ul>
      </div>
    </section>
  );
}
