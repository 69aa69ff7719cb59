import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { company } from "#src/content/company.ts";
import { experienceClaims, experienceStats } from "#src/content/home-content.ts";
import { hostingPlans } from "#src/content/hosting-plans.ts";
import { createPageData } from "#src/server/page-data.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";
import { fieldNamesOf, showServerErrors } from "../admin/site-settings-page.tsx";
import { defaultSiteSettings } from "../site-settings.defaults.ts";
import { type SiteSettings, siteSettingsTexts } from "../site-settings.schema.ts";
import { siteSettingsTable } from "./site-settings.table.ts";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());
// Each test starts from the defaults: nothing stored.
beforeEach(async () => {
  await t.database.db.delete(siteSettingsTable);
  t.cache.clear();
});

const configured = {
  clientPortalUrl: "https://portal.arvexa.example/clientarea.php",
  billingOrderUrl: "https://portal.arvexa.example/cart.php",
  bookingUrl: "https://meet.arvexa.example/book/discovery-call",
};
const defaults = () => defaultSiteSettings(configured);
const pageData = () => createPageData(t.database.db, { publicOrigin: "", ...configured }, t.cache);

const get = (headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: "GET", url: "/api/settings", headers });
const put = (payload: unknown, headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: "PUT", url: "/api/settings", payload: payload as object, headers });
const storedRows = () => t.database.db.select().from(siteSettingsTable);

/** A copy of the defaults with one value changed at `path` (dot-separated). */
function withValue(path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(defaults()) as unknown as Record<string, unknown>;
  const keys = path.split(".");
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1) as string] = value;
  return copy;
}

describe("GET /api/settings", () => {
  it("answers 401 without a session", async () => {
    const response = await get({});
    expect(response.statusCode).toBe(401);
    expect(response.json().success).toBe(false);
  });

  it("answers today's content as the defaults before any save", async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const data = response.json().data as SiteSettings;
    expect(data).toEqual(defaults());
    // The defaults are the content the site showed before the settings existed.
    expect([data.contact.primaryPhone, data.contact.secondaryPhone]).toEqual(company.phones);
    expect(data.contact.email).toBe(company.email);
    expect(data.contact.mapUrl).toBe(company.mapUrl);
    expect(data.contact.street).toBe(company.address.street);
    expect(Object.values(data.social)).toEqual(company.social.map((network) => network.href));
    expect(data.reviewBadge.url).toBe("");
    expect(Object.values(data.counters)).toEqual(experienceStats.map((stat) => stat.end));
    expect(data.claims).toEqual({
      homeProjects: 30,
      homeIndustries: 12,
      aboutProjects: 40,
      aboutIndustries: 15,
    });
    expect(data.claims).toEqual(experienceClaims);
    for (const plan of hostingPlans) {
      expect(data.hosting[plan.key]).toEqual({
        listPrice: plan.listPrice,
        offerPrice: plan.offerPrice,
        renewalPrice: plan.renewalPrice,
        mostPopular: plan.mostPopular,
      });
    }
    expect(data.links).toEqual(configured);
  });
});

