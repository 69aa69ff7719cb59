import { z } from "zod";
import { getJson, TransportError } from "#src/lib/api-client.ts";
import { type JobRowAnswer, jobRow } from "../job.schema.ts";
import { jobTexts } from "../job.texts.ts";

export const JOBS_URL = "/api/job/jobs";

/** GET /api/job/jobs answers `{ success, data: [...] }`; a bare array is read too. */
const jobsAnswer = z.union([
  z.array(jobRow),
  z.object({ data: z.array(jobRow) }).transform(({ data }) => data),
]);

/** The jobs of an answer; anything else is 'Unexpected API response format'. */
export function readJobsAnswer(body: unknown): JobRowAnswer[] {
  const parsed = jobsAnswer.safeParse(body);
  if (!parsed.success) throw new Error(jobTexts.unexpectedFormat);
  return parsed.data;
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
