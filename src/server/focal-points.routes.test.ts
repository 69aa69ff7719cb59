import { createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  RouterContextProvider,
  StaticRouterProvider,
} from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamMemberRow } from "#src/features/team-members/team-member.schema.ts";
import { testimonialRow } from "#src/features/testimonials/testimonial.schema.ts";
import type { PageRequestHandler } from "#src/platform/http/page-bridge.ts";
import { createPageData } from "#src/server/page-data.ts";
import { bearer, libraryItem, loginAsAdmin, multipart } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { type PageData, pageDataContext } from "#src/site/page-data.ts";
import * as blockPage from "#src/site/pages/block-page.tsx";
import * as siteLayout from "#src/site/site-layout.tsx";

// Team cards and testimonial portraits are square crops around their media library item's focal
// point (docs/decisions/0044-responsive-images.md): set through PATCH /api/media/{id}, read by the
// public reads (src/platform/content-kit/content-routes.ts), shown by the real page components.

let t: TestApp;
let token: string;
let pageData: PageData;

// The real site layout, home page and team page, rendered as the page handler does
// (src/server/page-handler.ts) without the document around them.
const routes: RouteObject[] = [
  {
    id: "site",
    loader: siteLayout.loader as never,
    Component: siteLayout.default,
    children: [
      // The home and team pages are stored as blocks, served by the block page.
      { index: true, loader: blockPage.loader as never, Component: blockPage.default },
      { path: "about/team", loader: blockPage.loader as never, Component: blockPage.default },
    ],
  },
];
const handler = createStaticHandler(routes);
const pages: PageRequestHandler = async (request, { overlay }) => {
  const requestContext = new RouterContextProvider();
  const data = overlay ? (overlay as unknown as (published: PageData) => PageData)(pageData) : pageData;
  requestContext.set(pageDataContext, data);
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) return context;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
  return new Response(html, {
    status: context.statusCode,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, s-maxage=60" },
  });
};

beforeAll(async () => {
  // Every variant request waits for its encode (a loaded machine would otherwise be answered the
  // stored image first: src/platform/uploads/image-variants.test.ts covers that).
  t = await createTestApp({}, { pages, imageLimits: { variantAnswerMs: 60_000 } });
  pageData = createPageData(
    t.database.db,
    { publicOrigin: "http://localhost", clientPortalUrl: "", billingOrderUrl: "", bookingUrl: "" },
    t.cache,
  );
  token = await loginAsAdmin(t);
});
afterAll(() => t?.close());

