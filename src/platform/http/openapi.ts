import type {
  FastifyDynamicSwaggerOptions,
  SwaggerTransform,
  SwaggerTransformObject,
} from "@fastify/swagger";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * How a multipart route is described in OpenAPI: its text fields are the same zod schema the
 * route validates them with; its files are listed by name.
 */
export interface MultipartDoc {
  fields: z.ZodObject;
  files: Record<string, { required?: boolean; many?: boolean; description: string }>;
}

function multipartBodySchema(doc: MultipartDoc) {
  const fields = z.toJSONSchema(doc.fields, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const properties: Record<string, unknown> = { ...fields.properties };
  const required = [...(fields.required ?? [])];
  for (const [name, file] of Object.entries(doc.files)) {
    const binary = { type: "string", format: "binary" };
    properties[name] = file.many
      ? { type: "array", items: binary, description: file.description }
      : { ...binary, description: file.description };
    if (file.required) required.push(name);
  }
  return { type: "object", properties, required };
}

/** fastify-type-provider-zod's transform, plus the bodies of multipart routes. */
export const openApiTransform: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const doc = input.route.config?.multipartDoc;
  if (!doc) return result;
  return { ...result, schema: { ...result.schema, body: multipartBodySchema(doc) } };
};

/** What the document needs to know of a route that its schema does not say. */
interface RouteFacts {
  /** Public (`config.public`): no token needed. */
  open: boolean;
  /** Public, but a valid token answers staff more (`config.readsSession`). */
  optionalSession: boolean;
  /** Has a per-route rate limit (`config.rateLimit`): 429 past it. */
  rateLimited: boolean;
}

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; description?: string; [key: string]: unknown }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  [key: string]: unknown;
};
type PathItem = Record<string, Operation>;
interface OpenApiDocument {
  paths?: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, unknown>;
    responses?: Record<string, unknown>;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];
const BEARER = [{ bearer: [] }];

/** The error answer of every route (src/platform/http/api-errors.ts, ApiError). */
const errorAnswer = {
  type: "object",
  properties: {
    success: { type: "boolean", const: false },
    message: { type: "string" },
    errors: {
      type: "array",
      items: {
        type: "object",
        properties: { field: { type: "string" }, message: { type: "string" } },
        required: ["field", "message"],
      },
    },
  },
  required: ["success", "message"],
};
const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});
/** The 4xx answers common to many routes, each documented once and referenced. */
const COMMON_RESPONSES = {
  BadRequest: errorResponse("A parameter or the body is invalid: `message`, and `errors` per field"),
  Unauthorized: errorResponse("No session, or an expired or ended one: sign in again"),
  Forbidden: errorResponse(
    "The account must first finish a step (change its temporary password, set up two-factor sign-in) or lacks the right",
  ),
  NotFound: errorResponse("No such record"),
  TooManyRequests: errorResponse("Too many requests from this address: try again in a minute"),
};

/** `/api/hiring/hiring/{category}` → `{name}`s replaced by one placeholder, to compare templates. */
const templateShape = (path: string) => path.replace(/\{[^}]+\}/g, "{}");
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/** `get` + `/api/hiring/hiring/{category}` → `getHiringHiringByCategory`: unique per operation. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, "/")
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      return parameter ? ["by", ...parameter[1]!.split(/_|(?=[A-Z])/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method + words.join("");
}

/**
 * Paths that differ only by their parameters' names (the spec's `GET /api/hiring/hiring/{category}`
 * and `DELETE /api/hiring/hiring/{id}`) are one template to OpenAPI: they become one path whose
 * parameter is named for both (`{category_or_id}`), each operation saying what it means there.
 * The URLs a client calls do not change.
 */
