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
  teamMemberAdminRow,
  teamMemberInput,
  teamMemberRow,
  teamMemberTexts,
} from "../team-member.schema.ts";
import { readPublicTeamMembers, toTeamMemberAdminAnswer, toTeamMemberAnswer } from "./team-members.public.ts";
import {
  createTeamMember,
  deleteTeamMember,
  listAllTeamMembers,
  teamMemberArrangement,
  teamMemberListSource,
  updateTeamMember,
} from "./team-members.repository.ts";

/** The public list's answer, checked once when it is cached (made here once, not per request). */
const publicTeamAnswer = listAnswer(teamMemberRow);

const photoUpload = {
  field: "image",
  folder: "team",
  label: "Image",
  tooLargeMessage: "Image too large. Max size is 5MB.",
} as const;

/** GET /api/team (public), POST /api/team/add and PUT /api/team/{id} (multipart), DELETE /api/team/{id}. */
export function registerTeamMemberRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/team",
    {
      config: { public: true, readsSession: true },
      schema: {
        tags: ["team"],
        summary:
          "Team members the site shows, in the order staff set (cached); with parameters a page of them (search, dates, sort) or a CSV or Excel export (format=csv|xlsx)",
        querystring: listQuery(),
        response: { 200: pageableListAnswer(teamMemberRow.extend({ visible: z.boolean().optional() })) },
      },
    },
    async (request, reply) => {
      if (hasListParams(request.query)) {
        return answerListQuery(
          reply,
          context,
          {
            source: teamMemberListSource,
            toAnswer: toTeamMemberAdminAnswer,
            csvName: "team",
            csvColumns: [
              { header: "Id", value: (row) => row.id },
              { header: "Name", value: (row) => row.name },
              { header: "Role", value: (row) => row.role },
              { header: "Type", value: (row) => row.type },
              { header: "Photo", value: (row) => toTeamMemberAnswer(row).image },
              { header: "Instagram", value: (row) => row.instagram },
              { header: "Facebook", value: (row) => row.facebook },
              { header: "LinkedIn", value: (row) => row.linkedin },
            ],
            message: (total) => (total === 0 ? teamMemberTexts.noTeamMembers : "Team fetched"),
          },
          request.query,
          // Staff see the hidden members too, marked; visitors never do.
          request.admin ? undefined : onlyVisible(teamMemberArrangement),
        );
      }
      const answer = await cachedJson(context.cache, "team", publicTeamAnswer, async () => {
        const data = await readPublicTeamMembers(context.db, context.cache);
        return {
          success: true,
          data,
          message: data.length === 0 ? teamMemberTexts.noTeamMembers : "Team fetched",
        };
      });
      return sendEncoded(request, reply, answer);
    },
  );

  api.post(
    "/team/add",
    {
      config: {
        permission: "team:edit",
        multipartDoc: {
          fields: teamMemberInput,
          files: {
            image: { required: true, description: "Photo: PNG, JPEG, WebP, GIF, AVIF or SVG, at most 5 MiB" },
          },
        },
      },
      onRequest: requireMultipartBody,
      schema: {
        tags: ["team"],
        summary:
          "Add a team member (multipart: name, role, type, facebook, instagram, linkedin, image ≤ 5 MiB)",
        consumes: ["multipart/form-data"],
        response: { 200: messageAnswer.extend({ id: z.number(), data: teamMemberRow }) },
      },
    },
    async (request) => {
      const row = await createWithUploadedImage(request, context, {
        input: teamMemberInput,
        maxFields: 8,
        maxBytes: MAX_IMAGE_BYTES,
        image: { ...photoUpload, requiredMessage: teamMemberTexts.imageRequired },
        create: (input, image) =>
          createTeamMember(context.db, {
            name: input.name,
            role: input.role,
            type: input.type,
            image,
            // An empty link is stored as none: the answers omit it.
            facebook: input.facebook || null,
            instagram: input.instagram || null,
            linkedin: input.linkedin || null,
          }),
      });
      return { success: true, message: "Member added", id: row.id, data: toTeamMemberAnswer(row) };
    },
  );

  api.put(
    "/team/:id",
    {
      config: {
        permission: "team:edit",
        multipartDoc: {
          fields: teamMemberInput,
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
        tags: ["team"],
        summary:
          "Edit a team member (multipart: the fields of adding one; the image optional, a new one replaces the old file)",
        consumes: ["multipart/form-data"],
        params: idParams,
        response: { 200: messageAnswer.extend({ data: teamMemberRow }) },
      },
    },
    async (request) => {
      const row = await updateWithUploadedImage(request, context, {
        imageKey: "image",
        input: teamMemberInput,
        maxFields: 8,
        maxBytes: MAX_IMAGE_BYTES,
        image: photoUpload,
        notFound: teamMemberTexts.notFound,
        update: (input, image) =>
          updateTeamMember(context.db, request.params.id, {
            name: input.name,
            role: input.role,
            type: input.type,
            ...(image ? { image } : {}),
            facebook: input.facebook || null,
            instagram: input.instagram || null,
            linkedin: input.linkedin || null,
          }),
      });
      return { success: true, message: teamMemberTexts.updated, data: toTeamMemberAnswer(row) };
    },
  );
  registerArrangementRoutes(app, context, {
    permission: "team:edit",
    path: "/team",
    tag: "team",
    noun: "member",
    arrangement: teamMemberArrangement,
    listAll: () => listAllTeamMembers(context.db),
    toAnswer: toTeamMemberAdminAnswer,
    row: teamMemberAdminRow,
  });

  registerDeleteById(app, context, {
    permission: "team:edit",
    path: "/team/:id",
    tag: "team",
    summary: "Delete a member and the photo",
    remove: ({ id }) => deleteTeamMember(context.db, id),
    notFound: teamMemberTexts.notFound,
    deleted: "Member deleted",
    shownOnSite: true,
    removeFiles: (row) => context.images.remove("team", [row.image]),
  });
}
