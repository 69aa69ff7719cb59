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
import { answerListQuery, pageableListAnswer } from "#src/platform/http/list-routes.ts";
import {
  createWithUploadedImage,
  registerDeleteById,
  updateWithUploadedImage,
} from "#src/platform/http/record-routes.ts";
import { idParams, listAnswer, messageAnswer } from "#src/platform/http/route-kit.ts";
import {
  testimonialAdminRow,
  testimonialInput,
  testimonialRow,
  testimonialTexts,
} from "../testimonial.schema.ts";
import {
  readPublicTestimonials,
  toTestimonialAdminAnswer,
  toTestimonialAnswer,
} from "./testimonials.public.ts";
import {
  createTestimonial,
  deleteTestimonial,
  listAllTestimonials,
  testimonialArrangement,
  testimonialListSource,
  updateTestimonial,
} from "./testimonials.repository.ts";

const photoUpload = {
  field: "image",
  folder: "testimonials",
  label: "Image",
  tooLargeMessage: testimonialTexts.imageTooLarge,
} as const;

/**
 * GET /api/testimonials (public), POST /api/testimonials and PUT /api/testimonials/{id}
 * (multipart), DELETE /api/testimonials/{id}, and the order and visibility routes.
 */
export function registerTestimonialRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/testimonials",
    {
      config: { public: true, readsSession: true },
      schema: {
        tags: ["testimonials"],
        summary:
          "Testimonials the site shows, in the order staff set (cached); with parameters a page of them (search, dates, sort) or a CSV or Excel export (format=csv|xlsx)",
        querystring: listQuery(),
        response: { 200: pageableListAnswer(testimonialRow.extend({ visible: z.boolean().optional() })) },
      },
    },
    async (request, reply) => {
      if (hasListParams(request.query)) {
        return answerListQuery(
          reply,
          context,
          {
            source: testimonialListSource,
            toAnswer: toTestimonialAdminAnswer,
            csvName: "testimonials",
            csvColumns: [
              { header: "Id", value: (row) => row.id },
              { header: "Name", value: (row) => row.name },
              { header: "Role", value: (row) => row.role },
              { header: "Feedback", value: (row) => row.feedback },
              { header: "Rating", value: (row) => row.rating },
              { header: "Photo", value: (row) => toTestimonialAnswer(row).image },
              { header: "Shown", value: (row) => (row.visible ? "yes" : "no") },
            ],
            message: (total) => (total === 0 ? testimonialTexts.noTestimonials : "Testimonials fetched"),
          },
          request.query,
          // Staff see the hidden testimonials too, marked; visitors never do.
          request.admin ? undefined : onlyVisible(testimonialArrangement),
        );
      }
      const answer = await cachedJson(context.cache, "testimonials", listAnswer(testimonialRow), async () => {
        const data = await readPublicTestimonials(context.db, context.cache);
        return {
          success: true,
          data,
          message: data.length === 0 ? testimonialTexts.noTestimonials : "Testimonials fetched",
        };
      });
      return sendEncoded(request, reply, answer);
    },
  );

  api.post(
    "/testimonials",
    {
      config: {
        permission: "testimonials:edit",
        multipartDoc: {
          fields: testimonialInput,
          files: {
            image: { required: true, description: "Photo: PNG, JPEG, WebP, GIF, AVIF or SVG, at most 5 MiB" },
          },
        },
      },
      onRequest: requireMultipartBody,
      schema: {
        tags: ["testimonials"],
        summary: "Add a testimonial (multipart: name, role, feedback ≤ 600, rating 1–5, image ≤ 5 MiB)",
        consumes: ["multipart/form-data"],
        response: { 200: messageAnswer.extend({ id: z.number(), data: testimonialAdminRow }) },
      },
    },
    async (request) => {
      const row = await createWithUploadedImage(request, context, {
        input: testimonialInput,
        maxFields: 6,
        maxBytes: MAX_IMAGE_BYTES,
        image: { ...photoUpload, requiredMessage: testimonialTexts.imageRequired },
        create: (input, image) => createTestimonial(context.db, { ...input, image }),
      });
      return {
        success: true,
        message: "Testimonial added",
        id: row.id,
        data: toTestimonialAdminAnswer(row),
      };
    },
  );

  api.put(
    "/testimonials/:id",
    {
      config: {
        permission: "testimonials:edit",
        multipartDoc: {
          fields: testimonialInput,
          files: {
            image: {
              required: false,
              description:
                "A new photo (PNG, JPEG, WebP, GIF, AVIF or SVG, at most 5 MiB); none keeps the old one",
            },
          },
        },
      },
      onRequest: requireMultipartBody,
      schema: {
        tags: ["testimonials"],
        summary:
          "Edit a testimonial (multipart: the fields of adding one; the image optional, a new one replaces the old file)",
        consumes: ["multipart/form-data"],
        params: idParams,
        response: { 200: messageAnswer.extend({ data: testimonialAdminRow }) },
      },
    },
    async (request) => {
      const row = await updateWithUploadedImage(request, context, {
        imageKey: "image",
        input: testimonialInput,
        maxFields: 6,
        maxBytes: MAX_IMAGE_BYTES,
        image: photoUpload,
        notFound: testimonialTexts.notFound,
        update: (input, image) =>
          updateTestimonial(context.db, request.params.id, { ...input, ...(image ? { image } : {}) }),
      });
      return { success: true, message: testimonialTexts.updated, data: toTestimonialAdminAnswer(row) };
    },
  );

  registerArrangementRoutes(app, context, {
    permission: "testimonials:edit",
    path: "/testimonials",
    tag: "testimonials",
    noun: "testimonial",
    arrangement: testimonialArrangement,
    listAll: () => listAllTestimonials(context.db),
    toAnswer: toTestimonialAdminAnswer,
    row: testimonialAdminRow,
  });

  registerDeleteById(app, context, {
    permission: "testimonials:edit",
    path: "/testimonials/:id",
    tag: "testimonials",
    summary: "Delete a testimonial and its photo",
    remove: ({ id }) => deleteTestimonial(context.db, id),
    notFound: testimonialTexts.notFound,
    deleted: "Testimonial deleted",
    shownOnSite: true,
    removeFiles: (row) => context.images.remove("testimonials", [row.image]),
  });
}
