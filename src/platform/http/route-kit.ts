import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { HONEYPOT_FIELD } from "#src/lib/form-fields.ts";
import type { Env } from "#src/platform/env.ts";

/** Ids in paths: positive 32-bit integers, else 400. */
export const positiveId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, "id must be a positive integer")
  .transform(Number)
  .refine((value) => value <= 2_147_483_647, "id must be a positive integer");

export const idParams = z.strictObject({ id: positiveId });

/** `{ success, message }`: the answer of most writes. */
export const messageAnswer = z.object({ success: z.boolean(), message: z.string() });
export const successAnswer = z.object({ success: z.boolean(), message: z.string().optional() });

/** `{ success, data, message? }`: the answer of the admin lists and of team/jobs. */
export function listAnswer<T extends z.ZodType>(row: T) {
  return z.object({ success: z.boolean(), data: z.array(row), message: z.string().optional() });
}

/** Public form posts: FORM_RATE_LIMIT_PER_MINUTE per address per minute, per instance. */
export function formRateLimit(env: Env) {
  return { max: env.FORM_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };
}

export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}

/**
 * A preValidation hook for JSON form posts: a filled honeypot gets the very answer a real
 * submission gets, and nothing is stored.
 */
export function answerBotsLikeSuccess(answer: Record<string, unknown>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (isHoneypotFilled(request.body)) {
      request.log.info("honeypot filled; nothing stored");
      await reply.send(answer);
      return reply;
    }
    return undefined;
  };
}

export const isoDate = (date: Date) => date.toISOString();
