import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { ContactForm } from "#src/features/contact-messages/site/contact-form.tsx";
import { telHref } from "#src/features/site-settings/site-settings.display.ts";
import { type FormPost, postedForm } from "#src/lib/form-post.ts";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { Island } from "#src/site/islands/island.tsx";
import { useSiteSettings } from "#src/site/site-settings.ts";

const cardClass =
  "group flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md";
const iconClass =
  "flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-accent-500 text-white";

/** The note, with the words staff chose in bold (their first occurrence); all of it plain when absent. */
function Note({ text, highlight }: { text: string; highlight: string }) {
  const at = highlight ? text.indexOf(highlight) : -1;
  if (at < 0) return <span>{text}</span>;
  return (
    <span>
      {text.slice(0, at)}
      <strong className="text-accent-400">{highlight}</strong>
      {text.slice(at + highlight.length)}
    </span>
  );
}

/**
 * The contact page's section: its heading, a card each for the email, the main phone and the office
 * (their values from Site Settings, the labels the block's), a note, and the contact form (an
 * island; without JavaScript it posts to its page, whose answer is `post`). The cards and the form
 * share one grid, so one block holds both.
 */
export function ContactCardsBlock({
  block,
  post,
}: {
  block: BlockOf<"contactCards">;
  post: FormPost | null;
}) {
  const { contact } = useSiteSettings();
  const posted = postedForm(post, "contact");
  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-teal-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
        <div className="max-w-3xl">
          {block.eyebrow && (
            <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
              {block.eyebrow}
            </p>
          )}
          <h1 className="mt-5 text-4xl leading-tight font-extrabold text-ink sm:text-5xl">{block.heading}</h1>
          {block.intro && <p className="mt-5 text-lg text-slate-600">{block.intro}</p>}
        </div>

        <div className="mt-12 grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div className="space-y-4">
            <a href={`mailto:${contact.email}`} className={cardClass}>
              <span aria-hidden="true" className={iconClass}>
                <Mail className="size-5" />
              </span>
              <span>
                <span className="block text-sm font-medium text-slate-600">{block.emailLabel}</span>
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
                <span className="block text-sm font-medium text-slate-600">{block.phoneLabel}</span>
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
                <span className="block text-sm font-medium text-slate-600">{block.officeLabel}</span>
                <span className="mt-0.5 block font-semibold text-ink group-hover:text-brand-700">
                  {contact.city}, {contact.region}
                </span>
                <span className="mt-0.5 block text-sm text-slate-600">
                  {contact.street}, {contact.postalCode}
                </span>
              </span>
            </a>
            {block.note && (
              <p className="flex items-center gap-3 rounded-2xl bg-ink p-5 text-white">
                <Clock aria-hidden="true" className="size-6 shrink-0 text-accent-400" />
                <Note text={block.note} highlight={block.noteHighlight} />
              </p>
            )}
          </div>
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8">
            <h2 className="text-xl font-semibold text-ink">{block.formHeading}</h2>
            <p className="mt-1 mb-6 text-sm text-slate-600">{block.formIntro}</p>
            <Island name="contact-form" props={{ post: posted }}>
              <ContactForm post={posted} />
            </Island>
          </div>
        </div>
      </div>
    </section>
  );
}
