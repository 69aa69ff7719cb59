import type { FastifyBaseLogger } from "fastify";
import type { ContentCache } from "#src/platform/content-cache.ts";
import type { Db, Executor, Tx } from "#src/platform/db/client.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import {
  isLocalTarget,
  normaliseLocalPath,
  REDIRECTS_SURROGATE_KEY,
  type RedirectType,
  redirectKey,
  targetPath,
} from "../redirect.schema.ts";
import { redirectMessages, redirectTexts } from "../redirect.texts.ts";
import {
  addRedirectHits,
  deleteRedirect,
  deleteRedirectFrom,
  findRedirect,
  findRedirectFrom,
  findRedirectTo,
  insertRedirect,
  listRedirectTargets,
  lockRedirects,
  type RedirectValues,
  retargetRedirects,
  updateRedirect,
} from "./redirects.repository.ts";
import type { RedirectRecord } from "./redirects.table.ts";

// Redirects as the server answers and changes them (docs/decisions/0048-redirects.md): every
// instance keeps the whole table in memory, loaded at start and again whenever the content cache
// is dropped (a write here, another instance's announcement), so a request costs one map lookup.

/** Where a redirect sends a request. */
export interface RedirectTarget {
  id: number;
  to: string;
  type: RedirectType;
}

export interface RedirectServiceOptions {
  db: Db;
  cache: ContentCache;
  now: () => Date;
  log: FastifyBaseLogger;
  /**
   * Whether a path is a live page of the site (a route of the site, a project, a stored page…):
   * given by the composition root, which knows them all (src/server/app/redirects.ts).
   */
  isLivePath: (path: string) => Promise<boolean>;
  /** How often the hits counted in memory are written (tests write them by hand: flushHits()). */
  hitsEveryMs?: number;
}

/** How many redirects one cycle check follows at most (a table with a chain in it stays finite). */
const MAX_FOLLOW = 100;

export class RedirectService {
  readonly #options: RedirectServiceOptions;
  #table = new Map<string, RedirectTarget>();
  #wanted = 0;
  #loaded = 0;
  #loading: Promise<void> | undefined;
  #hits = new Map<number, number>();
  #timer: NodeJS.Timeout | undefined;
  #stopDropped: (() => void) | undefined;

  constructor(options: RedirectServiceOptions) {
    this.#options = options;
  }

