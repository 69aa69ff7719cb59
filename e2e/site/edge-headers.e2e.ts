import { expect, test } from "@playwright/test";
import { PUBLIC_ROUTES } from "../support/public-routes.ts";

/**
 * What a cache in front of the built site is told (docs/decisions/0043-http-caching.md): every
 * public page may be kept by anyone and revalidated with its ETag (a 304), and names what it
 * shows in Surrogate-Key; the back office is kept by no cache.
 */
const SHOWS: Record<string, string[]> = {
  "/": ["clients", "testimonials"],
  "/careers": ["jobs"],
  "/about/team": ["team"],
  "/about/portfolio": ["categories", "projects"],
};

test("every public page: shareable, a validator answered 304, and its surrogate keys name what it shows", async ({
  request,
}) => {
  for (const { path } of PUBLIC_ROUTES) {
    // The first answer renders the page; the second is the kept copy.
    await request.get(path);
    const page = await request.get(path);
    expect(page.status(), path).toBe(200);
    const headers = page.headers();
    expect(headers["cache-control"], path).toMatch(/^public, max-age=0, s-maxage=\d+/);
    const keys = (headers["surrogate-key"] ?? "").split(" ");
    // The header and footer show the site's settings on every page.
    expect(keys, path).toContain("settings");
    for (const shown of SHOWS[path] ?? []) expect(keys, path).toContain(shown);
    const etag = headers.etag;
    expect(etag, path).toMatch(/^"[A-Za-z0-9_-]{27}(-br|-gz)?"$/);
    const again = await request.get(path, { headers: { "if-none-match": etag! } });
    expect(again.status(), path).toBe(304);
    expect((await again.body()).length, path).toBe(0);
  }
});

test("a project's page and read name the project; the back office names nothing and is kept by no cache", async ({
  request,
}) => {
  const projects = (await (await request.get("/api/projects")).json()) as { id: number }[];
  const id = projects[0]!.id;
  await request.get(`/about/portfolio/${id}`);
  const page = await request.get(`/about/portfolio/${id}`);
  expect(page.headers()["surrogate-key"]?.split(" ")).toContain(`project-${id}`);
  await request.get(`/api/projects/${id}`);
  const read = await request.get(`/api/projects/${id}`);
  expect(read.headers()["surrogate-key"]?.split(" ")).toContain(`project-${id}`);
  const admin = await request.get("/admin/dashboard");
  expect(admin.headers()["cache-control"]).toContain("no-store");
  expect(admin.headers()["surrogate-key"]).toBeUndefined();
});
