import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAX_IMAGE_BYTES } from "#src/lib/form-fields.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError, parseOrThrow } from "#src/platform/http/api-errors.ts";
import { requireMultipartBody } from "#src/platform/http/content-type.ts";
import { cachedJson, sendEncoded } from "#src/platform/http/encoded-body.ts";
import { readMultipart } from "#src/platform/http/multipart.ts";
import { idParams, messageAnswer } from "#src/platform/http/route-kit.ts";
import { storeImages, withStoredFiles } from "#src/platform/uploads/store-images.ts";
import { clientInput, clientRow, clientTexts } from "../client.schema.ts";
import { readPublicClients, toClientAnswer } from "./clients.public.ts";
import { createClient, deleteClient } from "./clients.repository.ts";

/** GET /api/clients (public, a bare array), POST /api/clients (multipart), DELETE /api/clients/{id}. */
export function registerClientRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/clients",
    {
      config: { public: true },
      schema: {
        tags: ["clients"],
        summary: "Client logos, newest first",
        response: { 200: z.array(clientRow) },
      },
    },
    async (request, reply) =>
      sendEncoded(
        request,
        reply,
        await cachedJson(context.cache, "clients", z.array(clientRow), () =>
          readPublicClients(context.db, context.cache),
        ),
      ),
  );

  api.post(
    "/clients",
    {
      config: {
        multipartDoc: {
          fields: clientInput,
          files: {
            logo: {
              required: true,
              description: "Logo image: PNG, JPEG, WebP, GIF, AVIF or SVG, at most 5 MiB",
            },
          },
        },
      },
      onRequest: requireMultipartBody,
      schema: {
        tags: ["clients"],
        summary: "Add a client (multipart: name, alt, logo image ≤ 5 MiB)",
        consumes: ["multipart/form-data"],
        response: { 200: messageAnswer.extend({ id: z.number(), data: clientRow }) },
      },
    },
    async (request) => {
      const body = await readMultipart(request, {
        files: {
          logo: {
            maxBytes: MAX_IMAGE_BYTES,
            maxCount: 1,
            tooLargeMessage: "Logo too large. Max size is 5MB.",
          },
        },
        maxFields: 4,
      });
      const input = parseOrThrow(clientInput, body.fields);
      const logo = body.files.logo?.[0];
      if (!logo) {
        throw new ApiError(400, clientTexts.logoRequired, {
          errors: [{ field: "logo", message: clientTexts.logoRequired }],
        });
      }
      const [stored] = await storeImages(context.images, "clients", [logo], "Logo");
      const row = await withStoredFiles(
        () => context.images.remove("clients", [stored]),
        () => createClient(context.db, { name: input.name, alt: input.alt, logo: stored! }),
      );
      context.cache.clear();
      return { success: true, message: "Client added", id: row.id, data: toClientAnswer(row) };
    },
  );

  api.delete(
    "/clients/:id",
    {
      schema: {
        tags: ["clients"],
        summary: "Delete a client and its logo",
        params: idParams,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const row = await deleteClient(context.db, request.params.id);
      if (!row) throw new ApiError(404, "Client not found");
      context.cache.clear();
      await context.images.remove("clients", [row.logo]);
      return { success: true, message: "Client deleted" };
    },
  );
}
