import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { noteAudit } from "#src/platform/http/audit-note.ts";
import { requireJsonBody } from "#src/platform/http/content-type.ts";
import { accountTexts, adminAuthTexts, adminLoginInput, secondFactorInput } from "../admin-auth.schema.ts";
import { hashToken } from "./admin-guard.ts";
import {
  createChallenge,
  deleteOldChallenges,
  findAdmin,
  findAdminByNumber,
  findChallenge,
  readSecuritySettings,
  spendChallenge,
  updateAdmin,
} from "./admins.repository.ts";
import type { AdminRow } from "./admins.table.ts";
import { listPasskeys } from "./passkeys.repository.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { createSession, deleteDeadSessions, revokeSession } from "./sessions.repository.ts";
import { addressKey, signInGuardOf } from "./sign-in-guard.ts";

/** A password accepted waits this long for its TOTP code. */
const CHALLENGE_MINUTES = 5;

/**
 * The login's answer: a token, or (two-factor on) no token but `twoFactorRequired` and the
 * challenge that POST /api/admin/login/second-factor completes (docs/decisions/0020-staff-accounts-and-two-factor.md).
 */
export const loginAnswer = z.object({
  Success: z.boolean(),
  success: z.boolean(),
  token: z.string().optional(),
  message: z.string(),
  twoFactorRequired: z.boolean().optional(),
  challenge: z.string().optional(),
});

const sessionAnswer = z.object({
  success: z.boolean(),
  number: z.string(),
  data: z.object({
    number: z.string(),
    name: z.string(),
    mustChangePassword: z.boolean(),
    mustSetUpTwoFactor: z.boolean(),
    /** What the back office shows this account (src/lib/permissions.ts). */
    roles: z.array(z.string()),
    /** No display name yet: the back office asks for one before anything else (issue 32). */
    mustSetName: z.boolean(),
    /** COMPANY_TIME_ZONE: the back office shows every time in it. */
    timeZone: z.string(),
  }),
});

export const actorOf = (admin: AdminRow) => ({ id: admin.id, number: admin.number });

/** A new session for a sign-in completed (password, code or passkey): answers its bearer token. */
export async function openAdminSession(
  context: ApiContext,
  request: FastifyRequest,
  admin: AdminRow,
): Promise<string> {
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
    address: request.ip,
    userAgent: request.headers["user-agent"] ?? "",
  });
  await updateAdmin(context.db, admin.id, { lastSignInAt: now });
  return token;
}

