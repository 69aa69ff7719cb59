import { isIPv6 } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { noteAudit } from "#src/platform/http/audit-note.ts";
import { accountTexts, adminAuthTexts } from "../admin-auth.schema.ts";
import { acceptTotpStep, spendRecoveryCode } from "./admins.repository.ts";
import type { AdminRow } from "./admins.table.ts";
import { DeviceCookies } from "./device-cookie.ts";
import { FAILED_LOGIN_WINDOW_MS, LoginThrottle, MAX_FAILED_LOGINS } from "./login-throttle.ts";
import { guessesEvaluated, verifyPassword } from "./passwords.ts";
import { acceptedTotpStep, hashRecoveryCode, looksLikeRecoveryCode } from "./two-factor.ts";

/**
 * The address an attempt is counted under: an IPv4 address as it is (also when mapped into
 * IPv6), an IPv6 address by its /64, the block one subscriber is usually given, so that rotating
 * through one's own addresses does not give fresh counts.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return `ip:${mapped[1]}`;
  if (!isIPv6(ip)) return `ip:${ip}`;
  const [head = "", tail = ""] = ip.toLowerCase().split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = ip.includes("::") && tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `ip:${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** What a key names in the audit entry of its lock. */
function describeKey(key: string, account: AdminRow | undefined): string | null {
  const [kind, ...rest] = key.split(":");
  const value = rest.join(":");
  if (kind === "number") return account ? `number ${value}` : null;
  if (kind === "ip") return `address ${value}`;
  if (kind === "device") return account ? `a proven device of number ${account.number}` : null;
  if (kind === "challenge") return "one sign-in's code step";
  if (kind === "challenges") return account ? `the two-factor sign-ins of number ${account.number}` : null;
  return null;
}

export interface Attempt {
  keys: string[];
  /** The keys are a proven device's own (its device cookie was valid for the account). */
  proven: boolean;
}

/**
 * Every check of a password or a second-factor code, at sign-in and behind a session, goes
 * through here: the attempt is reserved before the check (login-throttle.ts), under the
 * account's and the address's keys, or under a proven device's own key when the request
 * carries a valid device cookie for the account (device-cookie.ts). One audit entry per lock
 * (docs/decisions/0032-sign-in-lockout.md).
 */
export function createSignInGuard(context: ApiContext) {
  const throttle = new LoginThrottle(
    context.now,
    // On PostgreSQL, which several instances may share, the attempts are counted in the database.
    context.databaseKind === "postgres" ? context.db : undefined,
  );
  const devices = new DeviceCookies(context.db, {
    secure: context.env.PUBLIC_ORIGIN.startsWith("https://"),
    now: context.now,
  });

  /** The keys an attempt on `number` from this request is counted under. */
  async function attemptOn(request: FastifyRequest, number: string, account?: AdminRow): Promise<Attempt> {
    const proof = account ? await devices.proofFor(request, account) : null;
    if (proof) return { keys: [`device:${proof.nonce}`], proven: true };
    return { keys: [`number:${number}`, addressKey(request.ip)], proven: false };
  }

  /**
   * Reserves the attempt or refuses it with 429 and Retry-After. The request that puts a key
   * past its limit writes the lock's one audit entry; the refusals after it write none.
   */
  async function reserve(
    request: FastifyRequest,
    keys: string[],
    account: AdminRow | undefined,
    options: { signIn: boolean },
  ): Promise<void> {
    const reservation = await throttle.reserve(keys);
    if (reservation.allowed) return;
    // The account's own lock says it all; its two-factor password steps need no mention then.
    const accountLocked = reservation.newlyLocked.some((key) => /^(number|device):/.test(key));
    const locked = reservation.newlyLocked
      .filter((key) => !(accountLocked && key.startsWith("challenges:")))
      .map((key) => describeKey(key, account))
      .filter((text): text is string => text !== null);
    if (locked.length > 0) {
      const summary = `${locked.join(" and ")} locked for ${FAILED_LOGIN_WINDOW_MS / 60_000} minutes after ${MAX_FAILED_LOGINS} attempts`;
      noteAudit(request, {
        ...(options.signIn ? { action: "sign-in locked out" } : {}),
        ...(account && options.signIn ? { actor: { id: account.id, number: account.number } } : {}),
        summary,
      });
    }
    throw new ApiError(429, adminAuthTexts.tooManyAttempts, {
      headers: { "retry-after": String(reservation.retryAfterSeconds) },
    });
  }

  /**
   * Checks a TOTP code (or a recovery code) of the account: a code works once (its step, or
   * the recovery code, is spent). Counted in `guessesEvaluated`.
   */
  async function codeIsRight(account: AdminRow, secret: string, code: string) {
    guessesEvaluated.codes += 1;
    const now = context.now();
    if (looksLikeRecoveryCode(code)) {
      return {
        right: await spendRecoveryCode(context.db, account.id, hashRecoveryCode(code), now),
        how: "recovery code",
      };
    }
    const step = acceptedTotpStep(secret, account.number, code, now);
    return {
      right: step !== null && (await acceptTotpStep(context.db, account.id, step)),
      how: "authenticator code",
    };
  }

  /**
   * The password (and, with two-factor on, a current code) asked again behind a session
   * (changing the password, setting up, replacing or turning off two-factor). Counted toward
   * the same lockout as the sign-in: a stolen session cannot guess faster than a stranger.
   */
  async function checkSessionSecrets(
    request: FastifyRequest,
    account: AdminRow,
    given: { password: string; passwordField: string; code?: string },
  ): Promise<void> {
    const attempt = await attemptOn(request, account.number, account);
    await reserve(request, attempt.keys, account, { signIn: false });
    if (!(await verifyPassword(account.passwordHash, given.password))) {
      throw new ApiError(400, accountTexts.currentPasswordWrong, {
        errors: [{ field: given.passwordField, message: accountTexts.currentPasswordWrong }],
      });
    }
    if (given.code !== undefined && account.totpSecret) {
      const { right } = await codeIsRight(account, account.totpSecret, given.code);
      if (!right) {
        throw new ApiError(400, accountTexts.codeInvalid, {
          errors: [{ field: "currentCode", message: accountTexts.codeInvalid }],
        });
      }
    }
    // Right: the place goes back; the untrusted count is not cleared by a session's check.
    await throttle.release(attempt.keys);
  }

  return {
    throttle,
    devices,
    attemptOn,
    reserve,
    codeIsRight,
    checkSessionSecrets,
    /** After a completed sign-in: this browser has proved itself for the account. */
    proveDevice: (request: FastifyRequest, reply: FastifyReply, account: AdminRow) =>
      devices.issue(request, reply, account),
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;

const guards = new WeakMap<ApiContext, SignInGuard>();

/** The app's one guard: the sign-in routes and the own-account routes count in the same place. */
export function signInGuardOf(context: ApiContext): SignInGuard {
  let guard = guards.get(context);
  if (!guard) {
    guard = createSignInGuard(context);
    guards.set(context, guard);
  }
  return guard;
}
