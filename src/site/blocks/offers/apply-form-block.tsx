import ArrowLeft from "lucide-react/icons/arrow-left";
import FileText from "lucide-react/icons/file-text";
import Mail from "lucide-react/icons/mail";
import { ApplyForm } from "#src/features/job-applications/site/apply-form.tsx";
import { JobDetails, JobFacts } from "#src/features/jobs/site/job-openings.tsx";
import { type FormPost, postedForm } from "#src/lib/form-post.ts";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { Island } from "#src/site/islands/island.tsx";
import { useSiteSettings } from "#src/site/site-settings.ts";
import { BlockLink } from "../block-link.tsx";
import { applyHeading } from "../block-records.ts";
import type { BlockRecords } from "../block-view.ts";

/**
 * The job application: the page's heading (with the job applied for, which the careers page's
 * Apply button puts in the URL), that job's details when it is open, notes, and the form (the
 * `apply-form` island). Without JavaScript the form posts to its page as multipart
 * (src/features/job-applications/job-application.form.ts), whose answer is `post`.
 */
export function ApplyFormBlock({
  block,
  applying,
  post,
}: {
  block: BlockOf<"applyForm">;
  applying: BlockRecords["applying"];
  post: FormPost | null;
}) {
  const { contact } = useSiteSettings();
  const { technology, job } = applying;
  const posted = postedForm(post, "apply");
  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-teal-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_2fr] lg:py-20">
        <div>
          {block.backLabel && block.backHref && (
            <BlockLink
              href={block.backHref}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {block.backLabel}
            </BlockLink>
          )}
          <h1 className="mt-4 text-4xl leading-tight font-extrabold text-ink">
            {applyHeading(block, technology)}
          </h1>
          {block.intro && <p className="mt-4 text-lg text-slate-600">{block.intro}</p>}
          {job && (
            <section
              aria-labelledby="applying-for"
              className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 id="applying-for" className="text-lg font-semibold text-ink">
                {block.jobHeading} {job.jobname}
              </h2>
              <JobFacts job={job} />
              <div className="mt-3">
                <JobDetails job={job} headingLevel={3} />
              </div>
            </section>
          )}
          {(block.resumeNote || block.questionsNote) && (
            <ul className="mt-8 space-y-4 text-slate-700">
              {block.resumeNote && (
                <li className="flex gap-3">
                  <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  {block.resumeNote}
                </li>
              )}
              {block.questionsNote && (
                <li className="flex gap-3">
                  <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  <span>
                    {block.questionsNote}{" "}
                    <a className="font-medium text-brand-700 underline" href={`mailto:${contact.email}`}>
                      {contact.email}
                    </a>
                    .
                  </span>
                </li>
              )}
            </ul>
          )}
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8">
          <h2 className="mb-6 text-xl font-semibold text-ink">{block.formHeading}</h2>
          <Island key={technology} name="apply-form" props={{ initialTechnology: technology, post: posted }}>
            <ApplyForm initialTechnology={technology} post={posted} />
          </Island>
        </div>
      </div>
    </section>
  );
}
