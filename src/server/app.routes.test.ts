import fs from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectImageServedWhileWriting } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("server basics", () => {
  it("answers /healthz and /readyz", async () => {
    expect((await t.app.inject("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await t.app.inject("/api/no-such-thing");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: "Not found" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("sets strict security headers and a request id", async () => {
    const response = await t.app.inject("/healthz");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("serves stored public images with long caching and nosniff", async () => {
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: "#4f46e5" },
    })
      .png()
      .toBuffer();
    const name = await t.images.save("clients", png);
    expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);
    const response = await t.app.inject(`/uploads/clients/${name}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toContain("immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.width).toBe(40);
  });

  it("answers an image still being written once it is written, never as missing", async () => {
    const name = await expectImageServedWhileWriting(t, "#14b8a6");
    expect(t.images.pendingWrite("projects", name)).toBeUndefined();
  });

  it("refuses path traversal under /uploads", async () => {
    await fs.writeFile(`${t.dataDir}/secret.txt`, "nope");
    const response = await t.app.inject("/uploads/../secret.txt");
    expect(response.statusCode).toBe(404);
    const encoded = await t.app.inject("/uploads/%2e%2e/secret.txt");
    expect([403, 404]).toContain(encoded.statusCode);
    expect(encoded.body).not.toContain("nope");
  });
});