describe("PUT /api/settings", () => {
  it("answers 401 without a session and saves nothing", async () => {
    const response = await put(withValue("contact.primaryPhone", "+91 11 2222 3333"), {});
    expect(response.statusCode).toBe(401);
    expect(await storedRows()).toEqual([]);
  });

  it("saves every value; GET and the page loaders answer them at once (cache dropped)", async () => {
    // Read first, so the pages' cached settings exist and must be dropped.
    expect((await pageData().getSiteSettings()).contact.primaryPhone).toBe(company.phones[0]);

    const changed = structuredClone(defaults());
    changed.contact.primaryPhone = "+91 11 2222 3333";
    changed.contact.secondaryPhone = "";
    changed.reviewBadge.url = "https://clutch.co/profile/arvexa-technologies#reviews";
    changed.counters.projects = 57;
    changed.claims.homeProjects = 35;
    changed.hosting.developer = {
      listPrice: 249.99,
      offerPrice: 199.5,
      renewalPrice: 249.99,
      mostPopular: false,
    };
    changed.hosting.business.mostPopular = true;
    changed.links.bookingUrl = "https://meet.arvexa.example/book/intro";
    changed.social.x = "";

    const response = await put(changed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: siteSettingsTexts.saved, data: changed });
    expect((await get()).json().data).toEqual(changed);
    expect(await pageData().getSiteSettings()).toEqual(changed);
    expect(await storedRows()).toHaveLength(1);
  });

  it("trims texts as the form does", async () => {
    const response = await put(withValue("contact.city", "  Gandhinagar  "));
    expect(response.statusCode).toBe(200);
    expect((await get()).json().data.contact.city).toBe("Gandhinagar");
  });

  const refused: [string, string, unknown, string | RegExp][] = [
    [
      "a link that is not https",
      "links.clientPortalUrl",
      "http://portal.arvexa.example/",
      siteSettingsTexts.httpsOnly,
    ],
    ["a javascript: link", "social.facebook", "javascript:alert(1)", siteSettingsTexts.httpsOnly],
    ["a map link that is not a URL", "contact.mapUrl", "Satellite Road", siteSettingsTexts.httpsOnly],
    [
      "a mailto: review link",
      "reviewBadge.url",
      "mailto:reviews@arvexa.example",
      siteSettingsTexts.httpsOnly,
    ],
    ["a phone with letters", "contact.primaryPhone", "call us maybe", /phone/i],
    ["an empty main phone", "contact.primaryPhone", "", /required/i],
    ["an e-mail without a domain", "contact.email", "hello@", /email/i],
    ["a negative counter", "counters.years", -1, siteSettingsTexts.nonNegative],
    ["a fractional counter", "counters.countries", 2.5, siteSettingsTexts.wholeNumber],
    ["a counter over the maximum", "claims.homeProjects", 100_001, /at most/],
    ["a counter as text", "counters.projects", "12", siteSettingsTexts.wholeNumber],
    ["a zero price", "hosting.starter.listPrice", 0, siteSettingsTexts.positivePrice],
    ["a price with 3 decimals", "hosting.business.renewalPrice", 299.999, siteSettingsTexts.twoDecimals],
    ["an offer above the list price", "hosting.starter.offerPrice", 101, siteSettingsTexts.offerAboveList],
    ["a most-popular mark that is not a flag", "hosting.developer.mostPopular", "yes", /boolean/i],
    ["an empty street", "contact.street", "   ", /required/i],
  ];
  it.each(refused)(
    "refuses %s with a 400 naming %s, and saves nothing",
    async (_name, field, value, message) => {
      const response = await put(withValue(field, value));
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      const error = body.errors.find((item: { field: string }) => item.field === field);
      expect(error, JSON.stringify(body.errors)).toBeDefined();
      expect(error.message).toMatch(message);
      expect(await storedRows()).toEqual([]);
      expect((await get()).json().data).toEqual(defaults());
    },
  );

  it("refuses a missing group and an unknown field, naming them", async () => {
    const { counters: _counters, ...withoutCounters } = defaults();
    const missing = await put(withoutCounters);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((item: { field: string }) => item.field)).toContain("counters");

    const unknown = await put({ ...defaults(), theme: "dark" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toContainEqual({ field: "theme", message: "Unknown field: theme" });
    expect(await storedRows()).toEqual([]);
  });

  it("keeps a saved value when an invalid save follows", async () => {
    expect((await put(withValue("counters.years", 4))).statusCode).toBe(200);
    expect((await put(withValue("counters.years", -4))).statusCode).toBe(400);
    expect((await get()).json().data.counters.years).toBe(4);
  });
});

describe("other instances", () => {
  it.runIf(process.env.TEST_DB_ENGINE === "postgres")(
    "a save on one instance drops the settings another instance had cached",
    async () => {
      const first = await createTestApp({}, { syncInstances: true });
      const second = await createTestApp({}, { syncInstances: true, databaseUrl: first.databaseUrl });
      try {
        const secondPages = createPageData(
          second.database.db,
          { publicOrigin: "", ...configured },
          second.cache,
        );
        expect((await secondPages.getSiteSettings()).counters.years).toBe(defaults().counters.years);
        const firstToken = await loginAsAdmin(first);
        const changed = withValue("counters.years", 9);
        const saved = await first.app.inject({
          method: "PUT",
          url: "/api/settings",
          payload: changed,
          headers: bearer(firstToken),
        });
        expect(saved.statusCode).toBe(200);
        // The announcement travels through PostgreSQL (src/platform/content-sync.ts).
        await expect.poll(async () => (await secondPages.getSiteSettings()).counters.years).toBe(9);
      } finally {
        await second.close();
        await first.close();
      }
    },
  );
});

describe("the screen and the server's refusals", () => {
  it("places each field the server names on the form's field of that name", async () => {
    const bad = withValue("hosting.starter.offerPrice", 150);
    (bad.links as Record<string, string>).bookingUrl = "http://meet.arvexa.example/";
    const response = await put(bad);
    expect(response.statusCode).toBe(400);
    const placed: [string, string | undefined][] = [];
    const count = showServerErrors(response.json(), fieldNamesOf(defaults()), (field, error) => {
      placed.push([field, error.message]);
    });
    expect(count).toBe(2);
    expect(placed).toEqual(
      expect.arrayContaining([
        ["hosting.starter.offerPrice", siteSettingsTexts.offerAboveList],
        ["links.bookingUrl", siteSettingsTexts.httpsOnly],
      ]),
    );
  });
});

describe("a stored document of an older shape", () => {
  it("keeps its saved values and takes the defaults for what it lacks", async () => {
    await t.database.db
      .insert(siteSettingsTable)
      .values({ id: 1, document: { counters: { years: 8 }, hosting: { starter: { offerPrice: 79 } } } });
    const data = (await get()).json().data as SiteSettings;
    expect(data.counters).toEqual({ ...defaults().counters, years: 8 });
    expect(data.hosting.starter).toEqual({ ...defaults().hosting.starter, offerPrice: 79 });
    expect(data.contact).toEqual(defaults().contact);
  });

  it("gives way to the defaults when a saved value no longer fits, rather than break the pages", async () => {
    await t.database.db.insert(siteSettingsTable).values({ id: 1, document: { counters: { years: -3 } } });
    expect((await get()).json().data).toEqual(defaults());
    expect(await pageData().getSiteSettings()).toEqual(defaults());
  });
});
