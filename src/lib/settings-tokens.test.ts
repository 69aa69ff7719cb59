import { describe, expect, it } from "vitest";
import {
  fillSettings,
  fillSettingsDeep,
  type TokenSettings,
  unknownSettingsToken,
} from "./settings-tokens.ts";

const settings: TokenSettings = {
  contact: {
    primaryPhone: "+91 79 1111 2222",
    secondaryPhone: "",
    email: "team@example.test",
    street: "12, Ring Road",
    city: "Surat",
    region: "Gujarat",
    postalCode: "395001",
  },
  counters: { years: 7, countries: 12, industries: 9, professionals: 40, projects: 310 },
  claims: { homeProjects: 250, homeIndustries: 15, aboutProjects: 260, aboutIndustries: 16 },
  hosting: {
    starter: { offerPrice: 79, renewalPrice: 120 },
    developer: { offerPrice: 149, renewalPrice: 220 },
    business: { offerPrice: 249, renewalPrice: 320 },
  },
};

describe("Site Settings' values in a page's text", () => {
  it("fills in each named value, as often as it is named", () => {
    expect(fillSettings("Write to {email} or call {phone}; {email} again.", settings)).toBe(
      "Write to team@example.test or call +91 79 1111 2222; team@example.test again.",
    );
    expect(fillSettings("{homeProjects}+ projects across {homeIndustries}+ industries", settings)).toBe(
      "250+ projects across 15+ industries",
    );
    expect(fillSettings("From {price1} a month", settings)).toBe("From ₹79 a month");
    expect(fillSettings("Our office: {address}", settings)).toBe(
      "Our office: 12, Ring Road, Surat, Gujarat 395001, India",
    );
  });

  it("leaves other braces, and text without any, as they are", () => {
    expect(fillSettings("A {word} that is not one, {} and {1st}", settings)).toBe(
      "A {word} that is not one, {} and {1st}",
    );
    expect(fillSettings("No braces at all", settings)).toBe("No braces at all");
    // An inherited property of objects is not a value of Site Settings.
    expect(fillSettings("{constructor} {toString}", settings)).toBe("{constructor} {toString}");
  });

  it("names the first unknown value as written", () => {
    expect(unknownSettingsToken("Call {phone} or {fax}, or {email}")).toBe("{fax}");
    expect(unknownSettingsToken("{constructor}")).toBe("{constructor}");
    expect(unknownSettingsToken("Only {city} and {aboutProjects}")).toBeUndefined();
    expect(unknownSettingsToken("Braces with no name: {} { } {1}")).toBeUndefined();
  });

  it("fills every text of a block, at any depth, and keeps its other values", () => {
    const block = {
      id: "contact",
      numbered: true,
      count: 3,
      items: [{ title: "Mail {email}", lines: ["In {city}"] }],
    };
    expect(fillSettingsDeep(block, settings)).toEqual({
      id: "contact",
      numbered: true,
      count: 3,
      items: [{ title: "Mail team@example.test", lines: ["In Surat"] }],
    });
    expect(block.items[0]?.title).toBe("Mail {email}");
  });
});
