import {
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  sign,
} from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuthTexts } from "#src/features/admin-auth/admin-auth.schema.ts";
import { passkeyTexts } from "#src/features/admin-auth/passkeys.schema.ts";
import { createAdmin, saveSecuritySettings } from "#src/features/admin-auth/server/admins.repository.ts";
import { admins } from "#src/features/admin-auth/server/admins.table.ts";
import { hashPassword } from "#src/features/admin-auth/server/passwords.ts";
import { auditLog } from "#src/features/audit-log/server/audit-log.table.ts";
import { ADMIN_PASSWORD, bearer } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

/**
 * Passkeys end to end with a software authenticator made here: an ES256 key pair, an attestation
 * of format "none" and assertions signed over authenticatorData and the hash of clientDataJSON,
 * exactly as the WebAuthn protocol has an authenticator do (docs/decisions/0035-passkeys.md).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
const freshAddress = () => `10.7.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
let numberCounter = 0;
const freshNumber = () => `67800${String(++numberCounter).padStart(5, "0")}`;

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest();
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** A platform authenticator holding one ES256 credential, as a phone or a laptop does. */
class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private counter = 0;
  userHandle = "";

  readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = createPrivateKey(pair.privateKey.export({ format: "pem", type: "pkcs8" }));
    this.publicJwk = pair.publicKey.export({ format: "jwk" }) as { x: string; y: string };
  }

  private clientData(type: string, challenge: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** navigator.credentials.create(): the attestation object with the new public key. */
  create(options: { challenge: string; rp: { id: string }; user: { id: string } }) {
    this.userHandle = options.user.id;
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(this.publicJwk.x, "base64url")],
      [-3, Buffer.from(this.publicJwk.y, "base64url")],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(options.rp.id),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      u32(this.counter),
      Buffer.alloc(16), // AAGUID
      idLength,
      this.credentialId,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: "public-key",
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): an assertion over the challenge, the counter one higher. */
  get(options: { challenge: string; rpId: string }) {
    this.counter += 1;
    const authData = Buffer.concat([sha256(options.rpId), Buffer.from([0x05]), u32(this.counter)]);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}

// The default PUBLIC_ORIGIN (src/platform/env.ts): its host is the RP ID.
const origin = () => "http://localhost:3000";
const inject = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object, token?: string) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    remoteAddress: freshAddress(),
    headers: token ? bearer(token) : {},
  });

async function signedInAccount() {
  const number = freshNumber();
  const admin = await createAdmin(t.database.db, number, await hashPassword(ADMIN_PASSWORD));
  const login = await inject("POST", "/api/admin/login", { number, password: ADMIN_PASSWORD });
  expect(login.statusCode).toBe(200);
  return { id: admin.id, number, token: login.json().token as string };
}

async function addPasskey(token: string, name = "Laptop") {
  const authenticator = new SoftAuthenticator(origin());
  const options = await inject(
    "POST",
    "/api/admin/account/passkeys/options",
    { password: ADMIN_PASSWORD },
    token,
  );
  expect(options.statusCode).toBe(200);
  const credential = authenticator.create(options.json().options);
  const added = await inject("POST", "/api/admin/account/passkeys", { name, response: credential }, token);
  expect(added.statusCode).toBe(201);
  return { authenticator, credential };
}

async function passkeySignIn(authenticator: SoftAuthenticator) {
  const options = await inject("POST", "/api/admin/login/passkey/options");
  expect(options.statusCode).toBe(200);
  const assertion = authenticator.get(options.json().options);
  return { assertion, answer: await inject("POST", "/api/admin/login/passkey", { response: assertion }) };
}

const listOf = async (token: string) =>
  (await inject("GET", "/api/admin/account/passkeys", undefined, token)).json().data as {
    id: number;
    name: string;
    lastUsedAt: string | null;
  }[];

