import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES, MAX_PROJECT_IMAGES, projectTexts } from "#src/features/portfolio/project.schema.ts";
import {
  projectImages,
  projects,
  projectTechnologies,
} from "#src/features/portfolio/server/portfolio.table.ts";
import { makeCategory } from "#src/server/db/factories.ts";
import {
  bearer,
  elfFile,
  type FilePart,
  libraryItem,
  loginAsAdmin,
  multipart,
  pngImage,
  svgImage,
} from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp, withTestApp } from "#src/server/test/test-app.ts";

let t: TestApp;
let token: string;
let web: number;
let mobile: number;
let tooBig: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
  web = (await makeCategory(t.database.db, "Web")).id;
  mobile = (await makeCategory(t.database.db, "Mobile")).id;
  const png = await pngImage();
  tooBig = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]);
});
afterAll(() => t.close());

async function send(
  method: "POST" | "PUT",
  url: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
) {
  const form = await multipart(fields, files);
  return t.app.inject({ method, url, ...form, headers: { ...form.headers, ...bearer(token) } });
}
/** Thirty-one days on: the trash's purge takes what was deleted, and the files only it named. */
async function purgeTrash() {
  t.advanceClock(31 * 24 * 60 * 60 * 1000);
  try {
    await t.app.editions.purgeTrash();
  } finally {
    t.advanceClock(-31 * 24 * 60 * 60 * 1000);
  }
}
const fieldsFor = (category: number, name = "Shop") => ({
  category_id: String(category),
  name,
  description: "An online shop",
  highlights: "Fast checkout",
  build_for: "Retailer",
  industry: "Retail",
  country: "India",
});
const file = async (name: string, data?: Buffer): Promise<FilePart> => ({
  name,
  data: data ?? (await pngImage(200, 120)),
  filename: "img.png",
});
const stored = async (folder: string) => (await fs.readdir(path.join(t.images.root, folder))).sort();

async function createProject(category = web, name = "Shop") {
  const response = await send("POST", "/api/projects", fieldsFor(category, name), [await file("side_image")]);
  expect(response.statusCode).toBe(200);
  return response.json().id as number;
}

describe("categories and reads (public)", () => {
  it("GET /api/categories answers a bare array of id and name, oldest first", async () => {
    await withTestApp(async (own) => {
      expect((await own.app.inject("/api/categories")).json()).toEqual([]);
      const first = await makeCategory(own.database.db, "Web Applications");
      const second = await makeCategory(own.database.db, "Mobile Apps");
      // Made beside the API: drop the cached (empty) list.
      own.cache.clear();
      const response = await own.app.inject("/api/categories");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: first.id, name: "Web Applications" },
        { id: second.id, name: "Mobile Apps" },
      ]);
    });
  });

  it("GET /api/projects?category= answers a bare array newest first; bad category → 400", async () => {
    const category = (await makeCategory(t.database.db, "Listed Category")).id;
    const older = await createProject(category, "Older");
    const newer = await createProject(category, "Newer");
    const list = (await t.app.inject(`/api/projects?category=${category}`)).json();
    expect(list.map((project: { id: number }) => project.id)).toEqual([newer, older]);
    expect(list[0]).toEqual({
      id: newer,
      category_id: category,
      name: "Newer",
      description: "An online shop",
      highlights: "Fast checkout",
      build_for: "Retailer",
      industry: "Retail",
      country: "India",
      side_image: expect.stringMatching(/^\/uploads\/projects\/[0-9a-f-]{36}\.webp$/),
    });
    expect((await t.app.inject("/api/projects?category=abc")).statusCode).toBe(400);
    expect((await t.app.inject("/api/projects?category=1&x=2")).statusCode).toBe(400);
    expect((await t.app.inject("/api/projects?category=99999")).json()).toEqual([]);
  });

  it("GET /api/projects/{id} answers one project with images and technologies; 404; 400 for a bad id", async () => {
    const id = await createProject();
    const response = await t.app.inject(`/api/projects/${id}`);
    expect(response.json()).toMatchObject({ id, name: "Shop", images: [], technologies: [] });
    const missing = await t.app.inject("/api/projects/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: "Project not found" });
    for (const bad of ["0", "-3", "x", "1e3"])
      expect((await t.app.inject(`/api/projects/${bad}`)).statusCode).toBe(400);
  });
});

