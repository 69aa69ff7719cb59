import { afterEach, describe, expect, it } from "vitest";
import { adminSessions } from "#src/features/admin-auth/server/admins.table.ts";
import type { UnreadCounts } from "#src/features/inbox/inbox.schema.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

const apps: TestApp[] = [];
afterEach(async () => {
  // The last opened closes first: a second instance before the one that owns the database.
  for (const app of apps.reverse()) await app.close();
  apps.length = 0;
});

async function openApp(options: Parameters<typeof createTestApp>[1] = {}) {
  const t = await createTestApp(
    { FORM_RATE_LIMIT_PER_MINUTE: "1000" },
    { inboxEvents: { debounceMs: 20 }, ...options },
  );
  apps.push(t);
  return t;
}

interface StreamItem {
  event?: string;
  data?: string;
  comment?: string;
}

/** Reads server-sent events from a fetch response, as the back office does (no EventSource). */
function eventReader(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  const items: StreamItem[] = [];
  return {
    /** The next event or comment; undefined once the stream has ended. */
    async next(timeoutMs = 5000): Promise<StreamItem | undefined> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const boundary = buffer.indexOf("\n\n");
        if (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const item: StreamItem = {};
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) item.comment = line.slice(1).trim();
            else if (line.startsWith("event: ")) item.event = line.slice(7);
            else if (line.startsWith("data: ")) item.data = line.slice(6);
          }
          items.push(item);
          return item;
        }
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error("no event in time")), Math.max(0, deadline - Date.now())),
          ),
        ]);
        if (chunk.done) return undefined;
        buffer += chunk.value;
      }
    },
    /** The next `unread` event's counts, skipping heartbeats. */
    async nextCounts(timeoutMs = 5000): Promise<UnreadCounts> {
      for (;;) {
        const item = await this.next(timeoutMs);
        if (!item) throw new Error("the stream ended");
        if (item.event === "unread") return JSON.parse(item.data!) as UnreadCounts;
      }
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}

async function listen(t: TestApp) {
  return t.app.listen({ port: 0, host: "127.0.0.1" });
}

async function openStream(origin: string, token: string) {
  const response = await fetch(`${origin}/api/inbox/events`, { headers: bearer(token) });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-store");
  return eventReader(response);
}

const postContact = (t: TestApp, name: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/contact/contact",
    payload: { name, email: "stream@example.com", message: "Hello" },
  });

describe("GET /api/inbox/events", () => {
  it("sends the counts on connect and after each change; app.close() ends the stream and finishes", async () => {
    const t = await openApp();
    const token = await loginAsAdmin(t);
    const origin = await listen(t);
    const events = await openStream(origin, token);
    const first = await events.nextCounts();
    expect(first).toMatchObject({ total: expect.any(Number), contact: expect.any(Number) });

    expect((await postContact(t, "Streamed")).statusCode).toBe(200);
    const afterPost = await events.nextCounts();
    expect(afterPost.contact).toBe(first.contact + 1);
    expect(afterPost.total).toBe(first.total + 1);

    const list = (await t.app.inject({ url: "/api/inbox?kind=contact", headers: bearer(token) })).json();
    await t.app.inject({ url: `/api/inbox/contact/${list.data[0].id}`, headers: bearer(token) });
    expect((await events.nextCounts()).contact).toBe(first.contact);

    // Several changes within the debounce make one recount.
    await Promise.all([postContact(t, "One"), postContact(t, "Two"), postContact(t, "Three")]);
    let latest = await events.nextCounts();
    while (latest.contact < first.contact + 3) latest = await events.nextCounts();
    expect(latest.contact).toBe(first.contact + 3);

    const started = performance.now();
    await t.app.close();
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await events.next()).toBeUndefined();
  });

  it("sends a heartbeat comment, ends a stream after its lifetime, and does not keep the session awake", async () => {
    const t = await openApp({ inboxEvents: { debounceMs: 20, heartbeatMs: 50, maxStreamMs: 400 } });
    const token = await loginAsAdmin(t);
    const origin = await listen(t);
    t.advanceClock(20_000);
    const lastSeen = async () =>
      (await t.database.db.select().from(adminSessions).orderBy(adminSessions.id)).at(-1)!.lastSeenAt;
    const before = await lastSeen();
    const events = await openStream(origin, token);
    await events.nextCounts();
    expect(await lastSeen()).toEqual(before);
    let item = await events.next();
    while (item && item.comment === undefined) item = await events.next();
    expect(item?.comment).toBe("heartbeat");
    // The stream ends by itself; the browser would open another.
    let ended = false;
    for (let index = 0; index < 50 && !ended; index++) ended = (await events.next()) === undefined;
    expect(ended).toBe(true);
    // Any other admin request is activity.
    await t.app.inject({ url: "/api/inbox/unread", headers: bearer(token) });
    expect((await lastSeen()).getTime()).toBeGreaterThan(before.getTime());
  });

  it.runIf(process.env.TEST_DB_ENGINE === "postgres")(
    "an instance's stream hears a submission posted on another instance of the same database",
    async () => {
      const first = await openApp({ syncInstances: true });
      const second = await openApp({ syncInstances: true, databaseUrl: first.databaseUrl });
      await loginAsAdmin(first);
      const token = await loginAsAdmin(second);
      const events = await openStream(await listen(second), token);
      const before = await events.nextCounts();
      expect((await postContact(first, "From the other instance")).statusCode).toBe(200);
      const after = await events.nextCounts();
      expect(after.contact).toBe(before.contact + 1);
      await events.cancel();
    },
  );
});
