import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testimonials } from "#src/features/testimonials/server/testimonials.table.ts";
import { testimonialTexts } from "#src/features/testimonials/testimonial.schema.ts";
import { MAX_IMAGE_BYTES } from "#src/lib/form-fields.ts";
import { makeTestimonial } from "#src/server/db/factories.ts";
import { sampleTestimonials } from "#src/server/db/sample/sample-content.ts";
import { createPageData } from "#src/server/page-data.ts";
import {
  bearer,
  elfFile,
  type FilePart,
  loginAsAdmin,
  multipart,
  pngImage,
} from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp, withTestApp } from "#src/server/test/test-app.ts";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());

async function add(
  fields: Record<string, string>,
  files: FilePart[],
  headers: Record<string, string> = bearer(token),
) {
  const form = await multipart(fields, files);
  return t.app.inject({
    method: "POST",
    url: "/api/testimonials",
    ...form,
    headers: { ...form.headers, ...headers },
  });
}
const photo = async (data?: Buffer): Promise<FilePart> => ({
  name: "image",
  data: data ?? (await pngImage(200, 200)),
  filename: "face.png",
});
const stored = async () => (await fs.readdir(path.join(t.images.root, "testimonials"))).sort();
const valid = {
  name: "Asha Patel",
  role: "Founder, Patel Foods",
  feedback: "Fast, honest and careful work.",
  rating: "4",
};

describe("POST /api/testimonials", () => {
  it("stores it with the photo re-encoded; the public list, and the page data, show it first", async () => {
    const response = await add(valid, [await photo()]);
    expect(response.statusCode).toBe(200);
    const { id, data } = response.json();
    expect(data).toEqual({
      id,
      name: "Asha Patel",
      role: "Founder, Patel Foods",
      feedback: "Fast, honest and careful work.",
      rating: 4,
      visible: true,
      image: expect.stringMatching(/^\/uploads\/testimonials\/[0-9a-f-]{36}\.webp$/),
    });
    const publicList = (await t.app.inject("/api/testimonials")).json();
    expect(publicList.data[0]).toEqual({ ...data, visible: undefined });
    const pageData = createPageData(
      t.database.db,
      { publicOrigin: "", clientPortalUrl: "", billingOrderUrl: "", bookingUrl: "" },
      t.cache,
    );
    expect((await pageData.listTestimonials())[0]?.id).toBe(id);
  });

  it("rates 5 unless told", async () => {
    const { rating: _rating, ...noRating } = valid;
    expect((await add(noRating, [await photo()])).json().data.rating).toBe(5);
  });

  it.each([
    [{ ...valid, name: "" }, "name", "Name is required"],
    [{ ...valid, feedback: "" }, "feedback", "Feedback is required"],
    [{ ...valid, feedback: "x".repeat(601) }, "feedback", "Feedback must be at most 600 characters"],
    [{ ...valid, rating: "6" }, "rating", testimonialTexts.ratingRange],
    [{ ...valid, rating: "0" }, "rating", testimonialTexts.ratingRange],
    [{ ...valid, stars: "5" }, "stars", "Unknown field: stars"],
  ])("refuses %o with 400 naming the field, storing nothing", async (fields, field, message) => {
    const before = await stored();
    const response = await add(fields, [await photo()]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, errors: [{ field, message }] });
    expect(await stored()).toEqual(before);
  });

  it("requires a photo; refuses a non-image (415) and one over 5 MiB (413)", async () => {
    const missing = await add(valid, []);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: "image", message: testimonialTexts.imageRequired }]);
    expect((await add(valid, [await photo(elfFile())])).statusCode).toBe(415);
    const png = await pngImage();
    expect(
      (await add(valid, [await photo(Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]))]))
        .statusCode,
    ).toBe(413);
  });

  it("needs a session: 401 without one", async () => {
    expect((await add(valid, [await photo()], {})).statusCode).toBe(401);
  });
});

