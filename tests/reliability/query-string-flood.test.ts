import { afterAll, expect, it } from "vitest";
import { makeDataDir, rssMiB, type ServerProcess, startServer } from "../support/server-process.ts";

/**
 * Made-up query strings cannot fill the page cache (docs/reliability-and-security.md): each used
 * to make an entry of its own (~210 KB), 2,000 took the server from 266 to 686 MB, and the
 * 2,001st emptied the whole cache. Pages are kept by path and the parameters they read.
 */
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

/** One sample of /metrics (the server's own loopback address may read it). */
async function metric(url: string, name: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const match = new RegExp(`^${name} (\\S+)$`, "m").exec(text);
  return match ? Number(match[1]) : Number.NaN;
}

it("2,000 distinct query strings: memory stays bounded and the pages cached before are still answered from the cache", async () => {
  const server = await startServer({
    dataDir: await makeDataDir("query-flood-"),
  });
  servers.push(server);
  const pid = server.child.pid!;
  const pages = ["/", "/about", "/services", "/careers", "/about/portfolio"];
  for (const page of pages) {
    for (let visit = 0; visit < 2; visit++) expect((await fetch(`${server.url}${page}`)).status).toBe(200);
  }
  const rssBefore = await rssMiB(pid);
  const bytesBefore = await metric(server.url, "content_cache_bytes");
  const missesBefore = await metric(server.url, "content_cache_misses_total");

  const pageBytes = (await (await fetch(`${server.url}/about`)).arrayBuffer()).byteLength;
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < 2_000) {
      const n = next++;
      const answer = await fetch(`${server.url}/about?u=${n}`, { headers: { "accept-encoding": "br" } });
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const floodMs = performance.now() - started;

  const rssAfter = await rssMiB(pid);
  const bytesAfter = await metric(server.url, "content_cache_bytes");
  console.info(
    `2,000 query strings (a page of ${Math.round(pageBytes / 1024)} KB) in ${Math.round(floodMs)} ms: RSS ${rssBefore.toFixed(0)} -> ${rssAfter.toFixed(0)} MiB, ` +
      `cache ${(bytesBefore / 2 ** 20).toFixed(1)} -> ${(bytesAfter / 2 ** 20).toFixed(1)} MiB`,
  );
  // No page was rendered for a query string: the cache holds what it held.
  expect(await metric(server.url, "content_cache_misses_total")).toBe(missesBefore);
  expect(bytesAfter).toBe(bytesBefore);
  expect(rssAfter - rssBefore).toBeLessThan(60);
  // The pages cached before are still there: answered with no render (no miss).
  for (const page of pages) expect((await fetch(`${server.url}${page}`)).status).toBe(200);
  expect(await metric(server.url, "content_cache_misses_total")).toBe(missesBefore);
});
