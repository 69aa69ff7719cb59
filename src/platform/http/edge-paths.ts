import { arrayOverlaps, lt } from "drizzle-orm";
import type { Db } from "#src/platform/db/client.ts";
import { edgePaths } from "./edge-purge.table.ts";

/** Paths one instance records at most: past that, new paths are answered for no cache to keep. */
export const MAX_EDGE_PATHS = 10_000;
/** How long an instance trusts its own record of a path before it records it again (its time). */
export const RECORD_AGAIN_MS = 60 * 60 * 1000;

export interface EdgePathOptions {
  log: { warn(object: object, message: string): void };
  /** How long the cache may keep a copy (s-maxage plus stale-while-revalidate), in seconds. */
  keptSeconds: number;
  now?: () => number;
  maxPaths?: number;
}

/**
 * The paths the cache in front may keep, for a cache that drops its copies by address rather than
 * by surrogate key (PURGE_BY=paths: nginx, deploy/nginx/nginx.conf;
 * docs/decisions/0053-nginx-edge.md). Before an instance lets the cache keep a public answer, the
 * answer's path and the keys it names are a row of `edge_paths`; until then the answer says
 * `s-maxage=0`, so the cache keeps nothing a purge could not find. A purge of some keys is then
 * sent for every recorded path that names one of them (pathPurge(), purge-targets.ts).
 *
 * Only a path with no query is kept (the cache passes every address with a query on), and only
 * one spelled as the site spells its paths (isPlainPath()).
 */
export class EdgePaths {
  readonly #db: Db;
  readonly #options: Required<EdgePathOptions>;
  /** Path → the keys this instance recorded it with, and when. */
  readonly #recorded = new Map<string, { keys: string; at: number }>();
  readonly #recording = new Set<string>();

  constructor(db: Db, options: EdgePathOptions) {
    this.#db = db;
    this.#options = { now: () => Date.now(), maxPaths: MAX_EDGE_PATHS, ...options };
  }

  /**
   * Whether the cache in front may keep the answer to `url`, naming `keys`: once its path is
   * recorded with these keys. Otherwise records it (in the background) and answers false.
   */
  admits(url: string, keys: string | undefined): boolean {
    const mark = url.indexOf("?");
    if (mark !== -1 && mark < url.length - 1) return false;
    const path = mark === -1 ? url : url.slice(0, mark);
    const named = keys ?? "";
    const now = this.#options.now();
    const known = this.#recorded.get(path);
    if (known && known.keys === named && now - known.at < RECORD_AGAIN_MS) return true;
    if (!known && this.#recorded.size >= this.#options.maxPaths) return false;
    if (!isPlainPath(path) || this.#recording.has(path)) return false;
    this.#recording.add(path);
    this.#record(path, named, now)
      .catch((error: unknown) =>
        this.#options.log.warn({ err: error }, "could not record a path the cache keeps"),
      )
      .finally(() => this.#recording.delete(path));
    return false;
  }

  async #record(path: string, keys: string, at: number): Promise<void> {
    const list = keys.split(" ").filter(Boolean);
    await this.#db
      .insert(edgePaths)
      .values({ path, keys: list, recordedAt: new Date(at) })
      .onConflictDoUpdate({ target: edgePaths.path, set: { keys: list, recordedAt: new Date(at) } });
    this.#recorded.set(path, { keys, at });
  }

  /** The recorded paths whose answers name any of `keys` (`*`: every recorded path). */
  async paths(keys: readonly string[] | "*"): Promise<string[]> {
    const rows = await this.#db
      .select({ path: edgePaths.path })
      .from(edgePaths)
      .where(keys === "*" ? undefined : arrayOverlaps(edgePaths.keys, [...keys]))
      .orderBy(edgePaths.path);
    return rows.map((row) => row.path);
  }

  /**
   * Rows no copy can outlive go: a path is recorded again at least every RECORD_AGAIN_MS while
   * instances answer it, and the cache keeps a copy keptSeconds at most.
   */
  async prune(): Promise<number> {
    const before = new Date(this.#options.now() - RECORD_AGAIN_MS - this.#options.keptSeconds * 1000);
    const gone = await this.#db
      .delete(edgePaths)
      .where(lt(edgePaths.recordedAt, before))
      .returning({ path: edgePaths.path });
    return gone.length;
  }
}

/**
 * The site's own paths: lower case, segments of letters, digits and `-._~` that do not start with
 * a dot, no empty segment, no trailing slash. A URL parser and nginx leave such a path as it is,
 * so its purge names the very key the cache stored. Any other spelling the site also answers
 * (`/Careers`, `/careers/`, `/c%61reers`) is passed to the instances, which keep their own copies:
 * no one can fill the records, or slow a purge, with spellings of one page.
 */
const PLAIN_PATH = /^\/$|^(?:\/[a-z0-9_~-][a-z0-9._~-]*)+$/;

export function isPlainPath(path: string): boolean {
  return path.length <= 1024 && PLAIN_PATH.test(path);
}
