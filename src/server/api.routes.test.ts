import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProject } from "#src/features/portfolio/server/portfolio.repository.ts";
import { DEFAULT_PUBLIC_CACHE_CONTROL } from "#src/platform/http/encoded-body.ts";
import { bearer, loginAsAdmin, multipart, pngImage } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

let t: TestApp;
let token: string;
let projectId: number;
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: "100000" });
  token = await loginAsAdmin(t);
  const category = await createCategory(t.database.db, "Web");
  projectId = (await createProject(t.database.db, { categoryId: category.id, name: "P", description: "D" }))
    .id;
});
afterAll(() => t.close());

/**
 * The routes anyone may call: the public reads, the four public forms and the login, plus the
 * API's own description, its docs and its JSON 404 (docs/decisions/0005-api-implementation.md:
 * every other route answers 401 without a token).
 */
const PUBLIC_API_ROUTES = new Set([
  "GET /api/clients",
  "GET /api/team",
  "GET /api/testimonials",
  "GET /api/job/jobs",
  "GET /api/categories",
  "GET /api/projects",
  "GET /api/projects/:id",
  "POST /api/contact/contact",
  "POST /api/hiring/hiring",
  "POST /api/applyjob/apply",
  "POST /api/cloudvps/cloudvps",
  "POST /api/admin/login",
  "POST /api/admin/login/second-factor",
  "POST /api/admin/login/passkey/options",
  "POST /api/admin/login/passkey",
  "POST /api/admin/password-reset",
  "POST /api/admin/password-link/check",
  "POST /api/admin/password-link",
  "GET /api/openapi.json",
]);
const isPublic = (method: string, url: string) =>
  PUBLIC_API_ROUTES.has(`${method === "HEAD" ? "GET" : method} ${url}`) ||
  url === "/api/*" ||
  url === "/api/docs" ||
  url.startsWith("/api/docs/");

const concrete = (url: string) =>
  url
    .replace(":category", "DevOps")
    .replace(/:[A-Za-z]+/g, "1")
    .replace("*", "x");

describe("route inventory", () => {
  it("every /api route is either on the public list or answers 401 without a token", async () => {
    const routes = t.app.routeInventory.filter((route) => route.url.startsWith("/api"));
    expect(routes.length).toBeGreaterThan(30);
    const unguarded: string[] = [];
    for (const route of routes) {
      if (isPublic(route.method, route.url)) continue;
      if (route.public)
        unguarded.push(`${route.method} ${route.url} is marked public but is not on the list`);
      const response = await t.app.inject({ method: route.method as "GET", url: concrete(route.url) });
      if (response.statusCode !== 401)
        unguarded.push(`${route.method} ${route.url} answered ${response.statusCode}`);
    }
    expect(unguarded).toEqual([]);
  });

  it("every route outside /api is a page, a file, a probe or the metrics (no hidden API)", () => {
    const others = t.app.routeInventory
      .filter((route) => !route.url.startsWith("/api"))
      .map((route) => route.url);
    for (const url of others) expect(url).toMatch(/^\/(healthz|readyz|metrics|uploads\/.*|\*)$/);
  });

  it("a guarded upload without a token is refused before the body is read, and stores nothing", async () => {
    const form = await multipart({ name: "x" }, [
      { name: "logo", data: await pngImage(), filename: "a.png" },
    ]);
    const response = await t.app.inject({ method: "POST", url: "/api/clients", ...form });
    expect(response.statusCode).toBe(401);
    const { readdir } = await import("node:fs/promises");
    expect(await readdir(`${t.images.root}/clients`)).toEqual([]);
  });
});

