import { type ChildProcess, spawn } from "node:child_process";

/**
 * A cache server's process as the tests and the bench run it (varnish.ts, nginx.ts): in the
 * foreground, pinned to a core with taskset when asked, its output kept for the error that says
 * why it did not start.
 */
export class CacheProcess {
  #child: ChildProcess | undefined;

  /**
   * Starts `binary` and waits (20 s at most) until `ready()` says it answers: it listens and runs
   * its configuration.
   */
  async start(
    name: string,
    binary: string,
    args: string[],
    cpu: number | undefined,
    ready: () => Promise<boolean>,
  ) {
    let log = "";
    const child =
      cpu === undefined
        ? spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] })
        : spawn("taskset", ["-c", String(cpu), binary, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout?.on("data", (chunk) => {
      log += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      log += chunk;
    });
    this.#child = child;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${name} stopped:\n${log}`);
      try {
        if (await ready()) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill("SIGKILL");
    throw new Error(`${name} did not answer:\n${log}`);
  }

  /** SIGTERM, and waits for the process to end. */
  async stop(): Promise<void> {
    const child = this.#child;
    this.#child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}
