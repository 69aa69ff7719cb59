import { createHash } from "node:crypto";
import type { verifyAuthenticationResponse, verifyRegistrationResponse } from "@simplewebauthn/server";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { noteAudit } from "#src/platform/http/audit-note.ts";
import { requireJsonBody } from "#src/platform/http/content-type.ts";
import { idParams, isoDate, messageAnswer } from "#src/platform/http/route-kit.ts";
import { adminAuthTexts } from "../admin-auth.schema.ts";
import {
  passkeyAddInput,
  passkeyOptionsAnswer,
  passkeyOptionsInput,
  passkeyRenameInput,
  passkeySignInInput,
  passkeysAnswer,
  passkeyTexts,
} from "../passkeys.schema.ts";
import { actorOf, loginAnswer, openAdminSession } from "./admin-auth.routes.ts";
import { findAdmin } from "./admins.repository.ts";
import {
  createPasskeyChallenge,
  deletePasskey,
  findPasskeyByCredentialId,
  insertPasskey,
  listPasskeys,
  passkeyUsed,
  renamePasskey,
  spendPasskeyChallenge,
} from "./passkeys.repository.ts";
import { signInGuardOf } from "./sign-in-guard.ts";

/**
 * The WebAuthn library and its helpers, loaded with the first passkey ceremony rather than at
 * start: the helpers alone bring its certificate and ASN.1 parsers (0.9 MB; docs/performance.md).
 */
const webauthn = () => import("@simplewebauthn/server");
const webauthnHelpers = () => import("@simplewebauthn/server/helpers");

/** A challenge waits this long for the authenticator's answer. */
const CHALLENGE_MINUTES = 5;
const RP_NAME = "Trouble Free back office";
const json = { onRequest: requireJsonBody };

const challengeHash = (challenge: string) => createHash("sha256").update(challenge).digest("hex");

