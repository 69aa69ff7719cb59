import fs from "node:fs/promises";
import { afterAll, expect, it } from "vitest";
import { SmtpTestServer } from "#src/server/test/smtp-test-server.ts";
import {
  adminToken,
  createPostgresDatabase,
  makeDataDir,
  type ServerProcess,
  startServer,
} from "../support/server-process.ts";

/**
 * The outbox across process deaths and instances, with the production build as real processes
 * and a real SMTP server in this process: a mail whose submission was acknowledged is sent after
 * a SIGKILL and a restart, exactly once; two instances on one PostgreSQL send each mail once.
 */
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop().catch(() => {});
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const mailEnv = (smtp: SmtpTestServer) => ({
  SMTP_URL: smtp.url,
  NOTIFY_TO: "team@arvexa.test",
  MAIL_FROM: "website@arvexa.test",
});

async function postContact(url: string, name: string, email: string) {
  const response = await fetch(`${url}/api/contact/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, email, message: "Please call me back" }),
  });
  expect(response.status).toBe(200);
}

/** Waits (polling, bounded) until `done()`; the product's own retry schedule sets the pace. */
async function waitUntil(done: () => boolean, timeoutMs: number, poll?: () => Promise<void>) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (poll) await poll();
    if (done() || Date.now() >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it.each([["pglite"], ["postgres"]])(
  "%s: mail acknowledged but not yet sent survives a SIGKILL and arrives once after the restart",
  { timeout: 180_000 },
  async (engine) => {
    if (engine === "postgres" && !process.env.TEST_DATABASE_URL) return;
    const smtp = await new SmtpTestServer().start();
    const port = smtp.port;
    // Down while the form is posted: the submission is acknowledged, its mails wait to be sent.
    await smtp.stop();
    const dataDir = await makeDataDir(`mail-kill-${engine}-`);
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = mailEnv(smtp);
    if (engine === "postgres") {
      const database = await createPostgresDatabase(
        process.env.TEST_DATABASE_URL!,
        `mail_kill_${process.pid}`,
      );
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }
    let server = await startServer({ dataDir, env });
    // Stopped in afterAll should an expectation fail before the kill (a dead one stops at once).
    servers.push(server);
    const name = `Killed Before Sending ${Date.now()}`;
    await postContact(server.url, name, `kill.${Date.now()}@example.com`);
    // Kill once the first attempt has failed and the mail waits for its retry: acknowledged,
    // recorded, not sent.
    const token = await adminToken(server.url);
    let attempted = false;
    await waitUntil(
      () => attempted,
      30_000,
      async () => {
        const answer = await fetch(`${server.url}/api/outbox?state=pending`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const rows = ((await answer.json()) as { data: { subject: string; last_error: string | null }[] })
          .data;
        attempted = rows.filter((row) => row.subject.includes(name) && row.last_error !== null).length === 1;
      },
    );
    expect(attempted).toBe(true);
    const killed = await server.stop("SIGKILL");
    expect(killed.signal).toBe("SIGKILL");

    await smtp.start(port);
    cleanups.push(() => smtp.stop());
    server = await startServer({ dataDir, env, port: server.port });
    servers.push(server);
    // The first retry falls due within 30 s of the failed attempt.
    await waitUntil(() => smtp.withSubject(name).length > 0, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(smtp.withSubject(`New contact message from ${name}`)).toHaveLength(1);
    expect(smtp.received.filter((mail) => mail.parsed.text?.includes(name))).toHaveLength(2);
    console.log(`mail-after-kill ${JSON.stringify({ engine, delivered: smtp.withSubject(name).length })}`);
  },
);

it.runIf(process.env.TEST_DATABASE_URL)(
  "two instances on one PostgreSQL send each mail once",
  { timeout: 180_000 },
  async () => {
    const smtp = await new SmtpTestServer().start();
    cleanups.push(() => smtp.stop());
    const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, `mail_two_${process.pid}`);
    cleanups.push(database.drop);
    const env = { ...mailEnv(smtp), DATABASE_URL: database.url };
    const first = await startServer({ dataDir: await makeDataDir("mail-two-a-"), env });
    servers.push(first);
    const second = await startServer({ dataDir: await makeDataDir("mail-two-b-"), env });
    servers.push(second);

    const run = Date.now();
    const posts = 40;
    await Promise.all(
      Array.from({ length: posts }, (_, index) =>
        postContact(
          index % 2 === 0 ? first.url : second.url,
          `Twin ${run} ${index}`,
          `twin.${run}.${index}@example.com`,
        ),
      ),
    );
    await waitUntil(() => smtp.withSubject(`Twin ${run}`).length >= posts, 60_000);
    // Both instances keep polling: give a duplicate every chance to appear.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const notices = smtp.withSubject(`New contact message from Twin ${run}`);
    const subjects = notices.map((mail) => mail.parsed.subject);
    expect(new Set(subjects).size).toBe(posts);
    expect(notices).toHaveLength(posts);
    const acks = smtp.received.filter((mail) => mail.rcptTo.some((rcpt) => rcpt.startsWith(`twin.${run}.`)));
    expect(acks).toHaveLength(posts);
    console.log(
      `mail-two-instances ${JSON.stringify({ posts, notices: notices.length, acks: acks.length })}`,
    );
  },
);
