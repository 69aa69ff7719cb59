import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAX_IMAGE_BYTES } from "#src/lib/form-fields.ts";
import { hasListParams, listQuery } from "#src/lib/list-query.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { onlyVisible } from "#src/platform/db/arrangement.ts";
import { registerArrangementRoutes } from "#src/platform/http/arrangement-routes.ts";
import { requireMultipartBody } from "#src/platform/http/content-type.ts";
import { cachedJson, sendEncoded } from "#src/platform/http/encoded-body.ts";
import { answerListQuery, arrayOrPageAnswer } from "#src/platform/http/list-routes.ts";
import {
  createWithUploadedImage,
  registerDeleteById,
  updateWithUploadedImage,
} from "#src/platform/http/record-routes.ts";
import { idParams, messageAnswer } from "#src/platform/http/route-kit.ts";
import { clientAdminRow, clientInput, clientRow, clientTexts } from "../client.schema.ts";
import { readPublicClients, toClientAdminAnswer, toClientAnswer } from "./clients.public.ts";
import {
  clientArrangement,
  clientListSource,
  createClient,
  deleteClient,
  listAllClients,
  updateClient,
} from "./clients.repository.ts";

/** The public list's answer, checked once when it is cached (made here once, not per request). */
const publicClientsAnswer = z.array(clientRow);

const logoUpload = {
  field: "logo",
  folder: "clients",
  label: "Logo",
  tooLargeMessage: "Logo too large. Max size is 5MB.",
} as const;

/** GET /api/clients (public, a bare array), POST /api/clients and PUT /api/clients/{id} (multipart), DELETE /api/clients/{id}. */
export function registerClientRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/clients",
    {
      config: { public: true, readsSession: true },
      schema: {
        tags: ["clients"],
        summary:
          "Client logos the site shows, in the order staff set, a bare array (cached); with parameters `{ success, data, total, page, pageSize }` (search, dates, sort) or a CSV or Excel export (format=csv|xlsx)",
        querystring: listQuery(),
        response: { 200: arrayOrPageAnswer(clientRow.extend({ visible: z.boolean().optional() })) },
      },
    },
    async (request, reply) => {
      if (hasListParams(request.query)) {
        return answerListQuery(
          reply,
          context,
          {
            source: clientListSource,
            toAnswer: toClientAdminAnswer,
            csvName: "clients",
            csvColumns: [
              { header: "Id", value: (row) => row.id },
              { header: "Name", value: (row) => row.name },
              { header: "Alt text", value: (row) => row.alt },
              { header: "Logo", value: (row) => toClientAnswer(row).logo_url },
            ],
          },
          request.query,
          // Staff see the hidden logos too, marked; visitors never do.
          request.admin ? undefined : onlyVisible(clientArrangement),
        );
      }
      return sendEncoded(
        request,
        reply,
        await cachedJson(context.cache, "clients", publicClientsAnswer, () =>
          readPublicClients(context.db, context.cache),
        ),
      );
    },
  );

  api.post(
    "/clients",
    {
      config: {
        permission: "clients:edit",
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
      const row = await createWithUploadedImage(request, context, {
        input: clientInput,
        maxFields: 4,
        maxBytes: MAX_IMAGE_BYTES,
        image: { ...logoUpload, requiredMessage: clientTexts.logoRequired },
        create: (input, logo) => createClient(context.db, { name: input.name, alt: input.alt, logo }),
      });
      return { success: true, message: "Client added", id: row.id, data: toClientAnswer(row) };
    },
  );

  api.put(
    "/clients/:id",
    {
      config: {
        permission: "clients:edit",
        multipartDoc: {
          fields: clientInput,
          files: {
            logo: {
              required: false,
              description:
                "A new logo (PNG, JPEG, WebP, GIF, AVIF or SVG, at most 5 MiB); none keeps the old one",
            },
          },
        },
      },
      onRequest: requireMultipartBody,
      schema: {
        tags: ["clients"],
        summary: "Edit a client (multipart: name, alt; the logo optional, a new one replaces the old file)",
        consumes: ["multipart/form-data"],
        params: idParams,
        response: { 200: messageAnswer.extend({ data: clientRow }) },
      },
    },
    async (request) => {
      const row = await updateWithUploadedImage(request, context, {
        imageKey: "logo",
        input: clientInput,
        maxFields: 4,
        maxBytes: MAX_IMAGE_BYTES,
        image: logoUpload,
        notFound: clientTexts.notFound,
        update: (input, logo) =>
          updateClient(context.db, request.params.id, {
            name: input.name,
            alt: input.alt,
            ...(logo ? { logo } : {}),
          }),
      });
      return { success: true, message: clientTexts.updated, data: toClientAnswer(row) };
    },
  );
  registerArrangementRoutes(app, context, {
    permission: "clients:edit",
    path: "/clients",
    tag: "clients",
    noun: "client",
    arrangement: clientArrangement,
    listAll: () => listAllClients(context.db),
    toAnswer: toClientAdminAnswer,
    row: clientAdminRow,
  });

  registerDeleteById(app, context, {
    permission: "clients:edit",
    path: "/clients/:id",
    tag: "clients",
    summary: "Delete a client and its logo",
    remove: ({ id }) => deleteClient(context.db, id),
    notFound: clientTexts.notFound,
    deleted: "Client deleted",
    shownOnSite: true,
    removeFiles: (row) => context.images.remove("clients", [row.logo]),
  });
}
