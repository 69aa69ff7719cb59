import Activity from "lucide-react/icons/activity";
import ArrowRight from "lucide-react/icons/arrow-right";
import DatabaseBackup from "lucide-react/icons/database-backup";
import Gauge from "lucide-react/icons/gauge";
import Headset from "lucide-react/icons/headset";
import Lock from "lucide-react/icons/lock";
import Mail from "lucide-react/icons/mail";
import Network from "lucide-react/icons/network";
import Phone from "lucide-react/icons/phone";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Server from "lucide-react/icons/server";
import ShieldCheck from "lucide-react/icons/shield-check";
import TrendingUp from "lucide-react/icons/trending-up";
import { type ManagedServiceIconName, managedServices, vpsProviders } from "#src/content/cloud-vps.ts";
import { company } from "#src/content/company.ts";
import { CloudVpsForm } from "#src/features/cloud-vps/site/cloud-vps-form.tsx";
import { postedForm } from "#src/lib/form-post.ts";
import { answerFormPost } from "#src/lib/form-post-route.ts";
import { SectionHeading } from "#src/site/blocks/section-heading.tsx";
import { TechTile } from "#src/site/blocks/tech-tile.tsx";
import { Island } from "#src/site/islands/island.tsx";
import { pageMeta } from "#src/site/seo.ts";
import type { Route } from "./+types/cloud-vps-page";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    path: "/cloudVps",
    title: `Managed Cloud VPS | ${company.name}`,
    description:
      "Managed cloud VPS on AWS, Google Cloud, Azure, Oracle, Linode, DigitalOcean, Vultr, Utho and Hetzner: setup, hardening, 24/7 monitoring, backups and support.",
  });
}

const icons: Record<ManagedServiceIconName, typeof Server> = {
  server: Server,
  shield: ShieldCheck,
  activity: Activity,
  database: DatabaseBackup,
  refresh: RefreshCw,
  gauge: Gauge,
  lock: Lock,
  network: Network,
  headset: Headset,
  trending: TrendingUp,
};

/** The enquiry form posted without JavaScript (src/server/form-posts.ts). */
export function action({ context }: Route.ActionArgs) {
  return answerFormPost(context, "cloud-vps");
}

export default function CloudVpsPage({ actionData }: Route.ComponentProps) {
  const post = postedForm(actionData, "cloud-vps");
  return (
    <>
      <section className="relative overflow-hidden bg-ink text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_10%_10%,rgba(79,70,229,0.55),transparent_50%),radial-gradient(circle_at_90%_80%,rgba(20,184,166,0.35),transparent_45%)]"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-400 ring-1 ring-white/15">
            Cloud VPS
          </p>
          <h1 className="mt-5 max-w-4xl text-4xl leading-tight font-extrabold sm:text-5xl">
            Managed cloud VPS on the provider you choose
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-300">
            Keep the flexibility and price of a cloud VPS, without the late-night patching. Our engineers set
            up, secure, monitor and back up your servers on nine leading clouds.
          </p>
          <a
            href="#enquiry"
            className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/30 hover:bg-brand-500"
          >
            Request a quote
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
        </div>
      </section>

      <section aria-labelledby="managed-heading" className="py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            eyebrow="Managed services"
            title="Everything your servers need, handled"
            id="managed-heading"
          >
            Ten services included in every managed VPS plan.
          </SectionHeading>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
            {managedServices.map((service) => {
              const Icon = icons[service.icon];
              return (
                <li
                  key={service.title}
                  className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-1 hover:shadow-lg"
                >
                  <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="mt-4 font-bold text-ink">{service.title}</h3>
                  <p className="mt-2 text-sm text-slate-600">{service.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="providers-heading" className="bg-slate-50 py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading eyebrow="Supported providers" title="We manage servers on" id="providers-heading" />
          <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-9">
            {vpsProviders.map((provider) => (
              <li key={provider.name}>
                <TechTile name={provider.name} monogram={provider.monogram} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="enquiry" aria-labelledby="enquiry-heading" className="scroll-mt-24 py-16 sm:py-24">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr]">
          <div>
            <SectionHeading
              eyebrow="Get in touch"
              title="Tell us about your servers"
              id="enquiry-heading"
              align="left"
            >
              Share your requirements and a cloud engineer will send you a proposal within one working day.
            </SectionHeading>
            <ul className="mt-8 space-y-4">
              <li className="flex items-center gap-4 rounded-2xl border border-slate-200 p-4">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                  <Phone aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <p className="text-sm text-slate-600">Support phone</p>
                  <p className="font-semibold text-ink">{company.supportPhone}</p>
                </div>
              </li>
              <li className="flex items-center gap-4 rounded-2xl border border-slate-200 p-4">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                  <Mail aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <p className="text-sm text-slate-600">Support email</p>
                  <p className="font-semibold break-all text-ink">{company.supportEmail}</p>
                </div>
              </li>
            </ul>
          </div>
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8">
            <Island name="cloud-vps-form" props={{ post }}>
              <CloudVpsForm post={post} />
            </Island>
          </div>
        </div>
      </section>
    </>
  );
}
