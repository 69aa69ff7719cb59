import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isRole, type Role } from "#src/lib/permissions.ts";
import { browserLabel } from "#src/lib/user-agent.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { changedFields, noteAudit } from "#src/platform/http/audit-note.ts";
import { requireJsonBody } from "#src/platform/http/content-type.ts";
import { idParams, isoDate, messageAnswer } from "#src/platform/http/route-kit.ts";
import {
  accountCreateInput,
  accountRolesInput,
  accountsAnswer,
  accountTexts,
  invitationAnswer,
  ownAccountAnswer,
  passwordChangeInput,
  passwordLinkTexts,
  profileInput,
  recoveryCodesAnswer,
  securitySettingsInput,
  sessionsAnswer,
  temporaryPasswordAnswer,
  twoFactorConfirmInput,
  twoFactorOffInput,
  twoFactorSetupAnswer,
  twoFactorSetupInput,
} from "../admin-auth.schema.ts";
import {
  acceptTotpStep,
  countOtherActiveAdmins,
  countOtherActiveOwners,
  createAdmin,
  deleteAdmin,
  findAdmin,
  findAdminByNumber,
  listAdmins,
  readSecuritySettings,
  replaceRecoveryCodes,
  revokeAllSessions,
  saveSecuritySettings,
  setAdminPassword,
  setAdminRoles,
  turnOffTwoFactor,
  updateAdmin,
} from "./admins.repository.ts";
import type { AdminRow } from "./admins.table.ts";
import { generatePassword } from "./first-admin.ts";
import { listPasskeys } from "./passkeys.repository.ts";
import { accountsInvited } from "./password-links.repository.ts";
import { sendPasswordLink } from "./password-links.routes.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";
import { twoFactorChangedMail } from "./security-mail.ts";
import { listLiveSessions, revokeSession } from "./sessions.repository.ts";
import { signInGuardOf } from "./sign-in-guard.ts";
import {
  acceptedTotpStep,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpEnrolment,
} from "./two-factor.ts";

const sessionIdParams = z.strictObject({ sessionId: idParams.shape.id });
const json = { onRequest: requireJsonBody };
/** The own-account routes that settle what an account owes answer while it is owed. */
const whileOwed = { whileOwed: true } as const;

/**
 * The own account (/api/admin/account…: details, password, sessions, two-factor) and the staff
 * accounts (/api/admin/accounts…, /api/admin/security) (docs/decisions/0020-staff-accounts-and-two-factor.md).
 */