describe("OpenAPI and docs", () => {
  it("GET /api/openapi.json describes every API route from the zod schemas", async () => {
    const response = await t.app.inject("/api/openapi.json");
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    const paths = Object.keys(spec.paths);
    for (const path of [
      "/api/clients",
      "/api/clients/{id}",
      "/api/team",
      "/api/team/add",
      "/api/team/{id}",
      "/api/job/jobs",
      "/api/job/job",
      "/api/job/job/{id}",
      "/api/contact/contact",
      "/api/contact/contacts",
      "/api/contact/contact/{id}",
      "/api/hiring/hiring",
      // GET …/{category} and DELETE …/{id} of the spec: one template to OpenAPI (src/platform/http/openapi.ts).
      "/api/hiring/hiring/{category_or_id}",
      "/api/applyjob/apply",
      "/api/applyjob/applications",
      "/api/applyjob/{id}",
      "/api/cloudvps/cloudvps",
      "/api/cloudvps/cloudvpsdata",
      "/api/cloudvps/cloudvpsdelete/{id}",
      "/api/admin/login",
      "/api/categories",
      "/api/projects",
      "/api/projects/{id}",
      "/api/projects/{id}/images",
      "/api/projects/{id}/technologies/bulk",
      "/api/job/all",
    ]) {
      expect(paths).toContain(path);
    }
    expect(Object.keys(spec.paths["/api/hiring/hiring/{category_or_id}"]).sort()).toEqual(["delete", "get"]);
    // Edits beside their siblings: a JSON job, a multipart member, client and testimonial whose image
    // is optional.
    expect(
      spec.paths["/api/job/job/{id}"].put.requestBody.content["application/json"].schema.required,
    ).toEqual(expect.arrayContaining(["jobname", "time", "location"]));
    for (const [path, file] of [
      ["/api/team/{id}", "image"],
      ["/api/clients/{id}", "logo"],
      ["/api/testimonials/{id}", "image"],
    ] as const) {
      const body = spec.paths[path].put.requestBody.content["multipart/form-data"].schema;
      expect(body.properties[file]).toMatchObject({ type: "string", format: "binary" });
      expect(body.required ?? []).not.toContain(file);
    }
    const contactBody =
      spec.paths["/api/contact/contact"].post.requestBody.content["application/json"].schema;
    expect(contactBody.required).toEqual(expect.arrayContaining(["name", "email"]));
    expect(contactBody.properties.name.maxLength).toBe(120);
    const applyBody =
      spec.paths["/api/applyjob/apply"].post.requestBody.content["multipart/form-data"].schema;
    expect(applyBody.properties.resume).toMatchObject({ type: "string", format: "binary" });
    expect(applyBody.required).toEqual(expect.arrayContaining(["fullName", "salary", "resume"]));
    const bulk =
      spec.paths["/api/projects/{id}/technologies/bulk"].post.requestBody.content["multipart/form-data"]
        .schema;
    expect(Object.keys(bulk.properties)).toEqual(["tech_names", "icons"]);
    expect(
      spec.paths["/api/projects/{id}"].put.requestBody.content["multipart/form-data"].schema.properties,
    ).toHaveProperty("side_image");
  });

  it("/api/docs serves Swagger UI from local files under a CSP without unsafe script sources", async () => {
    const page = await t.app.inject("/api/docs");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("swagger-ui-bundle.js");
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)/);
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    const bundle = await t.app.inject("/api/docs/static/swagger-ui-bundle.js");
    expect(bundle.statusCode).toBe(200);
  });
});

