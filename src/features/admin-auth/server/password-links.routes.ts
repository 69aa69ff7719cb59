import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { noteAudit } from "#src/platform/http/audit-note.ts";
import { requireJsonBody } from "#src/platform/http/content-type.ts";
import { idParams, messageAnswer } from "#src/platform/http/route-kit.ts";
import type { OutgoingMail } from "#src/platform/mail/mail-content.ts";
import {
  invitationAnswer,
  passwordLinkCheckAnswer,
  passwordLinkCheckInput,
  passwordLinkSetInput,
  passwordLinkTexts,
  passwordResetRequestInput,
} from "../admin-auth.schema.ts";
import { hashToken } from "./admin-guard.ts";
import {
  findAdmin,
  findAdminByNumber,
  findAdminsByEmail,
  revokeAllSessions,
  setAdminPassword,
} from "./admins.repository.ts";
import type { AdminRow } from "./admins.table.ts";
import {
  countLinksSince,
  createPasswordLink,
  findLiveLink,
  type PasswordLinkPurpose,
  spendLink,
  spendLinksOf,
} from "./password-links.repository.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";

/** How long a link works (docs/decisions/0033-roles-and-permissions.md). */
export const INVITATION_HOURS = 72;
export const RESET_MINUTES = 30;
/** Reset mails per account per hour; further requests answer the same and send nothing. */
const RESETS_PER_ACCOUNT_PER_HOUR = 3;
/** Reset requests per address in 15 minutes (counted across instances on PostgreSQL). */
const RESET_REQUESTS_PER_ADDRESS = 5;
const HOUR_MS = 60 * 60_000;
const json = { onRequest: requireJsonBody };

/** The screen where a link's holder chooses a password; the token rides in the fragment, which no server log sees. */
export function passwordLinkUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, "")}/admin/set-password#token=${token}`;
}

function linkMail(
  admin: { name: string; email: string },
  purpose: PasswordLinkPurpose,
  url: string,
): OutgoingMail {
  const invitation = purpose === "invitation";
  return {
    kind: "account",
    purpose: "ack",
    to: { name: admin.name, address: admin.email },
    subject: invitation ? passwordLinkTexts.invitationSubject : passwordLinkTexts.resetSubject,
    content: {
      heading: invitation ? passwordLinkTexts.invitationSubject : passwordLinkTexts.resetSubject,
      paragraphs: invitation
        ? [
            `Hello ${admin.name}, an account was made for you in the back office.`,
            `Choose your password with the button below within ${INVITATION_HOURS} hours; the link works once. You may then set up two-factor sign-in on My Account.`,
          ]
        : [
            "Someone asked to reset the password of your back-office account.",
            `Choose a new password with the button below within ${RESET_MINUTES} minutes; the link works once and ends every session of the account. If it was not you, ignore this mail: your password stays as it is.`,
          ],
      action: { label: invitation ? "Choose your password" : "Choose a new password", href: url },
      signed: false,
    },
  };
}

/**
 * A new link for the account: its earlier one of the same purpose stops working, the mail goes
 * through the outbox. Answers the URL, which the caller shows only when no mail can carry it.
 */
export async function sendPasswordLink(
  context: ApiContext,
  admin: Pick<AdminRow, "id" | "name" | "email">,
  purpose: PasswordLinkPurpose,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = context.now();
  const lifetime = purpose === "invitation" ? INVITATION_HOURS * HOUR_MS : RESET_MINUTES * 60_000;
  const url = passwordLinkUrl(context.env.PUBLIC_ORIGIN, token);
  await context.db.transaction(async (tx) => {
    await createPasswordLink(tx, {
      adminId: admin.id,
      purpose,
      tokenHash: hashToken(token),
      now,
      expiresAt: new Date(now.getTime() + lifetime),
    });
    if (admin.email) await context.mail.enqueue(tx, [linkMail(admin, purpose, url)]);
  });
  context.mail.committed();
  return url;
}

/** Whether mail leaves the server (SMTP_URL set); otherwise the owner hands the link over. */
const mailOn = (context: ApiContext) => Boolean(context.env.SMTP_URL);

/**
 * Invitations (resend, revoke), the forgotten password's request, and the one-time links both
 * lead to (docs/decisions/0033-roles-and-permissions.md).
 */
