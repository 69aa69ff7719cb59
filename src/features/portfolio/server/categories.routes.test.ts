import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectTexts } from "#src/features/portfolio/project.schema.ts";
import { makeProject } from "#src/server/db/factories.ts";
import { sampleProjects } from "#src/server/db/sample/sample-content.ts";
import { createPageData } from "#src/server/page-data.ts";
import { bearer, loginAsAdmin, multipart } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp, withTestApp } from "#src/server/test/test-app.ts";

type Headers = Record<string, string>;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());

let serial = 0;
const unique = (name: string) => `${name} ${++serial}`;

const send = (
  method: "POST" | "PUT" | "DELETE" | "PATCH" | "GET",
  url: string,
  payload?: object,
  headers: Headers = bearer(token),
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const addCategory = async (name = unique("Category")) => {
  const response = await send("POST", "/api/categories", { name });
  expect(response.statusCode).toBe(200);
  return response.json().id as number;
};
const publicCategoryIds = async () =>
  (await t.app.inject("/api/categories")).json().map((row: { id: number }) => row.id) as number[];
const publicProjectIds = async (category: number) =>
  (await t.app.inject(`/api/projects?category=${category}`))
    .json()
    .map((row: { id: number }) => row.id) as number[];
const pageData = () =>
  createPageData(
    t.database.db,
    { publicOrigin: "", clientPortalUrl: "", billingOrderUrl: "", bookingUrl: "" },
    t.cache,
  );
const project = async (categoryId: number) => {
  const row = await makeProject(t.database.db, t.images, categoryId, {
    ...sampleProjects[0]!,
    name: unique("Project"),
  });
  t.cache.clear();
  return row;
};

describe("categories", () => {
  it("POST adds a category last; the public list and the pages show it at once", async () => {
    const before = await publicCategoryIds();
    const name = unique("Cloud Migrations");
    const response = await send("POST", "/api/categories", { name });
    expect(response.json()).toMatchObject({
      success: true,
      message: projectTexts.categoryAdded,
      data: { name },
    });
    const id = response.json().id;
    expect(await publicCategoryIds()).toEqual([...before, id]);
    expect((await pageData().listCategories()).at(-1)).toEqual({ id, name });
  });

  it("POST and PUT refuse a bad name (400 naming name) and a taken one whatever its case (409)", async () => {
    for (const payload of [{}, { name: "" }, { name: "x".repeat(81) }, { name: 5 }]) {
      const response = await send("POST", "/api/categories", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: [{ field: "name" }] });
    }
    const name = unique("Data Platforms");
    const id = await addCategory(name);
    const taken = await send("POST", "/api/categories", { name: name.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ success: false, message: projectTexts.categoryExists });
    const other = await addCategory();
    expect((await send("PUT", `/api/categories/${other}`, { name })).statusCode).toBe(409);
    expect((await send("PUT", `/api/categories/${id}`, { name: "" })).statusCode).toBe(400);
  });

  it("PUT renames; 404 for a missing id", async () => {
    const id = await addCategory();
    const name = unique("Renamed");
    const response = await send("PUT", `/api/categories/${id}`, { name });
    expect(response.json()).toEqual({
      success: true,
      message: projectTexts.categoryRenamed,
      data: { id, name },
    });
    expect((await t.app.inject("/api/categories")).json()).toContainEqual({ id, name });
    expect((await send("PUT", "/api/categories/2000000000", { name: unique("X") })).statusCode).toBe(404);
  });

  it("DELETE refuses a category with projects (409), moves them with ?moveTo, deletes an empty one; 404 when missing", async () => {
    const from = await addCategory();
    const to = await addCategory();
    const kept = await project(to);
    const moving = [await project(from), await project(from)];
    const refused = await send("DELETE", `/api/categories/${from}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: projectTexts.categoryHasProjects });
    expect(await publicCategoryIds()).toContain(from);

    for (const [moveTo, message] of [
      [from, projectTexts.moveToSame],
      [2_000_000_000, projectTexts.moveToMissing],
      ["abc", "moveTo must be the id of another category"],
    ] as const) {
      const response = await send("DELETE", `/api/categories/${from}?moveTo=${moveTo}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: [{ field: "moveTo", message }] });
    }

    const moved = await send("DELETE", `/api/categories/${from}?moveTo=${to}`);
    expect(moved.json()).toEqual({ success: true, message: projectTexts.categoryDeleted });
    expect(await publicCategoryIds()).not.toContain(from);
    // The moved projects come after the ones already there, in their order.
    expect(await publicProjectIds(to)).toEqual([kept.id, moving[1]!.id, moving[0]!.id]);

    const empty = await addCategory();
    expect((await send("DELETE", `/api/categories/${empty}`)).statusCode).toBe(200);
    expect((await send("DELETE", `/api/categories/${empty}`)).statusCode).toBe(404);
  });

  it("PUT /api/categories/order sets the tabs' order; refuses a missing or twice-named id", async () => {
    await addCategory();
    const existing = await publicCategoryIds();
    const reversed = [...existing].reverse();
    expect((await send("PUT", "/api/categories/order", { ids: reversed })).statusCode).toBe(200);
    expect(await publicCategoryIds()).toEqual(reversed);
    expect((await pageData().listCategories()).map((row) => row.id)).toEqual(reversed);
    for (const ids of [reversed.slice(1), [...reversed, reversed[0]]]) {
      const response = await send("PUT", "/api/categories/order", { ids });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe("ids");
    }
  });

  it("every category write needs a session: 401 without one", async () => {
    const id = await addCategory();
    expect((await send("POST", "/api/categories", { name: unique("No") }, {})).statusCode).toBe(401);
    expect((await send("PUT", `/api/categories/${id}`, { name: unique("No") }, {})).statusCode).toBe(401);
    expect((await send("DELETE", `/api/categories/${id}`, undefined, {})).statusCode).toBe(401);
    expect((await send("PUT", "/api/categories/order", { ids: [id] }, {})).statusCode).toBe(401);
    expect(await publicCategoryIds()).toContain(id);
  });

  it("on an empty database (no sample content), a category made through the API takes a project", async () => {
    await withTestApp(async (empty) => {
      const admin = await loginAsAdmin(empty);
      const created = await empty.app.inject({
        method: "POST",
        url: "/api/categories",
        payload: { name: "Websites" },
        headers: bearer(admin),
      });
      const form = await multipart({
        category_id: String(created.json().id),
        name: "First",
        description: "It works",
      });
      const response = await empty.app.inject({
        method: "POST",
        url: "/api/projects",
        ...form,
        headers: { ...form.headers, ...bearer(admin) },
      });
      expect(response.statusCode).toBe(200);
      expect((await empty.app.inject(`/api/projects?category=${created.json().id}`)).json()).toHaveLength(1);
    });
  });
});

