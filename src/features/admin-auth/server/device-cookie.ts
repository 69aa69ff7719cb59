import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "#src/platform/db/client.ts";
import { deviceCookieKey } from "./login-failures.table.ts";

/**
 * The device cookie of OWASP's "Slow down online guessing attacks with device cookies": a
 * browser where an account has signed in before carries a cookie naming the account, signed by
 * the server. Its attempts are counted under the device, not under the account's untrusted
 * attempts, so a stranger who locks the account does not lock out its owner
 * (docs/decisions/0032-sign-in-lockout.md).
 */

/** Sent only to the sign-in and own-account routes, which read it. */
const COOKIE_PATH = "/api/admin";
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** A browser shared by a few staff keeps one entry per account, the newest first. */
const MAX_ENTRIES = 4;
const MAX_COOKIE_LENGTH = 1024;

export interface DeviceProof {
  /** The random name of this browser's entry: the key its attempts are counted under. */
  nonce: string;
}

/** What the account looks like to the cookie: a changed password voids every cookie it had. */
export interface DeviceAccount {
  number: string;
  passwordChangedAt: Date;
}

function cookieName(secure: boolean) {
  // The __Secure- prefix makes browsers refuse the cookie unless it is set Secure over https.
  return secure ? "__Secure-admin-device" : "admin-device";
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header || header.length > 8192) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

interface Entry {
  number: string;
  nonce: string;
  issued: number;
  mac: string;
}

function parseEntries(value: string | undefined): Entry[] {
  if (!value || value.length > MAX_COOKIE_LENGTH) return [];
  return value
    .split("~")
    .slice(0, MAX_ENTRIES)
    .flatMap((text) => {
      const match = /^(\+?[0-9]{1,20})\.([A-Za-z0-9_-]{22})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(text);
      return match ? [{ number: match[1]!, nonce: match[2]!, issued: Number(match[3]), mac: match[4]! }] : [];
    });
}

export class DeviceCookies {
  readonly #db: Db;
  readonly #secure: boolean;
  readonly #now: () => Date;
  #key: Promise<Buffer> | undefined;

  constructor(db: Db, options: { secure: boolean; now: () => Date }) {
    this.#db = db;
    this.#secure = options.secure;
    this.#now = options.now;
  }

  /** The signing key, made once in the database and shared by every instance using it. */
  #signingKey(): Promise<Buffer> {
    this.#key ??= (async () => {
      await this.#db
        .insert(deviceCookieKey)
        .values({ id: 1, secret: randomBytes(32).toString("hex") })
        .onConflictDoNothing();
      const [row] = await this.#db.select().from(deviceCookieKey);
      return Buffer.from(row!.secret, "hex");
    })();
    this.#key.catch(() => {
      this.#key = undefined;
    });
    return this.#key;
  }

  async #mac(account: DeviceAccount, nonce: string, issued: number): Promise<string> {
    return createHmac("sha256", await this.#signingKey())
      .update(`device-v1|${account.number}|${nonce}|${issued}|${account.passwordChangedAt.getTime()}`)
      .digest("base64url");
  }

  /**
   * This browser's proof for the account, or null: an entry naming the account, signed with
   * the server's key over the account's current password date, not older than its max age.
   */
  async proofFor(request: FastifyRequest, account: DeviceAccount): Promise<DeviceProof | null> {
    const entry = parseEntries(readCookie(request, cookieName(this.#secure))).find(
      (candidate) => candidate.number === account.number,
    );
    if (!entry) return null;
    const age = this.#now().getTime() / 1000 - entry.issued;
    if (age < -300 || age > MAX_AGE_SECONDS) return null;
    const expected = Buffer.from(await this.#mac(account, entry.nonce, entry.issued));
    const given = Buffer.from(entry.mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { nonce: entry.nonce };
  }

  /** After a sign-in (or a new password): this browser has proved itself for the account. */
  async issue(request: FastifyRequest, reply: FastifyReply, account: DeviceAccount): Promise<void> {
    const name = cookieName(this.#secure);
    const nonce = randomBytes(16).toString("base64url");
    const issued = Math.floor(this.#now().getTime() / 1000);
    const entry = `${account.number}.${nonce}.${issued}.${await this.#mac(account, nonce, issued)}`;
    const others = parseEntries(readCookie(request, name))
      .filter((other) => other.number !== account.number)
      .slice(0, MAX_ENTRIES - 1)
      .map((other) => `${other.number}.${other.nonce}.${other.issued}.${other.mac}`);
    const attributes = [
      `${name}=${[entry, ...others].join("~")}`,
      `Path=${COOKIE_PATH}`,
      `Max-Age=${MAX_AGE_SECONDS}`,
      "HttpOnly",
      "SameSite=Strict",
      ...(this.#secure ? ["Secure"] : []),
    ];
    reply.header("set-cookie", attributes.join("; "));
  }
}
