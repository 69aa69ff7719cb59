import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MESSAGE_STATUSES } from "#src/lib/submissions.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { registerPublicJsonForm, registerSubmissionList } from "#src/platform/http/message-routes.ts";
import { readOrExport } from "#src/platform/http/permissions.ts";
import { registerDeleteById } from "#src/platform/http/record-routes.ts";
import { isoDate, messageAnswer } from "#src/platform/http/route-kit.ts";
import { hireForm } from "../hire-request.form.ts";
import {
  developerCategoryLabel,
  hireCategoryParams,
  hireRequestInput,
  hireRequestRow,
  hireRequestTexts,
} from "../hire-request.schema.ts";
import { hireRequestSource } from "./hire-requests.inbox.ts";
import { hireRequestMails } from "./hire-requests.mails.ts";
import {
  createHireRequests,
  deleteHireRequest,
  inHireCategory,
  listHireRequestsFor,
} from "./hire-requests.repository.ts";
import type { HireRequestRow } from "./hire-requests.table.ts";

const toAnswer = (row: HireRequestRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  developer: row.developer,
  description: row.description,
  created_at: isoDate(row.createdAt),
  status: row.status as (typeof MESSAGE_STATUSES)[number],
});

/** "Web Development" → "web-development", for the export's file name. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** POST /api/hiring/hiring (public), GET /api/hiring/hiring/{category}, DELETE /api/hiring/hiring/{id}. */
export function registerHireRequestRoutes(app: FastifyInstance, context: ApiContext) {
  registerPublicJsonForm(app, context, {
    path: hireForm.api,
    tag: "hiring",
    summary: "Request a developer",
    input: hireRequestInput,
    toRow: ({ name, email, developer, description }) => ({ name, email, developer, description }),
    // One hire form reads `Success`, the other `success`: both are answered.
    sent: { Success: true, success: true, message: hireRequestTexts.success },
    response: messageAnswer.extend({ Success: z.boolean() }),
    capitalSuccess: true,
    createMany: createHireRequests,
    mails: (row, id) => hireRequestMails(row, id, context.mail.settings.origin),
  });

  const message = (count: number) => (count === 0 ? hireRequestTexts.adminEmpty : `${count} requests`);
  registerSubmissionList(app, context, {
    kind: "hire",
    permission: readOrExport("inbox.hire:read", "inbox.hire:export"),
    path: "/hiring/hiring/:category",
    tag: "hiring",
    summary:
      "Hire requests for one developer category, newest first; with parameters a page of them (search, status, dates, sort) or a CSV or Excel export (format=csv|xlsx)",
    params: hireCategoryParams,
    row: hireRequestRow,
    statuses: MESSAGE_STATUSES,
    list: async ({ category }) => (await listHireRequestsFor(context.db, category)).map(toAnswer),
    message,
    query: {
      source: hireRequestSource,
      toAnswer,
      where: ({ category }) => inHireCategory(category),
      csvName: "hire-requests",
      csvNameFor: ({ category }) => `hire-requests-${slug(category)}`,
      csvColumns: [
        { header: "Id", value: (row) => row.id },
        { header: "Received", value: (row) => row.createdAt },
        { header: "Status", value: (row) => row.status },
        { header: "Name", value: (row) => row.name },
        { header: "Email", value: (row) => row.email },
        // The stored value (the category's route parameter) and, beside it, the label staff read.
        { header: "Developer", value: (row) => row.developer },
        { header: "Developer label", value: (row) => developerCategoryLabel(row.developer) },
        { header: "Description", value: (row) => row.description },
      ],
      message,
    },
  });

  registerDeleteById(app, context, {
    permission: "inbox.hire:delete",
    path: "/hiring/hiring/:id",
    tag: "hiring",
    summary: "Delete a hire request",
    remove: ({ id }) => deleteHireRequest(context.db, id),
    notFound: "Record not found",
    deleted: "Record deleted",
    shownOnSite: false,
    submission: true,
  });
}
