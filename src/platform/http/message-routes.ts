import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { ApiContext } from "#src/platform/api-context.ts";
import { BatchWriter } from "#src/platform/db/batch-writer.ts";
import type { Db } from "#src/platform/db/client.ts";
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
}

export interface MessageRoutesSpec {
  /** POST (public), GET list (admin), DELETE one (admin): the paths of spec §7. */
  paths: { send: string; list: string; remove: string };
  tag: string;
  summaries: { send: string; list: string; remove: string };
  input: z.ZodType<MessageFields>;
  row: z.ZodType;
  sentMessage: string;
  /** Words of the admin answers: "No messages found", "3 messages", "Message not found"… */
  words: { empty: string; count: (count: number) => string; notFound: string; deleted: string };
  repository: {
    /** Several rows in one statement: posts are written in batches (group commit). */
    createMany(db: Db, rows: MessageFields[]): Promise<void>;
    list(db: Db): Promise<MessageRow[]>;
    remove(db: Db, id: number): Promise<MessageRow | undefined>;
  };
}

/**
 * The three routes of a public message form whose submissions staff read and delete
 * (contact messages, cloud VPS enquiries): one implementation, configured per feature.
 */
export function registerMessageRoutes(app: FastifyInstance, context: ApiContext, spec: MessageRoutesSpec) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const sent = { success: true, message: spec.sentMessage };
  const writer = new BatchWriter<MessageFields>((rows) => spec.repository.createMany(context.db, rows));

  api.post(
    spec.paths.send,
    {
      config: { public: true, rateLimit: formRateLimit(context.env) },
      onRequest: requireJsonBody,
      preValidation: answerBotsLikeSuccess(sent),
      schema: {
        tags: [spec.tag],
        summary: spec.summaries.send,
        body: spec.input,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const { name, email, number, message } = request.body;
      await writer.add({ name, email, number, message });
      return sent;
    },
  );

  api.get(
    spec.paths.list,
    { schema: { tags: [spec.tag], summary: spec.summaries.list, response: { 200: listAnswer(spec.row) } } },
    async () => {
      const data = (await spec.repository.list(context.db)).map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        number: row.number,
        message: row.message,
        created_at: isoDate(row.createdAt),
      }));
      return {
        success: true,
        data,
        message: data.length === 0 ? spec.words.empty : spec.words.count(data.length),
      };
    },
  );

  api.delete(
    spec.paths.remove,
    {
      schema: {
        tags: [spec.tag],
        summary: spec.summaries.remove,
        params: idParams,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const row = await spec.repository.remove(context.db, request.params.id);
      if (!row) throw new ApiError(404, spec.words.notFound);
      return { success: true, message: spec.words.deleted };
    },
  );
}
