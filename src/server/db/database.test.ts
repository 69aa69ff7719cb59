import net from "node:net";
import { describe, expect, it } from "vitest";
import { DatabaseUnreachableError, openDatabase } from "./database.ts";

/** A port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe("opening a PostgreSQL server that refuses", () => {
  it("tries again for a while, then gives up with one line naming DATABASE_URL, without its password", async () => {
    const port = await closedPort();
    const retries: string[] = [];
    const started = Date.now();
    const error = await openDatabase({
      databaseUrl: `postgres://site:s3cret-pass@127.0.0.1:${port}/site?sslmode=disable`,
      dataDir: "/nonexistent",
      startTimeoutMs: 1_200,
      onRetry: (line) => retries.push(line),
    }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DatabaseUnreachableError);
    const message = (error as Error).message;
    expect(message).toContain("DATABASE_URL");
    expect(message).toContain(`127.0.0.1:${port}`);
    expect(message).toContain("ECONNREFUSED");
    expect(message).not.toContain("\n");
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
    expect(Date.now() - started).toBeLessThan(3_000);
    // 250 + 500 ms of pauses fit in 1.2 s; the next (1 s) does not.
    expect(retries).toHaveLength(2);
    for (const line of [message, ...retries]) expect(line).not.toContain("s3cret-pass");
  });

  it("gives up at once when told not to wait", async () => {
    const retries: string[] = [];
    await expect(
      openDatabase({
        databaseUrl: `postgres://127.0.0.1:${await closedPort()}/site`,
        dataDir: "/nonexistent",
        startTimeoutMs: 0,
        onRetry: (line) => retries.push(line),
      }),
    ).rejects.toThrow(/DATABASE_URL/);
    expect(retries).toEqual([]);
  });
});
