import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol, which the page's CSP does not govern, so the
// journeys keep the real CSP switched on and would see any violation it reports.
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * Collects what would be wrong with a page load: console errors, failed requests, and any
 * request to a host other than the site itself.
 */
export function trackPageProblems(page: Page, baseURL: string | undefined): () => string[] {
  const problems: string[] = [];
  const siteOrigin = new URL(baseURL ?? "http://127.0.0.1").origin;
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    // Navigations away cancel in-flight media requests; that is not a failure of the page.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return;
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.origin !== siteOrigin) {
      problems.push(`third-party request: ${request.url()}`);
    }
  });
  page.on("response", (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== "document") {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return () => problems;
}

export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
    }));
  });
  expect(violations).toEqual([]);
}

/**
 * A shared (cached) page carries no nonce: its Content-Security-Policy lists the SHA-256 of each
 * of its inline scripts, and nothing else lets an inline script run.
 */
export function expectInlineScriptsAllowedByHash(html: string, contentSecurityPolicy: string) {
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(contentSecurityPolicy)?.[1]?.split(" ") ?? [];
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc.filter((source) => source.startsWith("'nonce-") || source === "'unsafe-inline'")).toEqual(
    [],
  );
  expect(html).not.toMatch(/<[^>]+\snonce=/);
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\ssrc=/.test(attributes ?? ""),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const [, , content] of inline) {
    expect(scriptSrc).toContain(
      `'sha256-${createHash("sha256")
        .update(content ?? "")
        .digest("base64")}'`,
    );
  }
}

/**
 * Holds the requests that `pattern` matches until the journey releases them, then sends them on
 * to the real server: a journey can look at a form's "sending" state for as long as it needs,
 * without sleeping.
 */
export async function holdRequests(page: Page, pattern: string): Promise<{ release(): void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return { release: () => release() };
}
