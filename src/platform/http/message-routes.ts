import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { hasListParams, type ListQuery, listQuery } from "#src/lib/list-query.ts";
import { kindPermission } from "#src/lib/permissions.ts";
import type { SubmissionKind } from "#src/lib/submissions.ts";
import { MESSAGE_STATUSES, type SubmissionStatus } from "#src/lib/submissions.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { BatchWriter } from "#src/platform/db/batch-writer.ts";
import type { Db, Executor } from "#src/platform/db/client.ts";
import type { ListSource } from "#src/platform/db/list-source.ts";
import { requireJsonBody } from "#src/platform/http/content-type.ts";
import { answerListQuery, type ListQuerySpec, pageableListAnswer } from "#src/platform/http/list-routes.ts";
import { type RoutePermission, readOrExport } from "#src/platform/http/permissions.ts";
import { registerDeleteById } from "#src/platform/http/record-routes.ts";
import {
  answerBotsLikeSuccess,
  formRateLimit,
  isoDate,
  messageAnswer,
} from "#src/platform/http/route-kit.ts";
import type { OutgoingMail } from "#src/platform/mail/mail-content.ts";
import { markUnreadAnswers } from "#src/platform/submissions.ts";

/** What a contact message and a cloud VPS enquiry both are: a name, an email, a number, a text. */
interface MessageFields {
  name: string;
  email: string;
  number: string;
  message: string;
}

interface MessageRow extends MessageFields {
  id: number;
  createdAt: Date;
  status: string;
}

/** A table whose rows are messages. */
type MessageTable = PgTable & { $inferSelect: MessageRow };

/**
 * The route config every public form shares: reachable without a login, and limited to
 * FORM_RATE_LIMIT_PER_MINUTE posts per address per minute.
 */
export function publicFormConfig(context: ApiContext) {
  return { public: true, rateLimit: formRateLimit(context.env) } as const;
}

export interface PublicJsonFormSpec<Input extends z.ZodType, Row> {
  path: string;
  tag: string;
  summary: string;
  input: Input;
  /** The row to store from the validated body (without the honeypot). */
  toRow(input: z.output<Input>): Row;
  /** The answer to a stored post, and to a bot that filled the honeypot (nothing stored). */
  sent: Record<string, unknown>;
  /** The answer's schema; `{ success, message }` when absent. */
  response?: z.ZodType;
  /** The answer also carries `Success` (one hire form reads it). */
  capitalSuccess?: boolean;
  /** Several rows in one statement, answering their ids in order: posts that arrive together are written together. */
  createMany(db: Executor, rows: Row[]): Promise<{ id: number }[]>;
  /** The mails of one stored row (to the company, and the sender's acknowledgement). */
  mails(row: Row, id: number): OutgoingMail[];
}

/**
 * POST of a public JSON form: validated by the form's own schema, a filled honeypot answered
 * like success with nothing stored (and no mail), and each post acknowledged only once its row
 * and its mails have committed, in one transaction (group commit: src/platform/db/batch-writer.ts).
 * Every public form stores a submission: once committed, the inbox is told (context.submissions).
 */
export function registerPublicJsonForm<Input extends z.ZodType, Row>(
  app: FastifyInstance,
  context: ApiContext,
  spec: PublicJsonFormSpec<Input, Row>,
) {
  const writer = new BatchWriter<Row>((rows) =>
    context.db.transaction(async (tx) => {
      const ids = await spec.createMany(tx, rows);
      await context.mail.enqueue(
        tx,
        rows.flatMap((row, index) => spec.mails(row, ids[index]!.id)),
      );
    }),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    spec.path,
    {
      config: { ...publicFormConfig(context), capitalSuccess: spec.capitalSuccess === true },
      onRequest: requireJsonBody,
      preValidation: answerBotsLikeSuccess(spec.sent),
      schema: {
        tags: [spec.tag],
        summary: spec.summary,
        body: spec.input,
        response: { 200: spec.response ?? messageAnswer },
      },
    },
    async (request) => {
      await writer.add(spec.toRow(request.body as z.output<Input>));
      context.mail.committed();
      context.submissions.changed();
      return spec.sent;
    },
  );
}

export interface SubmissionListSpec<Params extends z.ZodType, Table extends PgTable, Answer> {
  /** Which kind of submission: its rows with an unread answer by mail are marked `unread_answer`. */
  kind: SubmissionKind;
  path: string;
  tag: string;
  summary: string;
  /** Who may read the list and who may export it (src/lib/permissions.ts). */
  permission: RoutePermission;
  /** The path parameters, when the list has any (a hire category). */
  params?: Params;
  row: z.ZodType<Answer>;
  /** The statuses `status` may name. */
  statuses: readonly SubmissionStatus[];
  /** The rows as answered without parameters: every one, newest first. */
  list(params: z.output<Params>): Promise<Answer[]>;
  /** The answer's `message` for this many rows; none when it answers undefined. */
  message(count: number): string | undefined;
  /** The list asked for with parameters (search, filters, pages, CSV), and its own filter. */
  query: ListQuerySpec<Table, Answer> & {
    where?: (params: z.output<Params>) => SQL;
    /** The export's file name for these path parameters, when it depends on them. */
    csvNameFor?: (params: z.output<Params>) => string;
  };
}

