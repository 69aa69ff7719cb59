import { describe, expect, it } from "vitest";
import { previewOf } from "./inbox.routes.ts";

describe("previewOf", () => {
  it("puts a text on one line and cuts it at 140 characters with an ellipsis", () => {
    expect(previewOf("  Hello\n\nthere\tfriend  ")).toBe("Hello there friend");
    const long = previewOf("अ".repeat(200));
    expect(Array.from(long)).toHaveLength(140);
    expect(long.endsWith("…")).toBe(true);
    expect(previewOf("x".repeat(140))).toBe("x".repeat(140));
  });
});
