import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { accountTexts, adminAuthTexts } from "../admin-auth.schema.ts";
import { findSession, touchSession } from "./sessions.repository.ts";

/** 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** lastSeenAt is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 15_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function unauthorized(): ApiError {
  return new ApiError(401, adminAuthTexts.sessionExpired, {
    headers: { "www-authenticate": 'Bearer realm="admin"' },
  });
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match && TOKEN_PATTERN.test(match[1]!) ? match[1] : undefined;
}

/**
 * The onRequest hook of every /api route that is not marked public: a missing, unknown,
 * expired or revoked token, or one of a disabled account, gets 401 here, before the body is read (GHSA Directus CVE-2025-55746).
 */
export function createAdminGuard(context: ApiContext) {
  const idleMs = context.env.SESSION_IDLE_MINUTES * 60_000;
  return async function requireAdmin(request: FastifyRequest) {
    const config = request.routeOptions.config;
    if (config.public === true && config.readsSession !== true) return;
    const token = bearerToken(request);
    if (!token) {
      if (config.public === true) return;
      throw unauthorized();
    }
    const session = await findSession(context.db, hashToken(token));
    const now = context.now();
    if (
      !session ||
      session.revokedAt ||
      session.disabledAt ||
      session.expiresAt.getTime() <= now.getTime() ||
      now.getTime() - session.lastSeenAt.getTime() >= idleMs
    ) {
      // A public route answers a visitor whatever token came with the request.
      if (config.public === true) return;
      throw unauthorized();
    }
    if (config.passiveSession !== true && now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await touchSession(context.db, session.id, now);
    }
    request.admin = {
      sessionId: session.id,
      adminId: session.adminId,
      number: session.number,
      roles: session.roles,
    };
    // A temporary password, or two-factor required and not set up: only the own-account routes
    // that settle it answer until then.
    const owed = session.mustChangePassword
      ? accountTexts.mustChangePassword
      : session.requireTwoFactor === true && !session.totpSecret && !session.hasPasskey
        ? accountTexts.mustSetUpTwoFactor
        : null;
    if (owed && config.whileOwed !== true && config.public !== true) throw new ApiError(403, owed);
  };
}
