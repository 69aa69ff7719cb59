import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DOVECOT, DovecotTestServer } from "#src/server/test/dovecot-test-server.ts";
import { SmtpTestServer } from "#src/server/test/smtp-test-server.ts";

// The journeys' server: the production build on a brand-new data folder each run, with a real
// SMTP server in this process so that mail is on and the Email Outbox shows mail as sent.
const dataDir = process.env.DATA_DIR ?? "test-results/e2e-data";
await fs.rm(dataDir, { recursive: true, force: true });
const smtp = await new SmtpTestServer().start();
process.env.SMTP_URL ??= smtp.url;
process.env.NOTIFY_TO ??= "team@arvexa.test";
// Answers to replies come back through a real Dovecot, read every 5 s (the shortest poll), where
// the machine has one (.ci/run installs it); the journeys deliver into it through the port below.
let dovecot: DovecotTestServer | undefined;
if (existsSync(DOVECOT) && !process.env.IMAP_URL) {
  dovecot = await new DovecotTestServer().start();
  process.env.IMAP_URL = dovecot.url;
  process.env.IMAP_POLL_SECONDS ??= "5";
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      void dovecot?.stop().finally(() => process.exit(0));
    });
  }
}
// The journeys read what was mailed (an invitation's or a reset's link) from this port.
if (process.env.E2E_MAIL_PORT) {
  http
    .createServer(async (request, response) => {
      // POST /deliver: one raw message into the shared mailbox, as a person's answer arrives.
      if (request.method === "POST" && request.url === "/deliver") {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        if (!dovecot) {
          response.statusCode = 503;
          response.end("no IMAP server on this machine");
          return;
        }
        await dovecot.deliver(Buffer.concat(chunks));
        response.end("delivered");
        return;
      }
      const mails = smtp.received.map((mail) => ({
        to: mail.rcptTo,
        subject: mail.parsed.subject ?? "",
        text: mail.parsed.text ?? "",
      }));
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(mails));
    })
    .listen(Number(process.env.E2E_MAIL_PORT), "127.0.0.1");
}
await import(pathToFileURL(path.resolve("build/server.mjs")).href);
