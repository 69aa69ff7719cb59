import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

/**
 * Limits that hold across instances (docs/decisions/0028-shared-limits.md): two apps on one
 * PostgreSQL database count the login failures and the form posts together. On the embedded
 * database (one instance) each app counts alone, as the same assertions show in reverse.
 */
const onPostgres = process.env.TEST_DB_ENGINE === "postgres";
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: "4" });
  // Two instances of one site on PostgreSQL; on PGlite a second site of its own.
  second = await createTestApp(
    { FORM_RATE_LIMIT_PER_MINUTE: "4" },
    onPostgres ? { databaseUrl: first.databaseUrl } : {},
  );
  await loginAsAdmin(first);
  if (!onPostgres) await loginAsAdmin(second);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const login = (t: TestApp, number: string, password: string, address: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { number, password },
    remoteAddress: address,
  });

const contact = (t: TestApp, address: string, index: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/contact/contact",
    payload: {
      name: "Limit Tester",
      email: `limit${index}@example.com`,
      number: "+91 9876543210",
      message: "Counting posts across instances.",
    },
    remoteAddress: address,
  });

describe("login lockout", () => {
  it("counts five wrong passwords spread over two instances as five", async () => {
    const number = "9876543210";
    const address = "10.77.0.1";
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const t = attempt % 2 === 0 ? first : second;
      answers.push((await login(t, number, "wrong password here", address)).statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401]);
    // The right password is refused on both now (on PostgreSQL), with Retry-After.
    const onFirst = await login(first, number, ADMIN_PASSWORD, "10.77.0.2");
    const onSecond = await login(second, number, ADMIN_PASSWORD, "10.77.0.3");
    expect(onFirst.statusCode).toBe(onPostgres ? 429 : 200);
    expect(onSecond.statusCode).toBe(onPostgres ? 429 : 200);
    if (onPostgres) expect(Number(onSecond.headers["retry-after"])).toBeGreaterThan(800);
  });

  it("forgets the failures of a number after the window, on every instance", async () => {
    if (!onPostgres) return;
    const number = "9876543210";
    first.advanceClock(16 * 60 * 1000);
    second.advanceClock(16 * 60 * 1000);
    expect((await login(second, number, ADMIN_PASSWORD, "10.77.0.4")).statusCode).toBe(200);
  });
});

describe("public form rate limit", () => {
  it("counts one address's posts over both instances against one limit", async () => {
    const address = "10.78.0.1";
    const answers: number[] = [];
    for (let index = 0; index < 6; index++) {
      answers.push((await contact(index % 2 === 0 ? first : second, address, index)).statusCode);
    }
    // Four a minute: the fifth and sixth are refused when the instances share the count.
    expect(answers).toEqual(onPostgres ? [200, 200, 200, 200, 429, 429] : [200, 200, 200, 200, 200, 200]);
    const other = await contact(second, "10.78.0.2", 99);
    expect(other.statusCode).toBe(200);
    const refused = await contact(first, address, 100);
    if (onPostgres) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe("Too many requests. Please try again in a minute.");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
  });
});
