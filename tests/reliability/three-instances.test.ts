import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  S3_TEST_CREDENTIALS,
  type S3TestServer,
  startS3TestServer,
} from "#src/server/test/s3-test-server.ts";
import {
  adminToken,
  createPostgresDatabase,
  makeDataDir,
  type ServerProcess,
  startServer,
  TEST_ADMIN,
} from "../support/server-process.ts";
import { compare, postContactsUntil, storedContactMessages } from "./load.ts";

/**
 * Three instances on one PostgreSQL database and one S3-compatible bucket, behind a round-robin
 * proxy (docs/reliability-and-security.md): limits, uploads and cached pages hold across them,
 * and killing one under form load loses no acknowledged post.
 */

interface Proxy {
  url: string;
  /** How many requests each upstream has been handed. */
  handed: number[];
  close(): Promise<void>;
}

/**
 * A small reverse proxy: each request goes to the next upstream in turn; one that refuses a
 * connection is skipped from then on. A request whose upstream fails mid-way gets 502 (never
 * retried: the post may have been stored). It sets X-Forwarded-For, keeping the one a test sent.
 */
async function startProxy(upstreams: ServerProcess[]): Promise<Proxy> {
  const dead = new Set<number>();
  const handed = upstreams.map(() => 0);
  let next = 0;
  const pick = () => {
    for (let tries = 0; tries < upstreams.length; tries++) {
      const index = next++ % upstreams.length;
      if (!dead.has(index)) return index;
    }
    return -1;
  };
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const index = pick();
    if (index < 0) {
      response.writeHead(502).end("No upstream");
      return;
    }
    handed[index]! += 1;
    const target = upstreams[index]!;
    const headers = { ...request.headers };
    headers["x-forwarded-for"] ??= request.socket.remoteAddress ?? "127.0.0.1";
    const forwarded = http.request(
      { host: "127.0.0.1", port: target.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on("error", () => response.destroy());
      },
    );
    forwarded.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED") dead.add(index);
      if (!response.headersSent) response.writeHead(502).end("Bad gateway");
      else response.destroy();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    handed,
    close: async () => {
      server.closeAllConnections();
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
let proxy: Proxy;
let token: string;

afterAll(async () => {
  await proxy?.close();
  for (const server of servers) await server.stop();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.runIf(process.env.TEST_DATABASE_URL)("three instances behind a round-robin proxy", () => {
  beforeAll(async () => {
    const database = await createPostgresDatabase(
      process.env.TEST_DATABASE_URL!,
      `reliability_three_${process.pid}`,
    );
    cleanups.push(database.drop);
    const s3: S3TestServer = await startS3TestServer();
    cleanups.push(s3.close);
    const env = {
      DATABASE_URL: database.url,
      ...s3.env,
      ...S3_TEST_CREDENTIALS,
      // Resume links signed by one instance are followed on another.
      RESUME_LINK_SECRET: "three-instances-share-this-resume-link-secret",
      // The proxy is on this machine: the client's address is the one it forwards.
      TRUST_PROXY: "127.0.0.1",
    };
    for (const name of ["a", "b", "c"]) {
      servers.push(await startServer({ dataDir: await makeDataDir(`three-${name}-`), env }));
    }
    proxy = await startProxy(servers);
    token = await adminToken(servers[0]!.url);
  }, 240_000);

  it("serves a client logo uploaded through one instance from the others (object storage)", async () => {
    const [first, second, third] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const form = new FormData();
    form.append("name", "Shared Logo Co");
    form.append("alt", "Shared Logo Co logo");
    const png = await sharp({ create: { width: 320, height: 160, channels: 3, background: "#0ea5e9" } })
      .png()
      .toBuffer();
    form.append("logo", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
    const added = await fetch(`${first.url}/api/clients`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(added.status).toBe(200);
    const { id } = (await added.json()) as { id: number };
    const list = (await (await fetch(`${second.url}/api/clients`)).json()) as {
      id: number;
      logo_url: string;
    }[];
    const logoUrl = list.find((client) => client.id === id)?.logo_url;
    expect(logoUrl).toMatch(/^\/uploads\/clients\/[0-9a-f-]{36}\.webp$/);

    const answers = await Promise.all(
      [first, second, third].map(async (server) => {
        const response = await fetch(`${server.url}${logoUrl}`);
        return {
          status: response.status,
          cache: response.headers.get("cache-control"),
          bytes: Buffer.from(await response.arrayBuffer()),
        };
      }),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.cache).toBe("public, max-age=31536000, immutable");
      expect(answer.bytes.equals(answers[0]!.bytes)).toBe(true);
    }
    expect((await sharp(answers[0]!.bytes).metadata()).format).toBe("webp");
  });

  it("shows a page changed through one instance fresh on the others", async () => {
    const [first, second, third] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const jobname = `Platform Engineer ${Date.now()}`;
    // Each page is rendered once and then answered from each instance's cache.
    for (const server of [second, third]) {
      for (let round = 0; round < 2; round++)
        expect(await (await fetch(`${server.url}/careers`)).text()).not.toContain(jobname);
    }
    const posted = await fetch(`${first.url}/api/job/job`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ jobname, time: "Full Time", location: "Ahmedabad" }),
    });
    expect(posted.ok).toBe(true);
    for (const server of [second, third]) {
      await expect
        .poll(async () => (await fetch(`${server.url}/careers`)).text(), { timeout: 5000, interval: 50 })
        .toContain(jobname);
    }
  });

  it("locks an account everywhere after five wrong passwords spread over the three", async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await fetch(`${proxy.url}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.10" },
        body: JSON.stringify({ number: TEST_ADMIN.number, password: "not the password at all" }),
      });
      answers.push(response.status);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401]);
    // The right password, from another address, straight to each instance: locked on all.
    for (const [index, server] of servers.entries()) {
      const response = await fetch(`${server.url}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(TEST_ADMIN),
      });
      expect(response.status, `instance ${index}`).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("checks at most five of 50 parallel wrong passwords spread over the three, and refuses the right one among them", async () => {
    const added = await fetch(`${proxy.url}/api/admin/accounts`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ number: "9811100001", name: "Burst Target", roles: ["sales"] }),
    });
    expect(added.status).toBe(201);
    const { temporaryPassword } = (await added.json()) as { temporaryPassword: string };
    // From 50 addresses, as a botnet would; the right password is the 41st.
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const response = await fetch(`${proxy.url}/api/admin/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${100 + index}` },
          body: JSON.stringify({
            number: "9811100001",
            password: index === 40 ? temporaryPassword : `wrong guess ${index}`,
          }),
        });
        return response.status;
      }),
    );
    // A 401 is a guess that reached the hash; every other one was refused before it.
    expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(answers.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(answers[40]).toBe(429);
  });

  it("loses no acknowledged post when one instance is killed under form load", {
    timeout: 120_000,
  }, async () => {
    const prefix = `three-kill-${Date.now()}`;
    let stopped = false;
    const load = postContactsUntil({ url: proxy.url, clients: 16, prefix, stop: () => stopped });
    await new Promise((resolve) => setTimeout(resolve, 2000 + Math.floor(Math.random() * 1000)));
    const killed = await servers[2]!.stop("SIGKILL");
    expect(killed.signal).toBe("SIGKILL");
    // The other two go on taking posts after the kill.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stopped = true;
    const { acked, rejected } = await load;
    const figures = compare(acked, await storedContactMessages(servers[0]!.url, token), prefix);
    console.log(
      `three-instances kill ${JSON.stringify({ ...figures, cut: rejected, handed: proxy.handed })}`,
    );
    expect(figures.acked).toBeGreaterThan(0);
    expect(figures.lost).toBe(0);
    expect(figures.duplicates).toBe(0);
  });
});
