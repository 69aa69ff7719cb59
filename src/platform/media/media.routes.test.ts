import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients } from "#src/features/clients/server/clients.table.ts";
import { mediaTexts } from "#src/lib/media.ts";
import { makeClient, makeTeamMember } from "#src/server/db/factories.ts";
import {
  bearer,
  elfFile,
  type FilePart,
  libraryItem,
  loginAsAdmin,
  multipart,
  pngImage,
} from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { mediaItems } from "./media.table.ts";

// The media library's API (docs/decisions/0047-media-library.md): upload with alt text, search,
// pick in a record's form, where used, replace everywhere, delete only what nothing shows.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());

const png = async (color = "#0ea5e9", width = 120, height = 80): Promise<FilePart> => ({
  name: "file",
  filename: "Office front.png",
  data: await pngImage(width, height, color),
  type: "image/png",
});

async function send(
  method: "POST" | "PUT",
  url: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
) {
  const form = await multipart(fields, files);
  return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...bearer(token) } });
}
const call = (method: "GET" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function upload(folder: string, alt: string, title?: string, color?: string) {
  const response = await send("POST", "/api/media", { folder, alt, ...(title ? { title } : {}) }, [
    await png(color),
  ]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; file: string; url: string; alt: string; title: string };
}
const uploads = (folder: string) => path.join(t.dataDir, "uploads", folder);
const exists = (folder: string, file: string) =>
  fs.access(path.join(uploads(folder), file)).then(
    () => true,
    () => false,
  );
const publicLogos = async () =>
  ((await t.app.inject("/api/clients")).json() as { name: string; logo: string }[]).map(
    (client) => `${client.name}:${client.logo}`,
  );

describe("the media library", () => {
  it("adds an image with its alt text and size; refuses one without alt, of no kind, or not an image", async () => {
    const item = await upload("clients", "Acme's blue logo", "Acme logo");
    expect(item).toMatchObject({
      alt: "Acme's blue logo",
      title: "Acme logo",
      url: `/uploads/clients/${item.file}`,
    });
    expect((await call("GET", `/api/media/${item.id}`)).json().data).toMatchObject({
      width: 120,
      height: 80,
      uses: [],
      inHistory: 0,
    });
    expect(await exists("clients", item.file)).toBe(true);
    // Without a title, the uploaded file's name.
    expect((await upload("clients", "Plain")).title).toBe("Office front");

    const noAlt = await send("POST", "/api/media", { folder: "clients", alt: "   " }, [await png()]);
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().errors).toEqual([{ field: "alt", message: mediaTexts.altRequired }]);
    const noKind = await send("POST", "/api/media", { folder: "../private", alt: "x" }, [await png()]);
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().errors[0].field).toBe("folder");
    const noFile = await send("POST", "/api/media", { folder: "clients", alt: "x" });
    expect(noFile.statusCode).toBe(400);
    const notImage = await send("POST", "/api/media", { folder: "clients", alt: "x" }, [
      { name: "file", filename: "logo.png", data: elfFile(), type: "image/png" },
    ]);
    expect(notImage.statusCode).toBe(415);
    const before = await fs.readdir(uploads("clients"));
    const huge = await send("POST", "/api/media", { folder: "clients", alt: "x" }, [
      { name: "file", filename: "big.png", data: Buffer.alloc(5 * 1024 * 1024 + 10, 1), type: "image/png" },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(await fs.readdir(uploads("clients"))).toEqual(before);
  });

  it("searches by name and alt text, and by kind", async () => {
    const tag = `kite${Date.now().toString(36)}`;
    const logo = await upload("clients", `A ${tag} over the sea`);
    const photo = await upload("team", "Someone smiling", `${tag} portrait`);
    await upload("team", "Unrelated");
    const found = (await call("GET", `/api/media?q=${tag}`)).json();
    expect(found.data.map((item: { id: number }) => item.id).sort()).toEqual([logo.id, photo.id].sort());
    expect(found.total).toBe(2);
    const teamOnly = (await call("GET", `/api/media?q=${tag}&folder=team`)).json();
    expect(teamOnly.data.map((item: { id: number }) => item.id)).toEqual([photo.id]);
    // A pattern's wildcards are searched as text.
    expect((await call("GET", "/api/media?q=%25%25%25_")).json().total).toBe(0);
    expect((await call("GET", "/api/media?folder=secret")).statusCode).toBe(400);
    expect((await call("GET", "/api/media?pageSize=1000")).statusCode).toBe(400);
  });

  it("a client's form picks a library logo by id; another kind or an unknown id is refused by field", async () => {
    const item = await upload("clients", "Picked logo", "Picked");
    const created = await send("POST", "/api/clients", {
      name: "Picked Co",
      alt: "",
      logoFromLibrary: String(item.id),
    });
    expect(created.statusCode, created.body).toBe(200);
    const clientId = created.json().id as number;
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, clientId));
    expect(row!.logo).toBe(item.file);
    expect(await publicLogos()).toContain(`Picked Co:${item.file}`);
    const used = (await call("GET", `/api/media/${item.id}`)).json().data;
    expect(used.uses).toEqual([
      {
        label: "Logo of client",
        screen: "/admin/dashboard/clients-management",
        id: clientId,
        title: "Picked Co",
      },
    ]);

    const photo = await upload("team", "A team photo");
    for (const [value, message] of [
      [String(photo.id), mediaTexts.wrongKind],
      ["99999999", mediaTexts.notFound],
      ["1; drop table clients", mediaTexts.notFound],
      ["-1", mediaTexts.notFound],
      ["99999999999999999999", mediaTexts.notFound],
    ] as const) {
      const refused = await send("POST", "/api/clients", { name: "Wrong", logoFromLibrary: value });
      expect(refused.statusCode, value).toBe(400);
      expect(refused.json().errors).toEqual([{ field: "logoFromLibrary", message }]);
    }
    // Editing: picking another logo keeps the first one in the library.
    const other = await upload("clients", "Second logo");
    const edited = await send("PUT", `/api/clients/${clientId}`, {
      name: "Picked Co",
      alt: "",
      logoFromLibrary: String(other.id),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await publicLogos()).toContain(`Picked Co:${other.file}`);
    expect(await exists("clients", item.file)).toBe(true);
  });

  it("an upload through a record's form becomes an item described by the record", async () => {
    const form = await send("POST", "/api/clients", { name: "Form Upload Ltd", alt: "Green leaf" }, [
      { ...(await png("#16a34a")), name: "logo" },
    ]);
    expect(form.statusCode, form.body).toBe(200);
    const item = await libraryItem(t, token, "clients", form.json().data.logo);
    expect(item).toMatchObject({ title: "Form Upload Ltd", alt: "Green leaf", width: 120 });
  });

  it("replaces an image everywhere at once: records and drafts show the new file, versions keep the old", async () => {
    const item = await upload("clients", "Old mark", "Mark", "#dc2626");
    const ids: number[] = [];
    for (const name of ["Replace One", "Replace Two"]) {
      const created = await send("POST", "/api/clients", { name, logoFromLibrary: String(item.id) });
      ids.push(created.json().id);
    }
    expect(await publicLogos()).toEqual(
      expect.arrayContaining([`Replace One:${item.file}`, `Replace Two:${item.file}`]),
    );

    const replaced = await send("PUT", `/api/media/${item.id}/file`, {}, [await png("#2563eb", 200, 100)]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json().data;
    expect(after).toMatchObject({ id: item.id, alt: "Old mark", width: 200, height: 100 });
    expect(after.file).not.toBe(item.file);
    expect(after.uses).toHaveLength(2);
    // The public answer is fresh (the cache was cleared) and both clients show the new file.
    expect(await publicLogos()).toEqual(
      expect.arrayContaining([`Replace One:${after.file}`, `Replace Two:${after.file}`]),
    );
    // Each client's first version names the old file: it stays for their history.
    expect(await exists("clients", item.file)).toBe(true);
    expect(after.inHistory).toBe(0);
    const unknown = await send("PUT", "/api/media/99999999/file", {}, [await png()]);
    expect(unknown.statusCode).toBe(404);
  });

  it("ten parallel replaces of one image: the item and every record agree, and only the last new file stays", async () => {
    // Stored names are random: the check below lists the folder's files, so nothing else writes there meanwhile.
    const item = await upload("clients", "Raced", "Raced", "#9333ea");
    const created = await send("POST", "/api/clients", { name: "Race Co", logoFromLibrary: String(item.id) });
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, index) =>
        send("PUT", `/api/media/${item.id}/file`, {}, [await png(`#${(index + 1).toString(16).repeat(6)}`)]),
      ),
    );
    // Each is taken, or refused while the image encoders are full (429, the upload limit): never a 5xx.
    for (const answer of answers) expect([200, 429], answer.body).toContain(answer.statusCode);
    const taken = answers.filter((answer) => answer.statusCode === 200);
    expect(taken.length).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(mediaItems).where(eq(mediaItems.id, item.id));
    const [client] = await t.database.db.select().from(clients).where(eq(clients.id, created.json().id));
    expect(client!.logo).toBe(row!.file);
    expect(await exists("clients", row!.file)).toBe(true);
    const newFiles = taken.map((answer) => answer.json().data.file as string);
    const left = newFiles.filter((file) => file !== row!.file);
    for (const file of left) expect(await exists("clients", file), file).toBe(false);
  });

  it("edits the alt text, the name and the focal point; refuses empty alt and points off the image", async () => {
    const item = await upload("team", "Before");
    const edited = await call("PATCH", `/api/media/${item.id}`, {
      alt: "After",
      title: "Renamed",
      focalX: 30,
      focalY: 70,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ alt: "After", title: "Renamed", focalX: 30, focalY: 70 });
    expect(
      (await call("PATCH", `/api/media/${item.id}`, { focalX: null, focalY: null })).json().data,
    ).toMatchObject({
      focalX: null,
      focalY: null,
    });
    for (const body of [
      { alt: "" },
      { alt: "x".repeat(301) },
      { focalX: 101, focalY: 5 },
      { focalX: 5 },
      { focalX: 1.5, focalY: 2 },
      { file: "../../etc/passwd" },
    ]) {
      expect((await call("PATCH", `/api/media/${item.id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call("PATCH", "/api/media/99999999", { alt: "x" })).statusCode).toBe(404);
  });

  it("an image a record shows cannot be deleted; one only history names asks first; an unused one goes with its file", async () => {
    const item = await upload("clients", "Shown", "Shown");
    const created = await send("POST", "/api/clients", {
      name: "Shows It",
      logoFromLibrary: String(item.id),
    });
    const clientId = created.json().id as number;
    const refused = await call("DELETE", `/api/media/${item.id}?confirm=true`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: mediaTexts.inUse(1) });
    expect(refused.json().data.uses[0]).toMatchObject({ id: clientId, title: "Shows It" });

    // The client moves to another logo: its versions still name this one.
    const other = await upload("clients", "Other");
    await send("PUT", `/api/clients/${clientId}`, { name: "Shows It", logoFromLibrary: String(other.id) });
    const ask = await call("DELETE", `/api/media/${item.id}`);
    expect(ask.statusCode).toBe(409);
    expect(ask.json().message).toBe(mediaTexts.confirmHistory(ask.json().data.inHistory));
    expect(ask.json().data.inHistory).toBeGreaterThan(0);
    const confirmed = await call("DELETE", `/api/media/${item.id}?confirm=true`);
    expect(confirmed.statusCode).toBe(200);
    expect((await call("GET", `/api/media/${item.id}`)).statusCode).toBe(404);
    // Versions name it: the file stays until they go.
    expect(await exists("clients", item.file)).toBe(true);

    const unused = await upload("clients", "Unused");
    expect((await call("DELETE", `/api/media/${unused.id}`)).statusCode).toBe(200);
    expect(await exists("clients", unused.file)).toBe(false);
    expect((await call("DELETE", `/api/media/${unused.id}`)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/media/${unused.id}?confirm=yes`)).statusCode).toBe(400);
  });

  it("what records named before the library becomes items, described by them, sized after", async () => {
    const client = await makeClient(t.database.db, t.images, {
      name: "Legacy Client",
      alt: "Legacy alt",
    } as never);
    const member = await makeTeamMember(t.database.db, t.images, { name: "Legacy Member", role: "Dev" });
    await t.images.written();
    expect(await libraryItem(t, token, "clients", client.logo)).toBeUndefined();
    expect(await t.app.media.adoptNamed()).toBeGreaterThanOrEqual(2);
    expect(await libraryItem(t, token, "clients", client.logo)).toMatchObject({
      title: "Legacy Client",
      alt: "Legacy alt",
    });
    expect(await libraryItem(t, token, "team", member.image)).toMatchObject({ alt: "Legacy Member" });
    while ((await t.app.media.fillSizes()) > 0);
    expect((await libraryItem(t, token, "team", member.image))!.width).toBeGreaterThan(0);
    // Adopting again changes nothing.
    expect(await t.app.media.adoptNamed()).toBe(0);
  });

  it("odd input: NUL and half surrogates by field, a huge alt, a JSON body where a file belongs, 50 parallel edits", async () => {
    const item = await upload("clients", "Odd");
    const nulAlt = await send("POST", "/api/media", { folder: "clients", alt: "a\u0000b" }, [await png()]);
    expect(nulAlt.statusCode).toBe(400);
    expect(nulAlt.json().errors[0].field).toBe("alt");
    for (const body of [{ alt: "x\u0000y" }, { title: "\ud800" }, { alt: "y".repeat(400) }]) {
      const refused = await call("PATCH", `/api/media/${item.id}`, body);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    // Past the JSON body limit: refused before it is parsed.
    expect((await call("PATCH", `/api/media/${item.id}`, { alt: "y".repeat(2_000_000) })).statusCode).toBe(
      413,
    );
    expect((await call("GET", `/api/media?q=${encodeURIComponent("a\u0000")}`)).statusCode).toBe(400);
    const json = await t.app.inject({
      method: "PUT",
      url: `/api/media/${item.id}/file`,
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: { file: "../../../etc/passwd" },
    });
    expect(json.statusCode).toBe(415);
    // Fifty parallel edits of one item: each answered, the last word kept whole.
    const edits = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call("PATCH", `/api/media/${item.id}`, { alt: `Alt ${index}` }),
      ),
    );
    expect(new Set(edits.map((edit) => edit.statusCode))).toEqual(new Set([200]));
    const final = (await call("GET", `/api/media/${item.id}`)).json().data.alt as string;
    expect(final).toMatch(/^Alt \d+$/);
  });
});
