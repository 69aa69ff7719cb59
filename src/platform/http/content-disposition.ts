import path from "node:path";

const MAX_FILE_NAME = 200;

/**
 * A file name a person gave (an applicant's resume) made safe to keep and to give back: the last
 * part of any path, no control or bidirectional-override characters, at most 200 characters, and
 * ending with `extension` (the type the content was found to be), so a download never opens as
 * something other than what it is. Undefined when nothing usable is left.
 */
export function safeFileName(given: string | undefined, extension: string): string | undefined {
  if (!given) return undefined;
  const base = given.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
  const ext = `.${extension}`;
  const kept = cleaned.replace(/^\.+/, "");
  const stem = (
    kept.toLowerCase().endsWith(ext)
      ? kept.slice(0, -ext.length)
      : kept.slice(0, kept.length - path.extname(kept).length)
  ).trim();
  if (stem === "") return undefined;
  const name = `${stem}${ext}`;
  return name.length > MAX_FILE_NAME ? `${name.slice(0, MAX_FILE_NAME - ext.length)}${ext}` : name;
}

/** RFC 5987 `value-chars`: unreserved characters as they are, every other byte of UTF-8 as %XX. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A Content-Disposition header (RFC 6266) for a file under `name`: `filename*` carries the exact
 * name in UTF-8 (Devanagari, Gujarati, spaces), and `filename` an ASCII stand-in for the clients
 * that read only that (other characters as `_`, no quote or backslash that could end the value).
 */
export function contentDisposition(kind: "attachment" | "inline", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
