import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#src/features/audit-log/server/audit-log.table.ts";
import { makeCategory, makeProject } from "#src/server/db/factories.ts";
import { bearer } from "#src/server/test/api-helpers.ts";
import { makeStaff, sessionOf, signedInAs } from "#src/server/test/role-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { REDIRECT_PATH_MAX, REDIRECTS_SURROGATE_KEY, redirectListAnswer } from "../redirect.schema.ts";
import { redirectMessages, redirectTexts } from "../redirect.texts.ts";

// Redirects through the API and over HTTP on a real database (docs/decisions/0048-redirects.md).

let t: TestApp;
let content: string;
let contentId: number;

beforeAll(async () => {
  t = await createTestApp();
  const staff = await makeStaff(t, ["content"], { name: "Cara Content" });
  contentId = staff.id;
  content = await sessionOf(t, staff.id);
});
afterAll(() => t.close());

/** A path no other test of the run uses. */
const fresh = (name: string) => `/old-${name}-${randomUUID().slice(0, 8)}`;

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token = content, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const add = (body: object, token = content) => call("POST", "/api/redirects", token, body);

async function added(from: string, to: string, type: 301 | 302 = 301) {
  const response = await add({ from, to, type });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; from: string; to: string };
}

const visit = (url: string, method: "GET" | "HEAD" = "GET") => t.app.inject({ method, url });

async function listed() {
  const response = await call("GET", "/api/redirects");
  expect(response.statusCode).toBe(200);
  return redirectListAnswer.parse(response.json()).data;
}

describe("adding a redirect: each wrong field named", () => {
  const cases: [name: string, body: object, status: number, field: string, message: string][] = [
    ["from missing", { to: "/about" }, 400, "from", redirectTexts.fromRequired],
    ["to missing", { from: "/gone" }, 400, "to", redirectTexts.toRequired],
    ["from not a path", { from: "gone", to: "/about" }, 400, "from", redirectMessages.notLocal("from")],
    [
      "from another host",
      { from: "//evil.example/x", to: "/about" },
      400,
      "from",
      redirectMessages.otherHost("from"),
    ],
    [
      "from with a query",
      { from: "/gone?x=1", to: "/about" },
      400,
      "from",
      redirectMessages.queryOrFragment("from"),
    ],
    [
      "from with a fragment",
      { from: "/gone#top", to: "/about" },
      400,
      "from",
      redirectMessages.queryOrFragment("from"),
    ],
    ["from with spaces", { from: "/a b", to: "/about" }, 400, "from", redirectMessages.spaces("from")],
    [
      "from too long",
      { from: `/${"a".repeat(REDIRECT_PATH_MAX)}`, to: "/about" },
      400,
      "from",
      redirectMessages.tooLong("from", REDIRECT_PATH_MAX),
    ],
    [
      "to neither path nor address",
      { from: "/gone", to: "about" },
      400,
      "to",
      redirectMessages.notLocalOrUrl("to"),
    ],
    [
      "to another scheme",
      { from: "/gone", to: "javascript:alert(1)" },
      400,
      "to",
      redirectMessages.notLocalOrUrl("to"),
    ],
    [
      "to a protocol-relative address",
      { from: "/gone", to: "//evil.example" },
      400,
      "to",
      redirectMessages.otherHost("to"),
    ],
    ["to the same path", { from: "/gone", to: "/GONE/" }, 400, "to", redirectTexts.sameAsFrom],
    [
      "type not 301 or 302",
      { from: "/gone", to: "/about", type: 307 },
      400,
      "type",
      redirectTexts.typeInvalid,
    ],
    ["an unknown field", { from: "/gone", to: "/about", code: 301 }, 400, "code", "Unknown field: code"],
    [
      "from the back office",
      { from: "/admin/dashboard", to: "/about" },
      400,
      "from",
      redirectMessages.reserved("/admin/dashboard"),
    ],
    [
      "from the API",
      { from: "/API/jobs", to: "/about" },
      400,
      "from",
      redirectMessages.reserved("/API/jobs"),
    ],
    [
      "from an asset",
      { from: "/assets/app.js", to: "/about" },
      400,
      "from",
      redirectMessages.reserved("/assets/app.js"),
    ],
    [
      "from an upload",
      { from: "/uploads/team/x.webp", to: "/about" },
      400,
      "from",
      redirectMessages.reserved("/uploads/team/x.webp"),
    ],
    [
      "from the sitemap",
      { from: "/sitemap.xml", to: "/about" },
      400,
      "from",
      redirectMessages.reserved("/sitemap.xml"),
    ],
    [
      "from robots.txt",
      { from: "/robots.txt", to: "/about" },
      400,
      "from",
      redirectMessages.reserved("/robots.txt"),
    ],
    [
      "from the health check",
      { from: "/healthz", to: "/about" },
      400,
      "from",
      redirectMessages.reserved("/healthz"),
    ],
    [
      "from a page of the site",
      { from: "/about/", to: "/contact" },
      409,
      "from",
      redirectMessages.livePage("/about"),
    ],
    [
      "from a page in another case",
      { from: "/Services/Cloud", to: "/contact" },
      409,
      "from",
      redirectMessages.livePage("/Services/Cloud"),
    ],
    ["from the home page", { from: "/", to: "/contact" }, 409, "from", redirectMessages.livePage("/")],
  ];
  for (const [name, body, status, field, message] of cases) {
    it(`${name}: ${status} naming ${field}`, async () => {
      const response = await add(body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().errors).toContainEqual({ field, message });
    });
  }

  it("refuses the page of a project that is shown, not one that is gone", async () => {
    const category = await makeCategory(t.database.db, `Redirects ${randomUUID().slice(0, 6)}`);
    const project = await makeProject(t.database.db, t.images, category.id);
    t.cache.clear();
    const live = await add({ from: `/about/portfolio/${project.id}`, to: "/about/portfolio" });
    expect(live.statusCode).toBe(409);
    expect(live.json().errors).toContainEqual({
      field: "from",
      message: redirectMessages.livePage(`/about/portfolio/${project.id}`),
    });
    const gone = await add({ from: "/about/portfolio/999999", to: "/about/portfolio" });
    expect(gone.statusCode, gone.body).toBe(201);
  });

  it("keeps nothing of a refused redirect", async () => {
    const from = fresh("refused");
    expect((await add({ from, to: "ftp://files.example" })).statusCode).toBe(400);
    expect((await listed()).some((row) => row.from === from)).toBe(false);
  });
});

