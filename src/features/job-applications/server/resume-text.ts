import { eq, sql } from "drizzle-orm";
import type { ApiContext } from "#src/platform/api-context.ts";
import type { ExtractedText, TextExtractor } from "#src/platform/uploads/text-extractor.ts";
import { jobApplications } from "./job-applications.table.ts";

/**
 * Reads the text of applications' resumes after they are saved, so the inbox's search finds a
 * candidate by what the resume says (docs/decisions/0040-resume-text-search.md). The queue is the
 * table itself: rows `pending` (new ones, and every older one once the migration added the
 * column), taken one at a time with `FOR UPDATE SKIP LOCKED`, so several instances on one
 * PostgreSQL share the work and none reads a file twice. A row taken by an instance that died is
 * taken again after LEASE_MS; after MAX_ATTEMPTS takes it is marked failed, never retried forever.
 * Reading never blocks or fails an application: the answer was sent before.
 */

const LEASE_MS = 2 * 60_000;
const MAX_ATTEMPTS = 3;
/** How often the reader looks for work besides being woken by a new application. */
const POLL_MS = 60_000;

interface Logger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface ResumeTextReader {
  /** A new application was saved: read its resume soon. */
  wake(): void;
  /** Reads until nothing is pending; answers how many resumes were read (tests, and the start). */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

type Claimed = { id: number; resume: string; resume_type: string; resume_text_attempts: number };

async function claimNext(context: ApiContext): Promise<Claimed | undefined> {
  const now = context.now();
  const leaseEnded = new Date(now.getTime() - LEASE_MS);
  const { rows } = await context.db.execute<Claimed>(sql`
    update ${jobApplications}
    set resume_text_state = 'reading', resume_text_attempts = resume_text_attempts + 1,
      resume_text_claimed_at = ${now.toISOString()}::timestamptz
    where id = (
      select id from ${jobApplications}
      where resume_text_state = 'pending'
        or (resume_text_state = 'reading' and resume_text_claimed_at < ${leaseEnded.toISOString()}::timestamptz)
      order by id limit 1 for update skip locked
    )
    returning id, resume, resume_type, resume_text_attempts`);
  return rows[0];
}

async function settle(context: ApiContext, id: number, read: ExtractedText) {
  await context.db
    .update(jobApplications)
    .set(
      read.outcome === "text"
        ? { resumeText: read.text, resumeTextState: "done", resumeTextClaimedAt: null }
        : { resumeText: null, resumeTextState: read.outcome, resumeTextClaimedAt: null },
    )
    .where(eq(jobApplications.id, id));
}

export function startResumeTextReader(
  context: ApiContext,
  extractor: TextExtractor,
  log: Logger,
): ResumeTextReader {
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function readOne(): Promise<boolean> {
    const claimed = await claimNext(context);
    if (!claimed) return false;
    if (claimed.resume_text_attempts > MAX_ATTEMPTS) {
      await settle(context, claimed.id, { outcome: "failed", reason: "taken too often" });
      return true;
    }
    const data = await context.resumes.read(claimed.resume);
    const read: ExtractedText = data
      ? await extractor.extract(data, claimed.resume_type)
      : { outcome: "failed", reason: "the file is missing" };
    if (read.outcome === "failed") {
      // No name, no file name: the application's number is enough to find it.
      log.warn({ application: claimed.id, reason: read.reason }, "a resume's text could not be read");
    }
    await settle(context, claimed.id, read);
    return true;
  }

  async function loop(): Promise<number> {
    let count = 0;
    do {
      again = false;
      while (!stopped && (await readOne())) count++;
    } while (again && !stopped);
    return count;
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch((error: unknown) => {
        log.error({ err: error }, "the resume reader stopped on an error; it tries again later");
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().then(schedule);
    }, POLL_MS);
    timer.unref();
  }

  void run().then(schedule);
  return {
    wake: () => void run(),
    async drain() {
      let total = 0;
      // A wake during a run makes it go round once more; a run that found work may have more.
      for (;;) {
        const count = await run();
        total += count;
        if (count === 0) return total;
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      extractor.close();
    },
  };
}
