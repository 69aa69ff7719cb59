import { describe, expect, it } from "vitest";
import { BatchWriter } from "./batch-writer.ts";

/** A write that takes a turn of the event loop, like a database round trip. */
function recordingWrite(fail: (row: number) => boolean = () => false) {
  const batches: number[][] = [];
  const stored: number[] = [];
  const write = async (rows: number[]) => {
    batches.push([...rows]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (rows.some(fail)) throw new Error(`bad row in ${rows.join(",")}`);
    stored.push(...rows);
  };
  return { batches, stored, write };
}

describe("BatchWriter", () => {
  it("writes a lone row at once, alone", async () => {
    const { batches, write } = recordingWrite();
    await new BatchWriter(write).add(1);
    expect(batches).toEqual([[1]]);
  });

  it("groups the rows that arrive together, and settles each after its write", async () => {
    const { batches, stored, write } = recordingWrite();
    const writer = new BatchWriter(write);
    const acknowledged: number[] = [];
    const posts = Array.from({ length: 100 }, (_, row) =>
      writer.add(row).then(() => {
        expect(stored).toContain(row);
        acknowledged.push(row);
      }),
    );
    await Promise.all(posts);
    expect(batches).toEqual([Array.from({ length: 100 }, (_, index) => index)]);
    expect(acknowledged.sort((a, b) => a - b)).toEqual(stored.sort((a, b) => a - b));
    expect(stored).toHaveLength(100);
  });

  it("takes the rows that arrive during a write into the next one", async () => {
    const { batches, write } = recordingWrite();
    const writer = new BatchWriter(write);
    const first = writer.add(0);
    // Once the first write has begun, these arrive while it is in flight.
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all([first, writer.add(1), writer.add(2), writer.add(3)]);
    expect(batches).toEqual([[0], [1, 2, 3]]);
  });

  it("keeps batches to their largest size", async () => {
    const { batches, write } = recordingWrite();
    const writer = new BatchWriter(write, 10);
    await Promise.all(Array.from({ length: 35 }, (_, row) => writer.add(row)));
    expect(batches.map((batch) => batch.length)).toEqual([10, 10, 10, 5]);
  });

  it("a bad row fails alone: the rest of its batch is stored and acknowledged", async () => {
    const { stored, write } = recordingWrite((row) => row === 7);
    const writer = new BatchWriter(write);
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, row) => writer.add(row)));
    expect(results.filter((result) => result.status === "rejected")).toHaveLength(1);
    expect(results[7]?.status).toBe("rejected");
    expect(stored.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11]);
    // And the writer goes on after a failure.
    await writer.add(20);
    expect(stored).toContain(20);
  });
});
