import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

// The API's own description is one a client generator can trust: /api/openapi.json passes
// Redocly's `recommended` rules with no error (src/platform/http/openapi.ts completes it).

let t: TestApp;
let folder: string;
beforeAll(async () => {
  t = await createTestApp();
  folder = await fs.mkdtemp(path.join(os.tmpdir(), "openapi-lint-"));
});
afterAll(async () => {
  await t?.close();
  await fs.rm(folder, { recursive: true, force: true });
});

interface LintProblem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
  location: { pointer?: string }[];
}

it("/api/openapi.json passes Redocly's recommended lint with no error", { timeout: 120_000 }, async () => {
  const response = await t.app.inject("/api/openapi.json");
  expect(response.statusCode).toBe(200);
  const spec = response.json();
  // A public form: no session, and its rate limit; a back-office list: the document's bearer
  // session, and the answers without one.
  const contact = spec.paths["/api/contact/contact"].post;
  expect(contact.security).toEqual([]);
  expect(Object.keys(contact.responses)).toEqual(expect.arrayContaining(["200", "400", "429"]));
  expect(contact.responses["401"]).toBeUndefined();
  const contacts = spec.paths["/api/contact/contacts"].get;
  expect(contacts.security).toBeUndefined();
  expect(spec.security).toEqual([{ bearer: [] }]);
  expect(Object.keys(contacts.responses)).toEqual(expect.arrayContaining(["200", "401", "403"]));
  expect(contacts.operationId).toBe("getContactContacts");

  const file = path.join(folder, "openapi.json");
  await fs.writeFile(file, response.body);
  const redocly = path.resolve("node_modules/.bin/redocly");
  // Exits 1 when it finds an error: the report is read either way.
  const { stdout } = await promisify(execFile)(
    redocly,
    ["lint", "--extends", "recommended", "--format", "json", "--max-problems", "1000", file],
    { maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  const { problems } = JSON.parse(stdout) as { problems: LintProblem[] };
  const describe = (problem: LintProblem) =>
    `${problem.ruleId}: ${problem.message} (${problem.location.map((place) => place.pointer).join(", ")})`;
  expect(problems.filter((problem) => problem.severity === "error").map(describe)).toEqual([]);
  // The warnings left: a public read with no parameter has no 4xx answer to document.
  const warnings = problems.filter((problem) => problem.severity === "warn");
  expect(warnings.filter((problem) => problem.ruleId !== "operation-4xx-response").map(describe)).toEqual([]);
});