/**
 * GET of an admin list of submissions: `{ success, data, message? }` with every row when asked
 * without parameters (as it always was); with them, a page with `total`, `page` and `pageSize`,
 * or a CSV export (src/lib/list-query.ts).
 */
export function registerSubmissionList<Params extends z.ZodType, Table extends PgTable, Answer>(
  app: FastifyInstance,
  context: ApiContext,
  spec: SubmissionListSpec<Params, Table, Answer>,
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    spec.path,
    {
      config: { permission: spec.permission },
      schema: {
        tags: [spec.tag],
        summary: spec.summary,
        ...(spec.params ? { params: spec.params } : {}),
        querystring: listQuery({ statuses: spec.statuses }),
        response: { 200: pageableListAnswer(spec.row) },
      },
    },
    async (request, reply) => {
      const params = request.params as z.output<Params>;
      const query = request.query as ListQuery;
      const marked = (rows: Answer[]) =>
        markUnreadAnswers(context.db, () => spec.kind, rows as (Answer & { id: number })[]);
      if (hasListParams(query)) {
        const csvName = spec.query.csvNameFor?.(params) ?? spec.query.csvName;
        const answer = await answerListQuery(
          reply,
          context,
          { ...spec.query, csvName },
          query,
          spec.query.where?.(params),
        );
        // An export is already on its way; a page gets its rows' marks.
        return answer && "data" in answer ? { ...answer, data: await marked(answer.data) } : answer;
      }
      const data = await marked(await spec.list(params));
      const message = spec.message(data.length);
      return { success: true, data, ...(message === undefined ? {} : { message }) };
    },
  );
}

export interface MessageRoutesSpec<Table extends MessageTable> {
  /** POST (public), GET list (admin), DELETE one (admin). */
  paths: { send: string; list: string; remove: string };
  /** Which kind of submission: its read, export and delete permissions guard the routes. */
  kind: SubmissionKind;
  tag: string;
  summaries: { send: string; list: string; remove: string };
  input: z.ZodType<MessageFields>;
  row: z.ZodType;
  /** The table as a list (search, filters, sorts) and the export's file name. */
  source: ListSource<Table>;
  csvName: string;
  sentMessage: string;
  /** The export's headings of the number and the text, as the notification mails label them. */
  labels: { number: string; message: string };
  /** Words of the admin answers: "No messages found", "3 messages", "Message not found"… */
  words: { empty: string; count: (count: number) => string; notFound: string; deleted: string };
  /** The mails of one stored message. */
  mails(row: MessageFields, id: number): OutgoingMail[];
  repository: {
    createMany(db: Executor, rows: MessageFields[]): Promise<{ id: number }[]>;
    list(db: Db): Promise<MessageRow[]>;
    remove(db: Db, id: number): Promise<MessageRow | undefined>;
  };
}

/**
 * The three routes of a public message form whose submissions staff read and delete
 * (contact messages, cloud VPS enquiries): one implementation, configured per feature.
 */
export function registerMessageRoutes<Table extends MessageTable>(
  app: FastifyInstance,
  context: ApiContext,
  spec: MessageRoutesSpec<Table>,
) {
  const { db } = context;
  registerPublicJsonForm(app, context, {
    path: spec.paths.send,
    tag: spec.tag,
    summary: spec.summaries.send,
    input: spec.input,
    toRow: ({ name, email, number, message }) => ({ name, email, number, message }),
    sent: { success: true, message: spec.sentMessage },
    createMany: spec.repository.createMany,
    mails: spec.mails,
  });

  const toAnswer = (row: MessageRow) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    number: row.number,
    message: row.message,
    created_at: isoDate(row.createdAt),
    status: row.status,
  });
  const message = (count: number) => (count === 0 ? spec.words.empty : spec.words.count(count));
  registerSubmissionList(app, context, {
    kind: spec.kind,
    path: spec.paths.list,
    permission: readOrExport(kindPermission(spec.kind, "read"), kindPermission(spec.kind, "export")),
    tag: spec.tag,
    summary: spec.summaries.list,
    row: spec.row,
    statuses: MESSAGE_STATUSES,
    list: async () => (await spec.repository.list(db)).map(toAnswer),
    message,
    query: {
      source: spec.source,
      toAnswer,
      csvName: spec.csvName,
      csvColumns: [
        { header: "Id", value: (row) => row.id },
        { header: "Received", value: (row) => row.createdAt },
        { header: "Status", value: (row) => row.status },
        { header: "Name", value: (row) => row.name },
        { header: "Email", value: (row) => row.email },
        { header: spec.labels.number, value: (row) => row.number },
        { header: spec.labels.message, value: (row) => row.message },
      ],
      message,
    },
  });

  registerDeleteById(app, context, {
    path: spec.paths.remove,
    permission: kindPermission(spec.kind, "delete"),
    tag: spec.tag,
    summary: spec.summaries.remove,
    remove: ({ id }) => spec.repository.remove(db, id),
    notFound: spec.words.notFound,
    deleted: spec.words.deleted,
    shownOnSite: false,
    submission: true,
  });
}