/** POST /api/admin/login, POST /api/admin/login/second-factor, POST /api/admin/logout, GET /api/admin/session. */
export function registerAdminAuthRoutes(app: FastifyInstance, context: ApiContext) {
  // Counts every guess before it is checked, shared with the own-account routes (sign-in-guard.ts).
  const guard = signInGuardOf(context);
  // An unknown number is checked against this hash too, so both failures take the same time. Made
  // at the first sign-in, not at start (the hasher is loaded then: passwords.ts); only that first
  // unknown number waits for it once.
  let dummy: Promise<string> | undefined;
  const dummyHash = () => {
    dummy ??= hashPassword(randomBytes(16).toString("base64url"));
    return dummy;
  };

  app.post(
    "/admin/login",
    {
      config: { public: true, capitalSuccess: true },
      onRequest: requireJsonBody,
      schema: {
        tags: ["admin"],
        summary:
          "Log in with number and password; answers a bearer token, or a challenge when the account has two-factor sign-in",
        body: adminLoginInput,
        response: { 200: loginAnswer },
      },
    },
    async (request, reply) => {
      const { number, password } = request.body as z.output<typeof adminLoginInput>;
      const admin = await findAdminByNumber(context.db, number);
      // The attempt is counted before the hash: a burst cannot outrun the lockout.
      const attempt = await guard.attemptOn(request, number, admin);
      // With two-factor on, the password steps count apart too, right ones included: knowing
      // the password alone gives at most five challenges (and hashes, and audit entries) a window.
      const keys = admin?.totpSecret ? [...attempt.keys, `challenges:${attempt.keys[0]}`] : attempt.keys;
      await guard.reserve(request, keys, admin, { signIn: true });
      const valid = await verifyPassword(admin?.passwordHash ?? (await dummyHash()), password);
      if (!admin || !valid || admin.disabledAt) {
        noteAudit(request, {
          action: "sign-in failed",
          ...(admin ? { actor: actorOf(admin) } : {}),
          summary: !admin ? `unknown number ${number}` : valid ? "account disabled" : "wrong password",
        });
        throw new ApiError(401, adminAuthTexts.invalidCredentials);
      }
      if (admin.totpSecret) {
        // The right password gives its place back but clears nothing: the count goes on until
        // the code too is right, or knowing the password would reset it between guesses of the code.
        await guard.throttle.release(attempt.keys);
        const challenge = randomBytes(32).toString("base64url");
        const now = context.now();
        await deleteOldChallenges(context.db, now);
        await createChallenge(
          context.db,
          admin.id,
          hashToken(challenge),
          new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
        );
        noteAudit(request, { action: "sign-in password accepted", actor: actorOf(admin) });
        return {
          Success: false,
          success: false,
          twoFactorRequired: true,
          challenge,
          message: accountTexts.codeRequired,
        };
      }
      await guard.throttle.recordSuccess(attempt.keys);
      const token = await openAdminSession(context, request, admin);
      await guard.proveDevice(request, reply, admin);
      noteAudit(request, { action: "sign-in", actor: actorOf(admin) });
      return { Success: true, success: true, token, message: adminAuthTexts.loginSuccess };
    },
  );

  app.post(
    "/admin/login/second-factor",
    {
      config: { public: true, capitalSuccess: true },
      onRequest: requireJsonBody,
      schema: {
        tags: ["admin"],
        summary:
          "Complete a login with the challenge and a TOTP code (or a recovery code); answers the token",
        body: secondFactorInput,
        response: { 200: loginAnswer },
      },
    },
    async (request, reply) => {
      const { challenge, code } = request.body as z.output<typeof secondFactorInput>;
      const now = context.now();
      const pending = await findChallenge(context.db, hashToken(challenge), now);
      const admin = pending ? await findAdmin(context.db, pending.adminId) : undefined;
      if (!pending || !admin || admin.disabledAt || !admin.totpSecret) {
        // Counted against the address, so made-up challenges cannot fill the audit log either.
        await guard.reserve(request, [addressKey(request.ip)], undefined, { signIn: true });
        noteAudit(request, { action: "sign-in failed", summary: "unknown or expired challenge" });
        throw new ApiError(401, accountTexts.challengeExpired);
      }
      // Per challenge and per account (or proven device), before the code is checked.
      const attempt = await guard.attemptOn(request, admin.number, admin);
      const keys = [`challenge:${pending.id}`, ...attempt.keys];
      await guard.reserve(request, keys, admin, { signIn: true });
      // Cleared with the rest once the sign-in completes.
      keys.push(`challenges:${attempt.keys[0]}`);
      const { right, how } = await guard.codeIsRight(admin, admin.totpSecret, code);
      if (!right) {
        noteAudit(request, { action: "sign-in failed", actor: actorOf(admin), summary: `wrong ${how}` });
        throw new ApiError(401, accountTexts.codeInvalid);
      }
      if (!(await spendChallenge(context.db, pending.id, now))) {
        throw new ApiError(401, accountTexts.challengeExpired);
      }
      await guard.throttle.recordSuccess(keys);
      const token = await openAdminSession(context, request, admin);
      await guard.proveDevice(request, reply, admin);
      noteAudit(request, { action: "sign-in", actor: actorOf(admin), summary: `with ${how}` });
      return { Success: true, success: true, token, message: adminAuthTexts.loginSuccess };
    },
  );

  app.post(
    "/admin/logout",
    {
      config: { permission: "own-account:manage", whileOwed: true, audit: "sign-out" },
      schema: { tags: ["admin"], summary: "Revoke the token of this request" },
    },
    async (request) => {
      await revokeSession(context.db, request.admin!.sessionId, context.now());
      return { success: true, message: "Logged out" };
    },
  );

  app.get(
    "/admin/session",
    {
      config: { permission: "own-account:manage", whileOwed: true },
      schema: {
        tags: ["admin"],
        summary: "200 with the admin's number (and what the account still owes) while the token is valid",
        response: { 200: sessionAnswer },
      },
    },
    async (request) => {
      const admin = (await findAdmin(context.db, request.admin!.adminId))!;
      const { requireTwoFactor } = await readSecuritySettings(context.db);
      return {
        success: true,
        number: admin.number,
        data: {
          number: admin.number,
          name: admin.name,
          mustChangePassword: admin.mustChangePassword,
          // A passkey is two factors in one (docs/decisions/0035-passkeys.md).
          mustSetUpTwoFactor:
            requireTwoFactor && !admin.totpSecret && (await listPasskeys(context.db, admin.id)).length === 0,
          roles: admin.roles,
          mustSetName: admin.name.trim() === "",
          timeZone: context.env.COMPANY_TIME_ZONE,
        },
      };
    },
  );
}
