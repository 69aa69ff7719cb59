import Check from "lucide-react/icons/check";
import Database from "lucide-react/icons/database";
import Gauge from "lucide-react/icons/gauge";
import Gift from "lucide-react/icons/gift";
import Headset from "lucide-react/icons/headset";
import Server from "lucide-react/icons/server";
import ShieldCheck from "lucide-react/icons/shield-check";
import Sparkles from "lucide-react/icons/sparkles";
import Zap from "lucide-react/icons/zap";
import { company } from "#src/content/company.ts";
import {
  allPlanFeatures,
  faqAnswer,
  formatPrice,
  freeExtras,
  HOSTING_TERM_MONTHS,
  type HostingPlan,
  hostingClaims,
  hostingFaq,
  hostingPlans,
  type IncludedIconName,
  includedFeatures,
  planOrderUrl,
} from "#src/content/hosting-plans.ts";
import { DetailsAccordion } from "#src/site/blocks/details-accordion.tsx";
import { SectionHeading } from "#src/site/blocks/section-heading.tsx";
import { pageMeta, settingsFrom } from "#src/site/seo.ts";
import { useSiteSettings } from "#src/site/site-settings.ts";
import type { Route } from "./+types/web-hosting-page";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    path: "/webhosting",
    title: `Web Hosting Plans | ${company.name}`,
    description: `Fast, secure web hosting from ${formatPrice(
      starterPlan.currency,
      settingsFrom(matches)?.hosting.starter.offerPrice ?? starterPlan.offerPrice,
    )} a month: free SSL, daily backups, unmetered bandwidth, a free domain with annual plans, 99.9% uptime and a 30-day refund.`,
  });
}

const starterPlan = hostingPlans[0] as HostingPlan;

const includedIcons: Record<IncludedIconName, typeof Gauge> = {
  gauge: Gauge,
  shield: ShieldCheck,
  database: Database,
  headset: Headset,
  server: Server,
  zap: Zap,
};

function PlanCard({ plan, billingOrderUrl }: { plan: HostingPlan; billingOrderUrl: string }) {
  const headingId = `plan-${plan.productId}`;
  return (
    <li
      aria-labelledby={headingId}
      data-plan={plan.name}
      className={`relative flex flex-col rounded-3xl p-8 ${
        plan.mostPopular
          ? "bg-ink text-white shadow-2xl shadow-brand-600/30 ring-2 ring-brand-600 lg:-my-4 lg:py-12"
          : "border border-slate-200 bg-white shadow-sm"
      }`}
    >
      {plan.mostPopular && (
        <p className="absolute -top-4 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-gradient-to-r from-brand-600 to-accent-500 px-4 py-1.5 text-xs font-bold tracking-wider text-white uppercase">
          <Sparkles aria-hidden="true" className="size-3.5" />
          Most popular
        </p>
      )}
      <h3 id={headingId} className="text-xl font-bold">
        {plan.name}
      </h3>
      <p className={`mt-2 text-sm ${plan.mostPopular ? "text-slate-300" : "text-slate-600"}`}>
        {plan.summary}
      </p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className={`text-lg line-through ${plan.mostPopular ? "text-slate-400" : "text-slate-500"}`}>
          <span className="sr-only">Regular price </span>
          {formatPrice(plan.currency, plan.listPrice)}
        </span>
        <span className="text-5xl font-extrabold tracking-tight">
          <span className="sr-only">Offer price </span>
          {formatPrice(plan.currency, plan.offerPrice)}
        </span>
        <span className={plan.mostPopular ? "text-slate-300" : "text-slate-600"}>/month</span>
      </p>
      <p className={`mt-2 text-xs ${plan.mostPopular ? "text-slate-300" : "text-slate-600"}`}>
        {`Renews at ${formatPrice(plan.currency, plan.renewalPrice)}/month for 1 year. Cancel anytime.`}
      </p>
      <a
        href={planOrderUrl(billingOrderUrl, plan.productId)}
        className={`mt-8 rounded-full px-6 py-3 text-center font-semibold transition ${
          plan.mostPopular
            ? "bg-brand-600 text-white hover:bg-brand-500"
            : "bg-brand-50 text-brand-700 ring-1 ring-brand-200 hover:bg-brand-100"
        }`}
      >
        {`Choose ${plan.name}`}
        <span className="sr-only">{` plan, ${HOSTING_TERM_MONTHS} months`}</span>
      </a>
      <ul className="mt-8 space-y-3 text-sm">
        {[...plan.extras, ...allPlanFeatures].map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check
              aria-hidden="true"
              className={`size-5 shrink-0 ${plan.mostPopular ? "text-accent-400" : "text-accent-600"}`}
            />
            {feature}
          </li>
        ))}
      </ul>
    </li>
  );
}

