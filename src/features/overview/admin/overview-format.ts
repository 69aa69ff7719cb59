// Dates and durations as the overview writes them, in its text and its charts alike.

/** `2026-11-23` as `23 Nov` (a day, whatever the reader's zone: it is a calendar date). */
export function shortDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}

/** Seconds as minutes, hours or days, for a person. */
export function formatWait(seconds: number | null): string {
  if (seconds === null) return "–";
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 48 * 3600) return `${(seconds / 3600).toFixed(1)} h`;
  return `${(seconds / 86400).toFixed(1)} days`;
}
