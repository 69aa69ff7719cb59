import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What a public answer shows, named for a cache in front (a CDN, Varnish, nginx) in its
 * `Surrogate-Key` header (docs/decisions/0043-http-caching.md). Every public read goes through the
 * content cache (src/platform/content-cache.ts), which notes the key of each read here; a page
 * rendered, or a public JSON answer made, while its reads are collected names each of them:
 * `jobs`, `settings`, `team`, `clients`, `testimonials`, `categories`, `projects`, `project-12`,
 * `articles`, `article-3`, `site-page/services/cloud`.
 * A redirect's answer names `redirects` (docs/decisions/0048-redirects.md).
 */
const collecting = new AsyncLocalStorage<Set<string>>();

/** The surrogate key of a content-cache key, or undefined for the cache's own copies of answers. */
export function surrogateKeyOf(cacheKey: string): string | undefined {
  const mark = cacheKey.indexOf(":");
  const head = mark === -1 ? cacheKey : cacheKey.slice(0, mark);
  if (head === "page" || head === "json") return undefined;
  if (head === "site-settings") return "settings";
  if (head === "project" || head === "article") return `${head}-${cacheKey.slice(mark + 1)}`;
  // A page built from blocks, by its path: `site-page/services/cloud`.
  if (head === "site-page") return `site-page${cacheKey.slice(mark + 1)}`;
  return head;
}

/** A read of `cacheKey` (content-cache get()): noted where reads are being collected. */
export function noteRead(cacheKey: string): void {
  const keys = collecting.getStore();
  if (!keys) return;
  const key = surrogateKeyOf(cacheKey);
  if (key) keys.add(key);
}

/** Surrogate keys an answer already made names (a kept JSON answer read inside a page). */
export function noteKeys(keys: string | undefined): void {
  const into = collecting.getStore();
  if (!into || !keys) return;
  for (const key of keys.split(" ")) if (key) into.add(key);
}

/** Runs `work` noting its reads into `keys` (and into any collection around it). */
export function collectReads<T>(keys: Set<string>, work: () => T): T {
  const outer = collecting.getStore();
  if (!outer) return collecting.run(keys, work);
  // Nested: what the inner work reads, the outer answer shows too.
  const both = new Set<string>();
  const result = collecting.run(both, work);
  const merge = () => {
    for (const key of both) {
      keys.add(key);
      outer.add(key);
    }
  };
  if (result instanceof Promise) return result.finally(merge) as T;
  merge();
  return result;
}

/** The keys as the header carries them: sorted, space-separated. */
export const surrogateKeyHeader = (keys: Set<string>): string => [...keys].sort().join(" ");
