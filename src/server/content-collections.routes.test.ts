import fs from "node:fs/promises";
import path from "node:path";
import type { PgTable } from "drizzle-orm/pg-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientCollection } from "#src/features/clients/client.collection.ts";
import { clients } from "#src/features/clients/server/clients.table.ts";
import { teamMembers } from "#src/features/team-members/server/team-members.table.ts";
import { teamMemberCollection } from "#src/features/team-members/team-member.collection.ts";
import { teamMemberTexts } from "#src/features/team-members/team-member.schema.ts";
import { testimonials } from "#src/features/testimonials/server/testimonials.table.ts";
import { testimonialCollection } from "#src/features/testimonials/testimonial.collection.ts";
import { testimonialTexts } from "#src/features/testimonials/testimonial.schema.ts";
import type { ContentCollection } from "#src/lib/content-collection.ts";
import { MAX_IMAGE_BYTES } from "#src/lib/form-fields.ts";
import type { Db } from "#src/platform/db/client.ts";
import type { ImageStore } from "#src/platform/uploads/image-store.ts";
import { makeClient, makeTeamMember, makeTestimonial } from "#src/server/db/factories.ts";
import { sampleTestimonials } from "#src/server/db/sample/sample-content.ts";
import { createPageData } from "#src/server/page-data.ts";
import {
  bearer,
  elfFile,
  type FilePart,
  loginAsAdmin,
  multipart,
  pdfFile,
  pngImage,
  svgImage,
} from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp, withTestApp } from "#src/server/test/test-app.ts";

// The HTTP contract of every content collection (src/lib/content-collection.ts), run once per
// declaration: each keeps the paths, fields and answers of spec §7. What differs is the
// declaration's, and this table's: the fields each takes and the answers they give.

type Fields = Record<string, string>;
type Invalid = [fields: Fields, field: string, message: string];
type Answer = Record<string, unknown>;
type Page = ReturnType<typeof createPageData>;

interface Contract {
  collection: ContentCollection;
  table: PgTable;
  /** Makes a record beside the API (its image drawn), named `name`. */
  make: (db: Db, images: ImageStore, name: string) => Promise<{ id: number } & Record<string, unknown>>;
  /** The public list as the home or team page reads it. */
  pageList: (page: Page) => Promise<{ id: number; name: string }[]>;
  valid: Fields;
  /** The picture sent with `valid`. */
  picture: { width: number; height: number; filename: string };
  /** The widest a stored image may be, where the collection bounds it. */
  maxWidth?: number;
  /** The stored row of `valid`. */
  storedAs: Answer;
  /** The answer's record of `valid` with this id and image path (the stored file's name given). */
  answerOf: (id: number, file: string) => Answer;
  /** Fields sent without a value the server then gives, and what the answer's data then holds. */
  defaults: [fields: Fields, data: Answer][];
  invalidOnAdd: Invalid[];
  invalidOnEdit: Invalid[];
  /** An edit's fields, and the answer's record for a record of that id and stored image. */
  edit: { fields: Fields; answerOf: (id: number, file: string) => Answer };
  /** The public GET on an empty database. */
  empty: unknown;
}

const teamValid = {
  name: "Anil Kumar",
  role: "CTO",
  type: "leader",
  linkedin: "https://linkedin.com/in/anil",
};
const testimonialValid = {
  name: "Asha Patel",
  role: "Founder, Patel Foods",
  feedback: "Fast, honest and careful work.",
  rating: "4",
};
const urlMessage = (label: string) => `${label} must be a valid URL starting with http:// or https://`;