describe("projects: order within a category and visibility", () => {
  it("PUT /api/projects/order orders one category's projects; the public list and pages follow", async () => {
    const category = await addCategory();
    const [a, b, c] = [await project(category), await project(category), await project(category)];
    expect(await publicProjectIds(category)).toEqual([c.id, b.id, a.id]);
    const response = await send("PUT", "/api/projects/order", {
      category_id: category,
      ids: [a.id, c.id, b.id],
    });
    expect(response.json()).toEqual({ success: true, message: "Order saved" });
    expect(await publicProjectIds(category)).toEqual([a.id, c.id, b.id]);
    expect((await pageData().listProjects(category)).map((row) => row.id)).toEqual([a.id, c.id, b.id]);
    const listed = (await send("GET", `/api/projects/order?category=${category}`)).json().data;
    expect(listed.map((row: { id: number }) => row.id)).toEqual([a.id, c.id, b.id]);
  });

  it("refuses an order missing a project, naming one twice or one of another category; 404 for a missing category", async () => {
    const category = await addCategory();
    const other = await project(await addCategory());
    const [a, b] = [await project(category), await project(category)];
    for (const ids of [[a.id], [a.id, b.id, a.id], [a.id, b.id, other.id]]) {
      const response = await send("PUT", "/api/projects/order", { category_id: category, ids });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: [{ field: "ids" }] });
    }
    expect((await send("PUT", "/api/projects/order", { ids: [a.id] })).json().errors[0].field).toBe(
      "category_id",
    );
    expect(
      (await send("PUT", "/api/projects/order", { category_id: 2_000_000_000, ids: [] })).statusCode,
    ).toBe(404);
    expect((await send("GET", "/api/projects/order?category=2000000000")).statusCode).toBe(404);
    expect(
      (await send("PUT", "/api/projects/order", { category_id: category, ids: [b.id, a.id] }, {})).statusCode,
    ).toBe(401);
  });

  it("a hidden project leaves the public lists, its page and the page data; staff still open it", async () => {
    const category = await addCategory();
    const row = await project(category);
    expect((await t.app.inject(`/api/projects/${row.id}`)).statusCode).toBe(200);
    const hidden = await send("PATCH", `/api/projects/${row.id}/visibility`, { visible: false });
    expect(hidden.json()).toMatchObject({ success: true, visible: false });
    expect(await publicProjectIds(category)).not.toContain(row.id);
    expect((await t.app.inject("/api/projects")).json().map((p: { id: number }) => p.id)).not.toContain(
      row.id,
    );
    expect((await t.app.inject(`/api/projects/${row.id}`)).statusCode).toBe(404);
    expect(await pageData().getProject(row.id)).toBeUndefined();
    expect((await pageData().listAllProjects()).map((p) => p.id)).not.toContain(row.id);
    expect((await send("GET", `/api/projects/${row.id}`)).statusCode).toBe(200);
    const paged = (await send("GET", `/api/projects?category=${category}&page=1`)).json().data;
    expect(paged).toEqual([expect.objectContaining({ id: row.id, visible: false })]);
    expect((await t.app.inject(`/api/projects?category=${category}&page=1`)).json().data).toEqual([]);
    expect((await send("PATCH", "/api/projects/2000000000/visibility", { visible: true })).statusCode).toBe(
      404,
    );
    expect(
      (await send("PATCH", `/api/projects/${row.id}/visibility`, { visible: true }, {})).statusCode,
    ).toBe(401);
  });
});
