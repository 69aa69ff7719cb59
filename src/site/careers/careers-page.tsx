import ArrowRight from "lucide-react/icons/arrow-right";
import CheckCircle2 from "lucide-react/icons/circle-check";
import { data } from "react-router";
import { careerPerks, hiringSteps } from "#src/content/careers.ts";
import { company } from "#src/content/company.ts";
import type { JobRowAnswer } from "#src/features/jobs/job.schema.ts";
import { JobOpenings, requirementLines } from "#src/features/jobs/site/job-openings.tsx";
import type { SiteSettings } from "#src/features/site-settings/site-settings.schema.ts";
import { pageDataContext } from "#src/site/page-data.ts";
import { JsonLd } from "../json-ld.tsx";
import { originFrom, pageMeta } from "../seo.ts";
import { useSiteSettings } from "../site-settings.ts";
import type { Route } from "./+types/careers-page";

/** Shown after 'Error: ' when the database cannot be read while rendering (decision 0006). */
export const JOBS_UNAVAILABLE = "Job openings could not be loaded";

export async function loader({ context }: Route.LoaderArgs) {
  const pageData = context.get(pageDataContext);
  try {
    return {
      jobs: await pageData.listJobs(),
      error: undefined,
      datePosted: new Date().toISOString().slice(0, 10),
    };
  } catch {
    return data({ jobs: [] as JobRowAnswer[], error: JOBS_UNAVAILABLE, datePosted: "" }, { status: 503 });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    path: "/careers",
    title: `Careers | ${company.name}`,
    description: `Open jobs at ${company.name}, Ahmedabad: React, Node.js, Flutter, UI/UX and DevOps roles, our six-step hiring process, and how to apply with your resume.`,
  });
}

const SCHEMA_EMPLOYMENT_TYPES = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
} as const;

/**
 * schema.org employmentType: the job's employment type when staff set one, else read from the
 * free-text time field ("Full Time", "Contract (6 months)").
 */
export function employmentType(time: string, type?: JobRowAnswer["employment_type"]): string {
  if (type) return SCHEMA_EMPLOYMENT_TYPES[type];
  const value = time.toLowerCase();
  if (value.includes("part")) return "PART_TIME";
  if (value.includes("contract")) return "CONTRACTOR";
  if (value.includes("intern")) return "INTERN";
  if (value.includes("temp")) return "TEMPORARY";
  if (value.includes("full")) return "FULL_TIME";
  return "OTHER";
}

/** The posting's description: what staff wrote, with its requirements, or a sentence made from its facts. */
function jobPostingDescription(job: JobRowAnswer): string {
  const lines = requirementLines(job.requirements);
  const text = [job.description, lines.length > 0 ? `Requirements: ${lines.join("; ")}.` : ""]
    .filter(Boolean)
    .join("\n\n");
  return text || `${job.jobname} (${job.time}) at ${company.name}, ${job.location}.`;
}

function jobPostingData(
  job: JobRowAnswer,
  origin: string,
  datePosted: string,
  contact: SiteSettings["contact"],
) {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.jobname,
    description: jobPostingDescription(job),
    datePosted,
    employmentType: employmentType(job.time, job.employment_type),
    ...(job.experience ? { experienceRequirements: job.experience } : {}),
    ...(job.requirements.trim() ? { qualifications: requirementLines(job.requirements).join("; ") } : {}),
    hiringOrganization: {
      "@type": "Organization",
      name: company.name,
      sameAs: origin,
      logo: `${origin}/brand/logo.svg`,
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: contact.street,
        addressLocality: contact.city,
        addressRegion: contact.region,
        postalCode: contact.postalCode,
        addressCountry: "IN",
      },
    },
    ...(/remote/i.test(job.location)
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: "India" },
        }
      : {}),
    url: `${origin}/careers/job?${new URLSearchParams({ technology: job.jobname })}`,
  };
}

export default function CareersPage({ loaderData, matches }: Route.ComponentProps) {
  const { jobs, error, datePosted } = loaderData;
  const origin = originFrom(matches);
  const { contact } = useSiteSettings();
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-teal-50">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[3fr_2fr] lg:py-20">
          <div>
            <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
              Careers at {company.shortName}
            </p>
            <h1 className="mt-5 max-w-3xl text-4xl leading-tight font-extrabold text-ink sm:text-5xl">
              Build software that matters, with a team that has your back.
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-slate-600">
              We are a growing team of engineers, designers and marketers in {contact.city}. Join us to work
              on real products for clients in logistics, healthcare, retail and finance, with mentors who
              review your code and a clear path to grow.
            </p>
            <ul className="mt-6 grid max-w-3xl gap-2 sm:grid-cols-2">
              {careerPerks.map((perk) => (
                <li key={perk} className="flex items-start gap-2 text-slate-700">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  {perk}
                </li>
              ))}
            </ul>
            <a
              href="#openings"
              className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700"
            >
              See open positions
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
          </div>
          <div aria-hidden="true" className="relative hidden lg:block">
            <div className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-tr from-brand-200/60 to-teal-200/60 blur-2xl" />
            <div className="relative grid grid-cols-2 gap-4">
              <div className="rounded-3xl bg-white p-6 shadow-xl">
                <p className="text-4xl font-extrabold text-brand-600">{jobs.length}</p>
                <p className="mt-1 text-sm text-slate-600">open positions</p>
              </div>
              <div className="mt-10 rounded-3xl bg-ink p-6 text-white shadow-xl">
                <p className="text-4xl font-extrabold text-accent-400">5 days</p>
                <p className="mt-1 text-sm text-slate-300">to hear back on your resume</p>
              </div>
              <div className="rounded-3xl bg-white p-6 shadow-xl">
                <p className="text-4xl font-extrabold text-ink">{hiringSteps.length}</p>
                <p className="mt-1 text-sm text-slate-600">clear hiring steps</p>
              </div>
              <div className="mt-10 rounded-3xl bg-brand-600 p-6 text-white shadow-xl">
                <p className="text-4xl font-extrabold">1 week</p>
                <p className="mt-1 text-sm text-brand-100">from interview to decision</p>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="hiring-process" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <p className="text-sm font-semibold tracking-widest text-teal-700 uppercase">How we hire</p>
        <h2 id="hiring-process" className="mt-2 text-3xl font-bold text-ink sm:text-4xl">
          Our hiring process
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {hiringSteps.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
            >
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-accent-500 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="openings" aria-labelledby="open-positions" className="scroll-mt-24 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <p className="text-sm font-semibold tracking-widest text-teal-700 uppercase">Open positions</p>
          <h2 id="open-positions" className="mt-2 text-3xl font-bold text-ink sm:text-4xl">
            Current job openings
          </h2>
          <p className="mt-3 max-w-2xl text-slate-600">
            Pick a role and apply with your resume. Do not see your role? Write to{" "}
            <a className="font-medium text-brand-700 underline" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>{" "}
            and tell us what you would like to build.
          </p>
          <div className="mt-8">
            <JobOpenings initialJobs={jobs} initialError={error} />
          </div>
        </div>
      </section>
      {jobs.map((job) => (
        <JsonLd key={job.id} data={jobPostingData(job, origin, datePosted, contact)} />
      ))}
    </>
  );
}