describe("passkeys", () => {
  it("adds a passkey with the current password, then signs in with it alone, answering like the password login", async () => {
    const account = await signedInAccount();
    const wrong = await inject(
      "POST",
      "/api/admin/account/passkeys/options",
      { password: "not it" },
      account.token,
    );
    expect(wrong.statusCode).toBe(400);

    const { authenticator } = await addPasskey(account.token, "Work laptop");
    const list = await listOf(account.token);
    expect(list).toEqual([expect.objectContaining({ name: "Work laptop", lastUsedAt: null })]);

    const { answer } = await passkeySignIn(authenticator);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toEqual({
      Success: true,
      success: true,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      message: adminAuthTexts.loginSuccess,
    });
    const session = await inject("GET", "/api/admin/session", undefined, body.token);
    expect(session.statusCode).toBe(200);
    expect(session.json().number).toBe(account.number);
    expect((await listOf(account.token))[0]!.lastUsedAt).not.toBeNull();

    const renamed = await inject(
      "PATCH",
      `/api/admin/account/passkeys/${list[0]!.id}`,
      { name: "Old laptop" },
      account.token,
    );
    expect(renamed.statusCode).toBe(200);
    expect((await listOf(account.token))[0]!.name).toBe("Old laptop");

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.actor, account.number));
    const actions = entries.map((entry) => entry.action);
    expect(actions).toContain("passkey added");
    expect(actions).toContain("passkey renamed");
    expect(entries.some((entry) => entry.action === "sign-in" && /passkey/.test(entry.summary))).toBe(true);
  });

  it("refuses a replayed sign-in and a replayed registration: each challenge works once", async () => {
    const account = await signedInAccount();
    const authenticator = new SoftAuthenticator(origin());
    const options = await inject(
      "POST",
      "/api/admin/account/passkeys/options",
      { password: ADMIN_PASSWORD },
      account.token,
    );
    const credential = authenticator.create(options.json().options);
    const add = () =>
      inject("POST", "/api/admin/account/passkeys", { name: "Phone", response: credential }, account.token);
    expect((await add()).statusCode).toBe(201);
    const again = await add();
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(passkeyTexts.challengeExpired);

    const { assertion, answer } = await passkeySignIn(authenticator);
    expect(answer.statusCode).toBe(200);
    const replay = await inject("POST", "/api/admin/login/passkey", { response: assertion });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(passkeyTexts.challengeExpired);
    expect(replay.json().token).toBeUndefined();
  });

  it("refuses an assertion signed by another key, and an expired challenge", async () => {
    const account = await signedInAccount();
    const { authenticator } = await addPasskey(account.token);
    const options = (await inject("POST", "/api/admin/login/passkey/options")).json().options;
    const forger = new SoftAuthenticator(origin());
    const forged = { ...forger.get(options), id: authenticator.get(options).id };
    forged.rawId = forged.id;
    const refused = await inject("POST", "/api/admin/login/passkey", { response: forged });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(passkeyTexts.notVerified);

    const late = (await inject("POST", "/api/admin/login/passkey/options")).json().options;
    t.advanceClock(6 * 60_000);
    const expired = await inject("POST", "/api/admin/login/passkey", { response: authenticator.get(late) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(passkeyTexts.challengeExpired);
  });

  it("a removed passkey no longer signs in; another account's passkey cannot be removed", async () => {
    const owner = await signedInAccount();
    const other = await signedInAccount();
    const { authenticator } = await addPasskey(owner.token);
    const [row] = await listOf(owner.token);

    const stranger = await inject("DELETE", `/api/admin/account/passkeys/${row!.id}`, undefined, other.token);
    expect(stranger.statusCode).toBe(404);
    const strangerRename = await inject(
      "PATCH",
      `/api/admin/account/passkeys/${row!.id}`,
      { name: "Mine now" },
      other.token,
    );
    expect(strangerRename.statusCode).toBe(404);
    expect(await listOf(owner.token)).toHaveLength(1);
    expect((await passkeySignIn(authenticator)).answer.statusCode).toBe(200);

    const removed = await inject("DELETE", `/api/admin/account/passkeys/${row!.id}`, undefined, owner.token);
    expect(removed.statusCode).toBe(200);
    expect(await listOf(owner.token)).toEqual([]);
    const { answer } = await passkeySignIn(authenticator);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe(passkeyTexts.unknownPasskey);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.actor, owner.number));
    expect(entries.map((entry) => entry.action)).toContain("passkey removed");
  });

  it("a disabled account cannot sign in with its passkey", async () => {
    const account = await signedInAccount();
    const { authenticator } = await addPasskey(account.token);
    await t.database.db.update(admins).set({ disabledAt: t.now() }).where(eq(admins.id, account.id));
    const { answer } = await passkeySignIn(authenticator);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().token).toBeUndefined();
  });

  it("a passkey is both factors: no code is asked, and it satisfies require two-factor", async () => {
    const withPasskey = await signedInAccount();
    const without = await signedInAccount();
    await addPasskey(withPasskey.token);
    await saveSecuritySettings(t.database.db, { requireTwoFactor: true });
    try {
      const owes = async (token: string) =>
        (await inject("GET", "/api/admin/session", undefined, token)).json().data;
      expect((await owes(withPasskey.token)).mustSetUpTwoFactor).toBe(false);
      expect((await owes(without.token)).mustSetUpTwoFactor).toBe(true);
      // A route outside the own account: open to the account with a passkey, not to the other.
      expect((await inject("GET", "/api/admin/accounts", undefined, withPasskey.token)).statusCode).toBe(200);
      expect((await inject("GET", "/api/admin/accounts", undefined, without.token)).statusCode).toBe(403);
    } finally {
      await saveSecuritySettings(t.database.db, { requireTwoFactor: false });
    }
  });
});
