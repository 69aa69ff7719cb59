import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { makeDataDir, type ServerProcess, startServer } from "../support/server-process.ts";

/**
 * A process killed while writing a file leaves `<name>.partial` beside where the file was going
 * (src/platform/uploads/file-storage.ts): the next start removes them, and only them.
 */
let server: ServerProcess | undefined;
let dataDir: string;
afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

it("partial files a killed process left are gone after a restart; whole files stay", async () => {
  dataDir = await makeDataDir("partial-files-");
  const uploads = path.join(dataDir, "uploads");
  const resumes = path.join(dataDir, "private", "resumes");
  await fs.mkdir(path.join(uploads, "clients"), { recursive: true });
  await fs.mkdir(resumes, { recursive: true });
  const partials = [
    path.join(uploads, "clients", `${randomUUID()}.webp.partial`),
    path.join(resumes, `${randomUUID()}.pdf.partial`),
    path.join(uploads, `.writing-${randomUUID()}.json.partial`),
  ];
  const whole = [
    path.join(uploads, "clients", `${randomUUID()}.webp`),
    path.join(resumes, `${randomUUID()}.pdf`),
  ];
  for (const file of [...partials, ...whole]) await fs.writeFile(file, "half a file");

  server = await startServer({ dataDir });
  for (const file of partials) await expect(fs.access(file)).rejects.toThrow();
  for (const file of whole) expect(await fs.readFile(file, "utf8")).toBe("half a file");
});