describe("adding, changing and deleting", () => {
  it("normalises the paths, keeps an address elsewhere, and names who added it", async () => {
    const from = fresh("norm");
    const response = await add({ from: `${from}//sub/./page/`, to: "/contact/?ref=old#form" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(redirectTexts.created);
    const data = response.json().data;
    expect(data).toMatchObject({
      from: `${from}/sub/page`,
      to: "/contact?ref=old#form",
      type: 301,
      automatic: false,
      hits: 0,
      last_hit_at: null,
      created_by: "Cara Content",
      updated_by: "Cara Content",
    });

    const away = await add({ from: fresh("away"), to: "https://partner.example/path?a=1", type: 302 });
    expect(away.statusCode).toBe(201);
    expect(away.json().data).toMatchObject({ to: "https://partner.example/path?a=1", type: 302 });
  });

  it("refuses a second redirect from the same path, in any case", async () => {
    const from = fresh("twice");
    await added(from, "/about");
    const again = await add({ from: from.toUpperCase(), to: "/contact" });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toContainEqual({ field: "from", message: redirectMessages.duplicate(from) });
  });

  it("is changed with the same checks, kept when refused, and deleted", async () => {
    const first = await added(fresh("edit"), "/about");
    const other = await added(fresh("edit-other"), "/about");
    const clash = await call("PUT", `/api/redirects/${first.id}`, content, {
      from: other.from,
      to: "/about",
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toContainEqual({
      field: "from",
      message: redirectMessages.duplicate(other.from),
    });

    const changed = await call("PUT", `/api/redirects/${first.id}`, content, {
      from: first.from,
      to: "/careers",
      type: 302,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      message: redirectTexts.updated,
      data: { to: "/careers", type: 302 },
    });
    expect((await visit(first.from)).headers.location).toBe("/careers");

    const removed = await call("DELETE", `/api/redirects/${first.id}`);
    expect(removed.json()).toEqual({ success: true, message: redirectTexts.deleted });
    expect((await visit(first.from)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/redirects/${first.id}`)).statusCode).toBe(404);
    const missing = await call("PUT", `/api/redirects/${first.id}`, content, {
      from: first.from,
      to: "/about",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(redirectTexts.notFound);
  });

  it("writes each change in the audit log with who made it", async () => {
    const row = await added(fresh("audit"), "/about");
    await call("PUT", `/api/redirects/${row.id}`, content, { from: row.from, to: "/contact" });
    await call("DELETE", `/api/redirects/${row.id}`);
    await expect
      .poll(async () =>
        (
          await t.database.db
            .select()
            .from(auditLog)
            .where(eq(auditLog.record, `redirect ${row.id}`))
        )
          .map((entry) => [entry.adminId, entry.words])
          .sort(),
      )
      .toEqual(
        [
          [contentId, `add the redirect ${row.from} → /about (301)`],
          [contentId, `change the redirect ${row.from} → /about (301)`],
          [contentId, `delete the redirect ${row.from} → /contact (301)`],
        ].sort(),
      );
  });
});

describe("loops and chains", () => {
  it("refuses a redirect back to where another comes from: a loop, named", async () => {
    const a = fresh("loop-a");
    const b = fresh("loop-b");
    await added(a, b);
    const back = await add({ from: b, to: `${a}?x=1` });
    expect(back.statusCode).toBe(409);
    expect(back.json().errors).toContainEqual({
      field: "to",
      message: redirectMessages.loop(`${b} → ${a}?x=1 → ${b}`),
    });
  });

  it("refuses a redirect to a path that is itself redirected, naming where it goes", async () => {
    const a = fresh("chain-a");
    const b = fresh("chain-b");
    await added(a, b);
    const chain = await add({ from: fresh("chain-c"), to: a.toUpperCase() });
    expect(chain.statusCode).toBe(409);
    expect(chain.json().errors).toContainEqual({
      field: "to",
      message: redirectMessages.chainTo(a.toUpperCase(), b),
    });
  });

  it("refuses a redirect from a path another redirect leads to, naming that one", async () => {
    const a = fresh("into-a");
    const b = fresh("into-b");
    await added(a, b);
    for (const to of ["/about", "https://elsewhere.example/"]) {
      const chain = await add({ from: b, to });
      expect(chain.statusCode).toBe(409);
      expect(chain.json().errors).toContainEqual({
        field: "from",
        message: redirectMessages.chainFrom(a, b),
      });
    }
  });

  it("lets a redirect be changed without counting itself in the way", async () => {
    const a = fresh("self");
    const row = await added(a, "/about");
    const same = await call("PUT", `/api/redirects/${row.id}`, content, {
      from: a,
      to: "/contact",
      type: 301,
    });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe("who may", () => {
  it("is content's and the owner's work; sales and HR are refused every route", async () => {
    const owner = await signedInAs(t, ["owner"]);
    const ownerAdded = await add({ from: fresh("owner"), to: "/about" }, owner);
    expect(ownerAdded.statusCode).toBe(201);
    const { id } = ownerAdded.json().data;
    for (const roles of [["sales"], ["hr"]] as const) {
      const token = await signedInAs(t, roles);
      for (const [method, url] of [
        ["GET", "/api/redirects"],
        ["POST", "/api/redirects"],
        ["PUT", `/api/redirects/${id}`],
        ["DELETE", `/api/redirects/${id}`],
      ] as const) {
        const body = method === "POST" || method === "PUT" ? { from: fresh("x"), to: "/about" } : undefined;
        expect((await call(method, url, token, body)).statusCode, `${roles} ${method} ${url}`).toBe(403);
      }
    }
    expect((await t.app.inject({ method: "GET", url: "/api/redirects" })).statusCode).toBe(401);
  });
});

describe("answered before any page", () => {
  it("sends a 301 or a 302 with the query kept, for GET and HEAD, with the public caching headers", async () => {
    const permanent = await added(fresh("perm"), "/contact?from=old#form");
    const temporary = await added(fresh("temp"), "https://partner.example/offer", 302);

    const first = await visit(`${permanent.from}?utm_source=mail&x=1`);
    expect(first.statusCode).toBe(301);
    expect(first.headers.location).toBe("/contact?from=old&utm_source=mail&x=1#form");
    expect(first.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=0/);
    expect(first.headers["surrogate-key"]).toBe(REDIRECTS_SURROGATE_KEY);
    expect(first.headers["x-request-id"]).toBeTruthy();
    expect(first.headers["content-security-policy"]).toBeTruthy();

    const head = await visit(`${permanent.from.toUpperCase()}/`, "HEAD");
    expect(head.statusCode).toBe(301);
    expect(head.headers.location).toBe("/contact?from=old#form");

    const away = await visit(`${temporary.from}?q=a%20b`);
    expect(away.statusCode).toBe(302);
    expect(away.headers.location).toBe("https://partner.example/offer?q=a%20b");

    // A form post to the old path is not sent on, nor is a path below it.
    expect((await t.app.inject({ method: "POST", url: permanent.from, payload: {} })).statusCode).not.toBe(
      301,
    );
    expect((await visit(`${permanent.from}/below`)).statusCode).toBe(404);
  });

  it("counts the hits", async () => {
    const row = await added(fresh("hits"), "/about");
    await visit(row.from);
    await visit(`${row.from}?a=1`);
    const listedRow = (await listed()).find((item) => item.id === row.id);
    expect(listedRow?.hits).toBe(2);
    expect(listedRow?.last_hit_at).not.toBeNull();
  });

  it("purges the redirects' key at the cache in front on every change", async () => {
    const purged: (readonly string[] | undefined)[] = [];
    const stop = t.cache.onClear((changed) => purged.push(changed));
    try {
      const row = await added(fresh("purge"), "/about");
      await call("PUT", `/api/redirects/${row.id}`, content, { from: row.from, to: "/contact" });
      await call("DELETE", `/api/redirects/${row.id}`);
      await t.app.redirects.moved(fresh("purge-moved"), fresh("purge-new"));
    } finally {
      stop();
    }
    expect(purged).toEqual([
      [REDIRECTS_SURROGATE_KEY],
      [REDIRECTS_SURROGATE_KEY],
      [REDIRECTS_SURROGATE_KEY],
      [REDIRECTS_SURROGATE_KEY],
    ]);
  });
});

describe("a page that moves (app.redirects.moved)", () => {
  it("adds old → new, points redirects to the old path at the new one, and frees the new path", async () => {
    const older = fresh("older");
    const old = fresh("page");
    const next = fresh("page-new");
    const elsewhere = fresh("elsewhere");
    const toOld = await added(older, old);
    // The new path was redirected away; it is a page again once the page moves there.
    await added(next, elsewhere);

    await t.app.redirects.moved(`${old}/`, next);

    const rows = await listed();
    const fromOld = rows.find((row) => row.from === old);
    expect(fromOld).toMatchObject({ to: next, type: 301, automatic: true, created_by: null });
    expect(rows.find((row) => row.id === toOld.id)?.to).toBe(next);
    expect(rows.some((row) => row.from === next)).toBe(false);

    const followed = await visit(`${old}?page=2`);
    expect(followed.statusCode).toBe(301);
    expect(followed.headers.location).toBe(`${next}?page=2`);
    expect((await visit(older)).headers.location).toBe(next);
    expect((await visit(next)).statusCode).toBe(404);

    // Idempotent: the same move again changes nothing.
    await t.app.redirects.moved(old, next);
    const again = await listed();
    expect(
      again.filter((row) => [old, older, next].includes(row.from)).map((row) => [row.from, row.to]),
    ).toEqual(rows.filter((row) => [old, older, next].includes(row.from)).map((row) => [row.from, row.to]));
  });

  it("moving back and forth leaves no loop and no chain", async () => {
    const a = fresh("swing-a");
    const b = fresh("swing-b");
    await t.app.redirects.moved(a, b);
    await t.app.redirects.moved(b, a);
    const rows = (await listed()).filter((row) => [a, b].includes(row.from));
    expect(rows.map((row) => [row.from, row.to])).toEqual([[b, a]]);
    expect((await visit(b)).headers.location).toBe(a);
    expect((await visit(a)).statusCode).toBe(404);
  });

  it("joins the caller's transaction: nothing is kept when it fails", async () => {
    const a = fresh("tx-a");
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.redirects.moved(a, fresh("tx-b"), { tx });
        throw new Error("the rename failed");
      }),
    ).rejects.toThrow("the rename failed");
    await t.app.redirects.changed();
    expect((await listed()).some((row) => row.from === a)).toBe(false);
  });

  it("refuses a path that is not a local path, naming it", async () => {
    await expect(t.app.redirects.moved("no-slash", "/x")).rejects.toMatchObject({
      statusCode: 400,
      errors: [{ field: "from", message: redirectMessages.notLocal("from") }],
    });
  });
});

describe("other instances", () => {
  it.runIf(process.env.TEST_DB_ENGINE === "postgres")(
    "a redirect added on one instance is answered by another on the same database",
    async () => {
      const first = await createTestApp({}, { syncInstances: true });
      const second = await createTestApp({}, { syncInstances: true, databaseUrl: first.databaseUrl });
      try {
        const token = await signedInAs(first, ["content"]);
        const from = fresh("shared");
        expect((await second.app.inject({ method: "GET", url: from })).statusCode).toBe(404);
        const response = await first.app.inject({
          method: "POST",
          url: "/api/redirects",
          headers: bearer(token),
          payload: { from, to: "/about" },
        });
        expect(response.statusCode).toBe(201);
        // The announcement travels through PostgreSQL (src/platform/content-sync.ts).
        await expect
          .poll(async () => (await second.app.inject({ method: "GET", url: from })).headers.location)
          .toBe("/about");
      } finally {
        await second.close();
        await first.close();
      }
    },
  );
});