/** 600 × 300: the left half red, the right half blue (which side a square crop kept shows). */
function halvesImage(): Promise<Buffer> {
  const half = { width: 300, height: 300, channels: 3 as const };
  return sharp({ create: { ...half, width: 600, background: "#0000ff" } })
    .composite([{ input: { create: { ...half, background: "#ff0000" } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

async function add(url: string, fields: Record<string, string>): Promise<{ id: number; image: string }> {
  const form = await multipart(fields, [
    { name: "image", filename: "portrait.png", data: await halvesImage(), type: "image/png" },
  ]);
  const response = await t.app.inject({
    method: "POST",
    url,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function setFocalPoint(folder: string, image: string, focalX: number | null, focalY: number | null) {
  const item = await libraryItem(t, token, folder, image);
  expect(item).toBeDefined();
  const response = await t.app.inject({
    method: "PATCH",
    url: `/api/media/${item!.id}`,
    headers: bearer(token),
    payload: { focalX, focalY },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function html(url: string): Promise<string> {
  const response = await t.app.inject({ method: "GET", url });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The variants a page offers of one stored image (`/uploads/team/<uuid>.webp`), by name (`w160.avif`). */
function variantsIn(page: string, image: string): string[] {
  const base = `${image.replace(/\.webp$/, "")}/`;
  const names = page
    .split(base)
    .slice(1)
    .map((after) => after.split(/[ ",]/)[0]!);
  return [...new Set(names)].sort();
}

const TEAM_WIDTHS = ["w160", "w320", "w480", "w640"];

async function meanColour(data: Buffer): Promise<{ red: number; blue: number }> {
  const { channels } = await sharp(data).stats();
  return { red: channels[0]!.mean, blue: channels[2]!.mean };
}

describe("focal points on the public pages", () => {
  it("crops a team card around its photo's focal point once set, with GET /api/team unchanged", async () => {
    const member = await add("/api/team/add", { name: "Focal Leader", role: "CTO", type: "leader" });
    const teamJson = async () => (await t.app.inject({ method: "GET", url: "/api/team" })).body;
    const before = await teamJson();

    expect(variantsIn(await html("/about/team"), member.image)).toEqual(
      TEAM_WIDTHS.flatMap((width) => [`${width}.avif`, `${width}.webp`]).sort(),
    );

    await setFocalPoint("team", member.image, 10, 50);
    expect(variantsIn(await html("/about/team"), member.image)).toEqual(
      TEAM_WIDTHS.flatMap((width) => [`${width}-x10y50.avif`, `${width}-x10y50.webp`]).sort(),
    );

    // The JSON answer has the same bytes: the focal point is the pages' alone.
    const after = await teamJson();
    expect(after).toBe(before);
    const shown = (JSON.parse(after).data as Record<string, unknown>[]).find((row) => row.id === member.id);
    expect(Object.keys(shown!).sort()).toEqual(Object.keys(teamMemberRow.shape).sort());

    // The crop is made: square, from the left (red) half the point is on.
    const variant = await t.app.inject({
      method: "GET",
      url: `${member.image.replace(/\.webp$/, "")}/w160-x10y50.avif`,
    });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers["content-type"]).toBe("image/avif");
    const body = variant.rawPayload;
    const { width, height } = await sharp(body).metadata();
    expect([width, height]).toEqual([160, 160]);
    const colour = await meanColour(body);
    expect(colour.red).toBeGreaterThan(240);
    expect(colour.blue).toBeLessThan(15);

    // Cleared, the crop is centred again.
    await setFocalPoint("team", member.image, null, null);
    expect(variantsIn(await html("/about/team"), member.image)).toEqual(
      TEAM_WIDTHS.flatMap((width) => [`${width}.avif`, `${width}.webp`]).sort(),
    );
  });

  it("crops a testimonial's portrait on the home page around its focal point", async () => {
    const testimonial = await add("/api/testimonials", {
      name: "Focal Client",
      role: "Founder",
      feedback: "Sharp work.",
      rating: "5",
    });
    const testimonialsJson = async () =>
      (await t.app.inject({ method: "GET", url: "/api/testimonials" })).body;
    const before = await testimonialsJson();

    await setFocalPoint("testimonials", testimonial.image, 90, 50);
    const base = testimonial.image.replace(/\.webp$/, "");
    const page = await html("/");
    expect(page).toContain(`${base}/w48-x90y50.avif 1x, ${base}/w96-x90y50.avif 2x`);
    expect(page).toContain(`${base}/w48-x90y50.webp 1x, ${base}/w96-x90y50.webp 2x`);

    const after = await testimonialsJson();
    expect(after).toBe(before);
    const shown = (JSON.parse(after).data as Record<string, unknown>[]).find(
      (row) => row.id === testimonial.id,
    );
    expect(Object.keys(shown!).sort()).toEqual(Object.keys(testimonialRow.shape).sort());

    const variant = await t.app.inject({ method: "GET", url: `${base}/w96-x90y50.avif` });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers["content-type"]).toBe("image/avif");
    const colour = await meanColour(variant.rawPayload);
    expect(colour.blue).toBeGreaterThan(240);
    expect(colour.red).toBeLessThan(15);
  });

  it("keeps the crop in a draft's preview", async () => {
    const member = await add("/api/team/add", { name: "Focal Draft", role: "Designer", type: "team" });
    await setFocalPoint("team", member.image, 20, 30);
    const draft = await t.app.inject({
      method: "PUT",
      url: `/api/editions/team/${member.id}/draft`,
      headers: bearer(token),
      payload: { data: { name: "Focal Draft Renamed" }, revision: 0 },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const link = await t.app.inject({
      method: "POST",
      url: `/api/editions/team/${member.id}/preview-link`,
      headers: bearer(token),
    });
    const preview = await html(link.json().url);
    expect(preview).toContain("Focal Draft Renamed");
    expect(variantsIn(preview, member.image)).toEqual(
      TEAM_WIDTHS.flatMap((width) => [`${width}-x20y30.avif`, `${width}-x20y30.webp`]).sort(),
    );
  });
});
