import { deflateRawSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pngImage, tinyPdf } from "../support/sample-files.ts";
import {
  adminToken,
  makeDataDir,
  type ServerProcess,
  startServer,
  TEST_ADMIN,
} from "../support/server-process.ts";

/**
 * Security: black-box checks against the production build, as an attacker sees it.
 * docs/reliability-and-security.md explains each and how the headers meet the Observatory's tests.
 */
let server: ServerProcess;
let token: string;

beforeAll(async () => {
  server = await startServer({
    dataDir: await makeDataDir("security-"),
    // Trust the loopback proxy so X-Forwarded-For can play many client addresses.
    env: { SEED_SAMPLE_CONTENT: "true", TRUST_PROXY: "127.0.0.1", LOG_LEVEL: "info" },
  });
  token = await adminToken(server.url);
});
afterAll(async () => {
  await server?.stop();
});

const auth = () => ({ authorization: `Bearer ${token}` });

function expectStrictHeaders(headers: Headers, what: string) {
  const csp = headers.get("content-security-policy") ?? "";
  expect(csp, what).toMatch(/default-src 'none'|sandbox/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).not.toContain("unsafe-inline");
  expect(csp, what).not.toContain("unsafe-eval");
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("x-frame-options"), what).toBe("DENY");
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(headers.get("cross-origin-resource-policy"), what).toBe("same-origin");
  expect(headers.get("cross-origin-opener-policy"), what).toBe("same-origin");
  expect(headers.get("access-control-allow-origin"), what).toBeNull();
}

async function logoUpload(body: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.set("name", "Attack Corp");
  form.set("alt", "attack");
  form.set("logo", new Blob([new Uint8Array(body)], { type }), filename);
  return fetch(`${server.url}/api/clients`, { method: "POST", headers: auth(), body: form });
}

describe("headers on every kind of response", () => {
  it("HTML, JSON, errors, public images and resume links all carry the strict headers", async () => {
    const html = await fetch(`${server.url}/`);
    expect(html.headers.get("content-type")).toContain("text/html");
    expectStrictHeaders(html.headers, "HTML page");

    const notFoundPage = await fetch(`${server.url}/no-such-page`);
    expect(notFoundPage.status).toBe(404);
    expectStrictHeaders(notFoundPage.headers, "404 page");

    const json = await fetch(`${server.url}/api/clients`);
    expectStrictHeaders(json.headers, "JSON");
    const apiError = await fetch(`${server.url}/api/contact/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(apiError.status).toBe(400);
    expectStrictHeaders(apiError.headers, "JSON error");

    const added = await logoUpload(await pngImage(120, 60), "logo.png", "image/png");
    expect(added.status).toBe(200);
    const { id } = (await added.json()) as { id: number };
    const clients = (await (await fetch(`${server.url}/api/clients`)).json()) as {
      id: number;
      logo: string;
    }[];
    const image = await fetch(
      `${server.url}/uploads/clients/${clients.find((client) => client.id === id)!.logo}`,
    );
    expect(image.headers.get("content-type")).toBe("image/webp");
    expectStrictHeaders(image.headers, "public image");

    const form = new FormData();
    for (const [name, value] of Object.entries({
      fullName: "Header Check",
      email: "headers@example.com",
      phone: "9876543210",
      location: "Ahmedabad",
      technology: "Go",
      salary: "1000",
    })) {
      form.set(name, value);
    }
    form.set("resume", new Blob([new Uint8Array(tinyPdf())], { type: "application/pdf" }), "cv.pdf");
    expect((await fetch(`${server.url}/api/applyjob/apply`, { method: "POST", body: form })).status).toBe(
      200,
    );
    const list = (await (
      await fetch(`${server.url}/api/applyjob/applications`, { headers: auth() })
    ).json()) as {
      data: { email: string; resume_url: string }[];
    };
    const { resume_url: resumeUrl } = list.data.find((row) => row.email === "headers@example.com")!;
    const resume = await fetch(`${server.url}${resumeUrl}`);
    expect(resume.status).toBe(200);
    expect(resume.headers.get("content-type")).toBe("application/pdf");
    expect(resume.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(resume.headers.get("content-security-policy")).toContain("sandbox");
    expect(resume.headers.get("x-content-type-options")).toBe("nosniff");
    // The same file without its signature is not there at all.
    expect((await fetch(`${server.url}${resumeUrl.split("?")[0]}`)).status).toBe(404);
  });

  it("answers no other origin (no CORS)", async () => {
    const response = await fetch(`${server.url}/api/clients`, {
      headers: { origin: "https://evil.example" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await fetch(`${server.url}/api/contact/contact`, {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("brute force and tokens", () => {
  it("locks out repeated failures from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await fetch(`${server.url}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.10" },
        body: JSON.stringify({ number: `90000000${10 + i}`, password: "wrong-password" }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("locks out repeated failures against one number from many addresses", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await fetch(`${server.url}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i + 1}` },
        body: JSON.stringify({ number: "9811111111", password: "wrong-password" }),
      });
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    }
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("refuses a revoked token on every admin route", async () => {
    const revoked = await adminToken(server.url);
    await fetch(`${server.url}/api/admin/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${revoked}` },
    });
    const guarded: [string, string][] = [
      ["GET", "/api/admin/session"],
      ["GET", "/api/contact/contacts"],
      ["GET", "/api/applyjob/applications"],
      ["GET", "/api/cloudvps/cloudvpsdata"],
      ["GET", "/api/hiring/hiring/DevOps"],
      ["POST", "/api/job/job"],
      ["DELETE", "/api/job/job/1"],
      ["POST", "/api/clients"],
      ["DELETE", "/api/clients/1"],
      ["POST", "/api/team/add"],
      ["DELETE", "/api/team/1"],
      ["POST", "/api/projects"],
      ["PUT", "/api/projects/1"],
      ["DELETE", "/api/projects/1"],
    ];
    for (const [method, pathname] of guarded) {
      const response = await fetch(`${server.url}${pathname}`, {
        method,
        headers: { authorization: `Bearer ${revoked}` },
      });
      expect(response.status, `${method} ${pathname}`).toBe(401);
    }
  });
});

