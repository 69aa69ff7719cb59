import zlib from "node:zlib";
import { fileTypeFromBuffer } from "file-type";

/** Raster formats accepted as uploads by their bytes; every one is re-encoded to WebP. */
const IMAGE_TYPES = new Set(["png", "jpg", "webp", "gif", "avif"]);

/**
 * Recognises an image by its bytes: the raster formats above, or SVG (text, so file-type
 * cannot see it), which sharp rasterises; an SVG is never stored or served as SVG.
 */
export async function isAcceptedImage(data: Buffer): Promise<boolean> {
  const type = await fileTypeFromBuffer(data);
  // file-type reports an SVG with an XML declaration as "xml", and one without as nothing.
  if (type && type.ext !== "xml") return IMAGE_TYPES.has(type.ext);
  return looksLikeSvg(data);
}

function looksLikeSvg(data: Buffer): boolean {
  const head = data
    .subarray(0, 4096)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  // An XML declaration, comments and a doctype may come before the root element.
  const withoutProlog = head.replace(/^\s*(<\?xml[^>]*>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*/i, "");
  return /^<svg[\s>]/i.test(withoutProlog);
}

export interface ResumeType {
  ext: "pdf" | "doc" | "docx";
  mime: string;
}

const PDF: ResumeType = { ext: "pdf", mime: "application/pdf" };
const DOC: ResumeType = { ext: "doc", mime: "application/msword" };
const DOCX: ResumeType = {
  ext: "docx",
  mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** A Word zip with more entries, or whose entries inflate to more in all, is refused as a bomb. */
export const MAX_DOCX_ENTRIES = 2000;
export const MAX_DOCX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;

/** PDF, DOC (an OLE2 compound file) or DOCX (a zip holding a Word document), by the bytes. */
export async function detectResume(data: Buffer): Promise<ResumeType | undefined> {
  if (data.subarray(0, 5).toString("latin1") === "%PDF-") return PDF;
  if (data.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return DOC;
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) && (await isWordZip(data)))
    return DOCX;
  return undefined;
}

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/**
 * A Word document's zip: its central directory names `[Content_Types].xml` and
 * `word/document.xml` and declares a sane number and size of entries, and every entry really
 * inflates to the size and CRC its directory declares. The directory alone proves nothing (a
 * zip whose directory says 200 KB can inflate to gigabytes), so each entry is inflated as a
 * stream, its bytes counted and dropped, and stopped at the first byte past what it declared:
 * the work is bounded by MAX_DOCX_UNCOMPRESSED_BYTES whatever the file says.
 */
export async function isWordZip(data: Buffer): Promise<boolean> {
  const entries = readCentralDirectory(data);
  if (!entries) return false;
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has("[Content_Types].xml") || !names.has("word/document.xml")) return false;
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (total > MAX_DOCX_UNCOMPRESSED_BYTES) return false;
  }
  for (const entry of entries) {
    if (!(await inflatesAsDeclared(data, entry))) return false;
  }
  return true;
}

function readCentralDirectory(data: Buffer): ZipEntry[] | undefined {
  const end = findEndOfCentralDirectory(data);
  if (end < 0) return undefined;
  const count = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  const directoryOffset = data.readUInt32LE(end + 16);
  if (count === 0 || count > MAX_DOCX_ENTRIES) return undefined;
  if (directoryOffset + directorySize > data.length) return undefined;
  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== 0x02014b50) return undefined;
    const nameLength = data.readUInt16LE(offset + 28);
    if (offset + 46 + nameLength > data.length) return undefined;
    const entry: ZipEntry = {
      name: data.subarray(offset + 46, offset + 46 + nameLength).toString("utf8"),
      flags: data.readUInt16LE(offset + 8),
      method: data.readUInt16LE(offset + 10),
      crc: data.readUInt32LE(offset + 16),
      compressedSize: data.readUInt32LE(offset + 20),
      size: data.readUInt32LE(offset + 24),
      localOffset: data.readUInt32LE(offset + 42),
    };
    // ZIP64 markers (0xffffffff) are never needed by a resume.
    if (entry.compressedSize === 0xffffffff || entry.size === 0xffffffff) return undefined;
    entries.push(entry);
    offset += 46 + nameLength + data.readUInt16LE(offset + 30) + data.readUInt16LE(offset + 32);
  }
  return entries;
}

/** True when the entry's data, inflated, is exactly the size and CRC its directory declares. */
async function inflatesAsDeclared(data: Buffer, entry: ZipEntry): Promise<boolean> {
  // Encrypted entries (flag bit 0) cannot be read; a Word document has none.
  if (entry.flags & 1) return false;
  const local = entry.localOffset;
  if (local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50) return false;
  const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
  if (start + entry.compressedSize > data.length) return false;
  const stored = data.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return stored.length === entry.size && zlib.crc32(stored) === entry.crc;
  if (entry.method !== 8) return false;
  const inflated = await inflateCounting(stored, entry.size);
  return inflated !== undefined && inflated.size === entry.size && inflated.crc === entry.crc;
}

/**
 * Inflates raw deflate data, keeping only its length and CRC; undefined when it is not valid
 * deflate or would pass `limit` bytes (inflating stops there, on the thread pool, off the event loop).
 */
function inflateCounting(
  compressed: Buffer,
  limit: number,
): Promise<{ size: number; crc: number } | undefined> {
  return new Promise((resolve) => {
    const inflate = zlib.createInflateRaw();
    let size = 0;
    let crc = 0;
    inflate.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        inflate.destroy();
        resolve(undefined);
        return;
      }
      crc = zlib.crc32(chunk, crc);
    });
    inflate.on("error", () => resolve(undefined));
    inflate.on("end", () => resolve({ size, crc }));
    inflate.end(compressed);
  });
}

function findEndOfCentralDirectory(data: Buffer): number {
  const earliest = Math.max(0, data.length - 22 - 0xffff);
  for (let offset = data.length - 22; offset >= earliest; offset--) {
    if (data.readUInt32LE(offset) === 0x06054b50) return offset;
  }
  return -1;
}