function mergeIdenticalTemplates(paths: Record<string, PathItem>): Record<string, PathItem> {
  const byShape = new Map<string, string[]>();
  for (const path of Object.keys(paths)) {
    byShape.set(templateShape(path), [...(byShape.get(templateShape(path)) ?? []), path]);
  }
  const merged: Record<string, PathItem> = {};
  for (const path of Object.keys(paths)) {
    const group = byShape.get(templateShape(path))!;
    if (group.length === 1) {
      merged[path] = paths[path]!;
      continue;
    }
    if (group[0] !== path) continue;
    const namesOf = (template: string) => [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    const positions = namesOf(path).map((_, index) => [
      ...new Set(group.map((template) => namesOf(template)[index]!)),
    ]);
    const sharedNames = positions.map((names) => names.join("_or_"));
    let sharedPath = path;
    namesOf(path).forEach((name, index) => {
      sharedPath = sharedPath.replace(`{${name}}`, `{${sharedNames[index]}}`);
    });
    const item: PathItem = {};
    for (const template of group) {
      const names = namesOf(template);
      for (const [method, operation] of Object.entries(paths[template]!)) {
        item[method] = {
          ...operation,
          parameters: operation.parameters?.map((parameter) => {
            const index = parameter.in === "path" ? names.indexOf(parameter.name) : -1;
            if (index < 0) return parameter;
            return {
              ...parameter,
              name: sharedNames[index]!,
              description: parameter.description ?? `the ${parameter.name.replace(/_/g, " ")}`,
            };
          }),
        };
      }
    }
    merged[sharedPath] = item;
  }
  return merged;
}

/**
 * The options of `@fastify/swagger`: an OpenAPI 3.1 document (its schemas are JSON Schema
 * 2020-12, as zod writes them), completed in one place for every route rather than in each
 * route file: the bearer session required unless a route is public (`config.public`), an
 * `operationId` from the method and path, and the common 4xx answers. Redocly's `recommended`
 * rules check the result (src/server/openapi-lint.test.ts).
 */
export function openApiOptions(info: { title: string; version: string; description: string }) {
  const facts = new Map<string, RouteFacts>();
  const transform: SwaggerTransform = (input) => {
    const config = input.route.config ?? {};
    const methods = [input.route.method].flat().map((method) => String(method).toLowerCase());
    for (const method of methods) {
      facts.set(`${method} ${openApiPath(input.url)}`, {
        open: config.public === true,
        optionalSession: config.public === true && config.readsSession === true,
        rateLimited: "rateLimit" in config && Boolean((config as { rateLimit?: unknown }).rateLimit),
      });
    }
    return openApiTransform(input);
  };

  const transformObject: SwaggerTransformObject = (input) => {
    // The zod schemas named with `.meta({ id })` (a recursive one, as an article's body blocks)
    // become components, which the routes' schemas refer to.
    const document = (
      "openapiObject" in input ? jsonSchemaTransformObject(input) : input.swaggerObject
    ) as OpenApiDocument;
    const operationIds = new Set<string>();
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        const route = facts.get(`${method} ${path}`) ?? {
          open: false,
          optionalSession: false,
          rateLimited: false,
        };
        operation.operationId ??= operationIdOf(method, path);
        if (operationIds.has(operation.operationId)) {
          throw new Error(`Two operations would share the operationId ${operation.operationId}`);
        }
        operationIds.add(operation.operationId);
        // The document's default is the bearer session; a public route says it needs none, one
        // that reads a session when there is one says both.
        if (route.optionalSession) operation.security = [{}, ...BEARER];
        else if (route.open) operation.security = [];
        operation.responses ??= {};
        const responses = operation.responses;
        const add = (status: string, name: keyof typeof COMMON_RESPONSES) => {
          responses[status] ??= { $ref: `#/components/responses/${name}` };
        };
        if (operation.requestBody || operation.parameters?.length) add("400", "BadRequest");
        if (!route.open) {
          add("401", "Unauthorized");
          add("403", "Forbidden");
        }
        if (/\{[^}]+\}/.test(path)) add("404", "NotFound");
        if (route.rateLimited) add("429", "TooManyRequests");
      }
    }
    const completed: OpenApiDocument = {
      ...document,
      servers: [{ url: "/", description: "this site" }],
      security: BEARER,
      paths: mergeIdenticalTemplates(document.paths ?? {}),
      components: {
        ...document.components,
        schemas: { ...document.components?.schemas, Error: errorAnswer },
        responses: { ...document.components?.responses, ...COMMON_RESPONSES },
      },
    };
    return completed as ReturnType<SwaggerTransformObject>;
  };

  return {
    openapi: {
      openapi: "3.1.0",
      info: { ...info, license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" } },
      components: {
        securitySchemes: {
          bearer: {
            type: "http",
            scheme: "bearer",
            description: "The token answered by `POST /api/admin/login` (a back-office session).",
          },
        },
      },
    },
    transform,
    transformObject,
  } satisfies FastifyDynamicSwaggerOptions;
}
