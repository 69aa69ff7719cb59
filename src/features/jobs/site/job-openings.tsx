import BriefcaseBusiness from "lucide-react/icons/briefcase-business";
import ChevronDown from "lucide-react/icons/chevron-down";
import Clock from "lucide-react/icons/clock";
import GraduationCap from "lucide-react/icons/graduation-cap";
import MapPin from "lucide-react/icons/map-pin";
import RefreshCw from "lucide-react/icons/refresh-cw";
import type { JobRowAnswer } from "../job.schema.ts";
import { EMPLOYMENT_TYPE_LABELS, jobTexts } from "../job.texts.ts";

/** The careers page, at its list: where Try again leads (and what it reloads in place). */
export const JOBS_PAGE = "/careers#openings";

/** Apply carries the job name as technology, in the URL so that a reload keeps it. */
export function applyHref(jobname: string): string {
  return `/careers/Job?${new URLSearchParams({ technology: jobname })}`;
}

/** The requirements, one a line, as list items. */
export function requirementLines(requirements: string): string[] {
  return requirements
    .split("\n")
    .map((line) => line.replace(/^[-*•]\s*/, "").trim())
    .filter(Boolean);
}

const lettersOf = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");

/** " · Contract" after the time, unless the time says it already ("Full Time" and full-time). */
function employmentTypeNote(job: JobRowAnswer): string {
  if (!job.employment_type) return "";
  const label = EMPLOYMENT_TYPE_LABELS[job.employment_type];
  return lettersOf(job.time).includes(lettersOf(label)) ? "" : ` · ${label}`;
}

/** A job's name, time, location, type and experience: the careers list's card and the apply page share it. */
export function JobFacts({ job }: { job: JobRowAnswer }) {
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4 text-accent-600" />
        {job.time}
        {employmentTypeNote(job)}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <MapPin aria-hidden="true" className="size-4 text-accent-600" />
        {job.location}
      </span>
      {job.experience && (
        <span className="inline-flex items-center gap-1.5">
          <GraduationCap aria-hidden="true" className="size-4 text-accent-600" />
          <span className="sr-only">Experience: </span>
          {job.experience}
        </span>
      )}
    </p>
  );
}

/** The description and the requirements of a job. */
export function JobDetails({ job, headingLevel = 4 }: { job: JobRowAnswer; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const lines = requirementLines(job.requirements);
  return (
    <div className="space-y-3 text-slate-700">
      {job.description && <p className="whitespace-pre-line">{job.description}</p>}
      {lines.length > 0 && (
        <div>
          <Heading className="font-semibold text-ink">Requirements</Heading>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * One opening: its facts, Apply, and its details behind a disclosure (`<details>`: the browser
 * opens and closes it, without script) when it has any.
 */
function JobOpening({ job }: { job: JobRowAnswer }) {
  const hasDetails = job.description !== "" || job.requirements.trim() !== "";
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
            <BriefcaseBusiness aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            {job.jobname}
          </h3>
          <JobFacts job={job} />
        </div>
        <a
          href={applyHref(job.jobname)}
          aria-label={`Apply for ${job.jobname}`}
          className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Apply
        </a>
      </div>
      {hasDetails && (
        <details className="group mt-3">
          {/* The name says which job: 'Show details of …', 'Hide details of …' once open. */}
          <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:underline [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">{jobTexts.showDetails}</span>
            <span className="hidden group-open:inline">{jobTexts.hideDetails}</span>
            <span className="sr-only">{` of ${job.jobname}`}</span>
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
          </summary>
          <div className="mt-3 border-t border-slate-100 pt-3">
            <JobDetails job={job} />
          </div>
        </details>
      )}
    </li>
  );
}

/**
 * The open jobs, from the page's loader (server-rendered), or 'No job openings…'. When the
 * database could not be read, 'Error: …' and Try again, a link to the page that works without
 * script; with it, Try again reloads the list in place, saying 'Loading job openings...' meanwhile
 * (src/site/islands/behaviours/job-openings.ts, docs/decisions/0006).
 */
export function JobOpenings({
  initialJobs,
  initialError,
}: {
  initialJobs: JobRowAnswer[];
  initialError?: string;
}) {
  return (
    <div data-job-openings data-behaviour={initialError ? "job-openings" : undefined}>
      <div aria-live="polite" data-job-status>
        {initialError !== undefined && (
          <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center" role="alert">
            <p className="font-medium text-red-800">
              {jobTexts.errorPrefix}
              {initialError}
            </p>
          </div>
        )}
        {initialError === undefined && initialJobs.length === 0 && (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-600">
            {jobTexts.empty}
          </p>
        )}
      </div>
      {initialError === undefined && initialJobs.length > 0 && (
        <ul className="grid items-start gap-4 md:grid-cols-2">
          {initialJobs.map((job) => (
            <JobOpening key={job.id} job={job} />
          ))}
        </ul>
      )}
      {initialError !== undefined && (
        <div className="mt-4 text-center">
          <a
            href={JOBS_PAGE}
            data-job-retry
            className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </a>
        </div>
      )}
    </div>
  );
}
