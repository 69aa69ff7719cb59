import path from "node:path";
import { crc32, deflateRawSync, constants as zlibConstants } from "node:zlib";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { expect } from "vitest";
import { createAdmin } from "#src/features/admin-auth/server/admins.repository.ts";
import { hashPassword } from "#src/features/admin-auth/server/passwords.ts";
import { mediaItems } from "#src/platform/media/media.table.ts";
import type { TestApp } from "./test-app.ts";

export const ADMIN_NUMBER = "9876543210";
export const ADMIN_PASSWORD = "correct horse battery staple";

/** Creates the admin once per app and logs in; answers the bearer token. */
export async function loginAsAdmin(t: TestApp, number = ADMIN_NUMBER): Promise<string> {
  const { findAdminByNumber } = await import("#src/features/admin-auth/server/admins.repository.ts");
  if (!(await findAdminByNumber(t.database.db, number))) {
    await createAdmin(t.database.db, number, await hashPassword(ADMIN_PASSWORD));
  }
  const response = await t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { number, password: ADMIN_PASSWORD },
    remoteAddress: "10.9.9.9",
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface FilePart {
  name: string;
  data: Buffer;
  filename?: string;
  type?: string;
}

/** A real multipart/form-data body, as a browser's FormData would send it. */
export async function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(
      file.name,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? "application/octet-stream" }),
      file.filename ?? "file.bin",
    );
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type")! },
  };
}

export function pngImage(width = 64, height = 48, color = "#4f46e5"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/**
 * Saves an image to be written in the background and asks for it at once, as a visitor may
 * while a first start writes the sample images: the answer must wait for the write, 1,600 px
 * wide WebP, never a 404. Large enough that its encoding outlasts the request's way to the store.
 */
export async function expectImageServedWhileWriting(t: TestApp, color: string): Promise<string> {
  const [name] = await t.images.saveLater([{ folder: "projects", input: await pngImage(2400, 1600, color) }]);
  const response = await t.app.inject(`/uploads/projects/${name}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("image/webp");
  expect((await sharp(response.rawPayload).metadata()).width).toBe(1600);
  await t.images.written();
  return name!;
}

export const svgImage = () =>
  Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script><rect width="40" height="40" fill="#0a0"/></svg>',
  );

/** A tiny but well-formed PDF. */
/**
 * A few KB of SVG whose blurred shapes take librsvg many seconds at its declared size (27 s at
 * 6000 × 6000 here, in one call nothing interrupts): the image budget's test case.
 */
export function blurredSvg(shapes = 30, size = 6000): Buffer {
  const rects = Array.from(
    { length: shapes },
    (_, index) =>
      `<rect x="${index % 97}" y="${index % 89}" width="${size}" height="${size}" fill="#${((index * 123457) % 0xffffff).toString(16).padStart(6, "0")}" filter="url(#b)"/>`,
  ).join("");
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs><filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="1000"/></filter></defs>${rects}</svg>`,
  );
}

export const pdfFile = () =>
  Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );

/** An ELF executable header, to be renamed .pdf by the tests. */
export const elfFile = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);

/** An OLE2 compound file header (what a .doc is). */
export const docFile = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

/** A zip built by hand (stored entries); `declaredSize` may lie to make a "bomb". */
/** A zip entry already deflated (method 8): its raw deflate data, and the CRC and size of what it inflates to. */
export interface DeflatedEntry {
  data: Buffer;
  crc: number;
  size: number;
}

/**
 * A zip of these entries, stored as they are, or deflated when `deflated` is given; its
 * directory and local headers declare `declaredSize` when given (a zip that lies about its sizes).
 */
export function zipFile(
  entries: { name: string; content?: string; deflated?: DeflatedEntry; declaredSize?: number }[],
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = entry.deflated?.data ?? Buffer.from(entry.content ?? "");
    const crc = entry.deflated?.crc ?? crc32(data);
    const size = entry.declaredSize ?? entry.deflated?.size ?? data.length;
    const method = entry.deflated ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A real (minimal) DOCX: a zip with [Content_Types].xml, _rels and word/document.xml. */
export const docxFile = (text = "Resume") =>
  zipFile([
    { name: "[Content_Types].xml", content: CONTENT_TYPES },
    {
      name: "_rels/.rels",
      content:
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: "word/document.xml",
      content: `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ]);

/** A zip that is not a Word document. */
export const plainZipFile = () => zipFile([{ name: "notes.txt", content: "hello" }]);

/**
 * Raw deflate data of `megabytes` MiB of zeros, about 1 KB a MiB, made without ever holding them:
 * one MiB deflated and ended on a full flush (a byte boundary, no history) repeats, then a final
 * empty block.
 */
export function deflatedZeros(megabytes: number): DeflatedEntry {
  const mebibyte = Buffer.alloc(1024 * 1024);
  const part = deflateRawSync(mebibyte, { finishFlush: zlibConstants.Z_FULL_FLUSH });
  let crc = 0;
  for (let index = 0; index < megabytes; index++) crc = crc32(mebibyte, crc);
  return {
    data: Buffer.concat([...Array.from({ length: megabytes }, () => part), deflateRawSync(Buffer.alloc(0))]),
    crc,
    size: megabytes * mebibyte.length,
  };
}

/**
 * A "DOCX" whose directory understates its sizes: word/document.xml says 2 KB, and its ~200 KB
 * of deflate data inflate to 200 MiB.
 */
export function lyingDocxFile(): Buffer {
  return zipFile([
    { name: "[Content_Types].xml", content: CONTENT_TYPES },
    { name: "word/document.xml", deflated: deflatedZeros(200), declaredSize: 2048 },
  ]);
}

/** A "DOCX" whose entries declare gigabytes: refused without unpacking. */
export const docxBombFile = () =>
  zipFile([
    { name: "[Content_Types].xml", content: CONTENT_TYPES },
    { name: "word/document.xml", content: "x".repeat(100), declaredSize: 2_000_000_000 },
  ]);

/** A real one-page PDF whose text is `text` (the load tests' resume). */
export { tinyPdf } from "../../../tests/support/sample-files.ts";

/**
 * The media library's item of a stored image (docs/decisions/0047-media-library.md), or undefined;
 * `remove` deletes it through the API (confirming), which removes its file.
 */
export async function libraryItem(t: TestApp, token: string, folder: string, file: string) {
  const [row] = await t.database.db
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.folder, folder), eq(mediaItems.file, path.basename(file))));
  if (!row) return undefined;
  return {
    ...row,
    remove: () =>
      t.app.inject({ method: "DELETE", url: `/api/media/${row.id}?confirm=true`, headers: bearer(token) }),
  };
}

/** The id of the stored page at `path`, as the back office's list of pages (GET /api/pages) gives it. */
export async function pageIdAt(t: TestApp, token: string, path: string): Promise<number> {
  const list = (await t.app.inject({ url: "/api/pages", headers: bearer(token) })).json();
  return list.data.find((page: { path: string }) => page.path === path).id;
}
