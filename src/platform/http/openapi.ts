import type { SwaggerTransform } from "@fastify/swagger";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
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