const ctaClass =
  "inline-flex rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700";

export default function WebHostingPage() {
  const settings = useSiteSettings();
  // The prices and the "most popular" mark are staff's (Site Settings); the rest is content.
  const plans = hostingPlans.map((plan) => ({ ...plan, ...settings.hosting[plan.key] }));
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-teal-50">
        <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            {`Save up to ${hostingClaims.saveUpTo} on web hosting`}
          </p>
          <h1 className="mx-auto mt-5 max-w-4xl text-4xl leading-tight font-extrabold text-ink sm:text-6xl">
            Web hosting that is fast, secure and always on
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
            {`${hostingClaims.uptime} uptime, support that answers in ${hostingClaims.supportResponse}, a free domain with annual plans and a ${hostingClaims.refundDays}-day refund.`}
          </p>
          <a href="#plans" className={`mt-8 ${ctaClass}`}>
            Get started
          </a>
          <ul className="mt-10 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm font-medium text-slate-700">
            {[`${hostingClaims.uptime} uptime`, "Free SSL", "Daily backup", "Unmetered bandwidth"].map(
              (item) => (
                <li key={item} className="flex items-center gap-2">
                  <Check aria-hidden="true" className="size-4 text-accent-600" />
                  {item}
                </li>
              ),
            )}
          </ul>
        </div>
      </section>

      <section id="plans" aria-labelledby="plans-heading" className="scroll-mt-24 py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading eyebrow="Pricing" title="Choose your hosting plan" id="plans-heading">
            {`Prices per month on a ${HOSTING_TERM_MONTHS}-month term. All plans include unmetered bandwidth, free SSL and daily backup.`}
          </SectionHeading>
          <ul className="mt-16 grid gap-8 lg:grid-cols-3 lg:items-center">
            {plans.map((plan) => (
              <PlanCard key={plan.productId} plan={plan} billingOrderUrl={settings.links.billingOrderUrl} />
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="extras-heading" className="bg-slate-50 py-16 sm:py-24">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
          <SectionHeading
            eyebrow="Free extras"
            title="More included, at no extra cost"
            id="extras-heading"
            align="left"
          >
            Every annual plan comes with these extras, set up for you by our team.
          </SectionHeading>
          <ul className="space-y-4">
            {freeExtras.map((extra) => (
              <li
                key={extra.title}
                className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-500/10 text-accent-600">
                  <Gift aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-bold text-ink">{extra.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{extra.detail}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="included-heading" className="py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading eyebrow="Every plan" title="Included with every plan" id="included-heading" />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {includedFeatures.map((feature) => {
              const Icon = includedIcons[feature.icon];
              return (
                <li
                  key={feature.title}
                  className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-lg"
                >
                  <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-5 text-lg font-bold text-ink">{feature.title}</h3>
                  <p className="mt-2 text-slate-600">{feature.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="savings-heading" className="px-4 sm:px-6">
        <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-gradient-to-r from-brand-700 via-brand-600 to-accent-600 px-6 py-12 text-center text-white shadow-2xl sm:px-12">
          <h2 id="savings-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {`Save up to ${hostingClaims.saveUpTo} today`}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
            {`Try any plan risk-free: if you are not happy, ask for a full refund within ${hostingClaims.refundDays} days.`}
          </p>
          <a
            href="#plans"
            className="mt-8 inline-flex rounded-full bg-white px-6 py-3 font-semibold text-brand-700 shadow-lg hover:bg-brand-50"
          >
            Start Now
          </a>
          <p className="mt-4 text-sm text-brand-100">{`${hostingClaims.refundDays}-day money-back guarantee`}</p>
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="py-16 sm:py-24">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <SectionHeading eyebrow="FAQ" title="Frequently asked questions" id="faq-heading" />
          <div className="mt-12" data-testid="hosting-faq">
            <DetailsAccordion
              name="hosting-faq"
              items={hostingFaq.map((item) => ({
                title: item.question,
                body: faqAnswer(
                  item.answer,
                  plans.map((plan) => plan.renewalPrice),
                ),
              }))}
            />
          </div>
        </div>
      </section>
    </>
  );
}
