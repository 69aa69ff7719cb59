import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { company } from "#src/content/company.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { idParams, isoDate, messageAnswer } from "#src/platform/http/route-kit.ts";
import type { OutboxRow } from "#src/platform/mail/outbox.table.ts";
import { outboxListAnswer, outboxListQuery, outboxRow, outboxTexts } from "../outbox.schema.ts";

const toAnswer = (row: OutboxRow) =>
  outboxRow.parse({
    id: row.id,
    kind: row.kind,
    purpose: row.purpose,
    to: row.toAddress,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: isoDate(row.createdAt),
    next_attempt_at: row.state === "pending" ? isoDate(row.nextAttemptAt) : null,
    sent_at: row.sentAt ? isoDate(row.sentAt) : null,
  });

/** GET /api/outbox, POST /api/outbox/{id}/retry, POST /api/outbox/test (all admin). */
export function registerOutboxRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { mail } = context;

  api.get(
    "/outbox",
    {
      config: { permission: "outbox:read" },
      schema: {
        tags: ["outbox"],
        summary: "Every mail the site sends, newest first, a page at a time",
        querystring: outboxListQuery,
        response: { 200: outboxListAnswer },
      },
    },
    async (request) => {
      const { state, page, pageSize } = request.query;
      const { rows, total } = await mail.store.list({
        state,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return { success: true, data: rows.map(toAnswer), total, page, pageSize, mailOn: mail.settings.on };
    },
  );

  api.post(
    "/outbox/:id/retry",
    {
      config: { permission: "outbox:send" },
      schema: {
        tags: ["outbox"],
        summary: "Send a failed (or unsent) mail again, with a new day of retries",
        params: idParams,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!mail.settings.on) throw new ApiError(409, outboxTexts.mailOff);
      const row = await mail.store.retry(id, context.now());
      if (!row) {
        const exists = await mail.store.find(id);
        throw new ApiError(exists ? 409 : 404, exists ? outboxTexts.retryRefused : outboxTexts.notFound);
      }
      mail.committed();
      return { success: true, message: outboxTexts.retried };
    },
  );

  api.post(
    "/outbox/test",
    {
      config: { permission: "outbox:send" },
      schema: {
        tags: ["outbox"],
        summary: "Send a test mail to NOTIFY_TO now and answer the outcome",
        response: { 200: messageAnswer },
      },
    },
    async () => {
      if (!mail.settings.on) throw new ApiError(409, outboxTexts.mailOff);
      const outcome = await mail.sendTest({
        kind: "test",
        purpose: "notify",
        to: "company",
        subject: `Test email from the ${company.name} website`,
        content: {
          heading: "Mail works",
          paragraphs: [
            `This test was sent from the back office of the ${company.name} website. Notifications of new submissions will arrive at this address.`,
          ],
          signed: false,
        },
      });
      if (!outcome.ok)
        // 424: the request was right, the mail server refused or could not be reached (its reply is the message).
        throw new ApiError(424, outboxTexts.testFailed(outcome.message));
      return { success: true, message: outboxTexts.testSent(mail.settings.companyTo) };
    },
  );
}
