import { statusesOf } from "#src/lib/submissions.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import type { SubmissionSource } from "#src/platform/submissions.ts";
import { removeQueuedFiles } from "#src/platform/uploads/file-removals.ts";
import { SPAM_KEPT_DAYS } from "../inbox.schema.ts";
import { analyzeSubmissions, deleteSubmissions, receivedBefore, spamSince } from "./inbox.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the inbox keeps no longer: job applications received more than `retentionDays` ago, with
 * their resume files (when a retention is set), and submissions that have been spam for
 * SPAM_KEPT_DAYS (received that long ago, and no status change since). Notes and history go
 * with them. Files are removed after the rows are gone, with every private file a delete queued
 * (src/platform/uploads/file-removals.ts).
 */
export async function purgeExpired(
  context: ApiContext,
  sources: SubmissionSource[],
  retentionDays: number | null,
): Promise<{ applications: number; resumes: number; spam: number }> {
  const now = context.now().getTime();
  let applications = 0;
  let resumes = 0;
  let spam = 0;
  if (retentionDays !== null) {
    const cutoff = new Date(now - retentionDays * DAY_MS);
    for (const source of sources.filter((candidate) => candidate.kind === "application")) {
      const gone = await deleteSubmissions(context.db, source, receivedBefore(source, cutoff));
      applications += gone.length;
      for (const row of gone) {
        if (!row.file) continue;
        await context.resumes.remove(row.file);
        resumes++;
      }
    }
  }
  const spamCutoff = new Date(now - SPAM_KEPT_DAYS * DAY_MS);
  for (const source of sources.filter((candidate) => statusesOf(candidate.kind).includes("spam"))) {
    spam += (await deleteSubmissions(context.db, source, spamSince(source, spamCutoff))).length;
  }
  // The attachments of the answers that went with them, and any a crash left queued.
  await removeQueuedFiles(context.db, context.resumes.storage);
  await refreshStatistics(context, sources);
  return { applications, resumes, spam };
}

/**
 * The planner's statistics of the submission tables, brought up to date once a day: PGlite has
 * no autovacuum, so without this a table that grew from a few rows to thousands would still be
 * planned as tiny (PostgreSQL's autovacuum does it too; one more ANALYZE a day costs little).
 */
async function refreshStatistics(context: ApiContext, sources: SubmissionSource[]) {
  try {
    await analyzeSubmissions(context.db, sources);
  } catch {
    // Statistics are an optimisation: a failure here must not fail the purge.
  }
}
