import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, makeDataDir, type ServerProcess, startServer } from "../support/server-process.ts";

/**
 * The site's words under attack, against the production build: pages, articles, redirects and
 * the site search, hit with parallel writes, replays and odd input. Each answer is a clear
 * refusal (4xx), never a 500, and what is stored stays consistent.
 */
let server: ServerProcess;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = await makeDataDir("site-words-");
  server = await startServer({ dataDir });
  token = await adminToken(server.url);
});
afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const run = Math.random().toString(36).slice(2, 8);

function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

const page = (path: string, text = "A page under attack.") => ({
  path,
  title: "Attack page",
  blocks: [{ id: "intro", type: "richText", paragraphs: [text] }],
});

const article = (slug: string) => ({
  slug,
  title: "An article under attack",
  summary: "Written many times at once.",
  category: "Security",
  status: "published",
  body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hello." }] }] },
});

const statuses = (responses: Response[]) => responses.map((response) => response.status).sort();

describe("parallel writes and replays", () => {
  it("50 pages created at one path at once: one is stored, the others get 409", async () => {
    const path = `/guides/race-${run}`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => send("POST", "/api/pages", page(path))),
    );
    const codes = statuses(answers);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    const list = await (await send("GET", "/api/pages")).json();
    expect(list.data.filter((row: { path: string }) => row.path === path)).toHaveLength(1);
  });

  it("50 articles with one slug at once: one is stored, the others get 409", async () => {
    const slug = `race-${run}`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => send("POST", "/api/insights/articles", article(slug))),
    );
    const codes = statuses(answers);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    expect((await fetch(`${server.url}/insights/${slug}`)).status).toBe(200);
  });

  it("50 redirects that would close loops and chains, at once: what is stored has neither", async () => {
    const at = (name: string) => `/old-${run}/${name}`;
    expect((await send("POST", "/api/redirects", { from: at("a"), to: at("b") })).status).toBe(201);
    // Each of these alone is fine; together they would make a -> b -> a, or chains through b.
    const attempts = Array.from({ length: 50 }, (_, index) =>
      index % 2 === 0
        ? send("POST", "/api/redirects", { from: at("b"), to: at(`target-${index}`) })
        : send("POST", "/api/redirects", { from: at(`c-${index}`), to: at("a") }),
    );
    const codes = statuses(await Promise.all(attempts));
    expect(codes.every((code) => code === 201 || code === 409 || code === 400)).toBe(true);
    const stored: { from: string; to: string }[] = (
      await (await send("GET", "/api/redirects?limit=100")).json()
    ).data;
    const ours = stored.filter((row) => row.from.startsWith(`/old-${run}/`));
    const froms = new Set(ours.map((row) => row.from));
    // No redirect points at a path another redirect leaves from: no chain, so no loop.
    for (const row of ours) expect(froms.has(row.to), `${row.from} -> ${row.to}`).toBe(false);
    // One path, one redirect.
    expect(froms.size).toBe(ours.length);
  });

  it("a draft published twice with the same revision (a replay): the second is refused", async () => {
    const created = await (await send("POST", "/api/pages", page(`/guides/replay-${run}`))).json();
    const id = created.data.id as number;
    const draft = await send("PUT", `/api/editions/pages/${id}/draft`, {
      data: {
        ...page(`/guides/replay-${run}`, "Changed once."),
        status: "published",
        seo: {},
        placement: {},
      },
      revision: 0,
    });
    expect(draft.status).toBe(200);
    const { revision } = (await draft.json()).data;
    const publish = () => send("POST", `/api/editions/pages/${id}/publish`, { revision });
    const codes = statuses(await Promise.all([publish(), publish()]));
    expect(codes[0]).toBe(200);
    expect(codes[1]).toBeGreaterThanOrEqual(400);
    expect(codes[1]).toBeLessThan(500);
  });
});

describe("odd and hostile input", () => {
  it("NUL bytes, broken escapes, huge and odd values: 4xx or a page, never a 500 or a stack", async () => {
    const probes: Promise<Response>[] = [
      fetch(`${server.url}/search?q=%00`),
      fetch(`${server.url}/search?q=${"cloud%20".repeat(2000)}`),
      fetch(`${server.url}/search?q=%ED%A0%80%E0%A4%A`),
      fetch(`${server.url}/search?q=${encodeURIComponent("') OR 1=1 -- & | ! <:*>")}`),
      fetch(`${server.url}/search?q=x&page=-1`),
      fetch(`${server.url}/search?q=x&page=99999999999999999999`),
      fetch(`${server.url}/insights/%00`),
      fetch(`${server.url}/insights/..%2f..%2fetc%2fpasswd`),
      fetch(`${server.url}/insights?category=%00&page=abc`),
      fetch(`${server.url}/guides/%00%ff`),
      send("POST", "/api/pages", page(`/guides/nul-${run}\u0000`)),
      send("POST", "/api/pages", page(`/guides/text-${run}`, "Hello\u0000world")),
      send("POST", "/api/pages", {
        ...page(`/guides/deep-${run}`),
        blocks: [{ id: "x", type: "richText", paragraphs: [[[[[]]]]] }],
      }),
      send("POST", "/api/pages", {
        ...page(`/guides/many-${run}`),
        blocks: Array.from({ length: 500 }, (_, index) => ({
          id: `b${index}`,
          type: "richText",
          paragraphs: ["x"],
        })),
      }),
      send("POST", "/api/pages", "{not json"),
      send("POST", "/api/insights/articles", article(`nul-${run}\u0000`)),
      send("POST", "/api/insights/articles", { ...article(`deep-${run}`), body: nested(2000) }),
      send("POST", "/api/redirects", { from: `/a-${run}\u0000`, to: "/about" }),
      send("POST", "/api/redirects", { from: `/b-${run}`, to: "javascript:alert(1)" }),
      send("POST", "/api/redirects", { from: `/c-${run}`, to: `//evil.example/${run}` }),
      send("POST", "/api/redirects", { from: `/d-${run}/${"x".repeat(5000)}`, to: "/about" }),
    ];
    for (const response of await Promise.all(probes)) {
      expect(response.status, response.url).toBeLessThan(500);
      const body = await response.text();
      expect(body).not.toMatch(/\n\s+at |node_modules|\/work\/|\/tmp\/|SELECT |INSERT |syntax error/i);
    }
  });

  it("a redirect to another site is refused unless it is an http(s) address, and never to a protocol-relative one", async () => {
    const refused = await send("POST", "/api/redirects", { from: `/e-${run}`, to: `//evil.example/${run}` });
    expect(refused.status).toBe(400);
    expect((await fetch(`${server.url}/e-${run}`, { redirect: "manual" })).status).toBe(404);
  });

  it("a form posted from another site to a stored page is refused before its body is read", async () => {
    const response = await fetch(`${server.url}/services/cloud`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: "name=x&email=x%40example.com",
    });
    expect(response.status).toBe(403);
  });
});

/** An article body nested `depth` quotes deep. */
function nested(depth: number): unknown {
  let node: unknown = { type: "paragraph", content: [{ type: "text", text: "deep" }] };
  for (let level = 0; level < depth; level += 1) node = { type: "blockquote", content: [node] };
  return { type: "doc", content: [node] };
}
