import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ApiContext } from "#src/platform/api-context.ts";
import { registerPublicJsonForm, registerSubmissionList } from "#src/platform/http/message-routes.ts";
import { registerDeleteById } from "#src/platform/http/record-routes.ts";
import { isoDate, messageAnswer } from "#src/platform/http/route-kit.ts";
import {
  hireCategoryParams,
  hireRequestInput,
  hireRequestRow,
  hireRequestTexts,
} from "../hire-request.schema.ts";
import { hireRequestMails } from "./hire-requests.mails.ts";
import { createHireRequests, deleteHireRequest, listHireRequestsFor } from "./hire-requests.repository.ts";
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
  registerPublicJsonForm(app, context, {
    path: "/hiring/hiring",
    tag: "hiring",
    summary: "Request a developer",
    input: hireRequestInput,
    toRow: ({ name, email, developer, description }) => ({ name, email, developer, description }),
    // One hire form reads `Success`, the other `success`: both are answered.
    sent: { Success: true, success: true, message: hireRequestTexts.success },
    response: messageAnswer.extend({ Success: z.boolean() }),
    capitalSuccess: true,
    createMany: createHireRequests,
    mails: (row) => hireRequestMails(row, context.mail.settings.origin),
  });

  registerSubmissionList(app, {
    path: "/hiring/hiring/:category",
    tag: "hiring",
    summary: "Hire requests for one developer category, newest first",
    params: hireCategoryParams,
    row: hireRequestRow,
    list: async ({ category }) => (await listHireRequestsFor(context.db, category)).map(toAnswer),
    message: (count) => (count === 0 ? hireRequestTexts.adminEmpty : `${count} requests`),
  });

  registerDeleteById(app, context, {
    path: "/hiring/hiring/:id",
    tag: "hiring",
    summary: "Delete a hire request",
    remove: ({ id }) => deleteHireRequest(context.db, id),
    notFound: "Record not found",
    deleted: "Record deleted",
    shownOnSite: false,
  });
}
