import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients } from "#src/features/clients/server/clients.table.ts";
import { bearer, blurredSvg, loginAsAdmin, multipart } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

// Uploaded images are encoded within a time budget, a few at a time, and not stored for a client
// that has left (src/platform/uploads/image-encoder.ts). The budget is shortened here.
const BUDGET_MS = 3000;
/** Ten times the blurred shapes of the finding's SVG: past the budget even on a fast machine. */
const heavySvg = () => blurredSvg(300);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, { imageLimits: { budgetMs: BUDGET_MS, encoders: 1, maxWaiting: 1 } });
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());

const rowCount = async () => (await t.database.db.select().from(clients)).length;
const storedLogos = async () => (await fs.readdir(path.join(t.images.root, "clients"))).sort();

async function addClient(logo: Buffer) {
  const form = await multipart({ name: "Blur Inc" }, [
    { name: "logo", data: logo, filename: "logo.svg", type: "image/svg+xml" },
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/clients",
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

describe("the image budget", () => {
  it("an SVG whose filters take longer than the budget is refused within it, and nothing is stored", async () => {
    const svg = heavySvg();
    expect(svg.length).toBeLessThan(40 * 1024);
    const [rows, files] = [await rowCount(), await storedLogos()];
    const started = performance.now();
    const response = await addClient(svg);
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      "Logo took too long to process: please upload a smaller or simpler image",
    );
    // The budget, the child's start and the multipart parse (slow on a loaded machine); not the
    // minute of the blur.
    expect(elapsed).toBeLessThan(BUDGET_MS + 5000);
    expect(await rowCount()).toBe(rows);
    expect(await storedLogos()).toEqual(files);
  });

  it("an upload while the encoder is busy and its one waiting place taken is answered 429 at once", async () => {
    const answers = await Promise.all([addClient(heavySvg()), addClient(heavySvg()), addClient(heavySvg())]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toContain(429);
    const busy = answers.find((answer) => answer.statusCode === 429)!;
    expect(busy.headers["retry-after"]).toBe("30");
    expect(busy.json().message).toBe("Other images are being processed. Please try again in a minute.");
    await t.images.uploadsIdle();
  });

  it("a client that disconnects while its image waits or is processed leaves no row and no file", async () => {
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = t.app.server.address() as net.AddressInfo;
    const [rows, files] = [await rowCount(), await storedLogos()];
    /** Posts a client with this logo over a socket of its own, which the caller destroys. */
    async function postOverSocket(logo: Buffer) {
      const form = await multipart({ name: "Gone Ltd" }, [
        { name: "logo", data: logo, filename: "logo.svg", type: "image/svg+xml" },
      ]);
      const socket = net.connect(port, "127.0.0.1");
      await new Promise((resolve) => socket.once("connect", resolve));
      socket.write(
        `POST /api/clients HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${form.headers["content-type"]}\r\nContent-Length: ${form.payload.length}\r\n\r\n`,
      );
      socket.write(form.payload);
      return socket;
    }
    const light = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#0ea5e9"/></svg>',
    );

    // Waiting: a light logo queued behind a slow one; its client leaves before its turn.
    const slow = addClient(heavySvg());
    await new Promise((resolve) => setTimeout(resolve, 200));
    const waiting = await postOverSocket(light);
    await new Promise((resolve) => setTimeout(resolve, 300));
    waiting.destroy();
    expect((await slow).statusCode).toBe(422);
    await t.images.uploadsIdle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await rowCount()).toBe(rows);
    expect(await storedLogos()).toEqual(files);

    // Processing: the encoder is stopped when its client leaves, not left to run out its budget.
    const running = await postOverSocket(heavySvg());
    await new Promise((resolve) => setTimeout(resolve, 300));
    running.destroy();
    const left = performance.now();
    await t.images.uploadsIdle();
    expect(performance.now() - left).toBeLessThan(BUDGET_MS / 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await rowCount()).toBe(rows);
    expect(await storedLogos()).toEqual(files);
  });
});
