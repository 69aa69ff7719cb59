import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "#src/features/admin-auth/server/admins.repository.ts";
import { hashPassword } from "#src/features/admin-auth/server/passwords.ts";
import { companyDate } from "#src/lib/list-query.ts";
import { ADMIN_PASSWORD, bearer } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { AUDIT_RETENTION_DAYS } from "../audit-log.schema.ts";
import { listAuditEntries, pruneAuditLog, writeAuditEntry } from "./audit-log.repository.ts";
import { auditLog } from "./audit-log.table.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
const freshAddress = () => `10.3.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
let numberCounter = 0;
const freshNumber = () => `68800${String(++numberCounter).padStart(5, "0")}`;
const BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15";

async function account() {
  const number = freshNumber();
  await createAdmin(t.database.db, number, await hashPassword(ADMIN_PASSWORD));
  const response = await t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { number, password: ADMIN_PASSWORD },
    remoteAddress: freshAddress(),
    headers: { "user-agent": BROWSER },
  });
  return { number, token: response.json().token as string };
}

const entriesOf = async (actor: string) =>
  (await listAuditEntries(t.database.db, { person: actor }, 0, 10_000)).rows.reverse();

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const PROBE = "probe-value-that-must-not-be-logged";

describe("audit trail", () => {
  it("every registered back-office write lands in the log, with who, address, browser and field names only", async () => {
    const me = await account();
    const routes = t.app.routeInventory.filter(
      (route) => route.url.startsWith("/api/") && !route.public && WRITES.has(route.method),
    );
    expect(routes.length).toBeGreaterThan(25);
    // Signing out ends the token the walk uses: last.
    routes.sort((a, b) => Number(a.url === "/api/admin/logout") - Number(b.url === "/api/admin/logout"));
    const missing: string[] = [];
    for (const route of routes) {
      const before = (await entriesOf(me.number)).length;
      const url = route.url.replace(":category", "DevOps").replace(/:[A-Za-z]+/g, "999999");
      const response = await t.app.inject({
        method: route.method as "POST",
        url,
        headers: { ...bearer(me.token), "user-agent": BROWSER },
        remoteAddress: "10.3.200.1",
        ...(route.method === "DELETE" ? {} : { payload: { [PROBE]: PROBE } }),
      });
      const added = (await entriesOf(me.number)).slice(before);
      if (added.length !== 1) {
        missing.push(
          `${route.method} ${route.url}: ${added.length} entries (answered ${response.statusCode})`,
        );
        continue;
      }
      const [entry] = added;
      expect(entry!.status).toBe(response.statusCode);
      expect(entry!.address).toBe("10.3.200.1");
      expect(entry!.userAgent).toBe(BROWSER);
      expect(entry!.action.length).toBeGreaterThan(0);
      expect(JSON.stringify(entry)).not.toContain(`${PROBE}-`);
    }
    expect(missing).toEqual([]);
    // Nothing in the back office edits or deletes an entry.
    const auditWrites = t.app.routeInventory.filter(
      (route) =>
        route.url.startsWith("/api/admin/audit") && route.method !== "GET" && route.method !== "HEAD",
    );
    expect(auditWrites).toEqual([]);
  });

  it("records sign-in success, failure, lockout and sign-out with address and browser", async () => {
    const number = freshNumber();
    await createAdmin(t.database.db, number, await hashPassword(ADMIN_PASSWORD));
    const login = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { number, password },
        remoteAddress: freshAddress(),
        headers: { "user-agent": BROWSER },
      });
    const token = (await login(ADMIN_PASSWORD)).json().token;
    await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: bearer(token) });
    for (let attempt = 0; attempt < 5; attempt++) await login("wrong password here");
    expect((await login(ADMIN_PASSWORD)).statusCode).toBe(429);
    const actions = (await entriesOf(number)).map((entry) => [entry.action, entry.status]);
    expect(actions).toEqual([
      ["sign-in", 200],
      ["sign-out", 200],
      ...Array.from({ length: 5 }, () => ["sign-in failed", 401]),
      ["sign-in locked out", 429],
    ]);
    const [first] = await entriesOf(number);
    expect(first!.address).toMatch(/^10\.3\./);
    expect(first!.userAgent).toBe(BROWSER);
    // An unknown number is recorded too, without an account.
    await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { number: "1212121212", password: "whatever it is" },
      remoteAddress: freshAddress(),
    });
    const unknown = (await listAuditEntries(t.database.db, { action: "sign-in failed" }, 0, 100)).rows;
    expect(unknown.some((entry) => entry.summary === "unknown number 1212121212" && entry.actor === "")).toBe(
      true,
    );
    expect(JSON.stringify(await t.database.db.select().from(auditLog))).not.toContain(ADMIN_PASSWORD);
  });

  it("lists with filters by person, action and date, and exports the matches as CSV (itself recorded)", async () => {
    const me = await account();
    const other = await account();
    const old = new Date(t.now().getTime() - 10 * 86_400_000);
    await writeAuditEntry(t.database.db, {
      at: old,
      actor: other.number,
      action: "account added",
      record: "account 1",
      summary: "number, name, email",
      status: 201,
    });
    const get = (query: string) =>
      t.app.inject({ method: "GET", url: `/api/admin/audit?${query}`, headers: bearer(me.token) });
    const byPerson = (await get(`person=${other.number}`)).json();
    expect(byPerson.data.map((row: { action: string }) => row.action)).toEqual(["sign-in", "account added"]);
    expect(byPerson.people).toEqual(expect.arrayContaining([me.number, other.number]));
    expect(byPerson.actions).toEqual(expect.arrayContaining(["sign-in", "account added"]));
    expect(byPerson.data[0].browser).toBe("Safari 17 on macOS");
    const byAction = (
      await get(`person=${other.number}&action=${encodeURIComponent("account added")}`)
    ).json();
    expect(byAction.total).toBe(1);
    const day = companyDate(old);
    const byDate = (await get(`person=${other.number}&from=2000-01-01&to=${day}`)).json();
    expect(byDate.data.map((row: { action: string }) => row.action)).toEqual(["account added"]);
    const badDate = await get("from=yesterday");
    expect(badDate.statusCode).toBe(400);

    const csv = await get(`person=${other.number}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const rows = parse(csv.body.replace(/^\uFEFF/, "")) as string[][];
    expect(rows[0]).toEqual([
      "When",
      "Person",
      "Action",
      "What happened",
      "Changes",
      "Record",
      "Summary",
      "Status",
      "Address",
      "Browser",
    ]);
    expect(rows.slice(1).map((row) => row[2])).toEqual(["sign-in", "account added"]);
    expect(rows.slice(1).map((row) => row[3])).toEqual(["signed in", "added account 1"]);
    const exports = (await listAuditEntries(t.database.db, { person: me.number }, 0, 10)).rows;
    expect(exports[0]).toMatchObject({
      action: "export /api/admin/audit",
      summary: "filters: person",
      status: 200,
    });
  });

  it(`keeps ${AUDIT_RETENTION_DAYS} days: older entries are pruned`, async () => {
    const now = t.now();
    const actor = freshNumber();
    for (const days of [AUDIT_RETENTION_DAYS + 1, AUDIT_RETENTION_DAYS - 1]) {
      await writeAuditEntry(t.database.db, {
        at: new Date(now.getTime() - days * 86_400_000),
        actor,
        action: `entry ${days}`,
        status: 200,
      });
    }
    const removed = await pruneAuditLog(
      t.database.db,
      new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000),
    );
    expect(removed).toBeGreaterThanOrEqual(1);
    expect((await entriesOf(actor)).map((entry) => entry.action)).toEqual([
      `entry ${AUDIT_RETENTION_DAYS - 1}`,
    ]);
  });
});
