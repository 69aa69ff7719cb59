import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#src/features/audit-log/server/audit-log.table.ts";
import { bearer } from "#src/server/test/api-helpers.ts";
import { freshStaffNumber, makeStaff, sessionOf, signedInAs } from "#src/server/test/role-helpers.ts";
import { SmtpTestServer } from "#src/server/test/smtp-test-server.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { passwordLinkTexts } from "../admin-auth.schema.ts";
import { adminPasswordLinks } from "./admins.table.ts";

// Invitations and forgotten passwords: a one-time link mailed through the outbox, caught here by
// a real SMTP server (docs/decisions/0033-roles-and-permissions.md).

const ORIGIN = "https://www.arvexa.test";
const STRONG = "copper lantern wanders past seven harbours";
const OTHER = "violet orchard hums beneath nine bridges";
const smtp = new SmtpTestServer();
let t: TestApp;
let owner: string;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: ORIGIN });
  owner = await signedInAs(t, ["owner"]);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/** The link of the newest mail to this address, and the token in its fragment. */
async function linkMailedTo(address: string) {
  await t.app.mail.flush();
  const mail = smtp.received.filter((received) => received.rcptTo.includes(address)).at(-1);
  expect(mail).toBeDefined();
  const url = /https:\/\/www\.arvexa\.test\/admin\/set-password#token=([A-Za-z0-9_-]{43})/.exec(
    mail!.parsed.text ?? "",
  );
  expect(url).not.toBeNull();
  return { mail: mail!, url: url![0], token: url![1]! };
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url,
    payload,
    headers,
    remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
const signIn = (number: string, password: string) => post("/api/admin/login", { number, password });

