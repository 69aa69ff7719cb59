import { describe, expect, it } from "vitest";
import { isLocalPathOrHttps, resolveSeo, SEO_TITLE_MAX, seoFields, seoTexts, shownAs } from "./seo.ts";

describe("SEO fields", () => {
  it("takes a path of the site or an https address, nothing else", () => {
    for (const good of ["/insights/a", "/", "https://www.example.in/x?y=1"])
      expect(isLocalPathOrHttps(good), good).toBe(true);
    for (const bad of [
      "//evil.example/x",
      "/\\evil",
      "http://example.com",
      "javascript:alert(1)",
      "insights",
      "https://",
    ]) {
      expect(isLocalPathOrHttps(bad), bad).toBe(false);
    }
  });

  it("names each field that is too long or not an address, and reads empty ones as absent", () => {
    const long = seoFields.safeParse({ title: "x".repeat(SEO_TITLE_MAX + 1), canonical: "ftp://x" });
    expect(long.success).toBe(false);
    expect(long.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["title", seoTexts.titleTooLong],
      ["canonical", seoTexts.canonicalInvalid],
    ]);
    expect(seoFields.parse({ title: "  ", description: "", image: "/a.png" })).toEqual({
      title: undefined,
      description: undefined,
      image: "/a.png",
      canonical: undefined,
    });
    expect(seoFields.safeParse({ keywords: "x" }).success).toBe(false);
  });

  it("takes each field staff set, else the page's own", () => {
    const defaults = {
      title: "Page",
      description: "About the page",
      image: "/cover.webp",
      path: "/insights/x",
    };
    expect(resolveSeo({}, defaults)).toEqual({
      title: "Page",
      description: "About the page",
      image: "/cover.webp",
      canonical: "/insights/x",
    });
    expect(resolveSeo({ title: "Better", canonical: "https://example.in/y" }, defaults)).toMatchObject({
      title: "Better",
      description: "About the page",
      canonical: "https://example.in/y",
    });
  });

  it("cuts a preview's text where a search result does", () => {
    expect(shownAs("short", 10)).toBe("short");
    expect(shownAs("a sentence too long to show", 12)).toBe("a sentence…");
  });
});
