import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { PUBLIC_ROUTES } from "../support/public-routes.ts";

/**
 * Every public page is valid HTML for the W3C Nu HTML Checker (vnu-jar, a Java program: CI
 * installs a Java runtime, .ci/run). The server's HTML of every public route, a project page and
 * the 404 page is saved and checked in one run of the checker. Its CSS grammar lags behind the
 * CSS the site uses (@property, anchor positioning, @starting-style), so its CSS reports are left
 * out; every HTML error fails.
 */
interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

test("every public page is valid HTML for the Nu HTML Checker", async ({ request }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const project = /<loc>[^<]*?(\/about\/portfolio\/\d+)<\/loc>/.exec(sitemap)?.[1];
  expect(project, "the sitemap lists a project page").toBeTruthy();
  const paths = [...PUBLIC_ROUTES.map((route) => route.path), project!, "/no-such-page"];

  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "html-validity-"));
  try {
    const files = new Map<string, string>();
    for (const [index, pagePath] of paths.entries()) {
      const response = await request.get(pagePath);
      expect(response.status(), pagePath).toBe(pagePath === "/no-such-page" ? 404 : 200);
      const file = path.join(folder, `${index}.html`);
      await fs.writeFile(file, await response.text());
      files.set(path.basename(file), pagePath);
    }
    const vnu = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
    // Exits 1 when it reports an error; the JSON report (on stderr) is read either way.
    const { stderr } = await promisify(execFile)(
      "java",
      [
        "-jar",
        vnu,
        "--errors-only",
        "--format",
        "json",
        ...[...files.keys()].map((name) => path.join(folder, name)),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { code?: string | number; stderr?: string }) => {
      if (error.code === "ENOENT")
        throw new Error("The HTML check needs Java: apt-get install -y default-jre-headless");
      return { stderr: error.stderr ?? "" };
    });
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => !message.message.startsWith("CSS:"))
      .map(
        (message) =>
          `${files.get(path.basename(message.url)) ?? message.url}:${message.lastLine ?? "?"} ${message.message} (${message.extract?.trim().slice(0, 120) ?? ""})`,
      );
    expect(errors).toEqual([]);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
});