  /** Loads the table, follows every drop of the content cache, and writes hits on a timer. */
  async start(): Promise<void> {
    this.#stopDropped = this.#options.cache.onDropped(() => {
      this.reload().catch((error: unknown) =>
        this.#options.log.warn({ err: error }, "could not reload the redirects; the old ones are kept"),
      );
    });
    await this.reload();
    const every = this.#options.hitsEveryMs ?? 10_000;
    this.#timer = setInterval(() => {
      this.flushHits().catch((error: unknown) =>
        this.#options.log.warn({ err: error }, "could not count the redirects' hits"),
      );
    }, every);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    this.#stopDropped?.();
    clearInterval(this.#timer);
    await this.flushHits().catch(() => {});
  }

  /** Where a request for `path` (no query) goes, if a redirect says so: one map lookup. */
  lookup(path: string): RedirectTarget | undefined {
    if (this.#table.size === 0) return undefined;
    const key = path.length > 1 && path.endsWith("/") ? path.replace(/\/+$/, "") || "/" : path;
    return this.#table.get(redirectKey(key));
  }

  /** A request was sent on by this redirect: counted in memory, written every few seconds. */
  noteHit(id: number): void {
    this.#hits.set(id, (this.#hits.get(id) ?? 0) + 1);
  }

  async flushHits(): Promise<void> {
    if (this.#hits.size === 0) return;
    const counts = this.#hits;
    this.#hits = new Map();
    await addRedirectHits(this.#options.db, counts, this.#options.now());
  }

  /**
   * Reads the table again. Calls while a read runs are answered by one more read after it, so a
   * caller that committed a change before calling sees it.
   */
  reload(): Promise<void> {
    this.#wanted++;
    this.#loading ??= this.#load().finally(() => {
      this.#loading = undefined;
    });
    return this.#loading;
  }

  async #load(): Promise<void> {
    while (this.#loaded < this.#wanted) {
      const wanted = this.#wanted;
      const rows = await listRedirectTargets(this.#options.db);
      const table = new Map<string, RedirectTarget>();
      for (const row of rows) table.set(redirectKey(row.from), { id: row.id, to: row.to, type: row.type });
      this.#table = table;
      this.#loaded = wanted;
    }
  }

  /**
   * After a change has committed: this instance's table is read again before the answer goes,
   * the others are told (the content cache's announcement), and a cache in front drops the
   * redirects it kept (the purge of the `redirects` key).
   */
  async changed(): Promise<void> {
    this.#options.cache.clear([REDIRECTS_SURROGATE_KEY]);
    await this.reload().catch((error: unknown) =>
      this.#options.log.warn({ err: error }, "could not reload the redirects after a change"),
    );
  }

  /**
   * A redirect from a live page would hide it. Asked before the transaction: the embedded database
   * has one connection, which the transaction holds until it ends.
   */
  async #requireNotLive(from: string): Promise<void> {
    if (await this.#options.isLivePath(from)) {
      const message = redirectMessages.livePage(from);
      throw new ApiError(409, message, { errors: [{ field: "from", message }] });
    }
  }

  async create(values: RedirectValues, actor: number | null): Promise<RedirectRecord> {
    await this.#requireNotLive(values.from);
    const row = await this.#options.db.transaction(async (tx) => {
      await lockRedirects(tx);
      await this.#requireAllowed(tx, values);
      return insertRedirect(tx, values, actor, this.#options.now());
    });
    await this.changed();
    return row;
  }

  async update(
    id: number,
    values: RedirectValues,
    actor: number | null,
  ): Promise<{ before: RedirectRecord; after: RedirectRecord }> {
    await this.#requireNotLive(values.from);
    const result = await this.#options.db.transaction(async (tx) => {
      await lockRedirects(tx);
      const before = await findRedirect(tx, id);
      if (!before) throw new ApiError(404, redirectTexts.notFound);
      await this.#requireAllowed(tx, values, id);
      // A redirect staff change is theirs from now on.
      const after = await updateRedirect(tx, id, { ...values, automatic: false }, actor, this.#options.now());
      return { before, after: after! };
    });
    await this.changed();
    return result;
  }

  async remove(id: number): Promise<RedirectRecord> {
    const row = await deleteRedirect(this.#options.db, id);
    if (!row) throw new ApiError(404, redirectTexts.notFound);
    await this.changed();
    return row;
  }

  /**
   * A page or article moved from `from` to `to` (both local paths): the old path leads to the new
   * one (301), redirects that led to the old path lead to the new one (no chain), and a redirect
   * from the new path goes (it is a page again). Idempotent. In one transaction of its own, or in
   * the caller's `tx` (the rename and its redirect together): then the caller calls changed()
   * once it has committed.
   */
  async moved(from: string, to: string, options: { tx?: Tx; actor?: number | null } = {}): Promise<void> {
    const source = normaliseLocalPath(from, "from", false);
    const target = normaliseLocalPath(to, "to", false);
    if ("error" in source)
      throw new ApiError(400, source.error, { errors: [{ field: "from", message: source.error }] });
    if ("error" in target)
      throw new ApiError(400, target.error, { errors: [{ field: "to", message: target.error }] });
    if (redirectKey(source.path) === redirectKey(target.path)) return;
    const work = async (tx: Executor) => {
      await lockRedirects(tx);
      const now = this.#options.now();
      const actor = options.actor ?? null;
      await deleteRedirectFrom(tx, target.path);
      await retargetRedirects(tx, source.path, target.path, now);
      const values = { from: source.path, to: target.path, type: 301 as const, automatic: true };
      const existing = await findRedirectFrom(tx, source.path);
      if (!existing) await insertRedirect(tx, values, actor, now);
      else if (existing.toPath !== target.path || existing.type !== 301)
        await updateRedirect(tx, existing.id, values, actor, now);
    };
    if (options.tx) {
      await work(options.tx);
      return;
    }
    await this.#options.db.transaction(work);
    await this.changed();
  }

  /**
   * What a redirect staff add or change may not be besides a reserved path (the schema refuses
   * it) and a live page (#requireNotLive): from a path another redirect takes, part of a loop, or a link in a chain.
   * `except`: the redirect being changed.
   */
  async #requireAllowed(tx: Executor, values: RedirectValues, except?: number): Promise<void> {
    const conflict = (field: "from" | "to", message: string) =>
      new ApiError(409, message, { errors: [{ field, message }] });
    const taken = await findRedirectFrom(tx, values.from, except);
    if (taken) throw conflict("from", redirectMessages.duplicate(taken.fromPath));
    if (!isLocalTarget(values.to)) {
      const into = await findRedirectTo(tx, values.from, except);
      if (into) throw conflict("from", redirectMessages.chainFrom(into.fromPath, values.from));
      return;
    }
    // Following `to` through the redirects there are: back at `from` is a loop.
    const cycle = [values.from, values.to];
    const seen = new Set([redirectKey(values.from)]);
    let next = targetPath(values.to);
    for (let step = 0; step < MAX_FOLLOW; step++) {
      if (seen.has(redirectKey(next))) {
        throw conflict("to", redirectMessages.loop(cycle.join(" → ")));
      }
      seen.add(redirectKey(next));
      const onward = await findRedirectFrom(tx, next, except);
      if (!onward) break;
      cycle.push(onward.toPath);
      if (!isLocalTarget(onward.toPath)) break;
      next = targetPath(onward.toPath);
    }
    const beyond = await findRedirectFrom(tx, targetPath(values.to), except);
    if (beyond) throw conflict("to", redirectMessages.chainTo(values.to, beyond.toPath));
    const into = await findRedirectTo(tx, values.from, except);
    if (into) throw conflict("from", redirectMessages.chainFrom(into.fromPath, values.from));
  }
}

export type { RedirectValues };
