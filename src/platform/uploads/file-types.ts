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

/** Zip archives above these declared sizes are refused as bombs (the file is never unpacked). */
export const MAX_DOCX_ENTRIES = 2000;
export const MAX_DOCX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;

/** PDF, DOC (an OLE2 compound file) or DOCX (a zip holding a Word document), by the bytes. */
export function detectResume(data: Buffer): ResumeType | undefined {
  if (data.subarray(0, 5).toString("latin1") === "%PDF-") return PDF;
  if (data.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return DOC;
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) && isWordZip(data)) return DOCX;
  return undefined;
}

/**
 * Reads the zip's central directory (never inflating anything): it must name
 * `[Content_Types].xml` and `word/document.xml`, and declare a sane number and size of entries.
 */
export function isWordZip(data: Buffer): boolean {
  const end = findEndOfCentralDirectory(data);
  if (end < 0) return false;
  const entries = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  const directoryOffset = data.readUInt32LE(end + 16);
  if (entries === 0 || entries > MAX_DOCX_ENTRIES) return false;
  if (directoryOffset + directorySize > data.length) return false;
  let offset = directoryOffset;
  let total = 0;
  const names = new Set<string>();
  for (let index = 0; index < entries; index++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== 0x02014b50) return false;
    const compressed = data.readUInt32LE(offset + 20);
    const uncompressed = data.readUInt32LE(offset + 24);
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > data.length) return false;
    names.add(data.subarray(offset + 46, offset + 46 + nameLength).toString("utf8"));
    // ZIP64 markers (0xffffffff) are never needed by a resume; a ratio above 1000:1 is a bomb.
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) return false;
    if (uncompressed > 1000 * Math.max(compressed, 1) && uncompressed > 1024 * 1024) return false;
    total += uncompressed;
    if (total > MAX_DOCX_UNCOMPRESSED_BYTES) return false;
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names.has("[Content_Types].xml") && names.has("word/document.xml");
}

function findEndOfCentralDirectory(data: Buffer): number {
  const earliest = Math.max(0, data.length - 22 - 0xffff);
  for (let offset = data.length - 22; offset >= earliest; offset--) {
    if (data.readUInt32LE(offset) === 0x06054b50) return offset;
  }
  return -1;
}
