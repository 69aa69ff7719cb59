import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SmtpTestServer } from "#src/server/test/smtp-test-server.ts";

// The journeys' server: the production build on a brand-new data folder each run, with a real
// SMTP server in this process so that mail is on and the Email Outbox shows mail as sent.
const dataDir = process.env.DATA_DIR ?? "test-results/e2e-data";
await fs.rm(dataDir, { recursive: true, force: true });
const smtp = await new SmtpTestServer().start();
process.env.SMTP_URL ??= smtp.url;
process.env.NOTIFY_TO ??= "team@arvexa.test";
// The journeys read what was mailed (an invitation's or a reset's link) from this port.
if (process.env.E2E_MAIL_PORT) {
  http
    .createServer((_request, response) => {
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
