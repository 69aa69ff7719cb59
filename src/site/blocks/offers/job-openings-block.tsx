import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { company } from "#src/content/company.ts";
import type { JobRowAnswer } from "#src/features/jobs/job.schema.ts";
import { JobOpenings, requirementLines } from "#src/features/jobs/site/job-openings.tsx";
import type { SiteSettings } from "#src/features/site-settings/site-settings.schema.ts";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { JsonLd } from "#src/site/json-ld.tsx";
import type { loader as siteLoader } from "#src/site/site-layout.tsx";
import { useSiteSettings } from "#src/site/site-settings.ts";
import type { BlockRecords } from "../block-view.ts";

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
function employmentType(time: string, type?: JobRowAnswer["employment_type"]): string {
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

/** An email address within a text. */
const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** A text with each email address in it as a mailto link ("Write to {email} and tell us…"). */
function withEmailLinks(text: string): ReactNode[] {
  return text.split(EMAIL).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
      <a key={index} className="font-medium text-brand-700 underline" href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/**
 * The open jobs of the Jobs screen (src/features/jobs/site/job-openings.tsx), each also given to
 * search engines as a JobPosting at the contact address of Site Settings. At #openings, where
 * Try again leads (JOBS_PAGE), under the heading #open-positions: a page shows it once.
 */
export function JobOpeningsBlock({
  block,
  records,
}: {
  block: BlockOf<"jobOpenings">;
  records: BlockRecords;
}) {
  const { contact } = useSiteSettings();
  const origin = useRouteLoaderData<typeof siteLoader>("site")?.links.publicOrigin ?? "";
  return (
    <>
      <section id="openings" aria-labelledby="open-positions" className="scroll-mt-24 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          {block.eyebrow && (
            <p className="text-sm font-semibold tracking-widest text-teal-700 uppercase">{block.eyebrow}</p>
          )}
          <h2 id="open-positions" className="mt-2 text-3xl font-bold text-ink sm:text-4xl">
            {block.heading}
          </h2>
          {block.text && <p className="mt-3 max-w-2xl text-slate-600">{withEmailLinks(block.text)}</p>}
          <div className="mt-8">
            <JobOpenings initialJobs={records.jobs} initialError={records.jobsError} />
          </div>
        </div>
      </section>
      {records.jobs.map((job) => (
        <JsonLd key={job.id} data={jobPostingData(job, origin, records.datePosted, contact)} />
      ))}
    </>
  );
}