describe("abuse and errors", () => {
  it("sends no CORS headers to other origins", async () => {
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: "/api/contact/contact",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    const get = await t.app.inject({
      method: "GET",
      url: "/api/clients",
      headers: { origin: "https://evil.example" },
    });
    expect(get.headers["access-control-allow-origin"]).toBeUndefined();
    expect(get.headers["x-content-type-options"]).toBe("nosniff");
    // A public read is the same for everyone: shared caches may keep it (encoded-body.ts).
    expect(get.headers["cache-control"]).toBe(DEFAULT_PUBLIC_CACHE_CONTROL);
  });

  it("rate limits public form posts per address with 429 and Retry-After", async () => {
    const limited = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: "3" });
    try {
      const post = (remoteAddress: string) =>
        limited.app.inject({
          method: "POST",
          url: "/api/cloudvps/cloudvps",
          payload: { name: "A", email: "a@example.com", number: "9876543210", message: "Need a VPS" },
          remoteAddress,
        });
      for (let index = 0; index < 3; index++) expect((await post("10.1.1.1")).statusCode).toBe(200);
      const refused = await post("10.1.1.1");
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, message: expect.any(String) });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect((await post("10.1.1.2")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("answers an unexpected failure with 500, a request id, and no stack, SQL or path", async () => {
    const broken = await createTestApp();
    try {
      const brokenToken = await loginAsAdmin(broken);
      await broken.database.close();
      const response = await broken.app.inject({
        method: "GET",
        url: "/api/contact/contacts",
        headers: bearer(brokenToken),
      });
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(body).toEqual({
        success: false,
        message: expect.any(String),
        requestId: response.headers["x-request-id"],
      });
      expect(response.body).not.toMatch(/select|at |\/work|node_modules/i);
    } finally {
      await broken.close();
    }
  });
});

describe("property: random bodies never cause a 5xx", () => {
  const jsonRoutes = [
    { url: "/api/contact/contact", admin: false },
    { url: "/api/hiring/hiring", admin: false },
    { url: "/api/cloudvps/cloudvps", admin: false },
    { url: "/api/admin/login", admin: false },
    { url: "/api/job/job", admin: true },
  ];
  const multipartRoutes = [
    "/api/clients",
    "/api/team/add",
    "/api/applyjob/apply",
    "/api/projects",
    "/api/projects/1/images",
    "/api/projects/1/technologies/bulk",
  ];
  const contentTypes = fc.constantFrom(
    "application/json",
    "application/json; charset=utf-8",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=xyz",
    "application/jsonx",
  );

  it.each(jsonRoutes)("POST $url", async ({ url, admin }) => {
    const field = fc.oneof(fc.string(), fc.jsonValue(), fc.constant("a@b.co"), fc.constant("DevOps"));
    const body = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(
        fc.constantFrom(
          "name",
          "email",
          "number",
          "message",
          "developer",
          "description",
          "password",
          "jobname",
          "time",
          "location",
          "website",
          "__proto__",
          "constructor",
        ),
        field,
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, contentTypes, async (payload, contentType) => {
        const response = await t.app.inject({
          method: "POST",
          url,
          headers: { "content-type": contentType, ...(admin ? bearer(token) : {}) },
          payload: JSON.stringify(payload) ?? "",
          remoteAddress: `10.50.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it.each(multipartRoutes)("POST %s with random multipart bodies", async (route) => {
    // The project routes run against a project that exists, so the body is really read.
    const url = route.replace("/1/", `/${projectId}/`);
    const part = fc.record({
      name: fc.constantFrom(
        "name",
        "alt",
        "logo",
        "image",
        "resume",
        "images",
        "icons",
        "tech_names",
        "side_image",
        "x",
      ),
      value: fc.oneof(
        fc.string(),
        fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 6 }), async (parts) => {
        const fields: Record<string, string> = {};
        const files = [];
        for (const item of parts) {
          if (typeof item.value === "string") fields[item.name] = item.value;
          else files.push({ name: item.name, data: item.value, filename: "f.bin" });
        }
        const form = await multipart(fields, files);
        const response = await t.app.inject({
          method: "POST",
          url,
          ...form,
          headers: { ...form.headers, ...bearer(token) },
          remoteAddress: "10.60.0.1",
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      { numRuns: 30 },
    );
    for (const contentType of [
      "multipart/form-data",
      `multipart/form-data; boundary=${"b".repeat(200)}`,
      "multipart/form-data; boundary=",
      "multipart/mixed; boundary=abc",
    ]) {
      const odd = await t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": contentType, ...bearer(token) },
        payload: "--abc\r\n\r\n",
      });
      expect(odd.statusCode, `${contentType}: ${odd.body}`).toBeLessThan(500);
    }
    const garbage = await t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "multipart/form-data; boundary=abc", ...bearer(token) },
      payload: '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated',
    });
    expect(garbage.statusCode).toBeLessThan(500);
  });
});