describe("POST /api/projects and PUT /api/projects/{id}", () => {
  it("creates a project with its poster and answers the id", async () => {
    const response = await send("POST", "/api/projects", fieldsFor(web, "Created"), [
      await file("side_image"),
    ]);
    expect(response.json()).toEqual({ success: true, message: expect.any(String), id: expect.any(Number) });
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, response.json().id));
    expect(row).toMatchObject({ name: "Created", categoryId: web, buildFor: "Retailer", country: "India" });
    expect(await stored("projects")).toContain(row!.sideImage);
  });

  it("creates a project without a poster and with only the required fields", async () => {
    const response = await send("POST", "/api/projects", {
      category_id: String(web),
      name: "Bare",
      description: "D",
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, response.json().id));
    expect(row).toMatchObject({ sideImage: null, highlights: "", industry: "" });
  });

  it.each([
    [{ category_id: "" }, "category_id", projectTexts.noCategory],
    [{ category_id: "999999" }, "category_id", projectTexts.noCategory],
    [{ name: "" }, "name", "Name is required"],
    [{ description: "" }, "description", "Description is required"],
    [{ country: "x".repeat(101) }, "country", "Country must be at most 100 characters"],
    [{ owner: "me" }, "owner", "Unknown field: owner"],
  ])("refuses %o with 400 naming the field, storing no file", async (change, field, message) => {
    const before = await stored("projects");
    const response = await send("POST", "/api/projects", { ...fieldsFor(web), ...change }, [
      await file("side_image"),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message,
      error: message,
      errors: [{ field, message }],
    });
    expect(await stored("projects")).toEqual(before);
  });

  it("refuses a poster over 5 MiB (413, projectTexts.posterTooLarge) and a non-image (415)", async () => {
    const before = await stored("projects");
    const big = await send("POST", "/api/projects", fieldsFor(web), [await file("side_image", tooBig)]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(projectTexts.posterTooLarge);
    const exe = await send("POST", "/api/projects", fieldsFor(web), [await file("side_image", elfFile())]);
    expect(exe.statusCode).toBe(415);
    expect(await stored("projects")).toEqual(before);
  });

  it("PUT updates the fields; a new side_image replaces the old one, whose file stays for the project's history until the project goes", async () => {
    const id = await createProject(web, "Before");
    const [before] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    const keep = await send("PUT", `/api/projects/${id}`, {
      ...fieldsFor(mobile, "Renamed"),
      highlights: "",
    });
    expect(keep.json()).toMatchObject({ success: true });
    const [kept] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    expect(kept).toMatchObject({
      name: "Renamed",
      categoryId: mobile,
      highlights: "",
      sideImage: before!.sideImage,
    });
    const replaced = await send("PUT", `/api/projects/${id}`, fieldsFor(mobile, "Renamed"), [
      await file("side_image"),
    ]);
    expect(replaced.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(projects).where(eq(projects.id, id));
    expect(after!.sideImage).not.toBe(before!.sideImage);
    const files = await stored("projects");
    expect(files).toContain(after!.sideImage);
    expect(files).toContain(before!.sideImage);
    expect((await send("PUT", "/api/projects/999999", fieldsFor(web))).statusCode).toBe(404);
    expect((await send("PUT", `/api/projects/${id}`, { ...fieldsFor(web), name: "" })).statusCode).toBe(400);
    // Deleted, the project waits in the trash with its history; both posters stay in the media
    // library until they are deleted there (docs/decisions/0047-media-library.md), and then until
    // the trash lets the project go.
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/projects/${id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await stored("projects")).toEqual(expect.arrayContaining([before!.sideImage, after!.sideImage]));
    for (const poster of [before!.sideImage!, after!.sideImage!]) {
      const item = await libraryItem(t, token, "projects", poster);
      expect(item, "a poster is a library item").toBeDefined();
      expect((await item!.remove()).statusCode).toBe(200);
    }
    expect(await stored("projects")).toEqual(expect.arrayContaining([before!.sideImage, after!.sideImage]));
    await purgeTrash();
    const left = await stored("projects");
    expect(left).not.toContain(before!.sideImage);
    expect(left).not.toContain(after!.sideImage);
  });
});

