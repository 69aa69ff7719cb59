import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CacheProcess } from "./cache-process.ts";
import { freePort } from "./server-process.ts";

export const VARNISHD = "/usr/sbin/varnishd";

/** Whether Debian's Varnish is installed (`.ci/run` installs it; REQUIRE_VARNISH=1 there). */
export function varnishAvailable(): boolean {
  if (existsSync(VARNISHD)) return true;
  if (process.env.REQUIRE_VARNISH === "1") throw new Error(`REQUIRE_VARNISH=1 but ${VARNISHD} is missing`);
  return false;
}

/**
 * A real Varnish started by a test, with the project's own configuration
 * (deploy/varnish/default.vcl) pointed at the given instances' ports instead of 3000 and 3001.
 */
export class VarnishTestServer {
  port = 0;
  readonly #process = new CacheProcess();
  #dir = "";

  /** Varnish's working directory (varnishstat -n reads its counters there). */
  get workDir(): string {
    return path.join(this.#dir, "work");
  }

  /** Cache hits and misses since it started (varnishstat). */
  async counters(): Promise<{ hits: number; misses: number }> {
    const { execFile } = await import("node:child_process");
    const out = await new Promise<string>((resolve, reject) =>
      execFile(
        "varnishstat",
        ["-n", this.workDir, "-1", "-f", "MAIN.cache_hit", "-f", "MAIN.cache_miss"],
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      ),
    );
    const value = (name: string) => Number(new RegExp(`${name}\\s+(\\d+)`).exec(out)?.[1] ?? 0);
    return { hits: value("MAIN.cache_hit"), misses: value("MAIN.cache_miss") };
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** `cpu`: pinned to this core with taskset (the bench pins the product and its cache alike). */
  async start(backendPorts: [number, number], port?: number, cpu?: number): Promise<this> {
    this.port = port ?? (await freePort());
    this.#dir ||= await fs.mkdtemp(path.join(os.tmpdir(), "varnish-test-"));
    const vcl = (await fs.readFile(path.resolve("deploy/varnish/default.vcl"), "utf8"))
      .replace('.port = "3000";', `.port = "${backendPorts[0]}";`)
      .replace('.port = "3001";', `.port = "${backendPorts[1]}";`);
    const file = path.join(this.#dir, "site.vcl");
    await fs.writeFile(file, vcl);
    const args = [
      "-F",
      "-j",
      "none",
      "-a",
      `127.0.0.1:${this.port}`,
      "-T",
      "none",
      "-f",
      file,
      "-n",
      this.workDir,
      "-s",
      "malloc,64m",
    ];
    // Answered by Varnish itself (a purge of nothing): it listens and runs the configuration.
    await this.#process.start("varnishd", VARNISHD, args, cpu, async () => {
      const response = await fetch(this.url, { method: "PURGE", headers: { "surrogate-key": "none" } });
      return response.status === 200;
    });
    return this;
  }

  stop(): Promise<void> {
    return this.#process.stop();
  }

  async remove(): Promise<void> {
    await this.stop();
    if (this.#dir) await fs.rm(this.#dir, { recursive: true, force: true });
  }
}
