import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zonedDateAndTime } from "#src/lib/date-time.ts";
import { bearer, multipart, tinyPdf } from "#src/server/test/api-helpers.ts";
import { makeStaff, sessionOf, signedInAs } from "#src/server/test/role-helpers.ts";
import { type ReceivedMail, SmtpTestServer } from "#src/server/test/smtp-test-server.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { interviewTexts } from "../job-application.schema.ts";

// Interviews: invitations with an .ics (parsed back with ical.js) caught by a real SMTP server,
// rescheduled (same UID, SEQUENCE + 1) and cancelled (METHOD:CANCEL), and each interviewer's
// feedback (docs/decisions/0042-stage-mails.md, "Interviews").

const smtp = new SmtpTestServer();
let t: TestApp;
let hr: string;
let sales: string;
let meera: { id: number; token: string; email: string };
let arjun: { id: number; token: string; email: string };

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function interviewer(name: string) {
  const email = `${name.toLowerCase()}.${unique()}@arvexa.test`;
  const { id } = await makeStaff(t, ["hr"], { name, email });
  return { id, email, token: await sessionOf(t, id) };
}

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    FORM_RATE_LIMIT_PER_MINUTE: "1000",
    COMPANY_TIME_ZONE: "Asia/Kolkata",
    PUBLIC_ORIGIN: "https://www.arvexa.test",
  });
  hr = await signedInAs(t, ["hr"]);
  sales = await signedInAs(t, ["sales"]);
  meera = await interviewer("Meera");
  arjun = await interviewer("Arjun");
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const call = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function candidate(fullName: string) {
  const email = `cand.${unique()}@example.com`;
  const form = await multipart(
    {
      fullName,
      email,
      phone: "+91 9876543210",
      location: "Pune",
      technology: "Go Developer",
      salary: "1200000",
    },
    [{ name: "resume", data: tinyPdf("Go"), filename: "cv.pdf" }],
  );
  expect((await t.app.inject({ method: "POST", url: "/api/applyjob/apply", ...form })).statusCode).toBe(200);
  const found = await call("GET", `/api/applyjob/applications?q=${encodeURIComponent(email)}`, hr);
  await t.app.mail.flush();
  return { id: (found.json().data as { id: number }[])[0]!.id, email, since: smtp.received.length };
}

/** Two days from the test's clock, as the company's calendar day. */
const dayAfterTomorrow = () =>
  zonedDateAndTime(new Date(t.now().getTime() + 2 * 24 * 60 * 60_000), "Asia/Kolkata").date;

async function mailsSince(since: number) {
  await t.app.mail.flush();
  return smtp.received.slice(since);
}

function calendarOf(mail: ReceivedMail) {
  const file = mail.parsed.attachments.find((each) => each.contentType.startsWith("text/calendar"));
  expect(file, "an .ics attachment").toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(file!.content.toString("utf8")));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    location: event.location,
    status: calendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("status"),
    attendees: calendar
      .getFirstSubcomponent("vevent")!
      .getAllProperties("attendee")
      .map((property) => String(property.getFirstValue()).toLowerCase()),
  };
}

