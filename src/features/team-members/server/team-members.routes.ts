import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAX_IMAGE_BYTES } from "#src/lib/form-fields.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError, parseOrThrow } from "#src/platform/http/api-errors.ts";
import { requireMultipartBody } from "#src/platform/http/content-type.ts";
import { cachedJson, sendEncoded } from "#src/platform/http/encoded-body.ts";
import { readMultipart } from "#src/platform/http/multipart.ts";
import { idParams, listAnswer, messageAnswer } from "#src/platform/http/route-kit.ts";
import { storeImages, withStoredFiles } from "#src/platform/uploads/store-images.ts";
import { teamMemberInput, teamMemberRow, teamMemberTexts } from "../team-member.schema.ts";
import { readPublicTeamMembers, toTeamMemberAnswer } from "./team-members.public.ts";
import { createTeamMember, deleteTeamMember } from "./team-members.repository.ts";

/** GET /api/team (public), POST /api/team/add (multipart), DELETE /api/team/{id}. */
export function registerTeamMemberRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/team",
    {
      config: { public: true },
      schema: {
        tags: ["team"],
        summary: "Team members, newest first",
        response: { 200: listAnswer(teamMemberRow) },
      },
    },
    async (request, reply) => {
      const answer = await cachedJson(context.cache, "team", listAnswer(teamMemberRow), async () => {
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
      const body = await readMultipart(request, {
        files: {
          image: {
            maxBytes: MAX_IMAGE_BYTES,
            maxCount: 1,
            tooLargeMessage: "Image too large. Max size is 5MB.",
          },
        },
        maxFields: 8,
      });
      const input = parseOrThrow(teamMemberInput, body.fields);
      const image = body.files.image?.[0];
      if (!image) {
        throw new ApiError(400, teamMemberTexts.imageRequired, {
          errors: [{ field: "image", message: teamMemberTexts.imageRequired }],
        });
      }
      const [stored] = await storeImages(context.images, "team", [image], "Image");
      const row = await withStoredFiles(
        () => context.images.remove("team", [stored]),
        () =>
          createTeamMember(context.db, {
            name: input.name,
            role: input.role,
            type: input.type,
            image: stored!,
            // Empty links are absent (spec §7: empty values omitted).
            facebook: input.facebook || null,
            instagram: input.instagram || null,
            linkedin: input.linkedin || null,
          }),
      );
      context.cache.clear();
      return { success: true, message: "Member added", id: row.id, data: toTeamMemberAnswer(row) };
    },
  );

  api.delete(
    "/team/:id",
    {
      schema: {
        tags: ["team"],
        summary: "Delete a member and the photo",
        params: idParams,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const row = await deleteTeamMember(context.db, request.params.id);
      if (!row) throw new ApiError(404, "Member not found");
      context.cache.clear();
      await context.images.remove("team", [row.image]);
      return { success: true, message: "Member deleted" };
    },
  );
}
