import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { projectPath } from "#src/platform/project-path.ts";

export const TEST_ADMIN = { number: "9876500077", password: "reliability-admin-pass-1" };

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Milliseconds from spawn until /readyz answered 200. */
  startupMs: number;
  output(): string;
  /** Sends the signal to the server and resolves with its exit code/signal. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
}

/**
 * A port nothing listens on now, as the system hands one out: a fixed range would meet the
 * machine's own services (NATS on 4222, epmd on 4369, …) or another test file's servers.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function makeDataDir(prefix = "site-run-"): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

/** The Node flags package.json's start and serve scripts give the built server. */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4", "--liftoff-only"];

/**
 * Starts the production build (build/server.mjs) as its own process, as `npm run serve` does,
 * and waits until it is ready. Needs `npm run build` first.
 */
export async function startServer(options: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  cpu?: number;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const serverFile = projectPath("build", "server.mjs");
  const command = options.cpu === undefined ? process.execPath : "taskset";
  const nodeArgs = [...SERVER_NODE_FLAGS, serverFile];
  const args =
    options.cpu === undefined ? nodeArgs : ["-c", String(options.cpu), process.execPath, ...nodeArgs];
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: projectPath(),
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: "warn",
      SEED_SAMPLE_CONTENT: "false",
      FORM_RATE_LIMIT_PER_MINUTE: "10000000",
      ADMIN_NUMBER: TEST_ADMIN.number,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  let ready = false;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) {
        ready = true;
        break;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!ready) {
    child.kill("SIGKILL");
    throw new Error(`The server did not become ready on port ${port}:\n${log}`);
  }
  const startupMs = performance.now() - started;

  return {
    child,
    url,
    port,
    startupMs,
    output: () => log,
    stop: async (signal = "SIGTERM") => {
      const sent = performance.now();
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const result = await exited;
      return { ...result, ms: performance.now() - sent };
    },
  };
}

export async function adminToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(TEST_ADMIN),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token)
    throw new Error(`Login failed: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** The RSS of a process in MiB, read from /proc. */
export async function rssMiB(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** A fresh PostgreSQL database on the server of TEST_DATABASE_URL, dropped by the returned function. */
export async function createPostgresDatabase(baseUrl: string, name: string) {
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