describe("POST /api/projects/{id}/images and DELETE /api/projects/{id}/images/{imageId}", () => {
  it("adds many images at once and shows them on the project", async () => {
    const id = await createProject();
    const response = await send("POST", `/api/projects/${id}/images`, {}, [
      await file("images"),
      await file("images"),
      await file("images", svgImage()),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().images).toHaveLength(3);
    const rows = await t.database.db.select().from(projectImages).where(eq(projectImages.projectId, id));
    expect(rows).toHaveLength(3);
    const detail = (await t.app.inject(`/api/projects/${id}`)).json();
    expect(detail.images).toEqual(
      rows.map((row) => ({ id: row.id, image_url: `/uploads/projects/${row.imageUrl}` })),
    );
  });

  it("refuses the lot when one image is too large or not an image, storing none", async () => {
    const id = await createProject();
    const before = await stored("projects");
    const big = await send("POST", `/api/projects/${id}/images`, {}, [
      await file("images"),
      await file("images", tooBig),
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, error: projectTexts.imagesTooLarge });
    const bad = await send("POST", `/api/projects/${id}/images`, {}, [
      await file("images"),
      await file("images", elfFile()),
    ]);
    expect(bad.statusCode).toBe(415);
    expect(await stored("projects")).toEqual(before);
    const many = await Promise.all(Array.from({ length: MAX_PROJECT_IMAGES + 1 }, () => file("images")));
    expect((await send("POST", `/api/projects/${id}/images`, {}, many)).statusCode).toBe(413);
    expect((await send("POST", `/api/projects/${id}/images`, {}, [])).statusCode).toBe(400);
    expect((await send("POST", "/api/projects/999999/images", {}, [await file("images")])).statusCode).toBe(
      404,
    );
    expect(await stored("projects")).toEqual(before);
  });

  it("removes one image; its file stays in the media library until deleted there", async () => {
    const id = await createProject();
    const added = (await send("POST", `/api/projects/${id}/images`, {}, [await file("images")])).json()
      .images[0];
    const name = path.basename(added.image_url);
    expect(await stored("projects")).toContain(name);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/projects/${id}/images/${added.id}`,
      headers: bearer(token),
    });
    expect(response.json()).toMatchObject({ success: true });
    expect((await t.app.inject(`/api/projects/${id}`)).json().images).toEqual([]);
    expect(await stored("projects")).toContain(name);
    // Deleted from the library, it stays while the project's versions name it; the project
    // deleted, its history goes and the file with it.
    expect((await (await libraryItem(t, token, "projects", name))!.remove()).statusCode).toBe(200);
    expect(await stored("projects")).toContain(name);
    await t.app.inject({ method: "DELETE", url: `/api/projects/${id}`, headers: bearer(token) });
    await purgeTrash();
    expect(await stored("projects")).not.toContain(name);
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/projects/${id}/images/${added.id}`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("POST /api/projects/{id}/technologies/bulk and DELETE /api/projects/{id}/technologies/{techId}", () => {
  it("adds names with their icons in order", async () => {
    const id = await createProject();
    const response = await send(
      "POST",
      `/api/projects/${id}/technologies/bulk`,
      { tech_names: '["React","Node.js"]' },
      [await file("icons"), await file("icons", svgImage())],
    );
    expect(response.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(projectTechnologies)
      .where(eq(projectTechnologies.projectId, id));
    expect(rows.map((row) => row.techName)).toEqual(["React", "Node.js"]);
    const detail = (await t.app.inject(`/api/projects/${id}`)).json();
    expect(detail.technologies).toEqual(
      rows.map((row) => ({
        id: row.id,
        tech_name: row.techName,
        tech_icon: `/uploads/technologies/${row.techIcon}`,
      })),
    );
  });

  it.each([
    ['["React","Vue"]', 1, 400, projectTexts.technologyNeedsBoth],
    ['["React"]', 2, 400, projectTexts.technologyNeedsBoth],
    ["not json", 1, 400, "tech_names must be a JSON list of names"],
    ['[""]', 1, 400, "Technology name is required"],
    ["[]", 0, 400, "Add at least one technology"],
    ['{"a":1}', 1, 400, undefined],
  ])("refuses tech_names %s with %i icons", async (names, icons, status, message) => {
    const id = await createProject();
    const before = await stored("technologies");
    const files = await Promise.all(Array.from({ length: icons }, () => file("icons")));
    const response = await send(
      "POST",
      `/api/projects/${id}/technologies/bulk`,
      { tech_names: names },
      files,
    );
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json()).toMatchObject({ success: false, message, error: message });
    expect(await stored("technologies")).toEqual(before);
  });

  it("refuses an icon over 5 MiB with projectTexts.iconTooLarge", async () => {
    const id = await createProject();
    const response = await send("POST", `/api/projects/${id}/technologies/bulk`, { tech_names: '["Big"]' }, [
      await file("icons", tooBig),
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(projectTexts.iconTooLarge);
  });

  it("removes one technology; its icon stays in the media library until deleted there", async () => {
    const id = await createProject();
    const tech = (
      await send("POST", `/api/projects/${id}/technologies/bulk`, { tech_names: '["Go"]' }, [
        await file("icons"),
      ])
    ).json().technologies[0];
    const name = path.basename(tech.tech_icon);
    expect(await stored("technologies")).toContain(name);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/projects/${id}/technologies/${tech.id}`,
      headers: bearer(token),
    });
    expect(response.json()).toMatchObject({ success: true });
    expect(await stored("technologies")).toContain(name);
    expect((await (await libraryItem(t, token, "technologies", name))!.remove()).statusCode).toBe(200);
    expect(await stored("technologies")).toContain(name);
    await t.app.inject({ method: "DELETE", url: `/api/projects/${id}`, headers: bearer(token) });
    await purgeTrash();
    expect(await stored("technologies")).not.toContain(name);
  });
});

describe("DELETE /api/projects/{id}", () => {
  it("deletes the project to the trash; its poster, images and icons stay library items, removed with them once the trash lets go", async () => {
    const id = await createProject();
    await send("POST", `/api/projects/${id}/images`, {}, [await file("images")]);
    await send("POST", `/api/projects/${id}/technologies/bulk`, { tech_names: '["Rust"]' }, [
      await file("icons"),
    ]);
    const detail = (await t.app.inject(`/api/projects/${id}`)).json();
    const owned = [detail.side_image, detail.images[0].image_url, detail.technologies[0].tech_icon].map(
      (url: string) => path.basename(url),
    );
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/projects/${id}`,
      headers: bearer(token),
    });
    expect(response.json()).toMatchObject({ success: true });
    const kept = [...(await stored("projects")), ...(await stored("technologies"))];
    for (const name of owned) expect(kept).toContain(name);
    for (const [index, name] of owned.entries()) {
      const item = await libraryItem(t, token, index === 2 ? "technologies" : "projects", name);
      expect((await item!.remove()).statusCode).toBe(200);
    }
    await purgeTrash();
    const remaining = [...(await stored("projects")), ...(await stored("technologies"))];
    for (const name of owned) expect(remaining).not.toContain(name);
    expect((await t.app.inject(`/api/projects/${id}`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/projects/${id}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
  });

  it("a deleted project comes back from the trash whole: details, poster, screens and technologies, with its history", async () => {
    const id = await createProject();
    await send("POST", `/api/projects/${id}/images`, {}, [await file("images"), await file("images")]);
    await send("POST", `/api/projects/${id}/technologies/bulk`, { tech_names: '["Go","Rust"]' }, [
      await file("icons"),
      await file("icons"),
    ]);
    const before = (await t.app.inject(`/api/projects/${id}`)).json();
    const names = (detail: {
      images: { image_url: string }[];
      technologies: { tech_name: string; tech_icon: string }[];
    }) => ({
      images: detail.images.map((image) => path.basename(image.image_url)),
      technologies: detail.technologies.map((technology) => [
        technology.tech_name,
        path.basename(technology.tech_icon),
      ]),
    });
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/projects/${id}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject(`/api/projects/${id}`)).statusCode).toBe(404);
    const trash = (await t.app.inject({ url: "/api/editions/trash", headers: bearer(token) })).json()
      .data as {
      id: number;
      collection: string;
      title: string;
    }[];
    const entry = trash.find((item) => item.collection === "projects" && item.title === before.name);
    expect(entry).toBeDefined();
    const restored = await t.app.inject({
      method: "POST",
      url: `/api/editions/trash/${entry!.id}/restore`,
      headers: bearer(token),
      payload: {},
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const back = (await t.app.inject(`/api/projects/${restored.json().id}`)).json();
    expect(back).toMatchObject({
      name: before.name,
      side_image: before.side_image,
      category_id: before.category_id,
    });
    expect(names(back)).toEqual(names(before));
    const versions = (
      await t.app.inject({ url: `/api/editions/projects/${back.id}/versions`, headers: bearer(token) })
    ).json();
    expect(versions.total).toBeGreaterThan(1);
  });

  it("every write needs a valid token: 401 without one and with a revoked one", async () => {
    const revoked = await loginAsAdmin(t);
    await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: bearer(revoked) });
    const form = await multipart(fieldsFor(web), [await file("side_image")]);
    for (const auth of [{}, bearer(revoked)]) {
      const headers = { ...form.headers, ...auth };
      for (const [method, url] of [
        ["POST", "/api/projects"],
        ["PUT", "/api/projects/1"],
        ["POST", "/api/projects/1/images"],
        ["POST", "/api/projects/1/technologies/bulk"],
      ] as const) {
        expect((await t.app.inject({ method, url, payload: form.payload, headers })).statusCode).toBe(401);
      }
      for (const url of ["/api/projects/1", "/api/projects/1/images/1", "/api/projects/1/technologies/1"]) {
        expect((await t.app.inject({ method: "DELETE", url, headers: auth })).statusCode).toBe(401);
      }
    }
  });
});
