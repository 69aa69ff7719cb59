import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { company } from "#src/content/company.ts";
import { ContactForm } from "#src/features/contact-messages/site/contact-form.tsx";
import { telHref } from "#src/features/site-settings/site-settings.display.ts";
import { postedForm } from "#src/lib/form-post.ts";
import { answerFormPost } from "#src/lib/form-post-route.ts";
import { Island } from "../islands/island.tsx";
import { pageMeta } from "../seo.ts";
import { useSiteSettings } from "../site-settings.ts";
import type { Route } from "./+types/contact-page";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    path: "/contact",
    title: `Contact Us | ${company.name}`,
    description: `Talk to ${company.name} in Ahmedabad, Gujarat about your web, app, cloud or IT project. Email, call or send us a message: we reply within 24 hours.`,
  });
}

/** The contact form posted without JavaScript (src/server/form-posts.ts). */
export function action({ context }: Route.ActionArgs) {
  return answerFormPost(context, "contact");
}

const cardClass =
  "group flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md";
const iconClass =
  "flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-accent-500 text-white";

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const { contact } = useSiteSettings();
  const post = postedForm(actionData, "contact");
  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-teal-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
        <div className="max-w-3xl">
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            Contact us
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-extrabold text-ink sm:text-5xl">
            Let&apos;s talk about your next project
          </h1>
          <p className="mt-5 text-lg text-slate-600">
            Whether you need a new product, a second pair of hands on an existing one, or advice on your cloud
            and security, tell us where you are and we will suggest a way forward.
          </p>
        </div>

        <div className="mt-12 grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div className="space-y-4">
            <a href={`mailto:${contact.email}`} className={cardClass}>
              <span aria-hidden="true" className={iconClass}>
                <Mail className="size-5" />
              </span>
              <span>
                <span className="block text-sm font-medium text-slate-600">Email us</span>
                <span className="mt-0.5 block font-semibold break-all text-ink group-hover:text-brand-700">
                  {contact.email}
                </span>
              </span>
            </a>
            <a href={telHref(contact.primaryPhone)} className={cardClass}>
              <span aria-hidden="true" className={iconClass}>
                <Phone className="size-5" />
              </span>
              <span>
                <span className="block text-sm font-medium text-slate-600">Call us</span>
                <span className="mt-0.5 block font-semibold text-ink group-hover:text-brand-700">
                  {contact.primaryPhone}
                </span>
              </span>
            </a>
            <a href={contact.mapUrl} target="_blank" rel="noopener noreferrer" className={cardClass}>
              <span aria-hidden="true" className={iconClass}>
                <MapPin className="size-5" />
              </span>
              <span>
                <span className="block text-sm font-medium text-slate-600">
                  Visit us (opens a map in a new tab)
                </span>
                <span className="mt-0.5 block font-semibold text-ink group-hover:text-brand-700">
                  {contact.city}, {contact.region}
                </span>
                <span className="mt-0.5 block text-sm text-slate-600">
                  {contact.street}, {contact.postalCode}
                </span>
              </span>
            </a>
            <p className="flex items-center gap-3 rounded-2xl bg-ink p-5 text-white">
              <Clock aria-hidden="true" className="size-6 shrink-0 text-accent-400" />
              <span>
                We reply to every message within <strong className="text-accent-400">24 hours</strong>.
              </span>
            </p>
          </div>
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8">
            <h2 className="text-xl font-semibold text-ink">Send us a message</h2>
            <p className="mt-1 mb-6 text-sm text-slate-600">Fields marked * are required.</p>
            <Island name="contact-form" props={{ post }}>
              <ContactForm post={post} />
            </Island>
          </div>
        </div>
      </div>
    </section>
  );
}
