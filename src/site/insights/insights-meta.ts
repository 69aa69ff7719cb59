import type { MetaDescriptor } from "react-router";
import { company } from "#src/content/company.ts";
import { INSIGHTS_FEED_PATH } from "#src/features/insights/article.schema.ts";

/** The feed, announced in the head of every Insights page (feed readers find it there). */
export const feedLink: MetaDescriptor = {
  tagName: "link",
  rel: "alternate",
  type: "application/atom+xml",
  title: `Insights | ${company.name}`,
  href: INSIGHTS_FEED_PATH,
};
