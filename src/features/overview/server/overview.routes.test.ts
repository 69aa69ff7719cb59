import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addConversationMessage } from "#src/features/conversations/server/conversations.repository.ts";
import { inboxStatusHistory } from "#src/features/inbox/server/inbox.table.ts";
import {
  makeCloudVpsEnquiry,
  makeContactMessage,
  makeHireRequest,
  makeJobApplicationRow,
} from "#src/server/db/factories.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp, withTestApp } from "#src/server/test/test-app.ts";
import { overviewAnswer } from "../overview.schema.ts";
import { dateIn, periodDays } from "./overview.routes.ts";

// Each test reads a period of its own, years back, so that no other test's rows fall in it.

const HOUR = 60 * 60 * 1000;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
async function overviewFor(query: string) {
  const response = await get(`/api/overview?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return overviewAnswer.parse(response.json()).data;
}

async function history(kind: string, submissionId: number, steps: [string, string, Date][]) {
  await db()
    .insert(inboxStatusHistory)
    .values(steps.map(([fromStatus, toStatus, at]) => ({ kind, submissionId, fromStatus, toStatus, at })));
}

describe("GET /api/overview", () => {
  it("answers 401 without a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/overview" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false });
  });

  it.each([
    ["period=1y", "period", "period must be one of 7d, 30d, 90d, 12m"],
    ["from=2021-01-01", "to", "to is required with from"],
    ["to=2021-01-01", "from", "from is required with to"],
    ["from=2021-02-30&to=2021-03-01", "from", "from must be a date (YYYY-MM-DD)"],
    ["from=2021-03-02&to=2021-03-01", "to", "to must not be before from"],
    ["from=2019-01-01&to=2021-01-01", "to", "a period spans at most 731 days"],
    ["period=7d&from=2021-01-01&to=2021-01-02", "from", "give either period or from and to, not both"],
    ["format=csv", "chart", "chart is required with format=csv"],
    [
      "format=csv&chart=pie",
      "chart",
      "chart must be one of submissions, hire_categories, response_times, pipeline, open_leads",
    ],
    ["days=7", "days", "Unknown parameter: days"],
  ])("answers 400 naming the parameter for %s", async (query, field, message) => {
    const response = await get(`/api/overview?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, errors: [{ field, message }] });
  });

  it("counts a day as a day in India: 23:30 and 00:30 IST land on different days", async () => {
    const at = (iso: string) => new Date(iso);
    await makeContactMessage(db(), { createdAt: at("2021-02-28T23:59:00+05:30") }); // the day before
    await makeContactMessage(db(), { createdAt: at("2021-03-01T23:30:00+05:30") }); // 18:00 UTC
    await makeContactMessage(db(), { createdAt: at("2021-03-02T00:30:00+05:30") }); // 19:00 UTC, same UTC day
    await makeCloudVpsEnquiry(db(), { createdAt: at("2021-03-02T23:59:59+05:30") });
    await makeContactMessage(db(), { createdAt: at("2021-03-03T00:00:00+05:30") }); // the day after
    const data = await overviewFor("from=2021-03-01&to=2021-03-02");
    expect(data.period).toEqual({
      key: "custom",
      from: "2021-03-01",
      to: "2021-03-02",
      time_zone: "Asia/Kolkata",
      bucket: "day",
    });
    expect(data.submissions).toEqual([
      { start: "2021-03-01", contact: 1, hire: 0, cloud_vps: 0, application: 0 },
      { start: "2021-03-02", contact: 1, hire: 0, cloud_vps: 1, application: 0 },
    ]);
    expect(data.totals).toEqual({ contact: 2, hire: 0, cloud_vps: 1, application: 0 });
  });

  it("counts days in the zone COMPANY_TIME_ZONE names", async () => {
    await withTestApp(
      async (utc) => {
        const utcToken = await loginAsAdmin(utc);
        await makeContactMessage(utc.database.db, { createdAt: new Date("2021-03-01T23:30:00+05:30") });
        await makeContactMessage(utc.database.db, { createdAt: new Date("2021-03-02T00:30:00+05:30") });
        const response = await utc.app.inject({
          method: "GET",
          url: "/api/overview?from=2021-03-01&to=2021-03-02",
          headers: bearer(utcToken),
        });
        const data = overviewAnswer.parse(response.json()).data;
        expect(data.period.time_zone).toBe("UTC");
        expect(data.submissions.map((row) => row.contact)).toEqual([2, 0]);
      },
      { COMPANY_TIME_ZONE: "UTC" },
    );
  });

  it("counts per week from Monday for periods over 92 days", async () => {
    await makeHireRequest(db(), { createdAt: new Date("2020-01-05T23:00:00+05:30") }); // Sunday
    await makeHireRequest(db(), { createdAt: new Date("2020-01-06T01:00:00+05:30") }); // Monday
    const data = await overviewFor("from=2020-01-01&to=2020-04-30");
    expect(data.period.bucket).toBe("week");
    expect(data.submissions[0]!.start).toBe("2019-12-30");
    expect(data.submissions.at(-1)!.start).toBe("2020-04-27");
    expect(data.submissions.slice(0, 2).map((row) => row.hire)).toEqual([1, 1]);
    expect(data.totals.hire).toBe(2);
  });

  it("gives hire requests by category and the median and 90th percentile waits", async () => {
    const arrived = new Date("2021-04-06T10:00:00+05:30");
    const later = (hours: number) => new Date(arrived.getTime() + hours * HOUR);
    const categories = [
      "Web Development",
      "Web Development",
      "Web Development",
      "DevOps",
      "DevOps",
      "Cyber Security",
    ];
    // First status change after 1, 2, 3, 4 and 10 hours; one never answered.
    const firstChange = [1, 2, 3, 4, 10, null];
    const rows = [];
    for (const [index, developer] of categories.entries()) {
      const hours = firstChange[index]!;
      rows.push(
        await makeHireRequest(db(), {
          developer,
          createdAt: arrived,
          status: hours === null ? "new" : "read",
          statusChangedAt: hours === null ? null : later(hours),
        }),
      );
    }
    // Done after 5 hours; done after 9 hours, reopened and done again after 20 (the first counts).
    await history("hire", rows[0]!.id, [
      ["new", "read", later(1)],
      ["read", "done", later(5)],
    ]);
    await history("hire", rows[1]!.id, [
      ["new", "done", later(9)],
      ["done", "in_progress", later(12)],
      ["in_progress", "done", later(20)],
    ]);
    const data = await overviewFor("from=2021-04-05&to=2021-04-11");
    expect(data.hire_categories.filter((row) => row.count > 0)).toEqual([
      { category: "Web Development", label: "Web Development", count: 3 },
      { category: "DevOps", label: "DevOps Services", count: 2 },
      { category: "Cyber Security", label: "Cyber Security", count: 1 },
    ]);
    expect(data.hire_categories.find((row) => row.category === "App Development")).toEqual({
      category: "App Development",
      label: "App Development",
      count: 0,
    });
    const hire = {
      arrived: 6,
      answered: 5,
      first_median: 3 * 3600,
      // percentile_cont: 0.9 × (5 − 1) = 3.6, so 4 h + 0.6 × (10 h − 4 h) = 7.6 h.
      first_p90: 7.6 * 3600,
      done: 2,
      done_median: 7 * 3600,
      // 5 h + 0.9 × (9 h − 5 h) = 8.6 h.
      done_p90: 8.6 * 3600,
    };
    const byKind = Object.fromEntries(data.response_times.map((row) => [row.kind, row]));
    for (const [key, value] of Object.entries(hire)) {
      expect(byKind.hire![key as keyof typeof hire]).toBeCloseTo(value as number, 3);
      expect(byKind.all![key as keyof typeof hire]).toBeCloseTo(value as number, 3);
    }
    expect(byKind.contact).toMatchObject({ arrived: 0, first_median: null, done_median: null });
  });

  it("measures the time to first reply (sent from the record), beside first change and done", async () => {
    const arrived = new Date("2021-06-08T10:00:00+05:30");
    const at = (hours: number) => new Date(arrived.getTime() + hours * HOUR);
    const reply = (kind: string, recordId: number, direction: "in" | "out", when: Date) =>
      addConversationMessage(db(), {
        kind,
        recordId,
        direction,
        messageId: `overview-${kind}-${recordId}-${when.getTime()}-${direction}@example.com`,
        fromAddress: "a@example.com",
        toAddress: "b@example.com",
        subject: "Re",
        bodyText: "x",
        createdAt: when,
      });
    // Replied after 2 h (and again later), then done after 10 h.
    const first = await makeContactMessage(db(), {
      createdAt: arrived,
      status: "done",
      statusChangedAt: at(1),
    });
    await reply("contact", first.id, "out", at(2));
    await reply("contact", first.id, "out", at(5));
    await history("contact", first.id, [
      ["new", "read", at(1)],
      ["read", "done", at(10)],
    ]);
    // Answered outside the product: a status change, no reply; an answer by mail is not a reply.
    const outside = await makeContactMessage(db(), {
      createdAt: arrived,
      status: "read",
      statusChangedAt: at(3),
    });
    await reply("contact", outside.id, "in", at(1));
    // Replied after 4 h.
    const second = await makeCloudVpsEnquiry(db(), {
      createdAt: arrived,
      status: "in_progress",
      statusChangedAt: at(4),
    });
    await reply("cloud_vps", second.id, "out", at(4));

    const data = await overviewFor("from=2021-06-07&to=2021-06-13");
    const byKind = Object.fromEntries(data.response_times.map((row) => [row.kind, row]));
    expect(byKind.contact).toMatchObject({
      arrived: 2,
      answered: 2,
      replied: 1,
      reply_median: 2 * 3600,
      done: 1,
      done_median: 10 * 3600,
    });
    expect(byKind.cloud_vps).toMatchObject({ arrived: 1, replied: 1, reply_median: 4 * 3600 });
    expect(byKind.all).toMatchObject({ arrived: 3, replied: 2, reply_median: 3 * 3600 });
    expect(byKind.hire).toMatchObject({ arrived: 0, replied: 0, reply_median: null });
  });

  it("counts the applicant pipeline per job: each stage reached, or a later one", async () => {
    const arrived = new Date("2021-05-11T12:00:00+05:30");
    const at = (hours: number) => new Date(arrived.getTime() + hours * HOUR);
    const apply = (technology: string, status: string, statusChangedAt: Date | null = at(1)) =>
      makeJobApplicationRow(db(), { technology, status, createdAt: arrived, statusChangedAt });
    await apply("React Developer", "new", null);
    const screening = await apply("React Developer", "screening");
    await history("application", screening.id, [["new", "screening", at(1)]]);
    const rejectedLate = await apply("React Developer", "rejected");
    await history("application", rejectedLate.id, [
      ["new", "screening", at(1)],
      ["screening", "interview", at(2)],
      ["interview", "rejected", at(3)],
    ]);
    const hiredAtOnce = await apply("React Developer", "hired");
    await history("application", hiredAtOnce.id, [["new", "hired", at(4)]]);
    const offer = await apply("QA Engineer", "offer");
    await history("application", offer.id, [
      ["new", "screening", at(1)],
      ["screening", "interview", at(2)],
      ["interview", "offer", at(6)],
    ]);
    const rejectedAtOnce = await apply("QA Engineer", "rejected");
    await history("application", rejectedAtOnce.id, [["new", "rejected", at(1)]]);

    const data = await overviewFor("from=2021-05-10&to=2021-05-16");
    expect(data.pipeline).toEqual([
      { job: null, new: 6, screening: 4, interview: 3, offer: 2, hired: 1, rejected: 2 },
      { job: "React Developer", new: 4, screening: 3, interview: 2, offer: 1, hired: 1, rejected: 1 },
      { job: "QA Engineer", new: 2, screening: 1, interview: 1, offer: 1, hired: 0, rejected: 1 },
    ]);
    // Applications are done when hired or rejected: after 3, 4 and 1 hours.
    expect(data.response_times.find((row) => row.kind === "application")).toMatchObject({
      arrived: 6,
      answered: 5,
      first_median: 3600,
      done: 3,
      done_median: 3 * 3600,
    });
  });

  it("lists the leads new for over 24 hours, longest waiting first, whatever the period", async () => {
    const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
    const waiting = await makeContactMessage(db(), { name: "Waiting Contact", createdAt: ago(25) });
    const hire = await makeHireRequest(db(), {
      name: "Waiting Hire",
      developer: "DevOps",
      createdAt: ago(49),
    });
    const fresh = await makeContactMessage(db(), { createdAt: ago(23) });
    const answered = await makeCloudVpsEnquiry(db(), { createdAt: ago(30), status: "read" });
    const applicant = await makeJobApplicationRow(db(), { createdAt: ago(48) });
    const data = await overviewFor("period=7d");
    const listed = data.open_leads.items.map((row) => `${row.kind}:${row.id}`);
    expect(listed).toContain(`contact:${waiting.id}`);
    expect(listed.indexOf(`hire:${hire.id}`)).toBeLessThan(listed.indexOf(`contact:${waiting.id}`));
    expect(listed).not.toContain(`contact:${fresh.id}`);
    expect(listed).not.toContain(`cloud_vps:${answered.id}`);
    expect(listed).not.toContain(`application:${applicant.id}`);
    expect(data.open_leads.items.find((row) => row.kind === "hire" && row.id === hire.id)).toEqual({
      kind: "hire",
      id: hire.id,
      name: "Waiting Hire",
      category: "DevOps",
      category_label: "DevOps Services",
      received_at: hire.createdAt.toISOString(),
    });
    expect(data.open_leads.total).toBeGreaterThanOrEqual(data.open_leads.items.length);
  });

  it("resolves the named periods from the company's today", async () => {
    const today = dateIn(new Date(), "Asia/Kolkata");
    const week = await overviewFor("period=7d");
    expect(week.period).toMatchObject({ key: "7d", to: today, bucket: "day" });
    expect(week.submissions).toHaveLength(7);
    const year = await overviewFor("period=12m");
    expect(year.period).toMatchObject({ key: "12m", ...periodDays("12m", today), bucket: "week" });
    const standard = await overviewFor("");
    expect(standard.period.key).toBe("30d");
    expect(standard.submissions).toHaveLength(30);
    expect(periodDays("12m", "2024-02-29")).toEqual({ from: "2023-03-02", to: "2024-02-29" });
    expect(periodDays("30d", "2026-03-01")).toEqual({ from: "2026-01-31", to: "2026-03-01" });
    expect(dateIn(new Date("2026-11-22T18:30:00Z"), "Asia/Kolkata")).toBe("2026-11-23");
  });

  it("downloads a chart's data as CSV", async () => {
    const arrived = new Date("2021-06-15T09:00:00+05:30");
    await makeJobApplicationRow(db(), { technology: "=cmd()", createdAt: arrived });
    const response = await get("/api/overview?from=2021-06-14&to=2021-06-20&format=csv&chart=pipeline");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="overview-pipeline-2021-06-14-to-2021-06-20.csv"',
    );
    const rows = parse(response.body, { bom: true }) as string[][];
    expect(rows).toEqual([
      ["Job", "applied", "screening", "interview", "offer", "hired", "rejected"],
      ["All jobs", "1", "0", "0", "0", "0", "0"],
      ["'=cmd()", "1", "0", "0", "0", "0", "0"],
    ]);
    const days = parse(
      (await get("/api/overview?from=2021-06-14&to=2021-06-20&format=csv&chart=submissions")).body,
      {
        bom: true,
      },
    ) as string[][];
    expect(days[0]).toEqual(["Day", "contact", "hire", "cloud_vps", "application"]);
    expect(days[2]).toEqual(["2021-06-15", "0", "0", "0", "1"]);
  });
});
