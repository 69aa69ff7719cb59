import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

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

const CONSOLE_404 = "console: Failed to load resource: the server responded with a status of 404 (Not Found)";

/** Every stored picture that a client, team member or project still lists (public API). */
async function listedUploads(request: APIRequestContext): Promise<Set<string>> {
  const json = async <T>(path: string) => (await (await request.get(path)).json()) as T;
  const listed = new Set<string>();
  for (const client of await json<{ logo_url: string }[]>("/api/clients")) listed.add(client.logo_url);
  for (const member of (await json<{ data: { image: string }[] }>("/api/team")).data)
    listed.add(member.image);
  for (const category of await json<{ id: number }[]>("/api/categories")) {
    for (const { id } of await json<{ id: number }[]>(`/api/projects?category=${category.id}`)) {
      const project = await json<{
        side_image: string | null;
        images: { image_url: string }[];
        technologies: { tech_icon: string }[];
      }>(`/api/projects/${id}`);
      if (project.side_image) listed.add(project.side_image);
      for (const image of project.images) listed.add(image.image_url);
      for (const technology of project.technologies) listed.add(technology.tech_icon);
    }
  }
  return listed;
}

/**
 * No problem on the page (trackPageProblems), with one exception: other journeys delete the
 * clients, team members and projects they made, and a page loaded just before may still ask for
 * their pictures. A 404 for an upload that no row lists any more is that race, not a fault of the
 * page, and is set aside with its console line; a 404 for a picture a row still lists fails.
 */
export async function expectNoPageProblems(problems: string[], request: APIRequestContext) {
  const missingUploads = problems.filter((problem) => /^HTTP 404: \S*\/uploads\//.test(problem));
  let vanished: string[] = [];
  if (missingUploads.length > 0) {
    const listed = await listedUploads(request);
    // A variant (/uploads/<folder>/<uuid>/w320.avif: src/lib/responsive-images.ts) is its stored image's.
    const storedImage = (pathname: string) =>
      pathname.replace(/^(\/uploads\/[a-z]+\/[0-9a-f-]{36})\/[^/]+$/, "$1.webp");
    vanished = missingUploads.filter(
      (problem) => !listed.has(storedImage(new URL(problem.slice("HTTP 404: ".length)).pathname)),
    );
  }
  let consoleLines = vanished.length;
  const remaining = problems.filter((problem) => {
    if (vanished.includes(problem)) return false;
    if (problem === CONSOLE_404 && consoleLines > 0) {
      consoleLines--;
      return false;
    }
    return true;
  });
  expect(remaining).toEqual([]);
}
