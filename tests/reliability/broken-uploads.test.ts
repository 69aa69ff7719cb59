import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { tinyPdf } from "../support/sample-files.ts";
import { makeDataDir, type ServerProcess, startServer } from "../support/server-process.ts";

/**
 * Broken uploads (docs/reliability-and-security.md): 100 uploads aborted half-way leave no file
 * and the server keeps answering.
 */
let server: ServerProcess;
let dataDir: string;
/**
 * The server's own temporary folder (TMPDIR, which Node's os.tmpdir() and so the multipart
 * parser read): what it leaves there is its own, whatever else runs on the machine at the same
 * time (a browser's profiles in the shared /tmp when CI runs the journeys alongside).
 */
let serverTmp: string;

beforeAll(async () => {
  dataDir = await makeDataDir("broken-uploads-");
  serverTmp = await makeDataDir("broken-uploads-tmp-");
  server = await startServer({ dataDir, env: { TMPDIR: serverTmp } });
});
afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.rm(serverTmp, { recursive: true, force: true });
});

/** The sockets a process holds open (its listening socket and its connections), from /proc. */
async function openSockets(pid: number): Promise<number> {
  const folder = `/proc/${pid}/fd`;
  const links = await Promise.all(
    (await fs.readdir(folder)).map((fd) => fs.readlink(path.join(folder, fd)).catch(() => "")),
  );
  return links.filter((link) => link.startsWith("socket:")).length;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

function abortedUpload(port: number, index: number): Promise<void> {
  // A real application whose resume (~1 MB) stops half-way: the socket is destroyed mid-body.
  const boundary = `----broken${index}`;
  const pdf = Buffer.concat([tinyPdf(), Buffer.alloc(1024 * 1024, 0x20)]);
  const fields = {
    fullName: "Half Upload",
    email: "half@example.com",
    phone: "9876543210",
    location: "Ahmedabad",
    technology: "Go",
    salary: "1000",
  };
  const head = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("");
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const body = Buffer.concat([Buffer.from(head + fileHead), pdf, Buffer.from(tail)]);
  const half = body.subarray(0, Math.floor(body.length / 2));
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(
        `POST /api/applyjob/apply HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(half, () => setTimeout(() => socket.destroy(), 20));
    });
    socket.on("close", () => resolve());
    socket.on("error", () => resolve());
  });
}

it("100 aborted uploads leave no temporary or stored file", { timeout: 120_000 }, async () => {
  const before = await listFiles(dataDir);
  const socketsBefore = await openSockets(server.child.pid!);
  const tmpBefore = new Set(await fs.readdir(serverTmp));
  for (let batch = 0; batch < 10; batch++) {
    await Promise.all(Array.from({ length: 10 }, (_, i) => abortedUpload(server.port, batch * 10 + i)));
  }
  // The server has noticed every closed socket once it holds no more sockets than before the
  // uploads; only then is "no file left" a finding rather than a race.
  await vi.waitFor(
    async () => expect(await openSockets(server.child.pid!)).toBeLessThanOrEqual(socketsBefore),
    {
      timeout: 30_000,
      interval: 50,
    },
  );
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  const after = await listFiles(dataDir);
  expect(after.filter((file) => !file.includes(`${path.sep}db${path.sep}`)).sort()).toEqual(
    before.filter((file) => !file.includes(`${path.sep}db${path.sep}`)).sort(),
  );
  const newTmp = (await fs.readdir(serverTmp)).filter((name) => !tmpBefore.has(name));
  expect(newTmp).toEqual([]);
});
