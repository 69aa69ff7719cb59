import { describe, expect, it } from "vitest";
import { pageMeta } from "./seo.ts";

const matches = [{ id: "site", loaderData: { links: { publicOrigin: "https://www.example.in" } } }];
const content = (meta: ReturnType<typeof pageMeta>, key: string) =>
  meta.find((tag) => "property" in tag && tag.property === key) ??
  meta.find((tag) => "name" in tag && tag.name === key);

describe("a page's meta tags", () => {
  it("are the page's own words when no SEO field is set, as before", () => {
    const meta = pageMeta({ matches, path: "/insights/a", title: "A | Insights", description: "About A" });
    expect(meta).toContainEqual({ title: "A | Insights" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.example.in/insights/a",
    });
    expect(content(meta, "og:image")).toEqual({
      property: "og:image",
      content: "https://www.example.in/images/og-default.png",
    });
    expect(content(meta, "og:type")).toEqual({ property: "og:type", content: "website" });
  });

  it("take each SEO field staff set: title, description, social image and canonical URL", () => {
    const meta = pageMeta({
      matches,
      path: "/insights/a",
      title: "A | Insights",
      description: "About A",
      image: "/uploads/projects/a.webp",
      type: "article",
      seo: {
        title: "Better",
        description: "Said better",
        image: "https://cdn.example.in/card.png",
        canonical: "/insights/b",
      },
    });
    expect(meta).toContainEqual({ title: "Better" });
    expect(content(meta, "description")).toEqual({ name: "description", content: "Said better" });
    expect(content(meta, "og:title")).toEqual({ property: "og:title", content: "Better" });
    expect(content(meta, "og:image")).toEqual({
      property: "og:image",
      content: "https://cdn.example.in/card.png",
    });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.example.in/insights/b",
    });
    expect(content(meta, "og:url")).toEqual({
      property: "og:url",
      content: "https://www.example.in/insights/b",
    });
    expect(content(meta, "og:type")).toEqual({ property: "og:type", content: "article" });
  });
});
