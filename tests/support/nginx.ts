import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CacheProcess } from "./cache-process.ts";
import { freePort } from "./server-process.ts";

export const NGINX = "/usr/sbin/nginx";
/** Debian's libnginx-mod-http-cache-purge, which deploy/nginx/nginx.conf loads. */
export const NGINX_PURGE_MODULE = "/usr/lib/nginx/modules/ngx_http_cache_purge_module.so";

/** Whether Debian's nginx and its cache purge module are installed (`.ci/run` installs them; REQUIRE_NGINX=1 there). */
export function nginxAvailable(): boolean {
  if (existsSync(NGINX) && existsSync(NGINX_PURGE_MODULE)) return true;
  if (process.env.REQUIRE_NGINX === "1")
    throw new Error(`REQUIRE_NGINX=1 but ${NGINX} or ${NGINX_PURGE_MODULE} is missing`);
  return false;
}

/**
 * A real nginx started by a test, with the project's own configuration (deploy/nginx/nginx.conf)
 * pointed at the given instances' ports instead of 3000 and 3001, listening on a free port, its
 * pid, log and cache in a folder of its own. One worker: the bench pins it to one core.
 */
export class NginxTestServer {
  port = 0;
  readonly #process = new CacheProcess();
  #dir = "";

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** PURGE_URL for the instances (PURGE_BY=paths). */
  get purgeUrl(): string {
    return `${this.url}/.purge`;
  }

  /** `cpu`: pinned to this core with taskset (the bench pins the product and its cache alike). */
  async start(backendPorts: [number, number], port?: number, cpu?: number): Promise<this> {
    this.port = port ?? (await freePort());
    this.#dir ||= await fs.mkdtemp(path.join(os.tmpdir(), "nginx-test-"));
    // nginx's workers run as another user (started by root): they must reach the cache folder.
    await fs.chmod(this.#dir, 0o755);
    const conf = (await fs.readFile(path.resolve("deploy/nginx/nginx.conf"), "utf8"))
      .replace("worker_processes auto;", "worker_processes 1;\ndaemon off;")
      .replace("pid /run/nginx-site.pid;", `pid ${path.join(this.#dir, "nginx.pid")};`)
      .replace("/var/log/nginx/site-error.log", path.join(this.#dir, "error.log"))
      .replace("/var/cache/nginx/site", path.join(this.#dir, "cache"))
      .replace("server 127.0.0.1:3000 ", `server 127.0.0.1:${backendPorts[0]} `)
      .replace("server 127.0.0.1:3001 ", `server 127.0.0.1:${backendPorts[1]} `)
      .replace("listen 6081;", `listen 127.0.0.1:${this.port};`);
    const file = path.join(this.#dir, "nginx.conf");
    await fs.writeFile(file, conf);
    // nginx writes its temporary files under -p unless told otherwise.
    const args = ["-p", this.#dir, "-e", path.join(this.#dir, "error.log"), "-c", file];
    // Answered by nginx itself (a purge of a copy it does not hold): it listens and runs the configuration.
    await this.#process.start("nginx", NGINX, args, cpu, async () => {
      const response = await fetch(`${this.purgeUrl}/none`, { method: "PURGE" });
      return response.status === 404;
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
