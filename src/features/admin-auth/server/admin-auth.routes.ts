import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { requireJsonBody } from "#src/platform/http/content-type.ts";
import { adminAuthTexts, adminLoginInput } from "../admin-auth.schema.ts";
import { hashToken } from "./admin-guard.ts";
import { findAdminByNumber } from "./admins.repository.ts";
import { LoginThrottle } from "./login-throttle.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { createSession, deleteDeadSessions, revokeSession } from "./sessions.repository.ts";

const loginAnswer = z.object({
  Success: z.boolean(),
  success: z.boolean(),
  token: z.string(),
  message: z.string(),
});

/** POST /api/admin/login, POST /api/admin/logout, GET /api/admin/session. */
export function registerAdminAuthRoutes(app: FastifyInstance, context: ApiContext) {
  // On PostgreSQL, which several instances may share, the failures are counted in the database.
  const throttle = new LoginThrottle(
    context.now,
    context.databaseKind === "postgres" ? context.db : undefined,
  );
  // An unknown number is checked against this hash too, so both failures take the same time.
  const dummyHash = hashPassword(randomBytes(16).toString("base64url"));
  dummyHash.catch(() => {});

  app.post(
    "/admin/login",
    {
      config: { public: true, capitalSuccess: true },
      onRequest: requireJsonBody,
      schema: {
        tags: ["admin"],
        summary: "Log in with number and password; answers a bearer token",
        body: adminLoginInput,
        response: { 200: loginAnswer },
      },
    },
    async (request) => {
      const { number, password } = request.body as z.output<typeof adminLoginInput>;
      const keys = [`number:${number}`, `ip:${request.ip}`];
      const wait = await throttle.retryAfterSeconds(keys);
      if (wait > 0) {
        throw new ApiError(429, adminAuthTexts.tooManyAttempts, { headers: { "retry-after": String(wait) } });
      }
      const admin = await findAdminByNumber(context.db, number);
      const valid = await verifyPassword(admin?.passwordHash ?? (await dummyHash), password);
      if (!admin || !valid) {
        await throttle.recordFailure(keys);
        throw new ApiError(401, adminAuthTexts.invalidCredentials);
      }
      await throttle.recordSuccess(keys);
      const now = context.now();
      const token = randomBytes(32).toString("base64url");
      await deleteDeadSessions(
        context.db,
        new Date(now.getTime() - context.env.SESSION_IDLE_MINUTES * 60_000),
        now,
      );
      await createSession(context.db, {
        adminId: admin.id,
        tokenHash: hashToken(token),
        now,
        expiresAt: new Date(now.getTime() + context.env.SESSION_ABSOLUTE_HOURS * 3_600_000),
      });
      return { Success: true, success: true, token, message: adminAuthTexts.loginSuccess };
    },
  );

  app.post(
    "/admin/logout",
    { schema: { tags: ["admin"], summary: "Revoke the token of this request" } },
    async (request) => {
      await revokeSession(context.db, request.admin!.sessionId, context.now());
      return { success: true, message: "Logged out" };
    },
  );

  app.get(
    "/admin/session",
    { schema: { tags: ["admin"], summary: "200 with the admin's number while the token is valid" } },
    async (request) => ({
      success: true,
      number: request.admin!.number,
      data: { number: request.admin!.number },
    }),
  );
}