export function registerAccountRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Every password or code asked again here counts toward the sign-in lockout (sign-in-guard.ts).
  const guard = signInGuardOf(context);
  const idleBefore = (now: Date) => new Date(now.getTime() - context.env.SESSION_IDLE_MINUTES * 60_000);

  async function me(adminId: number): Promise<AdminRow> {
    const admin = await findAdmin(context.db, adminId);
    // The guard found the session a moment ago: a removed account's sessions go with it.
    if (!admin) throw new ApiError(401, accountTexts.accountNotFound);
    return admin;
  }

  async function checkNewPassword(admin: AdminRow, password: string) {
    const words = [admin.number, admin.name, admin.name.replace(/\s+/g, ""), ...admin.name.split(/\s+/)];
    words.push(admin.email, admin.email.split("@")[0] ?? "");
    const problem = await passwordProblem(password, words);
    if (problem) {
      throw new ApiError(400, problem, { errors: [{ field: "newPassword", message: problem }] });
    }
  }

  // ---- The own account ----

  api.get(
    "/admin/account",
    {
      config: { ...whileOwed, permission: "own-account:manage" },
      schema: { tags: ["account"], summary: "The signed-in account", response: { 200: ownAccountAnswer } },
    },
    async (request) => {
      const admin = await me(request.admin!.adminId);
      const { requireTwoFactor } = await readSecuritySettings(context.db);
      return {
        success: true,
        data: {
          id: admin.id,
          number: admin.number,
          name: admin.name,
          email: admin.email,
          twoFactor: Boolean(admin.totpSecret),
          mustChangePassword: admin.mustChangePassword,
          requireTwoFactor,
          roles: rolesOf(admin),
          passkeys: (await listPasskeys(context.db, admin.id)).length,
        },
      };
    },
  );

  api.put(
    "/admin/account",
    {
      ...json,
      config: { permission: "own-account:manage", audit: "account details changed" },
      schema: {
        tags: ["account"],
        summary: "Change the own display name and e-mail",
        body: profileInput,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const admin = await me(request.admin!.adminId);
      const changed = (["name", "email"] as const).filter((key) => admin[key] !== request.body[key]);
      await updateAdmin(context.db, admin.id, request.body);
      noteAudit(request, {
        record: `account ${admin.number}`,
        summary: changed.join(", ") || "no change",
        changes: changedFields(admin, request.body, ["name", "email"]),
      });
      return { success: true, message: accountTexts.profileSaved };
    },
  );

  api.post(
    "/admin/account/password",
    {
      ...json,
      config: { permission: "own-account:manage", ...whileOwed, audit: "password changed" },
      schema: {
        tags: ["account"],
        summary: "Change the own password (the current one required); every other session ends",
        body: passwordChangeInput,
        response: { 200: messageAnswer },
      },
    },
    async (request, reply) => {
      const admin = await me(request.admin!.adminId);
      noteAudit(request, { record: `account ${admin.number}`, summary: "password" });
      await guard.checkSessionSecrets(request, admin, {
        password: request.body.currentPassword,
        passwordField: "currentPassword",
      });
      await checkNewPassword(admin, request.body.newPassword);
      const now = context.now();
      await setAdminPassword(context.db, admin.id, await hashPassword(request.body.newPassword), { now });
      await revokeAllSessions(context.db, admin.id, now, request.admin!.sessionId);
      // The new password voids every device cookie of the account; this browser proved itself.
      await guard.proveDevice(request, reply, { ...admin, passwordChangedAt: now });
      return { success: true, message: accountTexts.passwordChanged };
    },
  );

  api.get(
    "/admin/account/sessions",
    {
      config: { permission: "own-account:manage" },
      schema: {
        tags: ["account"],
        summary: "The own account's live sessions: browser, address, started, last seen",
        response: { 200: sessionsAnswer },
      },
    },
    async (request) => {
      const now = context.now();
      const rows = await listLiveSessions(context.db, request.admin!.adminId, now, idleBefore(now));
      return {
        success: true,
        data: rows.map((row) => ({
          id: row.id,
          browser: browserLabel(row.userAgent),
          address: row.address,
          startedAt: isoDate(row.createdAt),
          lastSeenAt: isoDate(row.lastSeenAt),
          current: row.id === request.admin!.sessionId,
        })),
      };
    },
  );

  api.delete(
    "/admin/account/sessions/:sessionId",
    {
      config: { permission: "own-account:manage", audit: "session ended" },
      schema: {
        tags: ["account"],
        summary: "End one of the own account's sessions",
        params: sessionIdParams,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const ended = await revokeSession(
        context.db,
        request.params.sessionId,
        context.now(),
        request.admin!.adminId,
      );
      noteAudit(request, { record: `session ${request.params.sessionId}` });
      if (!ended) throw new ApiError(404, accountTexts.sessionNotFound);
      return { success: true, message: accountTexts.sessionEnded };
    },
  );

  api.post(
    "/admin/account/sessions/end-others",
    {
      config: { permission: "own-account:manage", audit: "other sessions ended" },
      schema: {
        tags: ["account"],
        summary: "End every session of the own account but this one",
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      await revokeAllSessions(context.db, request.admin!.adminId, context.now(), request.admin!.sessionId);
      return { success: true, message: accountTexts.otherSessionsEnded };
    },
  );

  api.post(
    "/admin/account/two-factor/setup",
    {
      ...json,
      config: { permission: "own-account:manage", ...whileOwed, audit: "two-factor set-up started" },
      schema: {
        tags: ["account"],
        summary:
          "A new TOTP secret, its otpauth URL and QR code (SVG); on once a code confirms it. Needs the password, and a current code while two-factor is on",
        body: twoFactorSetupInput,
        response: { 200: twoFactorSetupAnswer },
      },
    },
    async (request) => {
      const admin = await me(request.admin!.adminId);
      const { password, currentCode } = request.body;
      if (admin.totpSecret && !currentCode) {
        throw new ApiError(400, accountTexts.currentCodeRequired, {
          errors: [{ field: "currentCode", message: accountTexts.currentCodeRequired }],
        });
      }
      // A session alone cannot rebind the second factor (docs/decisions/0032-sign-in-lockout.md).
      await guard.checkSessionSecrets(request, admin, {
        password,
        passwordField: "password",
        ...(admin.totpSecret ? { code: currentCode } : {}),
      });
      const secret = newTotpSecret();
      await updateAdmin(context.db, admin.id, { totpPendingSecret: secret });
      return { success: true, secret, ...(await totpEnrolment(secret, admin.number)) };
    },
  );

  api.post(
    "/admin/account/two-factor/confirm",
    {
      ...json,
      config: { permission: "own-account:manage", ...whileOwed, audit: "two-factor turned on" },
      schema: {
        tags: ["account"],
        summary:
          "Confirm the set-up with one code and the password: two-factor is on (or replaced), every other session ends, the account is told by e-mail; answers ten recovery codes, once",
        body: twoFactorConfirmInput,
        response: { 200: recoveryCodesAnswer },
      },
    },
    async (request) => {
      const admin = await me(request.admin!.adminId);
      await guard.checkSessionSecrets(request, admin, {
        password: request.body.password,
        passwordField: "password",
      });
      if (!admin.totpPendingSecret) throw new ApiError(409, accountTexts.twoFactorNotPending);
      const now = context.now();
      const step = acceptedTotpStep(admin.totpPendingSecret, admin.number, request.body.code, now);
      if (step === null) {
        throw new ApiError(400, accountTexts.codeInvalid, {
          errors: [{ field: "code", message: accountTexts.codeInvalid }],
        });
      }
      const replaced = Boolean(admin.totpSecret);
      noteAudit(request, { record: `account ${admin.number}`, summary: replaced ? "replaced" : "set up" });
      const codes = newRecoveryCodes();
      await context.db.transaction(async (tx) => {
        await updateAdmin(tx, admin.id, {
          totpSecret: admin.totpPendingSecret,
          totpPendingSecret: null,
          totpLastStep: null,
        });
        // The confirming code is used: it cannot sign in afterwards.
        await acceptTotpStep(tx, admin.id, step);
        await replaceRecoveryCodes(tx, admin.id, codes.map(hashRecoveryCode));
        // Whoever else holds a session of the account is signed out, and the owner is told.
        await revokeAllSessions(tx, admin.id, now, request.admin!.sessionId);
        await context.mail.enqueue(
          tx,
          twoFactorChangedMail(admin, {
            replaced,
            at: now,
            timeZone: context.env.COMPANY_TIME_ZONE,
            address: request.ip,
            userAgent: request.headers["user-agent"] ?? "",
          }),
        );
      });
      context.mail.committed();
      return { success: true, message: accountTexts.twoFactorSetUp, recoveryCodes: codes };
    },
  );

  api.post(
    "/admin/account/two-factor/off",
    {
      ...json,
      config: { permission: "own-account:manage", audit: "two-factor turned off" },
      schema: {
        tags: ["account"],
        summary: "Turn two-factor sign-in off (the password required)",
        body: twoFactorOffInput,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const admin = await me(request.admin!.adminId);
      await guard.checkSessionSecrets(request, admin, {
        password: request.body.password,
        passwordField: "password",
      });
      if ((await readSecuritySettings(context.db)).requireTwoFactor) {
        throw new ApiError(409, accountTexts.twoFactorRequiredForAll);
      }
      await turnOffTwoFactor(context.db, admin.id);
      return { success: true, message: accountTexts.twoFactorOff };
    },
  );

  // ---- Staff accounts ----

  api.get(
    "/admin/accounts",
    {
      config: { permission: "accounts:manage" },
      schema: {
        tags: ["accounts"],
        summary: "Every staff account, and the security settings",
        response: { 200: accountsAnswer },
      },
    },
    async (request) => {
      const rows = await listAdmins(context.db);
      const invited = await accountsInvited(
        context.db,
        rows.map((row) => row.id),
        context.now(),
      );
      const { requireTwoFactor } = await readSecuritySettings(context.db);
      return {
        success: true,
        requireTwoFactor,
        data: rows.map((row) => ({
          id: row.id,
          number: row.number,
          name: row.name,
          email: row.email,
          twoFactor: Boolean(row.totpSecret),
          active: !row.disabledAt,
          mustChangePassword: row.mustChangePassword,
          roles: rolesOf(row),
          invited: invited.has(row.id),
          lastSignInAt: row.lastSignInAt ? isoDate(row.lastSignInAt) : null,
          you: row.id === request.admin!.adminId,
        })),
      };
    },
  );

  api.post(
    "/admin/accounts",
    {
      ...json,
      config: { permission: "accounts:manage", audit: "account added" },
      schema: {
        tags: ["accounts"],
        summary:
          "Add an account with its roles. With an e-mail, an invitation: a one-time link (72 hours) mailed through the outbox, where the person chooses a password; without SMTP the answer carries invitationUrl, once. Without an e-mail, a temporary password answered once",
        body: accountCreateInput,
        response: { 201: z.union([temporaryPasswordAnswer, invitationAnswer]) },
      },
    },
    async (request, reply) => {
      const { number, name, email, roles } = request.body;
      noteAudit(request, {
        record: `account ${number}`,
        summary: `number, name, email, roles ${roles.join(" ")}`,
      });
      if (await findAdminByNumber(context.db, number)) {
        throw new ApiError(409, accountTexts.numberTaken, {
          errors: [{ field: "number", message: accountTexts.numberTaken }],
        });
      }
      const temporaryPassword = generatePassword();
      if (email) {
        // The password is one nobody knows: the person chooses theirs through the link.
        const admin = await createAdmin(context.db, number, await hashPassword(temporaryPassword), {
          name,
          email,
          roles,
        });
        const invitationUrl = await sendPasswordLink(context, admin, "invitation");
        const shown = !context.env.SMTP_URL;
        return reply.status(201).send({
          success: true,
          message: shown ? passwordLinkTexts.invitationShown : passwordLinkTexts.invitationSent,
          ...(shown ? { invitationUrl } : {}),
        });
      }
      await createAdmin(context.db, number, await hashPassword(temporaryPassword), {
        name,
        email,
        roles,
        mustChangePassword: true,
      });
      return reply.status(201).send({ success: true, message: accountTexts.accountAdded, temporaryPassword });
    },
  );

  /** Another account, never the own one (the own one is changed through /admin/account). */
  /** The account a route acts on, never the caller's own; named in the audit entry. */
  async function otherAccount(request: FastifyRequest, id: number) {
    const admin = await findAdmin(context.db, id);
    if (!admin) throw new ApiError(404, accountTexts.accountNotFound);
    if (admin.id === request.admin!.adminId) throw new ApiError(409, accountTexts.notYourself);
    noteAudit(request, { record: `account ${admin.number}` });
    return admin;
  }

  async function keepOneActive(admin: AdminRow) {
    if (!admin.disabledAt && (await countOtherActiveAdmins(context.db, admin.id)) === 0) {
      throw new ApiError(409, accountTexts.lastActiveAccount);
    }
    await keepOneOwner(admin);
  }

  /** The last active owner keeps the role, stays enabled and stays (nobody could add owners again). */
  async function keepOneOwner(admin: AdminRow) {
    if (
      !admin.disabledAt &&
      admin.roles.includes("owner") &&
      (await countOtherActiveOwners(context.db, admin.id)) === 0
    ) {
      throw new ApiError(409, accountTexts.lastOwner);
    }
  }

  api.put(
    "/admin/accounts/:id/roles",
    {
      ...json,
      config: { permission: "accounts:manage", audit: "roles changed" },
      schema: {
        tags: ["accounts"],
        summary:
          "Set an account's roles (one or more of owner, sales, hr, content); the last active owner keeps the role. The own account's roles may change too, as long as another active owner remains.",
        params: idParams,
        body: accountRolesInput,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const admin = await findAdmin(context.db, request.params.id);
      if (!admin) throw new ApiError(404, accountTexts.accountNotFound);
      const { roles } = request.body;
      noteAudit(request, {
        record: `account ${admin.number}`,
        summary: `roles ${rolesOf(admin).join(" ") || "none"} → ${roles.join(" ")}`,
        changes: changedFields({ roles: rolesOf(admin).join(", ") }, { roles: roles.join(", ") }),
      });
      if (!roles.includes("owner")) await keepOneOwner(admin);
      await setAdminRoles(context.db, admin.id, roles);
      return { success: true, message: accountTexts.rolesSaved };
    },
  );

  api.post(
    "/admin/accounts/:id/disable",
    {
      config: { permission: "accounts:manage", audit: "account disabled" },
      schema: {
        tags: ["accounts"],
        summary: "Disable an account: it cannot sign in and its sessions end",
        params: idParams,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const admin = await otherAccount(request, request.params.id);
      await keepOneActive(admin);
      const now = context.now();
      await updateAdmin(context.db, admin.id, { disabledAt: admin.disabledAt ?? now });
      noteAudit(request, { changes: changedFields({ active: !admin.disabledAt }, { active: false }) });
      await revokeAllSessions(context.db, admin.id, now);
      return { success: true, message: accountTexts.accountDisabled };
    },
  );

  api.post(
    "/admin/accounts/:id/enable",
    {
      config: { permission: "accounts:manage", audit: "account enabled" },
      schema: {
        tags: ["accounts"],
        summary: "Enable a disabled account",
        params: idParams,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const admin = await otherAccount(request, request.params.id);
      await updateAdmin(context.db, admin.id, { disabledAt: null });
      noteAudit(request, { changes: changedFields({ active: !admin.disabledAt }, { active: true }) });
      return { success: true, message: accountTexts.accountEnabled };
    },
  );

  api.post(
    "/admin/accounts/:id/reset-password",
    {
      config: { permission: "accounts:manage", audit: "account password reset" },
      schema: {
        tags: ["accounts"],
        summary: "Give another account a temporary password (answered once); its sessions end",
        params: idParams,
        response: { 200: temporaryPasswordAnswer },
      },
    },
    async (request) => {
      const admin = await otherAccount(request, request.params.id);
      noteAudit(request, { summary: "password" });
      const temporaryPassword = generatePassword();
      const now = context.now();
      await setAdminPassword(context.db, admin.id, await hashPassword(temporaryPassword), {
        mustChange: true,
        now,
      });
      await revokeAllSessions(context.db, admin.id, now);
      return { success: true, message: accountTexts.passwordReset, temporaryPassword };
    },
  );

  api.delete(
    "/admin/accounts/:id",
    {
      config: { permission: "accounts:manage", audit: "account removed" },
      schema: {
        tags: ["accounts"],
        summary: "Remove an account (never the own one, nor the last active one)",
        params: idParams,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const admin = await otherAccount(request, request.params.id);
      await keepOneActive(admin);
      await deleteAdmin(context.db, admin.id);
      return { success: true, message: accountTexts.accountRemoved };
    },
  );

  api.put(
    "/admin/security",
    {
      ...json,
      config: { permission: "security:edit", audit: "security settings changed" },
      schema: {
        tags: ["accounts"],
        summary: "Require two-factor sign-in for every account, or not",
        body: securitySettingsInput,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      await saveSecuritySettings(context.db, request.body);
      noteAudit(request, { summary: `requireTwoFactor ${request.body.requireTwoFactor ? "on" : "off"}` });
      return { success: true, message: accountTexts.securitySaved };
    },
  );
}

/** The account's roles, known ones only, in the table's order. */
function rolesOf(admin: AdminRow): Role[] {
  return admin.roles.filter(isRole);
}
