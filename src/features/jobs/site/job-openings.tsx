import { BriefcaseBusiness, Clock, MapPin, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { JobRowAnswer } from "../job.schema.ts";
import { jobTexts } from "../job.texts.ts";

/** Apply carries the job name as technology, in the URL so that a reload keeps it. */
export function applyHref(jobname: string): string {
  return `/careers/Job?${new URLSearchParams({ technology: jobname })}`;
}

type ListState =
  | { status: "loaded"; jobs: JobRowAnswer[] }
  | { status: "loading"; jobs: JobRowAnswer[] }
  | { status: "error"; message: string };

/**
 * The open jobs. The first list comes from the page's loader (server-rendered); 'Loading…' and
 * 'Error: …' belong to the refresh through GET /api/job/jobs (docs/decisions/0006).
 */
export function JobOpenings({
  initialJobs,
  initialError,
}: {
  initialJobs: JobRowAnswer[];
  initialError?: string;
}) {
  const [state, setState] = useState<ListState>(
    initialError ? { status: "error", message: initialError } : { status: "loaded", jobs: initialJobs },
  );

  async function refresh() {
    setState((current) => ({ status: "loading", jobs: current.status === "error" ? [] : current.jobs }));
    try {
      // Loaded with the first refresh: the answer's schema (zod) stays out of the page's first script.
      const { fetchJobOpenings } = await import("./fetch-job-openings.ts");
      setState({ status: "loaded", jobs: await fetchJobOpenings() });
    } catch (error) {
      setState({ status: "error", message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <div>
      <div aria-live="polite">
        {state.status === "loading" && <p className="py-6 text-center text-slate-600">{jobTexts.loading}</p>}
        {state.status === "error" && (
          <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center" role="alert">
            <p className="font-medium text-red-800">
              {jobTexts.errorPrefix}
              {state.message}
            </p>
          </div>
        )}
        {state.status === "loaded" && state.jobs.length === 0 && (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center text-slate-600">
            {jobTexts.empty}
          </p>
        )}
      </div>
      {state.status !== "error" && state.jobs.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2">
          {state.jobs.map((job) => (
            <li
              key={job.id}
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
                  <BriefcaseBusiness aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                  {job.jobname}
                </h3>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                  <span className="inline-flex items-center gap-1.5">
                    <Clock aria-hidden="true" className="size-4 text-accent-600" />
                    {job.time}
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <MapPin aria-hidden="true" className="size-4 text-accent-600" />
                    {job.location}
                  </span>
                </p>
              </div>
              <Link
                to={applyHref(job.jobname)}
                aria-label={`Apply for ${job.jobname}`}
                className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
              >
                Apply
              </Link>
            </li>
          ))}
        </ul>
      )}
      {state.status === "error" && (
        <div className="mt-4 text-center">
          <button
            type="button"
            onClick={refresh}
            className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </button>
        </div>
      )}
    </div>
  );
}
