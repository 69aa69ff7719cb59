import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";
import { disallowedCharacterMessage, hasDisallowedCharacter } from "#src/lib/form-fields.ts";

/** One wrong field of a request, as the API answers it: `errors: [{ field, message }]`. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * A failure the client caused, answered as `{ success: false, message, errors? }` with its status.
 * Thrown anywhere in a route; the app's error handler turns it into the answer.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

/**
 * Zod's issues as `{ field, message }`, the first per field; an unknown key names itself (a
 * "field" of a body, a "parameter" of a query string).
 */
export function fieldErrors(error: z.ZodError, unknownKey: "field" | "parameter" = "field"): FieldError[] {
  const all = error.issues.flatMap((issue): FieldError[] => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        field: [...issue.path, key].join("."),
        message: `Unknown ${unknownKey}: ${key}`,
      }));
    }
    const field = issue.path.map(String).join(".") || "body";
    return [{ field, message: issue.message }];
  });
  return all.filter((item, index) => all.findIndex((other) => other.field === item.field) === index);
}

export function validationError(error: z.ZodError, unknownKey: "field" | "parameter" = "field"): ApiError {
  const errors = fieldErrors(error, unknownKey);
  return new ApiError(400, errors[0]?.message ?? "Invalid request", { errors });
}

/** Strings nested deeper than this in a request are not looked into (no schema takes them). */
const MAX_DEPTH = 8;

/**
 * The first string of a request's body, query or parameters that holds a character no text input
 * takes (src/lib/form-fields.ts: a control character other than tab and line breaks, or half of a
 * surrogate pair), with its path. The fields of the shared schemas refuse them with their own
 * label (and single-line fields refuse line breaks too); this catches every other string, so
 * none reaches the database, which would refuse it with an error carrying the whole input.
 */
function disallowedCharacterError(data: unknown, path: string[] = []): ApiError | undefined {
  if (typeof data === "string") {
    if (!hasDisallowedCharacter(data, true)) return undefined;
    const field = path.join(".") || "body";
    const message = disallowedCharacterMessage(field);
    return new ApiError(400, message, { errors: [{ field, message }] });
  }
  if (typeof data !== "object" || data === null || path.length >= MAX_DEPTH) return undefined;
  for (const [key, value] of Object.entries(data)) {
    const error = disallowedCharacterError(value, [...path, key]);
    if (error) return error;
  }
  return undefined;
}

/** Parses with a zod schema or throws the 400 the API answers. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw validationError(result.error);
  const refused = disallowedCharacterError(data);
  if (refused) throw refused;
  return result.data;
}

/**
 * Fastify's validator for every route schema (body, params, querystring): the zod schemas of the
 * feature files, so the same definition validates, types and documents (OpenAPI) each route.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) {
      return { error: validationError(result.error, httpPart === "querystring" ? "parameter" : "field") };
    }
    const refused = disallowedCharacterError(data);
    return refused ? { error: refused } : { value: result.data };
  };