const contracts: Contract[] = [
  {
    collection: clientCollection,
    table: clients,
    make: (db, images, name) => makeClient(db, images, { name, alt: "" }),
    pageList: (page) => page.listClients(),
    valid: { name: "Globex", alt: "Globex logo" },
    picture: { width: 800, height: 400, filename: "logo.png" },
    maxWidth: 480,
    storedAs: { name: "Globex", alt: "Globex logo" },
    answerOf: (id, file) => ({
      id,
      name: "Globex",
      alt: "Globex logo",
      logo: file,
      logo_url: `/uploads/clients/${file}`,
    }),
    defaults: [[{ name: "No Alt" }, { alt: "" }]],
    invalidOnAdd: [
      [{ name: "" }, "name", "Name is required"],
      [{ name: "x".repeat(121) }, "name", "Name must be at most 120 characters"],
      [{ name: "A", alt: "x".repeat(201) }, "alt", "Alt text must be at most 200 characters"],
      [{ name: "A", rank: "1" }, "rank", "Unknown field: rank"],
    ],
    invalidOnEdit: [
      [{ name: "" }, "name", "Name is required"],
      [{ name: "A", alt: "x".repeat(201) }, "alt", "Alt text must be at most 200 characters"],
      [{ name: "A", rank: "1" }, "rank", "Unknown field: rank"],
    ],
    edit: {
      fields: { name: "Client After Edit", alt: "New alt" },
      answerOf: (id, file) => ({
        id,
        name: "Client After Edit",
        alt: "New alt",
        logo: file,
        logo_url: `/uploads/clients/${file}`,
      }),
    },
    empty: [],
  },
  {
    collection: teamMemberCollection,
    table: teamMembers,
    make: (db, images, name) => makeTeamMember(db, images, { name, role: "QA" }),
    pageList: (page) => page.listTeamMembers(),
    valid: teamValid,
    picture: { width: 300, height: 300, filename: "me.png" },
    // Empty links are absent: stored as none.
    storedAs: { ...teamValid, facebook: null, instagram: null },
    answerOf: (id, file) => ({
      id,
      ...teamValid,
      image: `/uploads/team/${file}`,
      instagram: null,
      facebook: null,
    }),
    defaults: [
      [{ name: "A", role: "CTO" }, { type: "leader" }],
      [
        { ...teamValid, type: "team", facebook: "" },
        { type: "team", facebook: null },
      ],
    ],
    invalidOnAdd: [
      [{ ...teamValid, name: "" }, "name", "Name is required"],
      [{ ...teamValid, role: "" }, "role", "Role is required"],
      [{ ...teamValid, type: "boss" }, "type", "Type must be leader or team"],
      [{ ...teamValid, facebook: "not a url" }, "facebook", urlMessage("Facebook")],
      [{ ...teamValid, instagram: "javascript:alert(1)" }, "instagram", urlMessage("Instagram")],
      [{ ...teamValid, linkedin: "ftp://x" }, "linkedin", urlMessage("LinkedIn")],
      [{ ...teamValid, twitter: "https://x.com" }, "twitter", "Unknown field: twitter"],
    ],
    invalidOnEdit: [
      [{ ...teamValid, name: "" }, "name", "Name is required"],
      [{ ...teamValid, type: "boss" }, "type", "Type must be leader or team"],
      [{ ...teamValid, linkedin: "ftp://x" }, "linkedin", urlMessage("LinkedIn")],
      [{ ...teamValid, twitter: "https://x.com" }, "twitter", "Unknown field: twitter"],
    ],
    edit: {
      fields: {
        name: "Member After Edit",
        role: "Head of QA",
        type: "team",
        instagram: "https://instagram.com/qa",
      },
      answerOf: (id, file) => ({
        id,
        name: "Member After Edit",
        role: "Head of QA",
        type: "team",
        image: `/uploads/team/${file}`,
        instagram: "https://instagram.com/qa",
        facebook: null,
        linkedin: null,
      }),
    },
    empty: { success: true, data: [], message: teamMemberTexts.noTeamMembers },
  },
  {
    collection: testimonialCollection,
    table: testimonials,
    make: (db, images, name) =>
      makeTestimonial(db, images, {
        ...sampleTestimonials[0]!,
        name,
        feedback: "The feedback before the edit.",
      }),
    pageList: (page) => page.listTestimonials(),
    valid: testimonialValid,
    picture: { width: 200, height: 200, filename: "face.png" },
    storedAs: { ...testimonialValid, rating: 4 },
    answerOf: (id, file) => ({
      id,
      ...testimonialValid,
      rating: 4,
      visible: true,
      image: `/uploads/testimonials/${file}`,
    }),
    // Rates 5 unless told.
    defaults: [
      [
        { name: "A", feedback: "Good." },
        { rating: 5, role: "" },
      ],
    ],
    invalidOnAdd: [
      [{ ...testimonialValid, name: "" }, "name", "Name is required"],
      [{ ...testimonialValid, feedback: "" }, "feedback", "Feedback is required"],
      [
        { ...testimonialValid, feedback: "x".repeat(601) },
        "feedback",
        "Feedback must be at most 600 characters",
      ],
      [{ ...testimonialValid, rating: "6" }, "rating", testimonialTexts.ratingRange],
      [{ ...testimonialValid, rating: "0" }, "rating", testimonialTexts.ratingRange],
      [{ ...testimonialValid, stars: "5" }, "stars", "Unknown field: stars"],
    ],
    invalidOnEdit: [
      [{ ...testimonialValid, name: "" }, "name", "Name is required"],
      [{ ...testimonialValid, feedback: "" }, "feedback", "Feedback is required"],
      [
        { ...testimonialValid, feedback: "x".repeat(601) },
        "feedback",
        "Feedback must be at most 600 characters",
      ],
      [{ ...testimonialValid, rating: "6" }, "rating", testimonialTexts.ratingRange],
      [{ ...testimonialValid, stars: "5" }, "stars", "Unknown field: stars"],
    ],
    edit: {
      fields: {
        name: "Edit Me After",
        role: "Director, After Ltd",
        feedback: "The feedback after the edit.",
        rating: "3",
      },
      answerOf: (id, file) => ({
        id,
        name: "Edit Me After",
        role: "Director, After Ltd",
        feedback: "The feedback after the edit.",
        rating: 3,
        visible: true,
        image: `/uploads/testimonials/${file}`,
      }),
    },
    empty: { success: true, data: [], message: testimonialTexts.noTestimonials },
  },
];