describe("invitations", () => {
  it("an owner invites by e-mail; the link sets the password once, then works no more", async () => {
    const number = freshStaffNumber();
    const address = `hema.${number}@example.com`;
    const added = await post(
      "/api/admin/accounts",
      { number, name: "Hema Rao", email: address, roles: ["hr"] },
      bearer(owner),
    );
    expect(added.statusCode).toBe(201);
    // Mail is on: the link goes by mail only, never in the answer.
    expect(added.json()).toEqual({ success: true, message: passwordLinkTexts.invitationSent });
    const { mail, token } = await linkMailedTo(address);
    expect(mail.parsed.subject).toBe(passwordLinkTexts.invitationSubject);

    const list = (await t.app.inject({ url: "/api/admin/accounts", headers: bearer(owner) })).json().data;
    expect(list.find((row: { number: string }) => row.number === number)).toMatchObject({
      invited: true,
      roles: ["hr"],
    });
    // Only the token's hash is kept.
    const rows = await t.database.db.select().from(adminPasswordLinks);
    expect(JSON.stringify(rows)).not.toContain(token);

    const check = await post("/api/admin/password-link/check", { token });
    expect(check.json().data).toEqual({ purpose: "invitation", number, name: "Hema Rao" });
    const weak = await post("/api/admin/password-link", { token, password: "password1234" });
    expect(weak.statusCode).toBe(400);
    const set = await post("/api/admin/password-link", { token, password: STRONG });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe(passwordLinkTexts.invitationAccepted);
    const again = await post("/api/admin/password-link", { token, password: OTHER });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(passwordLinkTexts.linkGone);

    const signedIn = await signIn(number, STRONG);
    expect(signedIn.statusCode).toBe(200);
    const session = await t.app.inject({ url: "/api/admin/session", headers: bearer(signedIn.json().token) });
    expect(session.json().data.roles).toEqual(["hr"]);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record, `account ${number}`));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["account added", "password set by link"]),
    );
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it("expires after 72 hours; a resend replaces the link; a revoke ends it", async () => {
    const number = freshStaffNumber();
    const address = `kiran.${number}@example.com`;
    await post(
      "/api/admin/accounts",
      { number, name: "Kiran", email: address, roles: ["sales"] },
      bearer(owner),
    );
    const first = await linkMailedTo(address);
    const id = (await t.app.inject({ url: "/api/admin/accounts", headers: bearer(owner) }))
      .json()
      .data.find((row: { number: string }) => row.number === number).id;

    const resent = await post(`/api/admin/accounts/${id}/invitation`, {}, bearer(owner));
    expect(resent.statusCode).toBe(200);
    const second = await linkMailedTo(address);
    expect(second.token).not.toBe(first.token);
    expect((await post("/api/admin/password-link/check", { token: first.token })).statusCode).toBe(410);
    expect((await post("/api/admin/password-link/check", { token: second.token })).statusCode).toBe(200);

    t.advanceClock(72 * 60 * 60_000 + 1000);
    try {
      expect(
        (await post("/api/admin/password-link", { token: second.token, password: STRONG })).statusCode,
      ).toBe(410);
    } finally {
      t.advanceClock(-(72 * 60 * 60_000 + 1000));
    }

    expect((await post("/api/admin/password-link/check", { token: second.token })).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/accounts/${id}/invitation`,
      headers: bearer(owner),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await post("/api/admin/password-link/check", { token: second.token })).statusCode).toBe(410);
    // Only owners invite.
    const hr = await signedInAs(t, ["hr"]);
    expect((await post(`/api/admin/accounts/${id}/invitation`, {}, bearer(hr))).statusCode).toBe(403);
  });

  it("without SMTP the owner gets the link once in the answer", async () => {
    const off = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
    try {
      const token = await signedInAs(off, ["owner"]);
      const added = await off.app.inject({
        method: "POST",
        url: "/api/admin/accounts",
        headers: bearer(token),
        payload: { number: freshStaffNumber(), name: "Ravi", email: "ravi@example.com", roles: ["content"] },
      });
      expect(added.statusCode).toBe(201);
      expect(added.json().message).toBe(passwordLinkTexts.invitationShown);
      expect(added.json().invitationUrl).toMatch(
        /^https:\/\/www\.arvexa\.test\/admin\/set-password#token=[A-Za-z0-9_-]{43}$/,
      );
    } finally {
      await off.close();
    }
  });
});

describe("forgotten password", () => {
  it("answers the same for a known number, a known e-mail and nobody; the link works once, for 30 minutes, and ends every session", async () => {
    const address = `asha.${Date.now()}@example.com`;
    const staff = await makeStaff(t, ["sales"], { name: "Asha", email: address });
    // A password the account had: the link changes it.
    const session = await sessionOf(t, staff.id);

    const answers = [];
    for (const identifier of [staff.number, address.toUpperCase(), "nobody@example.com", "9999999999"]) {
      const started = performance.now();
      const response = await post("/api/admin/password-reset", { identifier });
      answers.push({ status: response.statusCode, body: response.json(), ms: performance.now() - started });
    }
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: passwordLinkTexts.resetAnswer });
    }
    await t.app.mail.flush();
    const mails = smtp.received.filter((received) => received.rcptTo.includes(address));
    expect(mails).toHaveLength(2);
    const first = /#token=([A-Za-z0-9_-]{43})/.exec(mails[0]!.parsed.text ?? "")![1]!;
    const { token } = await linkMailedTo(address);
    // The second request replaced the first link.
    expect((await post("/api/admin/password-link/check", { token: first })).statusCode).toBe(410);

    t.advanceClock(31 * 60_000);
    try {
      expect((await post("/api/admin/password-link/check", { token })).statusCode).toBe(410);
    } finally {
      t.advanceClock(-31 * 60_000);
    }
    const set = await post("/api/admin/password-link", { token, password: STRONG });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe(passwordLinkTexts.passwordReset);
    expect((await t.app.inject({ url: "/api/admin/session", headers: bearer(session) })).statusCode).toBe(
      401,
    );
    expect((await post("/api/admin/password-link", { token, password: OTHER })).statusCode).toBe(410);
    expect((await signIn(staff.number, STRONG)).statusCode).toBe(200);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "password reset asked"));
    expect(entries.some((entry) => entry.record === `account ${staff.number}`)).toBe(true);
    expect(entries.some((entry) => entry.summary === "no such account")).toBe(true);
  });

  it("sends at most three links an hour to one account, and limits requests per address", async () => {
    const address = `limit.${Date.now()}@example.com`;
    const staff = await makeStaff(t, ["hr"], { name: "Limit", email: address });
    for (let i = 0; i < 5; i++) {
      const response = await post("/api/admin/password-reset", { identifier: staff.number });
      expect(response.json().message).toBe(passwordLinkTexts.resetAnswer);
    }
    // The links are written after the answers.
    await t.app.mail.settled();
    const links = await t.database.db
      .select()
      .from(adminPasswordLinks)
      .where(eq(adminPasswordLinks.adminId, staff.id));
    expect(links).toHaveLength(3);

    const fromOne = () =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/password-reset",
        payload: { identifier: "nobody@example.com" },
        remoteAddress: "10.77.0.1",
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await fromOne()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("answers a known account and nobody in about the same time: the link is written after the answer", async () => {
    const address = `timing.${Date.now()}@example.com`;
    const staff = await makeStaff(t, ["content"], { name: "Timing", email: address });
    const identifiers = {
      known: [staff.number, address],
      unknown: [freshStaffNumber(), `nobody.${Date.now()}@example.com`],
    };
    const times: Record<keyof typeof identifiers, number[]> = { known: [], unknown: [] };
    // Interleaved, each from its own address (the per-address limit stays out of it), and each
    // measured alone: the work a request leaves behind is finished before the next one starts.
    for (let round = 0; round < 16; round++) {
      for (const group of ["known", "unknown"] as const) {
        const identifier = identifiers[group][round % 2]!;
        const started = performance.now();
        const response = await post("/api/admin/password-reset", { identifier });
        times[group].push(performance.now() - started);
        expect(response.json()).toEqual({ success: true, message: passwordLinkTexts.resetAnswer });
        await t.app.mail.settled();
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known = median(times.known);
    const unknown = median(times.unknown);
    // Medians of interleaved requests: within half of each other on a busy machine.
    expect(known / unknown, `known ${known.toFixed(2)} ms, unknown ${unknown.toFixed(2)} ms`).toBeLessThan(
      1.5,
    );
    expect(unknown / known, `known ${known.toFixed(2)} ms, unknown ${unknown.toFixed(2)} ms`).toBeLessThan(
      1.5,
    );
    // Three links reached the account (its hourly limit), each by mail.
    await t.app.mail.flush();
    expect(smtp.received.filter((received) => received.rcptTo.includes(address))).toHaveLength(3);
  });
});
