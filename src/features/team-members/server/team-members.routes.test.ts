import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamMembers } from "#src/features/team-members/server/team-members.table.ts";
import { teamMemberTexts } from "#src/features/team-members/team-member.schema.ts";
import { MAX_IMAGE_BYTES } from "#src/lib/form-fields.ts";
import { makeTeamMember } from "#src/server/db/factories.ts";
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

async function addMember(fields: Record<string, string>, files: FilePart[], headers = bearer(token)) {
  const form = await multipart(fields, files);
  return t.app.inject({
    method: "POST",
    url: "/api/team/add",
    ...form,
    headers: { ...form.headers, ...headers },
  });
}
const photo = async (data?: Buffer): Promise<FilePart> => ({
  name: "image",
  data: data ?? (await pngImage(300, 300)),
  filename: "me.png",
});
const storedPhotos = async () => (await fs.readdir(path.join(t.images.root, "team"))).sort();
const valid = { name: "Anil Kumar", role: "CTO", type: "leader", linkedin: "https://linkedin.com/in/anil" };

describe("POST /api/team/add", () => {
  it("stores the member with the photo; empty links are absent", async () => {
    const response = await addMember(valid, [await photo()]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: expect.any(String),
      id: expect.any(Number),
    });
    const [row] = (await t.database.db.select().from(teamMembers)).filter((m) => m.id === response.json().id);
    expect(row).toMatchObject({
      name: "Anil Kumar",
      role: "CTO",
      type: "leader",
      linkedin: "https://linkedin.com/in/anil",
      facebook: null,
      instagram: null,
    });
    expect(await storedPhotos()).toContain(row!.image);
  });

  it("defaults type to leader and accepts team", async () => {
    const { type: _type, ...noType } = valid;
    const leader = await addMember(noType, [await photo()]);
    expect(leader.json().data.type).toBe("leader");
    const member = await addMember({ ...valid, type: "team", facebook: "" }, [await photo()]);
    expect(member.json().data).toMatchObject({ type: "team", facebook: null });
  });

  it.each([
    [{ ...valid, name: "" }, "name", "Name is required"],
    [{ ...valid, role: "" }, "role", "Role is required"],
    [{ ...valid, type: "boss" }, "type", "Type must be leader or team"],
    [
      { ...valid, facebook: "not a url" },
      "facebook",
      "Facebook must be a valid URL starting with http:// or https://",
    ],
    [
      { ...valid, instagram: "javascript:alert(1)" },
      "instagram",
      "Instagram must be a valid URL starting with http:// or https://",
    ],
    [
      { ...valid, linkedin: "ftp://x" },
      "linkedin",
      "LinkedIn must be a valid URL starting with http:// or https://",
    ],
    [{ ...valid, twitter: "https://x.com" }, "twitter", "Unknown field: twitter"],
  ])("refuses %o with 400 naming the field, storing nothing", async (fields, field, message) => {
    const before = await storedPhotos();
    const response = await addMember(fields, [await photo()]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, errors: [{ field, message }] });
    expect(await storedPhotos()).toEqual(before);
  });

  it("requires an image; refuses a non-image (415) and one over 5 MiB (413)", async () => {
    const missing = await addMember(valid, []);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: "image", message: teamMemberTexts.imageRequired }]);
    const before = await storedPhotos();
    expect((await addMember(valid, [await photo(elfFile())])).statusCode).toBe(415);
    const png = await pngImage();
    const big = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]);
    expect((await addMember(valid, [await photo(big)])).statusCode).toBe(413);
    expect(await storedPhotos()).toEqual(before);
  });
});

