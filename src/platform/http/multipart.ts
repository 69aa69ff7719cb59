import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { ApiError } from "./api-errors.ts";
import { noteAudit } from "./audit-note.ts";

/** What one file field of a multipart route accepts. */
export interface FileRule {
  maxBytes: number;
  maxCount: number;
  /** The 413 answer when one file is over maxBytes (each upload's own text, e.g. 'Poster image too large…'). */
  tooLargeMessage: string;
}

export interface UploadedFile {
  field: string;
  /** The name the client gave: never used as a path or stored. */
  filename: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile[]>;
}

/** Text fields are short; this is the hard cap per field value at the parser (bytes). */
export const MAX_MULTIPART_FIELD_BYTES = 64 * 1024;

function drain(part: MultipartFile) {
  part.file.resume();
}

/**
 * Reads a whole multipart body into memory under hard limits, before anything is written:
 * every file is bounded (busboy stops at maxBytes + 1 and the request fails with 413), so
 * the worst case is the sum of the rules. Files are checked and stored only afterwards, by
 * the route, so a refused request leaves nothing on disk.
 */
export async function readMultipart(
  request: FastifyRequest,
  rules: { files: Record<string, FileRule>; maxFields: number },
): Promise<MultipartBody> {
  const fileRules = Object.values(rules.files);
  const maxFiles = fileRules.reduce((sum, rule) => sum + rule.maxCount, 0);
  const maxBytes = Math.max(0, ...fileRules.map((rule) => rule.maxBytes));
  const fields: Record<string, string> = Object.create(null);
  const files: Record<string, UploadedFile[]> = Object.create(null);

  try {
    const parts = request.parts({
      limits: {
        fileSize: maxBytes,
        // One spare file and field, so that an unknown or surplus one gets its precise answer below.
        files: maxFiles + 1,
        fields: rules.maxFields + 1,
        parts: maxFiles + rules.maxFields + 2,
        fieldSize: MAX_MULTIPART_FIELD_BYTES,
        fieldNameSize: 100,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      if (part.type === "file") {
        const rule = rules.files[part.fieldname];
        if (!rule) {
          drain(part);
          throw new ApiError(400, `Unknown field: ${part.fieldname}`, {
            errors: [{ field: part.fieldname, message: `Unknown field: ${part.fieldname}` }],
          });
        }
        const list = files[part.fieldname] ?? [];
        files[part.fieldname] = list;
        if (list.length >= rule.maxCount) {
          drain(part);
          throw new ApiError(413, `At most ${rule.maxCount} file(s) in ${part.fieldname}`);
        }
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
            throw new ApiError(413, rule.tooLargeMessage);
          }
          throw error;
        }
        if (data.length > rule.maxBytes) throw new ApiError(413, rule.tooLargeMessage);
        // An empty file input is sent as a part with no name and no bytes: it means "no file".
        if (data.length === 0 && !part.filename) continue;
        list.push({ field: part.fieldname, filename: part.filename, data });
      } else {
        const value = part as MultipartValue;
        if (value.fieldname in fields) {
          throw new ApiError(400, `Field ${value.fieldname} is given more than once`, {
            errors: [{ field: value.fieldname, message: `Field ${value.fieldname} is given more than once` }],
          });
        }
        if (value.valueTruncated) throw new ApiError(413, `Field ${value.fieldname} is too long`);
        if (typeof value.value !== "string") {
          throw new ApiError(400, `Field ${value.fieldname} must be text`, {
            errors: [{ field: value.fieldname, message: `Field ${value.fieldname} must be text` }],
          });
        }
        if (Object.keys(fields).length >= rules.maxFields)
          throw new ApiError(413, "Too many fields in one request");
        fields[value.fieldname] = value.value;
      }
    }
  } catch (error) {
    throw toMultipartError(error);
  }
  noteAudit(request, { fields: [...Object.keys(fields), ...Object.keys(files)] });
  return { fields: { ...fields }, files: { ...files } };
}

function toMultipartError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case "FST_FILES_LIMIT":
      return new ApiError(413, "Too many files in one request");
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return new ApiError(413, "Too many fields in one request");
    case "FST_REQ_FILE_TOO_LARGE":
      return new ApiError(413, "File too large");
    case "FST_PROTO_VIOLATION":
      return new ApiError(400, "Field name is not allowed");
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new ApiError(415, "Content-Type must be multipart/form-data");
    default:
      // Busboy's own errors: truncated or malformed multipart is the client's doing.
      return new ApiError(400, "Malformed multipart body");
  }
}
