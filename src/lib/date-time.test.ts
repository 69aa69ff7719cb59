import { describe, expect, it } from "vitest";
import {
  formatDateTime,
  formatFullDateTime,
  formatOffsetDateTime,
  formatRelativeTime,
  formatRupees,
  telHref,
  wallClockDate,
} from "./date-time.ts";

// 15:03:01 UTC is 20:33:01 in India (+05:30, no daylight saving).
const instant = "2026-11-26T15:03:01.000Z";

describe("times in the company's time zone", () => {
  it("shows the day and the time of day in the company's zone, not the machine's", () => {
    expect(formatDateTime(instant, "Asia/Kolkata")).toBe("26 Nov 2026, 8:33 pm");
    expect(formatDateTime(instant, "America/New_York")).toBe("26 Nov 2026, 10:03 am");
    // Just after midnight in India is still the day before in UTC.
    expect(formatDateTime("2026-11-26T18:45:00Z", "Asia/Kolkata")).toBe("27 Nov 2026, 12:15 am");
  });

  it("says the full time, with seconds and the zone, for the hover and screen readers", () => {
    expect(formatFullDateTime(instant, "Asia/Kolkata")).toBe("Thursday, 26 November 2026 at 8:33:01 pm IST");
  });

  it("answers nothing for a value that is not a time", () => {
    expect(formatDateTime("")).toBe("");
    expect(formatDateTime("not a date")).toBe("");
    expect(formatDateTime(null)).toBe("");
  });

  it("gives an export's time with its offset, the wall clock of the zone", () => {
    expect(formatOffsetDateTime(instant, "Asia/Kolkata")).toBe("2026-11-26T20:33:01+05:30");
    expect(formatOffsetDateTime(instant, "UTC")).toBe("2026-11-26T15:03:01+00:00");
    // A zone with daylight saving gives the offset of that instant.
    expect(formatOffsetDateTime("2026-07-01T12:00:00Z", "Europe/London")).toBe("2026-07-01T13:00:00+01:00");
    expect(wallClockDate(instant, "Asia/Kolkata")?.toISOString()).toBe("2026-11-26T20:33:01.000Z");
  });
});

describe("relative times", () => {
  const now = new Date(instant);
  const earlier = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it("says how long ago a recent time was", () => {
    expect(formatRelativeTime(earlier(10_000), now)).toBe("just now");
    expect(formatRelativeTime(earlier(5 * 60_000), now)).toBe("5 minutes ago");
    expect(formatRelativeTime(earlier(2 * 3_600_000), now)).toBe("2 hours ago");
    expect(formatRelativeTime(earlier(26 * 3_600_000), now)).toBe("yesterday");
    expect(formatRelativeTime(earlier(3 * 86_400_000), now)).toBe("3 days ago");
  });

  it("says nothing for a time over a week old: its date says more", () => {
    expect(formatRelativeTime(earlier(8 * 86_400_000), now)).toBeUndefined();
  });
});

describe("money and phone numbers", () => {
  it("writes rupees with Indian digit grouping and no paise", () => {
    expect(formatRupees("700000.00")).toBe("₹7,00,000");
    expect(formatRupees(1234567)).toBe("₹12,34,567");
    expect(formatRupees("950")).toBe("₹950");
  });

  it("gives back a salary that is not a number as it was written", () => {
    expect(formatRupees("negotiable")).toBe("negotiable");
    expect(formatRupees("")).toBe("");
  });

  it("links a phone number as typed to tel: with its digits and plus", () => {
    expect(telHref("+91 98765 43210")).toBe("tel:+919876543210");
    expect(telHref("(079) 2658-1234")).toBe("tel:07926581234");
    expect(telHref("call me")).toBeUndefined();
  });
});