describe.each(contracts)("the content collection $collection.name", (contract) => {
  const { collection } = contract;
  const { field, folder, urlKey } = collection.image;
  const list = `/api${collection.paths.list}`;
  const add = `/api${collection.paths.add}`;
  const { api } = collection;

  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await loginAsAdmin(t);
  });
  afterAll(() => t.close());

  async function send(
    method: "POST" | "PUT",
    url: string,
    fields: Fields,
    files: FilePart[],
    headers: Record<string, string> = bearer(token),
  ) {
    const form = await multipart(fields, files);
    return t.app.inject({ method, url, ...form, headers: { ...form.headers, ...headers } });
  }
  const addRecord = (fields: Fields, files: FilePart[], headers?: Record<string, string>) =>
    send("POST", add, fields, files, headers);
  const editRecord = (id: number, fields: Fields, files: FilePart[] = [], headers?: Record<string, string>) =>
    send("PUT", `${list}/${id}`, fields, files, headers);
  const picture = async (data?: Buffer, filename = contract.picture.filename): Promise<FilePart> => ({
    name: field,
    data: data ?? (await pngImage(contract.picture.width, contract.picture.height)),
    filename,
  });
  const oversized = async () => {
    const png = await pngImage();
    const big = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]);
    expect(big.length).toBe(MAX_IMAGE_BYTES + 1);
    return picture(big);
  };
  const storedFiles = async () => (await fs.readdir(path.join(t.images.root, folder))).sort();
  const rowOf = async (id: number) =>
    ((await t.database.db.select().from(contract.table)) as Answer[]).find((row) => row.id === id);
  /** The public GET's records: the bare array, or the list's `data`. */
  const publicRows = async (): Promise<Answer[]> => {
    const body = (await t.app.inject(list)).json();
    return Array.isArray(body) ? body : body.data;
  };
  const pageData = () =>
    createPageData(
      t.database.db,
      { publicOrigin: "", clientPortalUrl: "", billingOrderUrl: "", bookingUrl: "" },
      t.cache,
    );
  const make = async (name: string) => {
    const row = await contract.make(t.database.db, t.images, name);
    // Made beside the API: drop the cached reads so that they show it.
    t.cache.clear();
    return { ...row, file: row[field] as string };
  };
  const remove = (id: number, headers: Record<string, string> = bearer(token)) =>
    t.app.inject({ method: "DELETE", url: `${list}/${id}`, headers });

  describe(`POST ${add}`, () => {
    it("re-encodes the image to WebP under a random name and answers the id and the record; the public list and the page data show it first", async () => {
      const response = await addRecord(contract.valid, [await picture()]);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ success: true, message: api.added, id: expect.any(Number) });
      const row = await rowOf(body.id);
      expect(row).toMatchObject(contract.storedAs);
      const file = row![field] as string;
      expect(file).toMatch(/^[0-9a-f-]{36}\.webp$/);
      expect(body.data).toEqual(contract.answerOf(body.id, file));
      expect(await storedFiles()).toContain(file);
      const served = await t.app.inject(`/uploads/${folder}/${file}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe("webp");
      if (contract.maxWidth) expect(metadata.width).toBeLessThanOrEqual(contract.maxWidth);
      expect(metadata.exif).toBeUndefined();
      expect((await publicRows())[0]).toEqual({ ...body.data, visible: undefined });
      expect((await contract.pageList(pageData()))[0]?.id).toBe(body.id);
    });

    it("rasterises an SVG image: stored and served as WebP, never as SVG", async () => {
      const response = await addRecord(contract.valid, [await picture(svgImage(), "image.svg")]);
      expect(response.statusCode).toBe(200);
      const row = await rowOf(response.json().id);
      const file = await fs.readFile(path.join(t.images.root, folder, row![field] as string));
      expect(file.toString("latin1")).not.toContain("<svg");
      expect((await sharp(file).metadata()).format).toBe("webp");
    });

    it.each(contract.defaults)("fills what is not sent: %o gives %o", async (fields, data) => {
      const response = await addRecord(fields, [await picture()]);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject(data);
    });

    it("answers 400 naming the image field without an image", async () => {
      const response = await addRecord(contract.valid, []);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: api.imageRequired });
      expect(response.json().errors).toEqual([{ field, message: api.imageRequired }]);
    });

    it.each([
      ["an executable", elfFile(), "image.png"],
      ["a PDF", pdfFile(), "image.png"],
      ["text", Buffer.from("hello world"), "image.gif"],
    ])("refuses %s as the image with 415 and stores nothing", async (_label, data, filename) => {
      const before = await storedFiles();
      const response = await addRecord(contract.valid, [await picture(data, filename)]);
      expect(response.statusCode).toBe(415);
      expect(response.json().success).toBe(false);
      expect(await storedFiles()).toEqual(before);
    });

    it("refuses an image of 5 MiB + 1 byte with 413 and stores nothing", async () => {
      const before = await storedFiles();
      const response = await addRecord(contract.valid, [await oversized()]);
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toMatch(/5MB/);
      expect(await storedFiles()).toEqual(before);
    });

    it.each(contract.invalidOnAdd)(
      "refuses %o with 400 naming the field, storing nothing",
      async (fields, name, message) => {
        const before = await storedFiles();
        const response = await addRecord(fields, [await picture()]);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          message,
          errors: [{ field: name, message }],
        });
        expect(await storedFiles()).toEqual(before);
      },
    );

    it("refuses JSON with 415", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: add,
        payload: { ...contract.valid, [field]: "x.png" },
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(415);
    });
  });

  describe(`GET and DELETE ${list}`, () => {
    it("answers newest first, each record with its image's path", async () => {
      const older = (await addRecord({ ...contract.valid, name: "Older" }, [await picture()])).json().id;
      const newer = (await addRecord(contract.valid, [await picture()])).json().id;
      const response = await t.app.inject(list);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      if (!Array.isArray(body)) expect(body).toMatchObject({ success: true, message: expect.any(String) });
      const rows: Answer[] = Array.isArray(body) ? body : body.data;
      const ids = rows.map((row) => row.id);
      expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
      const newest = rows[ids.indexOf(newer)]!;
      const file = (await rowOf(newer))![field] as string;
      expect(newest).toEqual({ ...contract.answerOf(newer, file), visible: undefined });
      expect(newest[urlKey]).toMatch(new RegExp(`^/uploads/${folder}/[0-9a-f-]{36}\\.webp$`));
      expect(newest[urlKey]).toBe(`/uploads/${folder}/${file}`);
    });

    it("answers the empty list on an empty database", async () => {
      await withTestApp(async (empty) => {
        expect((await empty.app.inject(list)).json()).toEqual(contract.empty);
      });
    });

    it("deletes the record (its image kept in the trash for 30 days, then gone); 404 when missing; 401 without a session", async () => {
      const record = await make("Record To Delete");
      expect((await publicRows()).map((row) => row.id)).toContain(record.id);
      expect(await storedFiles()).toContain(record.file);
      expect((await remove(record.id, {})).statusCode).toBe(401);
      const response = await remove(record.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, message: api.deleted });
      expect(await storedFiles()).toContain(record.file);
      expect((await publicRows()).map((row) => row.id)).not.toContain(record.id);
      t.advanceClock(31 * 24 * 60 * 60 * 1000);
      try {
        expect(await t.app.editions.purgeTrash()).toBeGreaterThanOrEqual(1);
      } finally {
        t.advanceClock(-31 * 24 * 60 * 60 * 1000);
      }
      expect(await storedFiles()).not.toContain(record.file);
      const again = await remove(record.id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ success: false, message: api.notFound });
    });

    it("writes need a valid token: 401 without one and with a revoked one", async () => {
      const revoked = await loginAsAdmin(t);
      await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: bearer(revoked) });
      for (const headers of [{}, bearer(revoked)]) {
        expect((await addRecord(contract.valid, [await picture()], headers)).statusCode).toBe(401);
        expect((await remove(1, headers)).statusCode).toBe(401);
      }
    });
  });

  describe(`PUT ${list}/{id}`, () => {
    it("changes the fields, keeping the image when none is sent; the public list and the page data follow", async () => {
      const before = await make("Record Before Edit");
      // The page's data is read (and cached) before the edit: the edit drops the cache.
      expect((await contract.pageList(pageData())).map((row) => row.name)).toContain("Record Before Edit");
      expect((await publicRows()).map((row) => row.name)).toContain("Record Before Edit");
      const response = await editRecord(before.id, contract.edit.fields);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: api.updated,
        data: contract.edit.answerOf(before.id, before.file),
      });
      expect(await storedFiles()).toContain(before.file);
      const listed = (await publicRows()).find((row) => row.id === before.id);
      expect(listed).toEqual({ ...contract.edit.answerOf(before.id, before.file), visible: undefined });
      const page = await contract.pageList(pageData());
      expect(page).toContainEqual(
        expect.objectContaining({ id: before.id, name: contract.edit.fields.name }),
      );
      expect(page.map((row) => row.name)).not.toContain("Record Before Edit");
    });

    it("a new image replaces the old one: the old file stays for the record's first version", async () => {
      const before = await make("Record New Image");
      const response = await editRecord(before.id, contract.valid, [await picture()]);
      expect(response.statusCode).toBe(200);
      const file = (await rowOf(before.id))![field] as string;
      expect(file).not.toBe(before.file);
      expect(response.json().data[urlKey]).toBe(`/uploads/${folder}/${file}`);
      const files = await storedFiles();
      expect(files).toContain(file);
      expect(files).toContain(before.file);
      const versions = await t.app.editions.versions(t.app.editions.get(collection.name)!, before.id, 1, 10);
      expect(versions.total).toBe(2);
    });

    it.each(contract.defaults)(
      "fills what an edit does not send as adding does: %o gives %o",
      async (fields, data) => {
        const before = await make("Record Defaults");
        const response = await editRecord(before.id, fields, [await picture()]);
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject(data);
        expect(await rowOf(before.id)).toMatchObject(data);
      },
    );

    it.each(contract.invalidOnEdit)(
      "refuses %o with 400 naming the field, changing nothing and storing no file",
      async (fields, name, message) => {
        const before = await make("Record Unchanged");
        const files = await storedFiles();
        const response = await editRecord(before.id, fields, [await picture()]);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          message,
          errors: [{ field: name, message }],
        });
        expect(await storedFiles()).toEqual(files);
        expect(await rowOf(before.id)).toMatchObject({ name: "Record Unchanged", [field]: before.file });
      },
    );

    it("refuses a non-image with 415 and one over 5 MiB with 413, keeping the old one", async () => {
      const before = await make("Record Bad Image");
      const files = await storedFiles();
      expect((await editRecord(before.id, contract.valid, [await picture(elfFile())])).statusCode).toBe(415);
      expect((await editRecord(before.id, contract.valid, [await picture(pdfFile())])).statusCode).toBe(415);
      expect((await editRecord(before.id, contract.valid, [await oversized()])).statusCode).toBe(413);
      expect(await storedFiles()).toEqual(files);
      expect(await rowOf(before.id)).toMatchObject({ name: "Record Bad Image", [field]: before.file });
    });

    it("answers 404 for a missing id and stores no file", async () => {
      const files = await storedFiles();
      const response = await editRecord(2_000_000_000, contract.valid, [await picture()]);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: api.notFound });
      expect(await storedFiles()).toEqual(files);
    });

    it("needs a valid token: 401 without one, changing nothing; JSON is refused with 415", async () => {
      const before = await make("Record Guarded");
      expect((await editRecord(before.id, contract.valid, [], {})).statusCode).toBe(401);
      const json = await t.app.inject({
        method: "PUT",
        url: `${list}/${before.id}`,
        payload: contract.valid,
        headers: bearer(token),
      });
      expect(json.statusCode).toBe(415);
      expect(await rowOf(before.id)).toMatchObject({ name: "Record Guarded" });
    });
  });
});
