import { getJson, TransportError } from "#src/lib/api-client.ts";
import type { JobRowAnswer } from "../job.schema.ts";
import { jobTexts } from "../job.texts.ts";

export const JOBS_URL = "/api/job/jobs";

function isJob(value: unknown): value is JobRowAnswer {
  if (typeof value !== "object" || value === null) return false;
  const job = value as Record<string, unknown>;
  return (
    typeof job.id === "number" &&
    typeof job.jobname === "string" &&
    typeof job.time === "string" &&
    typeof job.location === "string"
  );
}

/**
 * Spec §7: GET /api/job/jobs answers either `{ success, data: [...] }` or a bare array.
 * Anything else is 'Unexpected API response format' (spec §8).
 */
export function readJobsAnswer(body: unknown): JobRowAnswer[] {
  const list = Array.isArray(body)
    ? body
    : typeof body === "object" && body !== null && Array.isArray((body as { data?: unknown }).data)
      ? (body as { data: unknown[] }).data
      : undefined;
  if (!list?.every(isJob)) throw new Error(jobTexts.unexpectedFormat);
  return list;
}

/** The client-side refresh of the job list (decision 0006). Throws with the message to show after 'Error: '. */
export async function fetchJobOpenings(): Promise<JobRowAnswer[]> {
  let answer: Awaited<ReturnType<typeof getJson<unknown>>>;
  try {
    answer = await getJson<unknown>(JOBS_URL);
  } catch (error) {
    throw new Error(
      error instanceof TransportError ? "Network error, please check your connection" : String(error),
    );
  }
  if (!answer.ok) throw new Error(jobTexts.httpError.replace("{code}", String(answer.status)));
  return readJobsAnswer(answer.body);
}
