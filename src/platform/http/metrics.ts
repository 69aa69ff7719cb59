import { BlockList, isIP } from "node:net";
import { count, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { ContentCache } from "#src/platform/content-cache.ts";
import type { Database } from "#src/platform/db/client.ts";
import { mailOutbox } from "#src/platform/mail/outbox.table.ts";

/**
 * The addresses allowed to read /metrics: a comma-separated list of addresses and CIDR ranges
 * (METRICS_ALLOW). An address given in IPv4-mapped IPv6 form counts as its IPv4 address.
 */
export function metricsAllowList(setting: string): (address: string) => boolean {
  const list = new BlockList();
  for (const raw of setting
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = "", prefix] = raw.split("/");
    const family = isIP(address);
    if (family === 0) throw new Error(`METRICS_ALLOW: ${raw} is not an address or CIDR range`);
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const plain = address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? "ipv4" : "ipv6");
  };
}

/**
 * /metrics in the Prometheus text format (docs/decisions/0028-shared-limits.md): requests and
 * their latency by route, the content cache's hits and misses, the mail outbox's depth, the
 * database pool, and the process's own figures. Any other address gets the 404 of a path that
 * does not exist. Behind a proxy, set TRUST_PROXY so that the client's address is the one checked.
 */
export async function registerMetrics(
  app: FastifyInstance,
  options: { allow: string; database: Database; cache: ContentCache },
): Promise<(method: string, route: string, status: number, seconds: number) => void> {
  const allowed = metricsAllowList(options.allow);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route and status code",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route",
    labelNames: ["method", "route"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const { cache, database } = options;
  new Counter({
    name: "content_cache_hits_total",
    help: "Public reads and pages answered from the content cache",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(cache.stats.hits);
    },
  });
  new Counter({
    name: "content_cache_misses_total",
    help: "Public reads and pages that had to be loaded or rendered",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(cache.stats.misses);
    },
  });
  new Gauge({
    name: "content_cache_entries",
    help: "Public reads and rendered pages held in the content cache",
    registers: [registry],
    collect() {
      this.set(cache.entries);
    },
  });
  new Gauge({
    name: "content_cache_bytes",
    help: "Memory the content cache's entries are reckoned to take, within CONTENT_CACHE_MAX_MB",
    registers: [registry],
    collect() {
      this.set(cache.bytes);
    },
  });
  new Counter({
    name: "content_cache_evictions_total",
    help: "Least recently used entries dropped to keep the content cache within its budget",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(cache.stats.evictions);
    },
  });
  new Gauge({
    name: "mail_outbox_depth",
    help: "Mails in the outbox not delivered yet, by state (pending: to be sent; failed: refused for good)",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const rows = await database.db
        .select({ state: mailOutbox.state, value: count() })
        .from(mailOutbox)
        .where(inArray(mailOutbox.state, ["pending", "failed"]))
        .groupBy(mailOutbox.state);
      this.reset();
      this.set({ state: "pending" }, 0);
      this.set({ state: "failed" }, 0);
      for (const row of rows) this.set({ state: row.state }, row.value);
    },
  });
  new Gauge({
    name: "db_pool_connections",
    help: "Database connections, by state (total, idle, waiting clients); the embedded database has one",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });

  const countAnswer = (method: string, route: string, status: number, seconds: number) => {
    requests.inc({ method, route, status: String(status) });
    latency.observe({ method, route }, seconds);
  };
  // A callback hook: no promise per answer (docs/performance.md).
  app.addHook("onResponse", (request, reply, done) => {
    countAnswer(
      request.method,
      request.routeOptions.url ?? "unmatched",
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get("/metrics", { logLevel: "warn", schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request.ip)) return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    const body = await registry.metrics();
    return reply.header("cache-control", "no-store").type(registry.contentType).send(body);
  });
  // Answers sent before Fastify (src/platform/http/ready-answers.ts) are counted here too.
  return countAnswer;
}
