import ArrowLeft from "lucide-react/icons/arrow-left";
import FileText from "lucide-react/icons/file-text";
import Mail from "lucide-react/icons/mail";
import { Link } from "react-router";
import { company } from "#src/content/company.ts";
import { ApplyForm } from "#src/features/job-applications/site/apply-form.tsx";
import type { JobRowAnswer } from "#src/features/jobs/job.schema.ts";
import { JobDetails, JobFacts } from "#src/features/jobs/site/job-openings.tsx";
import { postedForm } from "#src/lib/form-post.ts";
import { answerFormPost } from "#src/lib/form-post-route.ts";
import { Island } from "#src/site/islands/island.tsx";
import { pageDataContext } from "#src/site/page-data.ts";
import { pageMeta } from "../seo.ts";
import { useSiteSettings } from "../site-settings.ts";
import type { Route } from "./+types/apply-page";

/**
 * The job chosen on the careers page travels in the URL, so a reload keeps it; when it names an
 * open job, the page shows that job (a closed or unknown one: the form alone).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const technology = new URL(request.url).searchParams.get("technology")?.trim().slice(0, 120) ?? "";
  let job: JobRowAnswer | undefined;
  if (technology) {
    try {
      job = (await context.get(pageDataContext).listJobs()).find((open) => open.jobname === technology);
    } catch {
      // The form works without the job's details.
    }
  }
  return { technology, job: job ?? null };
}

/** The application posted without JavaScript (src/server/form-posts.ts). */
export function action({ context }: Route.ActionArgs) {
  return answerFormPost(context, "apply");
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const role = loaderData?.technology;
  return pageMeta({
    matches,
    // Both /careers/Job and /careers/job render this page; the lowercase one is canonical.
    path: "/careers/job",
    title: role ? `Apply for ${role} | ${company.name}` : `Apply for a job | ${company.name}`,
    description: `Apply to ${company.name} in Ahmedabad: send your details and resume (PDF, DOC or DOCX) and our team will get back to you within five working days.`,
  });
}

export default function ApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { contact } = useSiteSettings();
  const { technology, job } = loaderData;
  const post = postedForm(actionData, "apply");
  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-teal-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_2fr] lg:py-20">
        <div>
          <Link
            to="/careers#openings"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            All openings
          </Link>
          <h1 className="mt-4 text-4xl leading-tight font-extrabold text-ink">
            {technology ? `Apply for ${technology}` : "Apply for a job"}
          </h1>
          <p className="mt-4 text-lg text-slate-600">
            Tell us about yourself and attach your resume. A lead from the team you would join reads every
            application.
          </p>
          {job && (
            <section
              aria-labelledby="applying-for"
              className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 id="applying-for" className="text-lg font-semibold text-ink">
                The job: {job.jobname}
              </h2>
              <JobFacts job={job} />
              <div className="mt-3">
                <JobDetails job={job} headingLevel={3} />
              </div>
            </section>
          )}
          <ul className="mt-8 space-y-4 text-slate-700">
            <li className="flex gap-3">
              <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
              Resume as PDF, DOC or DOCX, up to 10 MB.
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
              <span>
                Questions about a role? Write to{" "}
                <a className="font-medium text-brand-700 underline" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
                .
              </span>
            </li>
          </ul>
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8">
          <h2 className="mb-6 text-xl font-semibold text-ink">Your application</h2>
          <Island key={technology} name="apply-form" props={{ initialTechnology: technology, post }}>
            <ApplyForm initialTechnology={technology} post={post} />
          </Island>
        </div>
      </div>
    </section>
  );
}
