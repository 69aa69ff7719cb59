/**
 * Where the purges of the cache in front go (src/platform/http/edge-purge.ts sends them from its
 * queue): an HTTP `PURGE` with `Surrogate-Key` (Varnish, nginx: PURGE_URL), or Cloudflare's
 * purge-by-tag API (CDN_PURGE_API=cloudflare; docs/decisions/0045-cdn-purge.md).
 */
export interface PurgeTarget {
  /** Purges the answers that name any of `keys` (`*`: everything); undefined once the cache took it. */
  purge(keys: readonly string[] | "*"): Promise<PurgeFailure | undefined>;
}

export interface PurgeFailure {
  /** Why not, as kept in `edge_purges.last_error`: never a credential. */
  error: string;
  /** The wait the cache asked for (`Retry-After`), when it asked. */
  retryAfterMs?: number;
}

/** How long the cache has to answer one purge. */
const PURGE_TIMEOUT_MS = 5_000;

/** Tags in one call of Cloudflare's purge_cache (its limit for purges by tag). */
export const CLOUDFLARE_TAGS_PER_CALL = 30;

/** `PURGE <url>` with `Surrogate-Key: <keys>`, space-separated (deploy/varnish/default.vcl). */
export function httpPurge(url: string): PurgeTarget {
  return {
    async purge(keys) {
      try {
        const response = await fetch(url, {
          method: "PURGE",
          headers: { "surrogate-key": keys === "*" ? "*" : keys.join(" ") },
          signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        return response.ok ? undefined : failureOf(response, `HTTP ${response.status}`);
      } catch (error) {
        return { error: messageOf(error) };
      }
    },
  };
}

/** What pathPurge() asks of the recorded paths (EdgePaths, edge-paths.ts). */
export interface PathsToPurge {
  paths(keys: readonly string[] | "*"): Promise<string[]>;
  prune(): Promise<number>;
}

/**
 * The encodings a cache by path keeps a copy of each path in: deploy/nginx/nginx.conf's
 * `$site_encoding`, which a purge names in its `Accept-Encoding` as a browser would.
 */
export const PATH_PURGE_ENCODINGS = ["br", "gzip", "identity"] as const;
/** Purge requests in flight at once. */
const PATH_PURGES_AT_ONCE = 8;

/**
 * A purge by path (PURGE_BY=paths: nginx with its cache purge module, deploy/nginx/nginx.conf):
 * `PURGE <url><path>` with `Accept-Encoding: <encoding>` for every recorded path whose answer names
 * a purged key, in each encoding. The cache answers 200 (dropped) or 404 (it held no copy): both
 * are done. Anything else, or a path not reached, keeps the whole purge for another try; sent
 * again, it drops what was kept since.
 */
export function pathPurge(url: string, recorded: PathsToPurge): PurgeTarget {
  const base = url.replace(/\/+$/, "");
  async function purgeOne(path: string, encoding: string): Promise<PurgeFailure | undefined> {
    try {
      const response = await fetch(`${base}${path}`, {
        method: "PURGE",
        headers: { "accept-encoding": encoding },
        signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      return response.ok || response.status === 404
        ? undefined
        : failureOf(response, `HTTP ${response.status}`);
    } catch (error) {
      return { error: messageOf(error) };
    }
  }
  return {
    async purge(keys) {
      let paths: string[];
      try {
        paths = await recorded.paths(keys);
      } catch (error) {
        return { error: `the recorded paths could not be read: ${messageOf(error)}` };
      }
      const purges = paths.flatMap((path) =>
        PATH_PURGE_ENCODINGS.map((encoding) => [path, encoding] as const),
      );
      for (let start = 0; start < purges.length; start += PATH_PURGES_AT_ONCE) {
        const failures = await Promise.all(
          purges
            .slice(start, start + PATH_PURGES_AT_ONCE)
            .map(([path, encoding]) => purgeOne(path, encoding)),
        );
        const failure = failures.find((each) => each !== undefined);
        if (failure) return failure;
      }
      // Rows no copy can outlive any more go now and then: with the purges, which are rare.
      await recorded.prune().catch(() => 0);
      return undefined;
    },
  };
}

/**
 * Cloudflare's purge by tag: `POST {apiUrl}/zones/{zone}/purge_cache` with `{"tags": [...]}` (at
 * most CLOUDFLARE_TAGS_PER_CALL a call, so more are sent in several calls, stopping at the first
 * refused) or `{"purge_everything": true}`, the token as `Authorization: Bearer`. Its cache knows
 * an answer's tags from the `Cache-Tag` header the answers carry with this target
 * (encoded-body.ts). The token stays in this closure: it is in no object a log could print.
 */
export function cloudflarePurge(options: { apiUrl: string; zoneId: string; token: string }): PurgeTarget {
  const endpoint = `${options.apiUrl.replace(/\/+$/, "")}/zones/${encodeURIComponent(options.zoneId)}/purge_cache`;
  const authorization = `Bearer ${options.token}`;
  async function call(body: object): Promise<PurgeFailure | undefined> {
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { authorization, "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
      });
      const text = await response.text();
      let answer: { success?: unknown; errors?: { code?: unknown; message?: unknown }[] } = {};
      try {
        answer = JSON.parse(text);
      } catch {
        // Not the API's JSON (a proxy's error page): the status says enough.
      }
      if (response.ok && answer.success === true) return undefined;
      const errors = Array.isArray(answer.errors)
        ? answer.errors.map((error) => `${String(error.code)} ${String(error.message)}`).join("; ")
        : "";
      return failureOf(response, `HTTP ${response.status}${errors ? `: ${errors}` : ""}`);
    } catch (error) {
      return { error: messageOf(error) };
    }
  }
  return {
    async purge(keys) {
      if (keys === "*") return call({ purge_everything: true });
      for (let start = 0; start < keys.length; start += CLOUDFLARE_TAGS_PER_CALL) {
        const failure = await call({ tags: keys.slice(start, start + CLOUDFLARE_TAGS_PER_CALL) });
        if (failure) return failure;
      }
      return undefined;
    },
  };
}

function failureOf(response: Response, error: string): PurgeFailure {
  const retryAfter = Number(response.headers.get("retry-after"));
  return Number.isFinite(retryAfter) && retryAfter > 0
    ? { error, retryAfterMs: retryAfter * 1000 }
    : { error };
}

function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch() says "fetch failed" and puts the reason (ECONNREFUSED …) in its cause.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}

/**
 * The target the settings name (src/platform/env.ts), or undefined when nothing is purged.
 * `recorded`: the paths the cache keeps, with PURGE_BY=paths.
 */
export function purgeTargetOf(
  env: {
    PURGE_URL?: string;
    PURGE_BY: "keys" | "paths";
    CDN_PURGE_API?: "cloudflare";
    CDN_ZONE_ID?: string;
    CDN_API_TOKEN?: string;
    CDN_API_URL: string;
  },
  recorded?: PathsToPurge,
): PurgeTarget | undefined {
  if (env.CDN_PURGE_API === "cloudflare" && env.CDN_ZONE_ID && env.CDN_API_TOKEN) {
    return cloudflarePurge({ apiUrl: env.CDN_API_URL, zoneId: env.CDN_ZONE_ID, token: env.CDN_API_TOKEN });
  }
  if (!env.PURGE_URL) return undefined;
  return env.PURGE_BY === "paths" && recorded ? pathPurge(env.PURGE_URL, recorded) : httpPurge(env.PURGE_URL);
}