describe("an attack corpus of uploads is refused or neutralised", () => {
  it("SVG with script is rasterised: what is served is a WebP, never SVG", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><script>alert(document.cookie)</script><rect width="120" height="60" fill="#4f46e5"/></svg>',
    );
    const response = await logoUpload(svg, "logo.svg", "image/svg+xml");
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: number };
    const clients = (await (await fetch(`${server.url}/api/clients`)).json()) as {
      id: number;
      logo: string;
    }[];
    const stored = clients.find((client) => client.id === id);
    const served = await fetch(`${server.url}/uploads/clients/${stored!.logo}`);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const body = Buffer.from(await served.arrayBuffer());
    expect(body.subarray(8, 12).toString()).toBe("WEBP");
    expect(body.includes(Buffer.from("<script"))).toBe(false);
  });

  it("a GIF/HTML polyglot and a PNG with appended HTML are re-encoded, so the HTML is gone", async () => {
    const png = Buffer.concat([
      await pngImage(40, 40),
      Buffer.from("<html><script>alert(1)</script></html>"),
    ]);
    const response = await logoUpload(png, "logo.png", "image/png");
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: number };
    const clients = (await (await fetch(`${server.url}/api/clients`)).json()) as {
      id: number;
      logo: string;
    }[];
    const logo = clients.find((client) => client.id === id)!.logo;
    expect(logo).toMatch(/^[0-9a-f-]{36}\.webp$/);
    const served = Buffer.from(await (await fetch(`${server.url}/uploads/clients/${logo}`)).arrayBuffer());
    expect(served.includes(Buffer.from("<script"))).toBe(false);

    const gifPolyglot = Buffer.from("GIF89a/*<script>alert(1)</script>*/=1;", "latin1");
    expect([400, 415]).toContain((await logoUpload(gifPolyglot, "x.gif", "image/gif")).status);
  });

  it("an HTML page or an executable named as an image is refused", async () => {
    expect(
      (await logoUpload(Buffer.from("<html><body>hi</body></html>"), "logo.png", "image/png")).status,
    ).toBe(415);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2000)]);
    expect((await logoUpload(elf, "logo.png", "image/png")).status).toBe(415);
  });

  it("an image with absurd dimensions (a decompression bomb) is refused", async () => {
    // A valid PNG header declaring 100,000 × 100,000 pixels.
    const bomb = await pngImage(1, 1);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    const response = await logoUpload(bomb, "bomb.png", "image/png");
    expect([400, 413, 415]).toContain(response.status);
  });

  it("a zip bomb named .docx and a traversal name are refused as resumes", async () => {
    // A zip whose only member inflates to 200 MB of zeros.
    const inflated = 200 * 1024 * 1024;
    const data = deflateRawSync(Buffer.alloc(inflated));
    const name = Buffer.from("word/document.xml");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(inflated, 22);
    local.writeUInt16LE(name.length, 26);
    const zip = Buffer.concat([local, name, data]);
    const form = new FormData();
    for (const [field, value] of Object.entries({
      fullName: "Zip Bomb",
      email: "zip@example.com",
      phone: "9876543210",
      location: "Ahmedabad",
      technology: "Go",
      salary: "1000",
    })) {
      form.set(field, value);
    }
    form.set("resume", new Blob([new Uint8Array(zip)]), "../../cv.docx");
    const response = await fetch(`${server.url}/api/applyjob/apply`, { method: "POST", body: form });
    expect([400, 413, 415]).toContain(response.status);
    // The server is still well.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe("nothing leaks", () => {
  it("error answers carry no stack, SQL or file path", async () => {
    const probes = [
      fetch(`${server.url}/api/projects/99999999999999999999`),
      fetch(`${server.url}/api/projects/abc`),
      fetch(`${server.url}/api/projects?category=1%27%20OR%201=1--`),
      fetch(`${server.url}/api/hiring/hiring/%00`, { headers: auth() }),
      fetch(`${server.url}/api/contact/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: { $gt: "" }, email: ["x"] }),
      }),
      fetch(`${server.url}/about/portfolio/%E0%A4%A`),
    ];
    for (const response of await Promise.all(probes)) {
      expect(response.status).toBeLessThan(500);
      const body = await response.text();
      expect(body).not.toMatch(/\n\s+at |node_modules|\/work\/|\/tmp\/|SELECT |INSERT |syntax error/i);
    }
  });

  it("no token or password reaches the log", async () => {
    const sentinel = "Sentinel-Password-4f2a9c";
    await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.77" },
      body: JSON.stringify({ number: TEST_ADMIN.number, password: sentinel }),
    });
    const fresh = await adminToken(server.url);
    await fetch(`${server.url}/api/admin/session`, { headers: { authorization: `Bearer ${fresh}` } });
    // The server's log reaches this process through a pipe: wait for the session call's line.
    await vi.waitFor(() => expect(server.output()).toContain("/api/admin/session"), {
      timeout: 5000,
      interval: 20,
    });
    const log = server.output();
    expect(log).toContain("/api/admin/login");
    expect(log).not.toContain(sentinel);
    expect(log).not.toContain(TEST_ADMIN.password);
    expect(log).not.toContain(fresh);
    expect(log).not.toContain(token);
  });
});
