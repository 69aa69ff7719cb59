import { and, asc, eq, gt, lte } from "drizzle-orm";
import type { ContentCache } from "#src/platform/content-cache.ts";
import type { Db } from "#src/platform/db/client.ts";
import { articles } from "./articles.table.ts";

/** The longest wait between two looks, whatever the next article's time (a clock may jump). */
const MAX_WAIT_MS = 60 * 60 * 1000;
/** The shortest: an article due now is looked at within a second. */
const MIN_WAIT_MS = 1000;

/**
 * Articles published with a date to come (docs/decisions/0050-insights-articles.md) go on the
 * site at their time: then this clears what shows them (`articles`, `article-<id>`), so the
 * listing, the feed, the sitemap and the article itself are fresh here, on the other instances
 * and, through the purge queue, in a cache in front, at that time and not once a cached copy
 * ages out. It waits for the next such time (at most an hour) and looks again after any write.
 */
export class ArticleSchedule {
  readonly #db: Db;
  readonly #cache: ContentCache;
  readonly #now: () => Date;
  /** Articles dated up to here have been shown (cleared) already. */
  #shownUntil: Date;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> = Promise.resolve();
  #stopListening: (() => void) | undefined;

  readonly #log: { warn(object: object, message: string): void };

  constructor(
    db: Db,
    cache: ContentCache,
    now: () => Date,
    log: { warn(object: object, message: string): void },
  ) {
    this.#db = db;
    this.#log = log;
    this.#cache = cache;
    this.#now = now;
    this.#shownUntil = now();
  }

  /**
   * Clears what shows the articles whose time came since the last look, and returns their ids.
   * An article saved after its time was cleared by its save: only those dated in between count.
   */
  async runDue(): Promise<number[]> {
    const now = this.#now();
    const since = this.#shownUntil;
    if (now.getTime() <= since.getTime()) return [];
    const due = await this.#db
      .select({ id: articles.id })
      .from(articles)
      .where(
        and(
          eq(articles.status, "published"),
          gt(articles.publishedAt, since),
          lte(articles.publishedAt, now),
        ),
      );
    this.#shownUntil = now;
    if (due.length > 0) this.#cache.clear(["articles", ...due.map(({ id }) => `article-${id}`)]);
    return due.map(({ id }) => id);
  }

  /** When the next published article's time comes, if one is dated later than now. */
  async nextDue(): Promise<Date | undefined> {
    const [next] = await this.#db
      .select({ at: articles.publishedAt })
      .from(articles)
      .where(and(eq(articles.status, "published"), gt(articles.publishedAt, this.#now())))
      .orderBy(asc(articles.publishedAt))
      .limit(1);
    return next?.at ?? undefined;
  }

  start(): void {
    // A save may schedule an article sooner than the wait: look again after every write.
    this.#stopListening = this.#cache.onClear((changed) => {
      if (!changed || changed.includes("articles")) this.#plan();
    });
    this.#plan();
  }

  async stop(): Promise<void> {
    this.#stopListening?.();
    this.#stopListening = undefined;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running.catch(() => {});
  }

  /** Runs what is due, then waits for the next time (never longer than MAX_WAIT_MS). */
  #plan(): void {
    this.#running = this.#running
      .then(async () => {
        await this.runDue();
        const next = await this.nextDue();
        const wait = next ? next.getTime() - this.#now().getTime() : MAX_WAIT_MS;
        if (this.#timer) clearTimeout(this.#timer);
        if (!this.#stopListening) return;
        this.#timer = setTimeout(() => this.#plan(), Math.min(Math.max(wait, MIN_WAIT_MS), MAX_WAIT_MS));
        this.#timer.unref();
      })
      .catch((error: unknown) => {
        // The database is out: look again in five minutes.
        this.#log.warn({ err: error }, "could not look for scheduled articles");
        if (!this.#stopListening) return;
        this.#timer = setTimeout(() => this.#plan(), MAX_WAIT_MS / 12);
        this.#timer.unref();
      });
  }
}
