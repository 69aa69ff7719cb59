// Times, money and people as the back office writes them (issue 32, point 2). Browser-safe and
// framework-free: the screens (src/ui/admin/date-time.tsx) and the exports (src/platform/http/)
// read the same functions, so a time reads the same on a screen and in a file.

/** The company's time zone when nothing else says (src/platform/env.ts has the same default). */
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

/** How long a time is also said relative to now ("2 hours ago"). */
export const RELATIVE_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

let companyTimeZone = DEFAULT_TIME_ZONE;

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The back office learns the company's time zone (COMPANY_TIME_ZONE) from the session answer
 * (src/admin/admin-layout.tsx): every time on its screens is a time there, not in the browser's zone.
 */
export function setCompanyTimeZone(name: string | undefined): void {
  if (name && isTimeZone(name)) companyTimeZone = name;
}

export function getCompanyTimeZone(): string {
  return companyTimeZone;
}

function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  if (value === "") return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat("en-IN", options);
    formatters.set(key, found);
  }
  return found;
}

/** "26 Nov 2026, 8:33 pm": the day and the time of day in the company's time zone; "" when not a time. */
export function formatDateTime(value: unknown, timeZone = companyTimeZone): string {
  const date = toDate(value);
  if (!date) return "";
  return formatter(`short ${timeZone}`, {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).format(date);
}

/** "Thursday, 26 November 2026 at 8:33:01 pm IST": what the hover and screen readers say. */
export function formatFullDateTime(value: unknown, timeZone = companyTimeZone): string {
  const date = toDate(value);
  if (!date) return "";
  return formatter(`full ${timeZone}`, {
    timeZone,
    dateStyle: "full",
    timeStyle: "long",
    hour12: true,
  }).format(date);
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 1000],
  ["minute", 60_000],
  ["hour", 3_600_000],
  ["day", 86_400_000],
];

/**
 * "2 hours ago", "yesterday", "just now" for a time within a week of `now`; undefined for an
 * older one (its date says more) or one not a time.
 */
export function formatRelativeTime(value: unknown, now: Date = new Date()): string | undefined {
  const date = toDate(value);
  if (!date) return undefined;
  const elapsed = now.getTime() - date.getTime();
  if (Math.abs(elapsed) >= RELATIVE_WITHIN_MS) return undefined;
  if (Math.abs(elapsed) < 45_000) return "just now";
  let unit: [Intl.RelativeTimeFormatUnit, number] = RELATIVE_STEPS[0]!;
  for (const step of RELATIVE_STEPS) if (Math.abs(elapsed) >= step[1]) unit = step;
  const amount = -Math.round(elapsed / unit[1]);
  return new Intl.RelativeTimeFormat("en", { numeric: "auto" }).format(amount, unit[0]);
}

/** "+05:30" in Asia/Kolkata at that instant (a zone with daylight saving answers the offset then). */
function offsetAt(date: Date, timeZone: string): string {
  const name = formatter(`offset ${timeZone}`, { timeZone, timeZoneName: "longOffset" })
    .formatToParts(date)
    .find((part) => part.type === "timeZoneName")?.value;
  const offset = name?.replace(/^GMT/, "") ?? "";
  return offset === "" ? "+00:00" : offset;
}

/**
 * `2026-11-26T20:33:01+05:30`: the instant as the wall clock of the company's time zone with its
 * offset (ISO 8601), what a CSV export gives so that a reader sees the office's time and can
 * still compute the instant.
 */
export function formatOffsetDateTime(value: unknown, timeZone = companyTimeZone): string {
  const date = toDate(value);
  if (!date) return "";
  const parts = Object.fromEntries(
    formatter(`iso ${timeZone}`, {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offsetAt(date, timeZone)}`;
}

/**
 * The wall clock of the company's time zone as a Date whose UTC fields are that clock: a
 * spreadsheet cell has no time zone, so an Excel export writes the time the office read.
 */
export function wallClockDate(value: unknown, timeZone = companyTimeZone): Date | undefined {
  const date = toDate(value);
  if (!date) return undefined;
  return new Date(`${formatOffsetDateTime(date, timeZone).slice(0, 19)}Z`);
}

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** "₹7,00,000" (Indian digit grouping); a value that is not a number is given back as it is. */
export function formatRupees(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value).trim();
  if (text === "" || !/^-?\d+(\.\d+)?$/.test(text.replace(/,/g, ""))) return text;
  return rupees.format(Number(text.replace(/,/g, "")));
}

/** A `tel:` link's target for a phone number as typed ("+91 98765 43210" → "tel:+919876543210"). */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, "");
  return /^\+?\d{3,}$/.test(digits) ? `tel:${digits}` : undefined;
}

/** A zone's wall-clock parts of an instant: year, month (1–12), day, hour, minute. */
function wallClockParts(instant: Date, timeZone: string) {
  const parts = formatter(`parts-${timeZone}`, {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
  };
}

/**
 * The instant at which a zone's clock reads `date` ("2026-12-03") and `time` ("14:30"): what an
 * interview entered in the company's time is. Undefined when the text is not a date and time.
 */
export function zonedInstant(date: string, time: string, timeZone = companyTimeZone): Date | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return undefined;
  const wanted = Date.UTC(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  if (Number.isNaN(wanted)) return undefined;
  // The zone's offset at that moment, twice (a change of offset between the guess and the answer).
  let instant = wanted;
  for (let pass = 0; pass < 2; pass++) {
    const seen = wallClockParts(new Date(instant), timeZone);
    const shown = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    instant += wanted - shown;
  }
  return new Date(instant);
}

/** An instant as the zone's date ("2026-12-03") and time ("14:30"), what a form shows back. */
export function zonedDateAndTime(instant: Date, timeZone = companyTimeZone): { date: string; time: string } {
  const p = wallClockParts(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  return { date: `${p.year}-${two(p.month)}-${two(p.day)}`, time: `${two(p.hour)}:${two(p.minute)}` };
}
