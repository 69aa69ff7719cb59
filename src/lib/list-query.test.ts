import { describe, expect, it } from "vitest";
import { companyDate, hasListParams, listQuery, listRequest, parseListDate } from "./list-query.ts";

describe("list dates", () => {
  it("reads a bare date as a whole day in India, inclusive", () => {
    expect(parseListDate("2026-11-23", "from")?.toISOString()).toBe("2026-11-22T18:30:00.000Z");
    expect(parseListDate("2026-11-23", "to")?.toISOString()).toBe("2026-11-23T18:30:00.000Z");
  });

  it("reads date-times with their offset, without one in India, and includes the last millisecond", () => {
    expect(parseListDate("2026-11-23T10:00:00Z", "from")?.toISOString()).toBe("2026-11-23T10:00:00.000Z");
    expect(parseListDate("2026-11-23T10:00:00.250+01:00", "to")?.toISOString()).toBe(
      "2026-11-23T09:00:00.251Z",
    );
    expect(parseListDate("2026-11-23T10:00", "from")?.toISOString()).toBe("2026-11-23T04:30:00.000Z");
    expect(parseListDate("2026-11-23T10:00:00.123456Z", "from")?.toISOString()).toBe(
      "2026-11-23T10:00:00.123Z",
    );
  });

  it.each([
    "2026-02-29",
    "2026-13-01",
    "2026-1-1",
    "23/11/2026",
    "2026-11-23T24:00:00Z",
    "2026-11-23T10:60Z",
    "now",
    "",
  ])("refuses %o", (value) => {
    expect(parseListDate(value, "from")).toBeUndefined();
  });

  it("accepts the 29th of February in a leap year", () => {
    expect(parseListDate("2028-02-29", "from")).toBeInstanceOf(Date);
  });

  it("names the day of an instant in India", () => {
    expect(companyDate(new Date("2026-11-23T18:29:59Z"))).toBe("2026-11-23");
    expect(companyDate(new Date("2026-11-23T18:30:00Z"))).toBe("2026-11-24");
  });
});

describe("list queries", () => {
  it("fills the defaults and tells whether any parameter was given", () => {
    const none = listQuery().parse({});
    expect(hasListParams(none)).toBe(false);
    expect(listRequest(none)).toMatchObject({ q: "", sort: "newest", page: 1, pageSize: 25 });
    expect(listRequest(none).export).toBeUndefined();
    const some = listQuery({ statuses: ["new", "done"] }).parse({ q: "  asha ", status: "done", page: "2" });
    expect(hasListParams(some)).toBe(true);
    expect(listRequest(some)).toMatchObject({ q: "asha", status: "done", page: 2 });
    expect(hasListParams(listQuery().parse({ q: "" }))).toBe(true);
  });

  it("takes status only where the list has statuses", () => {
    expect(listQuery().safeParse({ status: "new" }).success).toBe(false);
    expect(listQuery({ statuses: ["new"] }).safeParse({ status: "new" }).success).toBe(true);
  });
});
