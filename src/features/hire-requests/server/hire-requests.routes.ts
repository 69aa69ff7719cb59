import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { requireJsonBody } from "#src/platform/http/content-type.ts";
import {
  answerBotsLikeSuccess,
  formRateLimit,
  idParams,
  isoDate,
  listAnswer,
  messageAnswer,
} from "#src/platform/http/route-kit.ts";
import {
  hireCategoryParams,
  hireRequestInput,
  hireRequestRow,
  hireRequestTexts,
} from "../hire-request.schema.ts";
import { createHireRequest, deleteHireRequest, listHireRequestsFor } from "./hire-requests.repository.ts";
import type { HireRequestRow } from "./hire-requests.table.ts";

const toAnswer = (row: HireRequestRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  developer: row.developer,
  description: row.description,
  created_at: isoDate(row.createdAt),
});

/** POST /api/hiring/hiring (public), GET /api/hiring/hiring/{category}, DELETE /api/hiring/hiring/{id}. */
export function registerHireRequestRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Spec §8: one hire form reads `Success`, the other `success`: both are answered.
  const sent = { Success: true, success: true, message: hireRequestTexts.success };

  api.post(
    "/hiring/hiring",
    {
      config: { public: true, capitalSuccess: true, rateLimit: formRateLimit(context.env) },
      onRequest: requireJsonBody,
      preValidation: answerBotsLikeSuccess(sent),
      schema: {
        tags: ["hiring"],
        summary: "Request a developer",
        body: hireRequestInput,
        response: { 200: messageAnswer.extend({ Success: z.boolean() }) },
      },
    },
    async (request) => {
      const { name, email, developer, description } = request.body;
      await createHireRequest(context.db, { name, email, developer, description });
      return sent;
    },
  );

  api.get(
    "/hiring/hiring/:category",
    {
      schema: {
        tags: ["hiring"],
        summary: "Hire requests for one developer category, newest first",
        params: hireCategoryParams,
        response: { 200: listAnswer(hireRequestRow) },
      },
    },
    async (request) => {
      const data = (await listHireRequestsFor(context.db, request.params.category)).map(toAnswer);
      return {
        success: true,
        data,
        message: data.length === 0 ? hireRequestTexts.adminEmpty : `${data.length} requests`,
      };
    },
  );

  api.delete(
    "/hiring/hiring/:id",
    {
      schema: {
        tags: ["hiring"],
        summary: "Delete a hire request",
        params: idParams,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const row = await deleteHireRequest(context.db, request.params.id);
      if (!row) throw new ApiError(404, "Record not found");
      return { success: true, message: "Record deleted" };
    },
  );
}
