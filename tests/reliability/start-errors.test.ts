import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectPath } from "#src/platform/project-path.ts";
import { freePort, makeDataDir, SERVER_NODE_FLAGS } from "../support/server-process.ts";

// A first-time user's usual mistake, a second start on a port that is taken, ends with one plain
// line naming the port and the setting to change, not a stack trace (README, "Two commands").

const folders: string[] = [];

/** The built server, started with the flags package.json's start and serve scripts give it. */
function startBuiltServer(options: {
  port: number;
  dataDir: string;
  admin: { number: string; password: string };
  env?: Record<string, string>;
  nodeArgs?: string[];
}) {
  return spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), ...SERVER_NODE_FLAGS, projectPath("build", "server.mjs")],
    {
      cwd: projectPath(),
      env: {
        PATH: process.env.PATH ?? "",
        HOST: "127.0.0.1",
        PORT: String(options.port),
        DATA_DIR: options.dataDir,
        LOG_LEVEL: "warn",
        SEED_SAMPLE_CONTENT: "false",
        ADMIN_NUMBER: options.admin.number,
        ADMIN_PASSWORD: options.admin.password,
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
}
afterAll(async () => {
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
});

describe("starting the server", () => {
  it("on a port in use: one plain line naming the port and PORT, exit 1, no stack", async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as net.AddressInfo).port;
    const dataDir = await makeDataDir("site-port-taken-");
    folders.push(dataDir);
    try {
      const child = startBuiltServer({
        port,
        dataDir,
        admin: { number: "9876500078", password: "reliability-admin-pass-2" },
        env: { NODE_ENV: "production" },
      });
      let stderr = "";
      child.stderr.on("data", (chunk) => {
        stderr += chunk;
      });
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      expect(code).toBe(1);
      // A fresh data folder first announces its first admin; then the one line, and nothing else.
      const lines = stderr
        .trim()
        .split("\n")
        .filter((line) => !line.startsWith("Created the first admin"));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`Port ${port} is already in use`);
      expect(lines[0]).toContain("PORT");
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it("as npm start does, NODE_ENV unset: pages are rendered by React's production build", async () => {
    const dataDir = await makeDataDir("site-production-react-");
    folders.push(dataDir);
    // Loaded before the server: on SIGUSR2 it prints which builds of React's page renderer
    // Node has loaded (the renderer is CommonJS, so they are in require's cache).
    const probe = path.join(dataDir, "react-probe.mjs");
    await fs.writeFile(
      probe,
      `import { createRequire } from "node:module";
import path from "node:path";
const cache = createRequire(import.meta.url).cache;
process.on("SIGUSR2", () => {
  const builds = Object.keys(cache).filter((file) => /react-dom-server[^/]*\\.js$/.test(file));
  process.stdout.write("REACT_DOM_SERVER " + JSON.stringify(builds.map((file) => path.basename(file))) + "\\n");
});
`,
    );
    const port = await freePort();
    // No NODE_ENV, as package.json's start and serve scripts run it.
    const child = startBuiltServer({
      port,
      dataDir,
      admin: { number: "9876500079", password: "reliability-admin-pass-3" },
      nodeArgs: ["--import", probe],
    });
    let stdout = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/readyz`).then(
              (r) => r.status,
              () => 0,
            ),
          {
            timeout: 30_000,
            interval: 100,
          },
        )
        .toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      child.kill("SIGUSR2");
      await expect.poll(() => /REACT_DOM_SERVER (.*)/.exec(stdout)?.[1], { timeout: 5_000 }).toBeDefined();
      const builds = JSON.parse(/REACT_DOM_SERVER (.*)/.exec(stdout)![1]!) as string[];
      expect(builds).toContain("react-dom-server.node.production.js");
      expect(builds.filter((file) => file.includes("development"))).toEqual([]);
    } finally {
      child.kill("SIGTERM");
      await exited;
    }
  }, 60_000);
});
