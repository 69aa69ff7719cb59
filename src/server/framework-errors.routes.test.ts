import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

// Fastify answers some requests itself, before any hook of ours runs (a URL it cannot decode, a
// request Node's parser refuses). Sent over a raw socket: fetch and inject would mend the URL.

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Sends these bytes as they are and reads the whole answer (the connection is closed after it). */
function send(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = text.slice(0, split).split("\r\n");
      const headers = new Map<string, string>();
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: text.slice(split + 4) });
    });
    // Written, not ended: a half-closed socket may be closed by the server before an answer that
    // waits on the database (the rate limit's shared store on PostgreSQL) is written.
    socket.write(request);
  });
}

const get = (target: string, extra = "") =>
  send(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extra}\r\n`);

function expectSecurityHeaders(answer: RawAnswer) {
  expect(answer.headers.get("x-frame-options")).toBe("DENY");
  expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(answer.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  expect(answer.headers.get("content-security-policy")).toMatch(
    /^default-src 'none';.*frame-ancestors 'none'/,
  );
}

describe("Fastify's own answers", () => {
  it("a URL that cannot be decoded: 400 with the security headers, the URL not repeated", async () => {
    for (const target of ["/%", "/%zz<script>alert(1)</script>", "/api/jobs/%E0%A4%A"]) {
      const answer = await get(target);
      expect(answer.status).toBe(400);
      expectSecurityHeaders(answer);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(JSON.parse(answer.body)).toEqual({ success: false, message: "Malformed URL" });
      expect(answer.body).not.toContain("%");
    }
  });

  it("a request Node's parser refuses (a broken header, headers too large): the headers, nothing sent back", async () => {
    const broken = await get("/", "X-Broken: a\nY<script>\r\n");
    expect(broken.status).toBe(400);
    expectSecurityHeaders(broken);
    expect(broken.body).not.toContain("script");
    const huge = await get("/", `X-Huge: ${"<b>".repeat(7000)}\r\n`);
    expect(huge.status).toBe(431);
    expectSecurityHeaders(huge);
    expect(huge.body).not.toContain("<b>");
  });

  it("bad JSON, a body too large and the framework's 404 carry the headers and repeat nothing", async () => {
    const json = (body: string) =>
      send(
        `POST /api/contact/contact HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
    const bad = await json('{"name":<script>alert(1)');
    expect(bad.status).toBe(400);
    expectSecurityHeaders(bad);
    expect(bad.body).not.toContain("script");
    const large = await json(JSON.stringify({ name: "<b>".repeat(30_000) }));
    expect(large.status).toBe(413);
    expectSecurityHeaders(large);
    expect(large.body).not.toContain("<b>");
    for (const target of ["/nothing-here<script>", "/api/nothing-here<script>"]) {
      const missing = await send(`DELETE ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(missing.status).toBe(404);
      expectSecurityHeaders(missing);
      expect(missing.body).not.toContain("script");
    }
  });
});
