import { describe, expect, it } from "vitest";
import { servingMessage } from "./listen-address.ts";

describe("the start message", () => {
  it("names the port the server listens on, a wildcard host as localhost", () => {
    expect(servingMessage({ address: "0.0.0.0", family: "IPv4", port: 3111 }, "http://localhost:3000")).toBe(
      "serving on http://localhost:3111 (public address http://localhost:3000)",
    );
    expect(servingMessage({ address: "::", family: "IPv6", port: 3000 }, "http://localhost:3000/")).toBe(
      "serving on http://localhost:3000",
    );
  });

  it("names a bound address as it is", () => {
    expect(
      servingMessage({ address: "127.0.0.1", family: "IPv4", port: 4000 }, "http://127.0.0.1:4000"),
    ).toBe("serving on http://127.0.0.1:4000");
    expect(servingMessage({ address: "::1", family: "IPv6", port: 4000 }, "https://www.example.in")).toBe(
      "serving on http://[::1]:4000 (public address https://www.example.in)",
    );
  });
});