describe("GET /api/team and DELETE /api/team/{id}", () => {
  it("answers success and data newest first, with full image paths", async () => {
    const older = (await addMember({ ...valid, name: "Older Member" }, [await photo()])).json().id;
    const newer = (await addMember({ ...valid, name: "Newest Member" }, [await photo()])).json().id;
    const response = await t.app.inject("/api/team");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: expect.any(String) });
    const ids: number[] = body.data.map((member: { id: number }) => member.id);
    expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(body.data[ids.indexOf(newer)]).toEqual({
      id: newer,
      name: "Newest Member",
      role: "CTO",
      type: "leader",
      image: expect.stringMatching(/^\/uploads\/team\/[0-9a-f-]{36}\.webp$/),
      instagram: null,
      facebook: null,
      linkedin: "https://linkedin.com/in/anil",
    });
  });

  it("answers an empty list with the 'no team members' text on an empty database", async () => {
    await withTestApp(async (empty) => {
      const response = await empty.app.inject("/api/team");
      expect(response.json()).toEqual({ success: true, data: [], message: teamMemberTexts.noTeamMembers });
    });
  });

  it("deletes the member and the photo; 404 when missing", async () => {
    const member = await makeTeamMember(t.database.db, t.images, { name: "Member To Delete", role: "QA" });
    expect(await storedPhotos()).toContain(member.image);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/team/${member.id}`,
      headers: bearer(token),
    });
    expect(response.json()).toMatchObject({ success: true });
    expect(await storedPhotos()).not.toContain(member.image);
    expect((await t.app.inject("/api/team")).json().data.map((m: { id: number }) => m.id)).not.toContain(
      member.id,
    );
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/team/${member.id}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
  });

  it("writes need a valid token: 401 without one and with a revoked one", async () => {
    const revoked = await loginAsAdmin(t);
    await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: bearer(revoked) });
    for (const headers of [{}, bearer(revoked)]) {
      expect((await addMember(valid, [await photo()], headers as ReturnType<typeof bearer>)).statusCode).toBe(
        401,
      );
      expect((await t.app.inject({ method: "DELETE", url: "/api/team/1", headers })).statusCode).toBe(401);
    }
  });
});

describe("PUT /api/team/{id}", () => {
  async function editMember(
    id: number | string,
    fields: Record<string, string>,
    files: FilePart[] = [],
    headers = bearer(token),
  ) {
    const form = await multipart(fields, files);
    return t.app.inject({
      method: "PUT",
      url: `/api/team/${id}`,
      ...form,
      headers: { ...form.headers, ...headers },
    });
  }

  it("changes the fields and keeps the photo when none is sent; the public list follows", async () => {
    const member = await makeTeamMember(t.database.db, t.images, { name: "Member Before Edit", role: "QA" });
    t.cache.clear();
    expect((await t.app.inject("/api/team")).json().data.map((m: { name: string }) => m.name)).toContain(
      "Member Before Edit",
    );
    const response = await editMember(member.id, {
      name: "Member After Edit",
      role: "Head of QA",
      type: "team",
      instagram: "https://instagram.com/qa",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: teamMemberTexts.updated,
      data: {
        id: member.id,
        name: "Member After Edit",
        role: "Head of QA",
        type: "team",
        image: `/uploads/team/${member.image}`,
        instagram: "https://instagram.com/qa",
        facebook: null,
        linkedin: null,
      },
    });
    expect(await storedPhotos()).toContain(member.image);
    const listed = (await t.app.inject("/api/team"))
      .json()
      .data.find((m: { id: number }) => m.id === member.id);
    expect(listed).toMatchObject({ name: "Member After Edit", role: "Head of QA", type: "team" });
  });

  it("a new photo replaces the old one: the old file is removed from disk", async () => {
    const member = await makeTeamMember(t.database.db, t.images, { name: "Member New Photo", role: "Dev" });
    const response = await editMember(member.id, { name: "Member New Photo", role: "Dev" }, [await photo()]);
    expect(response.statusCode).toBe(200);
    const [row] = (await t.database.db.select().from(teamMembers)).filter((m) => m.id === member.id);
    expect(row!.image).not.toBe(member.image);
    expect(response.json().data.image).toBe(`/uploads/team/${row!.image}`);
    const photos = await storedPhotos();
    expect(photos).toContain(row!.image);
    expect(photos).not.toContain(member.image);
  });

  it.each([
    [{ ...valid, name: "" }, "name", "Name is required"],
    [{ ...valid, type: "boss" }, "type", "Type must be leader or team"],
    [
      { ...valid, linkedin: "ftp://x" },
      "linkedin",
      "LinkedIn must be a valid URL starting with http:// or https://",
    ],
    [{ ...valid, twitter: "https://x.com" }, "twitter", "Unknown field: twitter"],
  ])(
    "refuses %o with 400 naming the field, changing nothing and storing no file",
    async (fields, field, message) => {
      const member = await makeTeamMember(t.database.db, t.images, { name: "Member Unchanged", role: "Dev" });
      const before = await storedPhotos();
      const response = await editMember(member.id, fields, [await photo()]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message, errors: [{ field, message }] });
      expect(await storedPhotos()).toEqual(before);
      const [row] = (await t.database.db.select().from(teamMembers)).filter((m) => m.id === member.id);
      expect(row).toMatchObject({ name: "Member Unchanged", image: member.image });
    },
  );

  it("refuses a non-image photo with 415, keeping the old one", async () => {
    const member = await makeTeamMember(t.database.db, t.images, { name: "Member Bad Photo", role: "Dev" });
    const before = await storedPhotos();
    expect((await editMember(member.id, valid, [await photo(elfFile())])).statusCode).toBe(415);
    expect(await storedPhotos()).toEqual(before);
  });

  it("answers 404 for a missing id and stores no file", async () => {
    const before = await storedPhotos();
    const response = await editMember(2_000_000_000, valid, [await photo()]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: teamMemberTexts.notFound });
    expect(await storedPhotos()).toEqual(before);
  });

  it("needs a valid token: 401 without one", async () => {
    const member = await makeTeamMember(t.database.db, t.images, { name: "Member Guarded", role: "Dev" });
    const response = await editMember(member.id, valid, [], {} as ReturnType<typeof bearer>);
    expect(response.statusCode).toBe(401);
    const [row] = (await t.database.db.select().from(teamMembers)).filter((m) => m.id === member.id);
    expect(row!.name).toBe("Member Guarded");
  });
});
