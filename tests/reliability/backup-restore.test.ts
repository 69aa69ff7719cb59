import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { projectPath } from "#src/platform/project-path.ts";
import {
  adminToken,
  createPostgresDatabase,
  makeDataDir,
  type ServerProcess,
  startServer,
} from "../support/server-process.ts";
import { postContactsUntil, storedContactMessages } from "./load.ts";

/**
 * The backup and restore commands (docs/decisions/0026-backup-and-restore.md) as an operator runs
 * them, beside running servers: refused on an embedded database a server holds; on PostgreSQL a
 * consistent snapshot taken under form load, restored into a new database that a server then runs.
 */
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function run(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [projectPath("scripts", `${script}.ts`), ...args], {
      cwd: projectPath(),
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.once("exit", (code) => resolve({ code, output }));
  });
}

async function clientsAndLogos(url: string) {
  const clients = (await (await fetch(`${url}/api/clients`)).json()) as { name: string; logo_url: string }[];
  const logos = await Promise.all(
    clients.map(async (client) => Buffer.from(await (await fetch(`${url}${client.logo_url}`)).arrayBuffer())),
  );
  return { clients, logos };
}

it("backs up the embedded database only once its server has stopped, and restores it into a new folder", {
  timeout: 240_000,
}, async () => {
  const source = await makeDataDir("backup-cli-a-");
  const target = await makeDataDir("backup-cli-b-");
  const archive = path.join(await makeDataDir("backup-cli-file-"), "site.backup");
  for (const dir of [source, target, path.dirname(archive)])
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));

  const server = await startServer({ dataDir: source, env: { SEED_SAMPLE_CONTENT: "true" } });
  const before = await clientsAndLogos(server.url);
  expect(before.clients.length).toBeGreaterThan(0);

  const refused = await run("backup", [archive], { DATA_DIR: source });
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(/is open in process \d+ .*stop it first/);
  await expect(fs.access(archive)).rejects.toThrow();

  await server.stop();
  const made = await run("backup", [archive], { DATA_DIR: source });
  expect(made.output).toMatch(
    /^Backed up \d+ rows in \d+ tables \(pglite, migration \d+_\w+\) and \d+ files/,
  );
  expect(made.code).toBe(0);

  const restored = await run("restore", [archive], { DATA_DIR: target });
  expect(restored.output).toMatch(/^Restored \d+ rows/);
  expect(restored.code).toBe(0);
  const again = await run("restore", [archive], { DATA_DIR: target });
  expect(again.code).toBe(1);
  expect(again.output).toContain("is not empty: restore into an empty one, or pass --force");

  const copy = await startServer({ dataDir: target, env: { SEED_SAMPLE_CONTENT: "true" } });
  servers.push(copy);
  const after = await clientsAndLogos(copy.url);
  expect(after.clients).toEqual(before.clients);
  for (const [index, logo] of after.logos.entries()) expect(logo.equals(before.logos[index]!)).toBe(true);
  await copy.stop();
});

it.runIf(process.env.TEST_DATABASE_URL)(
  "on PostgreSQL, backs up a consistent snapshot under form load and restores it into a new database",
  { timeout: 240_000 },
  async () => {
    const source = await createPostgresDatabase(
      process.env.TEST_DATABASE_URL!,
      `backup_cli_a_${process.pid}`,
    );
    const target = await createPostgresDatabase(
      process.env.TEST_DATABASE_URL!,
      `backup_cli_b_${process.pid}`,
    );
    cleanups.push(source.drop, target.drop);
    const dataDir = await makeDataDir("backup-cli-pg-");
    const archive = path.join(dataDir, "site.backup");
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));

    const server = await startServer({ dataDir, env: { DATABASE_URL: source.url } });
    servers.push(server);
    const prefix = `backup-load-${Date.now()}`;
    let stopped = false;
    const ackedSoFar: string[] = [];
    const load = postContactsUntil({
      url: server.url,
      clients: 8,
      prefix,
      stop: () => stopped,
      onAcknowledged: (_count, marker) => ackedSoFar.push(marker),
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Everything acknowledged before the backup command started is in its snapshot.
    const ackedWhenBackupBegan = [...ackedSoFar];
    const backup = await run("backup", [archive], { DATA_DIR: dataDir, DATABASE_URL: source.url });
    stopped = true;
    const { acked } = await load;
    expect(backup.code, backup.output).toBe(0);
    expect(ackedWhenBackupBegan.length).toBeGreaterThan(0);

    const restored = await run("restore", [archive], {
      DATA_DIR: await makeDataDir("backup-cli-pg-b-"),
      DATABASE_URL: target.url,
    });
    expect(restored.code, restored.output).toBe(0);
    const copy = await startServer({
      dataDir: await makeDataDir("backup-cli-pg-c-"),
      env: { DATABASE_URL: target.url },
    });
    servers.push(copy);
    const stored = new Set(
      (await storedContactMessages(copy.url, await adminToken(copy.url))).filter((m) => m.startsWith(prefix)),
    );
    for (const marker of ackedWhenBackupBegan) expect(stored.has(marker), marker).toBe(true);
    // Nothing the source never acknowledged nor stored appears, and every restored post was acknowledged or in flight.
    expect(stored.size).toBeLessThanOrEqual(acked.length + 8);
    // The restored sequences go on: a new post is stored.
    const posted = await fetch(`${copy.url}/api/contact/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "After Restore",
        email: "after@example.com",
        number: "",
        message: "after",
      }),
    });
    expect(posted.status).toBe(200);
  },
);