describe("interviews", () => {
  it("schedules in company time: the candidate and each interviewer get a REQUEST with the right instant", async () => {
    const { id, email, since } = await candidate("Asha Nair");
    const date = dayAfterTomorrow();
    const created = await call("POST", `/api/applyjob/${id}/interviews`, hr, {
      date,
      time: "14:30",
      duration_minutes: 45,
      interviewer_ids: [meera.id, arjun.id],
      place: "https://meet.example.com/abc-defg",
    });
    expect(created.statusCode, created.body).toBe(201);
    const interview = created.json().data;
    expect(interview).toMatchObject({
      date,
      time: "14:30",
      duration_minutes: 45,
      sequence: 0,
      state: "scheduled",
    });
    // 14:30 in Kolkata (UTC+05:30) is 09:00 UTC.
    expect(interview.starts_at).toBe(`${date}T09:00:00.000Z`);

    const mails = await mailsSince(since);
    expect(mails.map((mail) => mail.rcptTo[0]).sort()).toEqual([arjun.email, email, meera.email].sort());
    for (const mail of mails) {
      const ics = calendarOf(mail);
      expect(ics.method).toBe("REQUEST");
      expect(ics.uid).toBe(`interview-${interview.id}@www.arvexa.test`);
      expect(ics.sequence).toBe(0);
      expect(ics.start.toISOString()).toBe(`${date}T09:00:00.000Z`);
      expect(ics.end.toISOString()).toBe(`${date}T09:45:00.000Z`);
      expect(ics.location).toBe("https://meet.example.com/abc-defg");
      // The interviewers' copy names everyone; the candidate's only the candidate (no staff addresses).
      expect(ics.attendees.sort()).toEqual(
        mail.rcptTo.includes(email)
          ? [`mailto:${email}`]
          : [`mailto:${email}`, `mailto:${meera.email}`, `mailto:${arjun.email}`].sort(),
      );
      if (mail.rcptTo.includes(email)) {
        expect(mail.raw).not.toContain(meera.email);
        expect(mail.raw).not.toContain(arjun.email);
      }
    }
    const toCandidate = mails.find((mail) => mail.rcptTo.includes(email))!;
    expect(toCandidate.parsed.subject).toBe(interviewTexts.invitationSubject("Asha Nair", "Go Developer"));
    expect(toCandidate.parsed.text).toContain(`${date} at 14:30 (Asia/Kolkata), 45 minutes`);

    const upcoming = (await call("GET", "/api/hiring/interviews", hr)).json().data as { id: number }[];
    expect(upcoming.some((each) => each.id === interview.id)).toBe(true);
  });

  it("reschedules with the same UID and SEQUENCE 1, a removed interviewer gets CANCEL; cancelling sends CANCEL to all", async () => {
    const { id, email } = await candidate("Ravi Kumar");
    const date = dayAfterTomorrow();
    const created = await call("POST", `/api/applyjob/${id}/interviews`, hr, {
      date,
      time: "10:00",
      duration_minutes: 30,
      interviewer_ids: [meera.id, arjun.id],
      place: "Office, 4th floor, Prahlad Nagar",
    });
    const interviewId = created.json().data.id as number;
    const uid = `interview-${interviewId}@www.arvexa.test`;
    let since = (await mailsSince(0)).length;

    const moved = await call("PUT", `/api/hiring/interviews/${interviewId}`, hr, {
      date,
      time: "16:15",
      duration_minutes: 60,
      interviewer_ids: [meera.id],
      place: "Office, 4th floor, Prahlad Nagar",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ time: "16:15", sequence: 1 });
    let mails = await mailsSince(since);
    expect(mails).toHaveLength(3);
    const update = calendarOf(mails.find((mail) => mail.rcptTo.includes(email))!);
    expect(update).toMatchObject({ method: "REQUEST", uid, sequence: 1 });
    expect(update.start.toISOString()).toBe(`${date}T10:45:00.000Z`);
    const dropped = calendarOf(mails.find((mail) => mail.rcptTo.includes(arjun.email))!);
    expect(dropped).toMatchObject({ method: "CANCEL", uid, sequence: 1, status: "CANCELLED" });
    expect(calendarOf(mails.find((mail) => mail.rcptTo.includes(meera.email))!).method).toBe("REQUEST");

    since = smtp.received.length;
    expect((await call("DELETE", `/api/hiring/interviews/${interviewId}`, hr)).statusCode).toBe(200);
    mails = await mailsSince(since);
    expect(mails.map((mail) => mail.rcptTo[0]).sort()).toEqual([email, meera.email].sort());
    for (const mail of mails) {
      expect(calendarOf(mail)).toMatchObject({ method: "CANCEL", uid, sequence: 2, status: "CANCELLED" });
    }
    expect((await call("DELETE", `/api/hiring/interviews/${interviewId}`, hr)).statusCode).toBe(409);
    const upcoming = (await call("GET", "/api/hiring/interviews", hr)).json().data as { id: number }[];
    expect(upcoming.some((each) => each.id === interviewId)).toBe(false);
  });

  it("each interviewer records feedback; others may not; bad input is a 400", async () => {
    const { id } = await candidate("Dev Patel");
    const date = dayAfterTomorrow();
    const created = await call("POST", `/api/applyjob/${id}/interviews`, hr, {
      date,
      time: "11:00",
      duration_minutes: 30,
      interviewer_ids: [meera.id],
      place: "Office",
    });
    const interviewId = created.json().data.id as number;
    const given = await call("PUT", `/api/hiring/interviews/${interviewId}/feedback`, meera.token, {
      recommendation: "strong_yes",
      notes: "Clear answers on concurrency.",
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data.interviewers).toEqual([
      {
        id: meera.id,
        name: "Meera",
        recommendation: "strong_yes",
        notes: "Clear answers on concurrency.",
        you: true,
      },
    ]);
    const other = await call("PUT", `/api/hiring/interviews/${interviewId}/feedback`, arjun.token, {
      recommendation: "no",
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(interviewTexts.notInterviewer);

    const base = { date, time: "11:00", duration_minutes: 30, interviewer_ids: [meera.id], place: "Office" };
    for (const bad of [
      { ...base, time: "25:00" },
      { ...base, date: "2026-02-30" },
      { ...base, duration_minutes: 5 },
      { ...base, interviewer_ids: [] },
      { ...base, interviewer_ids: [999999] },
      { ...base, date: "2020-01-01" },
    ]) {
      const answer = await call("POST", `/api/applyjob/${id}/interviews`, hr, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call("POST", `/api/applyjob/${id}/interviews`, sales, base)).statusCode).toBe(403);
    expect((await call("POST", "/api/applyjob/999999/interviews", hr, base)).statusCode).toBe(404);
    const staff = (await call("GET", "/api/hiring/interviewers", hr)).json().data as { name: string }[];
    expect(staff.map((person) => person.name)).toEqual(expect.arrayContaining(["Meera", "Arjun"]));
  });
  it("the candidate's record lists every interview of theirs, cancelled and past ones too; feedback after it is over", async () => {
    const { id } = await candidate("Isha Rao");
    const other = await candidate("Kabir Shah");
    const date = dayAfterTomorrow();
    const base = {
      date,
      duration_minutes: 45,
      interviewer_ids: [meera.id],
      place: "https://meet.example/isha",
    };
    const first = (
      await call("POST", `/api/applyjob/${id}/interviews`, hr, { ...base, time: "10:00" })
    ).json().data;
    const second = (
      await call("POST", `/api/applyjob/${id}/interviews`, hr, { ...base, time: "15:00" })
    ).json().data;
    await call("POST", `/api/applyjob/${other.id}/interviews`, hr, { ...base, time: "12:00" });
    expect((await call("DELETE", `/api/hiring/interviews/${first.id}`, hr)).statusCode).toBe(200);

    const listed = await call("GET", `/api/applyjob/${id}/interviews`, hr);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      (listed.json().data as { id: number; state: string; time: string }[]).map(({ id, state, time }) => ({
        id,
        state,
        time,
      })),
    ).toEqual([
      { id: second.id, state: "scheduled", time: "15:00" },
      { id: first.id, state: "cancelled", time: "10:00" },
    ]);

    // Three days on (sessions signed in afresh): gone from the upcoming ones, still on the record,
    // and Meera gives her feedback.
    t.advanceClock(3 * 24 * 60 * 60_000);
    try {
      const hrNow = await signedInAs(t, ["hr"]);
      const upcoming = (await call("GET", "/api/hiring/interviews", hrNow)).json().data as { id: number }[];
      expect(upcoming.map((interview) => interview.id)).not.toContain(second.id);
      const meeraNow = await sessionOf(t, meera.id);
      const given = await call("PUT", `/api/hiring/interviews/${second.id}/feedback`, meeraNow, {
        recommendation: "yes",
        notes: "Good system design.",
      });
      expect(given.statusCode, given.body).toBe(200);
      const after = (await call("GET", `/api/applyjob/${id}/interviews`, hrNow)).json().data as {
        id: number;
        interviewers: { recommendation: string | null }[];
      }[];
      expect(after.find((interview) => interview.id === second.id)?.interviewers[0]?.recommendation).toBe(
        "yes",
      );
    } finally {
      t.advanceClock(-3 * 24 * 60 * 60_000);
    }

    expect((await call("GET", `/api/applyjob/${id}/interviews`, sales)).statusCode).toBe(403);
    expect((await call("GET", "/api/applyjob/999999/interviews", hr)).statusCode).toBe(404);
  });
});