/** The challenge the browser signed, read from its clientDataJSON (unverified until the library checks it). */
async function signedChallenge(clientDataJSON: string): Promise<string | null> {
  const { decodeClientDataJSON } = await webauthnHelpers();
  try {
    const challenge = decodeClientDataJSON(clientDataJSON).challenge;
    return typeof challenge === "string" && challenge.length <= 128 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Passkeys (WebAuthn, docs/decisions/0035-passkeys.md): the own account adds, renames and
 * removes them; anyone may sign in with one, which counts as both factors. The relying party is
 * PUBLIC_ORIGIN: its host name is the RP ID and only its origin is accepted.
 */
export function registerPasskeyRoutes(app: FastifyInstance, context: ApiContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = signInGuardOf(context);
  const origin = new URL(context.env.PUBLIC_ORIGIN).origin;
  const rpID = new URL(context.env.PUBLIC_ORIGIN).hostname;

  async function issueChallenge(
    challenge: string,
    purpose: "registration" | "authentication",
    adminId: number | null,
  ) {
    const now = context.now();
    await createPasskeyChallenge(context.db, {
      challengeHash: challengeHash(challenge),
      purpose,
      adminId,
      now,
      expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
    });
  }

  api.get(
    "/admin/account/passkeys",
    {
      config: { permission: "own-account:manage", whileOwed: true },
      schema: {
        tags: ["account"],
        summary: "The own account's passkeys: name, when added, when last used",
        response: { 200: passkeysAnswer },
      },
    },
    async (request) => {
      const rows = await listPasskeys(context.db, request.admin!.adminId);
      return {
        success: true,
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          createdAt: isoDate(row.createdAt),
          lastUsedAt: row.lastUsedAt ? isoDate(row.lastUsedAt) : null,
        })),
      };
    },
  );

  api.post(
    "/admin/account/passkeys/options",
    {
      ...json,
      config: { permission: "own-account:manage", whileOwed: true },
      schema: {
        tags: ["account"],
        summary:
          "Start adding a passkey: the current password (counted toward the sign-in lockout) answers the options for the authenticator",
        body: passkeyOptionsInput,
        response: { 200: passkeyOptionsAnswer },
      },
    },
    async (request) => {
      const admin = await findAdmin(context.db, request.admin!.adminId);
      if (!admin) throw new ApiError(401, adminAuthTexts.sessionExpired);
      await guard.checkSessionSecrets(request, admin, {
        password: request.body.password,
        passwordField: "password",
      });
      const existing = await listPasskeys(context.db, admin.id);
      const options = await (await webauthn()).generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: admin.number,
        userDisplayName: admin.name || admin.number,
        // The account's id: a device keeps one passkey per account of this site.
        userID: (await webauthnHelpers()).isoUint8Array.fromUTF8String(`admin:${admin.id}`),
        attestationType: "none",
        excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        timeout: CHALLENGE_MINUTES * 60_000,
      });
      await issueChallenge(options.challenge, "registration", admin.id);
      return { success: true, options: options as unknown as Record<string, unknown> };
    },
  );

  api.post(
    "/admin/account/passkeys",
    {
      ...json,
      config: { permission: "own-account:manage", whileOwed: true, audit: "passkey added" },
      schema: {
        tags: ["account"],
        summary:
          "Finish adding a passkey: its name and the authenticator's answer to the challenge of …/options",
        body: passkeyAddInput,
        response: { 201: messageAnswer },
      },
    },
    async (request, reply) => {
      const adminId = request.admin!.adminId;
      const { name, response } = request.body;
      const challenge = await signedChallenge(response.response.clientDataJSON);
      if (
        !challenge ||
        !(await spendPasskeyChallenge(
          context.db,
          challengeHash(challenge),
          "registration",
          adminId,
          context.now(),
        ))
      ) {
        throw new ApiError(400, passkeyTexts.challengeExpired);
      }
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await (await webauthn()).verifyRegistrationResponse({
          response: response as Parameters<typeof verifyRegistrationResponse>[0]["response"],
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
        });
      } catch {
        throw new ApiError(400, passkeyTexts.notVerified);
      }
      if (!verification.verified) throw new ApiError(400, passkeyTexts.notVerified);
      const { credential } = verification.registrationInfo;
      if (await findPasskeyByCredentialId(context.db, credential.id)) {
        throw new ApiError(409, passkeyTexts.notVerified);
      }
      const row = await insertPasskey(context.db, {
        adminId,
        credentialId: credential.id,
        publicKey: (await webauthnHelpers()).isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      });
      noteAudit(request, { record: `passkey ${row.id}`, summary: `"${name}"` });
      reply.code(201);
      return { success: true, message: passkeyTexts.added };
    },
  );

  api.patch(
    "/admin/account/passkeys/:id",
    {
      ...json,
      config: { permission: "own-account:manage", whileOwed: true, audit: "passkey renamed" },
      schema: {
        tags: ["account"],
        summary: "Rename one of the own account's passkeys",
        params: idParams,
        body: passkeyRenameInput,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const row = await renamePasskey(
        context.db,
        request.admin!.adminId,
        request.params.id,
        request.body.name,
      );
      if (!row) throw new ApiError(404, passkeyTexts.notFound);
      noteAudit(request, { record: `passkey ${row.id}`, summary: `"${row.name}"` });
      return { success: true, message: passkeyTexts.renamed };
    },
  );

  api.delete(
    "/admin/account/passkeys/:id",
    {
      config: { permission: "own-account:manage", whileOwed: true, audit: "passkey removed" },
      schema: {
        tags: ["account"],
        summary: "Remove one of the own account's passkeys: it no longer signs in",
        params: idParams,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const row = await deletePasskey(context.db, request.admin!.adminId, request.params.id);
      if (!row) throw new ApiError(404, passkeyTexts.notFound);
      noteAudit(request, { record: `passkey ${row.id}`, summary: `"${row.name}"` });
      return { success: true, message: passkeyTexts.removed };
    },
  );

  api.post(
    "/admin/login/passkey/options",
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ["admin"],
        summary: "Start a sign-in with a passkey: the options (a challenge) for the authenticator",
        response: { 200: passkeyOptionsAnswer },
      },
    },
    async () => {
      const options = await (await webauthn()).generateAuthenticationOptions({
        rpID,
        // Discoverable passkeys: the authenticator offers the ones it holds for this site.
        allowCredentials: [],
        userVerification: "required",
        timeout: CHALLENGE_MINUTES * 60_000,
      });
      await issueChallenge(options.challenge, "authentication", null);
      return { success: true, options: options as unknown as Record<string, unknown> };
    },
  );

  api.post(
    "/admin/login/passkey",
    {
      ...json,
      config: { public: true, capitalSuccess: true, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ["admin"],
        summary:
          "Sign in with a passkey: the authenticator's answer to the challenge of …/options; answers the token like POST /api/admin/login (a passkey is both factors)",
        body: passkeySignInInput,
        response: { 200: loginAnswer },
      },
    },
    async (request, reply) => {
      const { response } = request.body;
      const refuse = (summary: string, message: string, actor?: { id: number; number: string }): never => {
        noteAudit(request, { action: "sign-in failed", ...(actor ? { actor } : {}), summary });
        throw new ApiError(401, message);
      };
      const challenge = await signedChallenge(response.response.clientDataJSON);
      if (
        !challenge ||
        !(await spendPasskeyChallenge(
          context.db,
          challengeHash(challenge),
          "authentication",
          null,
          context.now(),
        ))
      ) {
        return refuse("passkey: unknown, used or expired challenge", passkeyTexts.challengeExpired);
      }
      const passkey = await findPasskeyByCredentialId(context.db, response.id);
      if (!passkey) return refuse("unknown passkey", passkeyTexts.unknownPasskey);
      const admin = await findAdmin(context.db, passkey.adminId);
      if (!admin) return refuse("unknown passkey", passkeyTexts.unknownPasskey);
      let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
      try {
        verification = await (await webauthn()).verifyAuthenticationResponse({
          response: response as Parameters<typeof verifyAuthenticationResponse>[0]["response"],
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: passkey.credentialId,
            publicKey: (await webauthnHelpers()).isoBase64URL.toBuffer(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports as never,
          },
          requireUserVerification: true,
        });
      } catch {
        return refuse("passkey not verified", passkeyTexts.notVerified, actorOf(admin));
      }
      if (!verification.verified)
        return refuse("passkey not verified", passkeyTexts.notVerified, actorOf(admin));
      // Checked after the signature, so the answer tells a disabled account only to its passkey's holder.
      if (admin.disabledAt)
        return refuse("account disabled", adminAuthTexts.invalidCredentials, actorOf(admin));
      const now = context.now();
      await passkeyUsed(context.db, passkey.id, verification.authenticationInfo.newCounter, now);
      const token = await openAdminSession(context, request, admin);
      await guard.proveDevice(request, reply, admin);
      noteAudit(request, {
        action: "sign-in",
        actor: actorOf(admin),
        summary: `with passkey "${passkey.name}"`,
      });
      return { Success: true, success: true, token, message: adminAuthTexts.loginSuccess };
    },
  );
}
