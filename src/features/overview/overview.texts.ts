// The overview's words, free of zod so that a screen can show them without loading the schemas.
// The schema module re-exports them; tests import them.

import { SUBMISSION_KIND_LABELS, SUBMISSION_STATUS_LABELS } from "#src/lib/submissions.ts";

/** The periods a screen offers, besides a custom one (`from`/`to`). */
export const OVERVIEW_PERIODS = ["7d", "30d", "90d", "12m"] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];
export const DEFAULT_PERIOD: OverviewPeriod = "30d";

/** A custom period spans at most this many days (two years and a day). */
export const MAX_PERIOD_DAYS = 731;
/** Periods up to this many days are counted per day, longer ones per week (Monday to Sunday). */
export const MAX_DAILY_DAYS = 92;
/** A lead still `new` after this many hours is overdue: the contact page promises a reply within a day. */
export const OPEN_LEAD_HOURS = 24;
/** The overdue leads listed, longest waiting first (the total counts them all). */
export const OPEN_LEADS_LISTED = 100;
/** The jobs the pipeline shows, most applicants first (`all` counts every job). */
export const PIPELINE_JOBS = 20;

/** The charts that can be downloaded as CSV (`format=csv&chart=…`). */
export const OVERVIEW_CHARTS = [
  "submissions",
  "hire_categories",
  "response_times",
  "pipeline",
  "open_leads",
] as const;
export type OverviewChart = (typeof OVERVIEW_CHARTS)[number];

/** The applicant pipeline's stages, in order: an applicant who reached one reached those before it. */
export const PIPELINE_STAGES = ["new", "screening", "interview", "offer", "hired"] as const;

export const overviewTexts = {
  title: "Overview",
  description:
    "Leads and hiring at a glance: what came in, how fast the team answered, and how far applicants got.",
  fetchFailed: "Failed to load the overview",
  downloadCsv: "Download CSV",
  downloading: "Downloading...",
  downloadFailed: "The download failed",
  periodLabel: "Period",
  periodLabels: {
    "7d": "Last 7 days",
    "30d": "Last 30 days",
    "90d": "Last 90 days",
    "12m": "Last 12 months",
    custom: "Custom",
  },
  fromLabel: "From",
  toLabel: "To",
  apply: "Show",
  showTable: "Show the numbers as a table",
  submissionsTitle: "Submissions",
  hireCategoriesTitle: "Hire requests by category",
  responseTitle: "Response times",
  responseNote:
    "From arrival to the first status change, and to done (applications: to hired or rejected), for what arrived in the period.",
  pipelineTitle: "Applicant pipeline",
  pipelineNote: "How many applicants of the period reached each stage (or a later one).",
  allJobs: "All jobs",
  jobLabel: "Job",
  openLeadsTitle: "Open leads waiting over a day",
  openLeadsNote:
    "Contact messages, hire requests and cloud VPS enquiries still new after 24 hours, whatever the period.",
  noOpenLeads: "No lead has waited over a day. Well done.",
  noApplicants: "No applicants in this period.",
  kindLabels: SUBMISSION_KIND_LABELS,
  kindPlurals: {
    contact: "contact messages",
    hire: "hire requests",
    cloud_vps: "cloud VPS enquiries",
    application: "job applications",
  },
  statusLabels: SUBMISSION_STATUS_LABELS,
  stageLabels: {
    new: "Applied",
    screening: "Screening",
    interview: "Interview",
    offer: "Offer",
    hired: "Hired",
  },
} as const;
