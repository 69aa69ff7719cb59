import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCategory } from "#src/server/db/factories.ts";
import {
  bearer,
  libraryItem,
  loginAsAdmin,
  multipart,
  pngImage,
  svgImage,
} from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

// A technology another project already uses is picked rather than its icon uploaded again:
// only by the id of a stored use, and each project owns a copy of the icon.

let t: TestApp;
let token: string;
let category: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
  category = (await makeCategory(t.database.db, "Web")).id;
});
afterAll(() => t.close());

async function createProject(name: string) {
  const form = await multipart(
    {
      category_id: String(category),
      name,
      description: "An online shop",
      highlights: "Fast checkout",
      build_for: "Retailer",
      industry: "Retail",
      country: "India",
    },
    [{ name: "side_image", data: await pngImage(200, 120), filename: "side.png" }],
  );
  const response = await t.app.inject({
    method: "POST",
    url: "/api/projects",
    ...form,
    headers: { ...form.headers, ...bearer(token) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().id as number;
}

type Technology = { id: number; tech_name: string; tech_icon: string };

async function upload(project: number, names: string[]) {
  const form = await multipart(
    { tech_names: JSON.stringify(names) },
    await Promise.all(
      names.map(async (_, index) => ({
        name: "icons",
        data: index % 2 ? svgImage() : await pngImage(40, 40, "#0ea5e9"),
        filename: "icon.png",
      })),
    ),
  );
  const response = await t.app.inject({
    method: "POST",
    url: `/api/projects/${project}/technologies/bulk`,
    ...form,
    headers: { ...form.headers, ...bearer(token) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().technologies as Technology[];
}

const reuse = (project: number, payload: object, headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: "POST", url: `/api/projects/${project}/technologies/reuse`, headers, payload });
const iconFile = (url: string) => path.join(t.images.root, "technologies", path.basename(url));
const storedIcons = async () => (await fs.readdir(path.join(t.images.root, "technologies"))).sort();

describe("reusing a technology another project uses", () => {
  it("lists the technologies in use, one per name, and adds a picked one showing the same library icon", async () => {
    const first = await createProject("Shop");
    const [react, go] = await upload(first, ["React", "Go"]);
    const known = await t.app.inject({ url: "/api/projects/technologies", headers: bearer(token) });
    expect(known.statusCode).toBe(200);
    expect(known.json().data).toEqual(expect.arrayContaining([react, go]));

    const second = await createProject("Bank");
    const added = await reuse(second, { ids: [react!.id] });
    expect(added.statusCode, added.body).toBe(200);
    const [reused] = added.json().technologies as Technology[];
    expect(reused).toMatchObject({ tech_name: "React" });
    // Uploaded once, shown twice: the same file, one library item used by both projects.
    expect(reused!.tech_icon).toBe(react!.tech_icon);
    const detail = (await t.app.inject(`/api/projects/${second}`)).json();
    expect(detail.technologies).toEqual([reused]);
    const item = await libraryItem(t, token, "technologies", react!.tech_icon);
    const uses = (await t.app.inject({ url: `/api/media/${item!.id}`, headers: bearer(token) })).json().data
      .uses;
    expect(uses.map((use: { id: number }) => use.id).sort()).toEqual([first, second].sort());

    // Removing the first project's React leaves the icon to the second.
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/projects/${first}/technologies/${react!.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    await expect(fs.access(iconFile(reused!.tech_icon))).resolves.toBeUndefined();
    // One React in the list still (the second project's), with its icon.
    const after = (await t.app.inject({ url: "/api/projects/technologies", headers: bearer(token) })).json();
    expect(after.data.filter((row: Technology) => row.tech_name === "React")).toEqual([reused]);
    // In use, the library refuses to delete it.
    expect((await item!.remove()).statusCode).toBe(409);
  });

  it("takes only the ids of stored technologies: no unknown id, no path or file name, nothing stored", async () => {
    const project = await createProject("Clinic");
    const before = await storedIcons();
    const unknown = await reuse(project, { ids: [987_654] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Technology 987654 is not used by any project");
    for (const payload of [
      { ids: ["../../private/resume.pdf"] },
      { ids: [] },
      { ids: [1], icon: "some-file.webp" },
      { tech_icon: "../../private/resume.pdf" },
    ]) {
      expect((await reuse(project, payload)).statusCode).toBe(400);
    }
    expect(await storedIcons()).toEqual(before);
  });

  it("answers 404 for a missing project and 401 without a session", async () => {
    const project = await createProject("Hotel");
    const [vue] = await upload(project, ["Vue"]);
    expect((await reuse(987_654, { ids: [vue!.id] })).statusCode).toBe(404);
    expect((await reuse(project, { ids: [vue!.id] }, {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/projects/technologies" })).statusCode).toBe(401);
  });
});