describe("GET and DELETE /api/testimonials", () => {
  it("answers an empty list with the empty text on an empty database", async () => {
    await withTestApp(async (empty) => {
      expect((await empty.app.inject("/api/testimonials")).json()).toEqual({
        success: true,
        data: [],
        message: testimonialTexts.noTestimonials,
      });
    });
  });

  it("deletes the testimonial and its photo; 404 when missing; 401 without a session", async () => {
    const row = await makeTestimonial(t.database.db, t.images, {
      ...sampleTestimonials[1]!,
      name: "To Delete",
    });
    expect(await stored()).toContain(row.image);
    expect((await t.app.inject({ method: "DELETE", url: `/api/testimonials/${row.id}` })).statusCode).toBe(
      401,
    );
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/testimonials/${row.id}`,
      headers: bearer(token),
    });
    expect(response.json()).toMatchObject({ success: true });
    expect(await stored()).not.toContain(row.image);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/testimonials/${row.id}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ success: false, message: testimonialTexts.notFound });
  });
});

describe("PUT /api/testimonials/{id}", () => {
  async function edit(
    id: number | string,
    fields: Record<string, string>,
    files: FilePart[] = [],
    headers: Record<string, string> = bearer(token),
  ) {
    const form = await multipart(fields, files);
    return t.app.inject({
      method: "PUT",
      url: `/api/testimonials/${id}`,
      ...form,
      headers: { ...form.headers, ...headers },
    });
  }
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(testimonials)).find((row) => row.id === id);
  const pageData = () =>
    createPageData(
      t.database.db,
      { publicOrigin: "", clientPortalUrl: "", billingOrderUrl: "", bookingUrl: "" },
      t.cache,
    );

  it("changes the fields and keeps the photo when none is sent; the home page data shows the new text", async () => {
    const before = await makeTestimonial(t.database.db, t.images, {
      ...sampleTestimonials[0]!,
      name: "Edit Me Before",
      feedback: "The feedback before the edit.",
    });
    // The home page's data is read (and cached) before the edit: the edit drops the cache.
    expect((await pageData().listTestimonials()).find((row) => row.id === before.id)?.feedback).toBe(
      "The feedback before the edit.",
    );
    const response = await edit(before.id, {
      name: "Edit Me After",
      role: "Director, After Ltd",
      feedback: "The feedback after the edit.",
      rating: "3",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: testimonialTexts.updated,
      data: {
        id: before.id,
        name: "Edit Me After",
        role: "Director, After Ltd",
        feedback: "The feedback after the edit.",
        rating: 3,
        visible: true,
        image: `/uploads/testimonials/${before.image}`,
      },
    });
    expect(await stored()).toContain(before.image);
    expect(await pageData().listTestimonials()).toContainEqual(
      expect.objectContaining({
        id: before.id,
        name: "Edit Me After",
        feedback: "The feedback after the edit.",
      }),
    );
    const listed = (await t.app.inject("/api/testimonials"))
      .json()
      .data.find((row: { id: number }) => row.id === before.id);
    expect(listed).toMatchObject({ feedback: "The feedback after the edit.", rating: 3 });
  });

  it("a new photo replaces the old one: the old file is removed from disk", async () => {
    const before = await makeTestimonial(t.database.db, t.images, {
      ...sampleTestimonials[0]!,
      name: "New Photo",
    });
    expect(await stored()).toContain(before.image);
    const response = await edit(before.id, valid, [await photo()]);
    expect(response.statusCode).toBe(200);
    const row = await rowOf(before.id);
    expect(row!.image).not.toBe(before.image);
    expect(response.json().data.image).toBe(`/uploads/testimonials/${row!.image}`);
    const files = await stored();
    expect(files).toContain(row!.image);
    expect(files).not.toContain(before.image);
  });

  it.each([
    [{ ...valid, name: "" }, "name", "Name is required"],
    [{ ...valid, feedback: "" }, "feedback", "Feedback is required"],
    [{ ...valid, feedback: "x".repeat(601) }, "feedback", "Feedback must be at most 600 characters"],
    [{ ...valid, rating: "6" }, "rating", testimonialTexts.ratingRange],
    [{ ...valid, stars: "5" }, "stars", "Unknown field: stars"],
  ])(
    "refuses %o with 400 naming the field, changing nothing and storing no file",
    async (fields, field, message) => {
      const before = await makeTestimonial(t.database.db, t.images, {
        ...sampleTestimonials[0]!,
        name: "Unchanged",
      });
      const files = await stored();
      const response = await edit(before.id, fields, [await photo()]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message, errors: [{ field, message }] });
      expect(await stored()).toEqual(files);
      expect(await rowOf(before.id)).toMatchObject({ name: "Unchanged", image: before.image });
    },
  );

  it("refuses a non-image photo with 415, keeping the old one", async () => {
    const before = await makeTestimonial(t.database.db, t.images, {
      ...sampleTestimonials[0]!,
      name: "Bad Photo",
    });
    const files = await stored();
    expect((await edit(before.id, valid, [await photo(elfFile())])).statusCode).toBe(415);
    expect(await stored()).toEqual(files);
    expect(await rowOf(before.id)).toMatchObject({ name: "Bad Photo", image: before.image });
  });

  it("answers 404 for a missing id and stores no file", async () => {
    const files = await stored();
    const response = await edit(2_000_000_000, valid, [await photo()]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: testimonialTexts.notFound });
    expect(await stored()).toEqual(files);
  });

  it("needs a session: 401 without one, changing nothing", async () => {
    const before = await makeTestimonial(t.database.db, t.images, {
      ...sampleTestimonials[0]!,
      name: "Guarded",
    });
    const response = await edit(before.id, valid, [], {});
    expect(response.statusCode).toBe(401);
    expect(await rowOf(before.id)).toMatchObject({ name: "Guarded" });
  });
});
