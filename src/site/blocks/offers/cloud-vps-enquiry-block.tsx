import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { CloudVpsForm } from "#src/features/cloud-vps/site/cloud-vps-form.tsx";
import { type FormPost, postedForm } from "#src/lib/form-post.ts";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { Island } from "#src/site/islands/island.tsx";
import { SectionHeading } from "../section-heading.tsx";

/**
 * A heading and contacts beside the cloud VPS enquiry form (the `cloud-vps-form` island). Without
 * JavaScript the form posts to its page (src/features/cloud-vps/cloud-vps.form.ts), whose answer
 * is `post`.
 */
export function CloudVpsEnquiryBlock({
  block,
  post,
}: {
  block: BlockOf<"cloudVpsEnquiry">;
  post: FormPost | null;
}) {
  const posted = postedForm(post, "cloud-vps");
  return (
    <section id={block.id} aria-labelledby={`${block.id}-heading`} className="scroll-mt-24 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr]">
        <div>
          <SectionHeading
            eyebrow={block.eyebrow || undefined}
            title={block.heading}
            id={`${block.id}-heading`}
            align="left"
          >
            {block.intro || undefined}
          </SectionHeading>
          {block.contacts.length > 0 && (
            <ul className="mt-8 space-y-4">
              {block.contacts.map((contact) => {
                const Icon = contact.icon === "mail" ? Mail : Phone;
                return (
                  <li
                    key={`${contact.label} ${contact.value}`}
                    className="flex items-center gap-4 rounded-2xl border border-slate-200 p-4"
                  >
                    <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <div>
                      <p className="text-sm text-slate-600">{contact.label}</p>
                      <p
                        className={
                          contact.icon === "mail"
                            ? "font-semibold break-all text-ink"
                            : "font-semibold text-ink"
                        }
                      >
                        {contact.value}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8">
          <Island name="cloud-vps-form" props={{ post: posted }}>
            <CloudVpsForm post={posted} />
          </Island>
        </div>
      </div>
    </section>
  );
}
