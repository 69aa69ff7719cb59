/**
 * An interview as an iCalendar file (RFC 5545) that calendar programs accept as an invitation:
 * METHOD:REQUEST (or CANCEL), the start and end in UTC, a UID that stays for the interview's
 * life and a SEQUENCE that each change raises, so a program updates the event it already has.
 */
export async function interviewCalendar(event: {
  uid: string;
  sequence: number;
  method: "REQUEST" | "CANCEL";
  start: Date;
  durationMinutes: number;
  title: string;
  location: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}): Promise<string> {
  // Loaded with the first invitation, not at start: the library and its validator (yup) are
  // resident otherwise in every instance, most of which never schedule an interview
  // (docs/performance.md, "Libraries loaded at their first use").
  const { createEvent } = await import("ics");
  const { start } = event;
  const { error, value } = createEvent({
    productId: "arvexa/back-office",
    method: event.method,
    uid: event.uid,
    sequence: event.sequence,
    start: [
      start.getUTCFullYear(),
      start.getUTCMonth() + 1,
      start.getUTCDate(),
      start.getUTCHours(),
      start.getUTCMinutes(),
    ],
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: event.durationMinutes },
    title: event.title,
    location: event.location,
    status: event.method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    organizer: event.organizer,
    attendees: event.attendees
      .filter((person) => person.email)
      .map((person) => ({
        name: person.name,
        email: person.email,
        rsvp: true,
        partstat: "NEEDS-ACTION" as const,
        role: "REQ-PARTICIPANT" as const,
      })),
  });
  if (error || !value) throw error ?? new Error("The calendar file could not be made");
  return value;
}
