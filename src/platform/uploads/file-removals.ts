import { inArray } from "drizzle-orm";
import type { Executor } from "#src/platform/db/client.ts";
import { privateFileRemovals } from "./file-removals.table.ts";
import type { FileStorage } from "./file-storage.ts";

const BATCH = 200;

/**
 * Removes every queued file from `storage`, then its queue row; answers how many. Removing a file
 * that is already gone is no error, so two instances sweeping at once do no harm. A file that
 * cannot be removed (the store is down) stays queued for the next sweep.
 */
export async function removeQueuedFiles(db: Executor, storage: FileStorage): Promise<number> {
  let removed = 0;
  for (;;) {
    const queued = await db.select({ key: privateFileRemovals.key }).from(privateFileRemovals).limit(BATCH);
    if (queued.length === 0) return removed;
    const done: string[] = [];
    for (const { key } of queued) {
      try {
        await storage.remove(key);
        done.push(key);
      } catch {
        // Left queued: the next sweep tries again.
      }
    }
    if (done.length === 0) return removed;
    await db.delete(privateFileRemovals).where(inArray(privateFileRemovals.key, done));
    removed += done.length;
    if (done.length < queued.length) return removed;
  }
}

/**
 * removeQueuedFiles after a delete has committed: a failure is logged, never the request's (the
 * rows are gone, and what stays queued goes with the next sweep: the inbox's purge at start and
 * daily, src/features/inbox/server/inbox.retention.ts).
 */
export async function sweepQueuedFiles(
  db: Executor,
  storage: FileStorage,
  log: { warn(object: object, message: string): void },
): Promise<void> {
  try {
    await removeQueuedFiles(db, storage);
  } catch (error) {
    log.warn({ err: error }, "could not remove the files of deleted rows; the next sweep tries again");
  }
}