export function registerPasswordLinkRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function invitedAccount(request: FastifyRequest, id: number) {
    const admin = await findAdmin(context.db, id);
    if (!admin) throw new ApiError(404, passwordLinkTexts.accountNotFound);
    noteAudit(request, { record: `account ${admin.number}` });
    return admin;
  }

  api.post(
    "/admin/accounts/:id/invitation",
    {
      config: { permission: "accounts:manage", audit: "invitation sent" },
      schema: {
        tags: ["accounts"],
        summary: `Send an account a new invitation (a one-time link, ${INVITATION_HOURS} hours); the earlier one stops working. Without SMTP the answer carries invitationUrl, once`,
        params: idParams,
        response: { 200: invitationAnswer },
      },
    },
    async (request) => {
      const admin = await invitedAccount(request, request.params.id);
      if (admin.id === request.admin!.adminId) throw new ApiError(409, passwordLinkTexts.notYourself);
      const url = await sendPasswordLink(context, admin, "invitation");
      const shown = !mailOn(context) || !admin.email;
      return {
        success: true,
        message: shown ? passwordLinkTexts.invitationShown : passwordLinkTexts.invitationSent,
        ...(shown ? { invitationUrl: url } : {}),
      };
    },
  );

  api.delete(
    "/admin/accounts/:id/invitation",
    {
      config: { permission: "accounts:manage", audit: "invitation revoked" },
      schema: {
        tags: ["accounts"],
        summary: "Revoke an account's invitation: its link stops working",
        params: idParams,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const admin = await invitedAccount(request, request.params.id);
      const revoked = await spendLinksOf(context.db, admin.id, "invitation", context.now());
      if (revoked === 0) throw new ApiError(404, passwordLinkTexts.noInvitation);
      return { success: true, message: passwordLinkTexts.invitationRevoked };
    },
  );

  api.post(
    "/admin/password-reset",
    {
      ...json,
      config: {
        public: true,
        audit: "password reset asked",
        rateLimit: { max: RESET_REQUESTS_PER_ADDRESS, timeWindow: 15 * 60_000 },
      },
      schema: {
        tags: ["admin"],
        summary: `Forgotten password: a one-time link (${RESET_MINUTES} minutes) is mailed to the account of this number or e-mail, if there is one; the answer is the same either way`,
        body: passwordResetRequestInput,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const identifier = request.body.identifier;
      // The same reads whether or not an account matches (both lookups, one count); the link
      // and its mail are written after the answer, so its time tells nothing.
      const [byNumber, byEmail] = await Promise.all([
        findAdminByNumber(context.db, identifier),
        findAdminsByEmail(context.db, identifier),
      ]);
      const candidates = byNumber ? [byNumber] : byEmail;
      // One account only: an e-mail two accounts share names neither.
      const admin = candidates.length === 1 ? candidates[0] : undefined;
      const recent = await countLinksSince(
        context.db,
        admin?.id ?? 0,
        "reset",
        new Date(context.now().getTime() - HOUR_MS),
      );
      const sendable =
        admin && !admin.disabledAt && admin.email !== "" && recent < RESETS_PER_ACCOUNT_PER_HOUR;
      if (sendable) {
        noteAudit(request, { record: `account ${admin.number}`, summary: "link mailed" });
        context.mail.afterAnswer(async () => {
          // Counted again here, where the links of earlier requests have been written.
          const since = new Date(context.now().getTime() - HOUR_MS);
          if ((await countLinksSince(context.db, admin.id, "reset", since)) < RESETS_PER_ACCOUNT_PER_HOUR) {
            await sendPasswordLink(context, admin, "reset");
          }
        });
      } else {
        noteAudit(request, { summary: admin ? "no link sent" : "no such account" });
      }
      return { success: true, message: passwordLinkTexts.resetAnswer };
    },
  );

  api.post(
    "/admin/password-link/check",
    {
      ...json,
      config: { public: true, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ["admin"],
        summary: "Whether a one-time link still works: its purpose and the account's number and name",
        body: passwordLinkCheckInput,
        response: { 200: passwordLinkCheckAnswer },
      },
    },
    async (request) => {
      const link = await findLiveLink(context.db, hashToken(request.body.token), context.now());
      if (!link || link.disabledAt) throw new ApiError(410, passwordLinkTexts.linkGone);
      return { success: true, data: { purpose: link.purpose, number: link.number, name: link.name } };
    },
  );

  api.post(
    "/admin/password-link",
    {
      ...json,
      config: { public: true, audit: "password set by link", rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ["admin"],
        summary:
          "Choose the password with a one-time link (an invitation or a reset): works once; every session of the account ends; two-factor is still asked at the next sign-in",
        body: passwordLinkSetInput,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const now = context.now();
      const link = await findLiveLink(context.db, hashToken(token), now);
      if (!link || link.disabledAt) throw new ApiError(410, passwordLinkTexts.linkGone);
      noteAudit(request, {
        record: `account ${link.number}`,
        summary: link.purpose === "invitation" ? "invitation accepted" : "password reset",
      });
      const words = [
        link.number,
        link.name,
        ...link.name.split(/\s+/),
        link.email,
        link.email.split("@")[0] ?? "",
      ];
      const problem = await passwordProblem(password, words);
      if (problem) throw new ApiError(400, problem, { errors: [{ field: "password", message: problem }] });
      const hash = await hashPassword(password);
      // Spent before the password changes: of two requests with the same link, one wins.
      if (!(await spendLink(context.db, link.id, now))) throw new ApiError(410, passwordLinkTexts.linkGone);
      await setAdminPassword(context.db, link.adminId, hash, { now });
      await revokeAllSessions(context.db, link.adminId, now);
      return {
        success: true,
        message:
          link.purpose === "invitation"
            ? passwordLinkTexts.invitationAccepted
            : passwordLinkTexts.passwordReset,
      };
    },
  );
}
