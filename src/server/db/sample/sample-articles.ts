import type { ArticleBody, BodyBlock } from "#src/features/insights/article-body.schema.ts";

// Insights' sample articles (docs/decisions/0050-insights-articles.md): written for the company,
// their covers the sample projects' posters, their authors sample team members.

export interface SampleArticle {
  slug: string;
  title: string;
  summary: string;
  category: string;
  tags: string[];
  /** The sample project whose poster is the cover. */
  coverProject: string;
  /** The sample team member who wrote it. */
  author: string;
  publishedAt: string;
  /** A screen of the cover's project shown in the body, by its index, if any. */
  screen?: number;
  body: (screen?: string) => ArticleBody;
}

const text = (value: string) => ({ type: "text" as const, text: value });
const p = (...parts: (string | ReturnType<typeof link> | ReturnType<typeof bold>)[]): BodyBlock => ({
  type: "paragraph",
  content: parts.map((part) => (typeof part === "string" ? text(part) : part)),
});
const h2 = (value: string): BodyBlock => ({ type: "heading", attrs: { level: 2 }, content: [text(value)] });
const h3 = (value: string): BodyBlock => ({ type: "heading", attrs: { level: 3 }, content: [text(value)] });
const bullets = (...items: string[]): BodyBlock => ({
  type: "bulletList",
  content: items.map((item) => ({ type: "listItem", content: [p(item)] })),
});
const steps = (...items: string[]): BodyBlock => ({
  type: "orderedList",
  content: items.map((item) => ({ type: "listItem", content: [p(item)] })),
});
const quote = (value: string): BodyBlock => ({ type: "blockquote", content: [p(value)] });
const code = (language: string, value: string): BodyBlock => ({
  type: "codeBlock",
  attrs: { language },
  content: [text(value)],
});
const link = (value: string, href: string) => ({
  type: "text" as const,
  text: value,
  marks: [{ type: "link" as const, attrs: { href } }],
});
const bold = (value: string) => ({ type: "text" as const, text: value, marks: [{ type: "bold" as const }] });
const image = (src: string | undefined, alt: string): BodyBlock[] =>
  src ? [{ type: "image", attrs: { src, alt, title: alt } }] : [];

export const sampleArticles: readonly SampleArticle[] = [
  {
    slug: "real-time-fleet-tracking-without-the-bill-shock",
    title: "Real-time fleet tracking without the bill shock",
    summary:
      "How we brought 400 trucks onto a live map with 10-second updates, and kept the cloud bill flat while the fleet doubled.",
    category: "Case studies",
    tags: ["Logistics", "Cloud", "Node.js"],
    coverProject: "FleetPulse",
    author: "Priya Shah",
    publishedAt: "2026-09-08T05:30:00.000Z",
    screen: 0,
    body: (screen) => ({
      type: "doc",
      content: [
        p(
          "When Kavya Logistics asked us to replace their spreadsheets with a live map, the first prototype pushed every GPS ping straight into the database. It worked for 40 trucks. At 400 it would have cost more than the trucks' fuel cards.",
        ),
        h2("Where the cost hid"),
        p(
          "Each truck reports its position every ten seconds. That is ",
          bold("3.4 million writes a day"),
          ", most of which nobody ever reads: dispatchers look at the latest position, managers at daily summaries.",
        ),
        bullets(
          "Keep only the latest position per truck in a hot table, updated in place.",
          "Append the rest to cheap object storage in five-minute batches.",
          "Build the daily reports from those batches overnight.",
        ),
        ...image(screen, "FleetPulse's live map of trucks across Gujarat"),
        h2("What changed for the dispatchers"),
        quote("We stopped calling drivers to ask where they are. The map answers before we finish dialling."),
        p(
          "If your operations still run on phone calls and spreadsheets, our ",
          link("software development team", "/services/software-development"),
          " can walk you through what a first version would take.",
        ),
      ],
    }),
  },
  {
    slug: "a-release-checklist-for-small-teams",
    title: "A release checklist for small teams",
    summary:
      "The seven checks our DevOps team runs before every production release, and the one script that does most of them for us.",
    category: "Guides",
    tags: ["DevOps", "CI/CD"],
    coverProject: "LedgerLite ERP",
    author: "Nirav Patel",
    publishedAt: "2026-10-14T06:00:00.000Z",
    body: () => ({
      type: "doc",
      content: [
        p(
          "Most failed releases we are called in to rescue did not fail for a hard reason. A migration ran twice, a secret was missing in one environment, a cache kept an old page. A short list catches almost all of it.",
        ),
        h2("The checklist"),
        steps(
          "Every migration runs on a copy of production data first.",
          "Configuration is validated at start: a missing variable stops the release, not the first customer.",
          "Health checks answer only when the database and the queues do.",
          "The previous version stays deployable for a quick rollback.",
          "Caches in front are purged by what changed, not all at once.",
          "Error rates and response times are watched for fifteen minutes after.",
          "Someone other than the author reads the change log aloud.",
        ),
        h3("One script for most of it"),
        p("We keep the first three in a single command that CI runs before it deploys:"),
        code("bash", "npm run check && npm run db:migrate -- --dry-run && curl -fsS $APP_URL/health/ready"),
        p(
          "Want the same safety net for your product? Read about our ",
          link("DevOps services", "/services/devops"),
          " or ",
          link("tell us about your release process", "/contact"),
          ".",
        ),
      ],
    }),
  },
  {
    slug: "designing-a-store-for-shoppers-on-slow-phones",
    title: "Designing a store for shoppers on slow phones",
    summary:
      "Lessons from Sabarmati Fresh: small pages, clear prices and a checkout that survives a dropped connection.",
    category: "Design",
    tags: ["E-commerce", "UI/UX", "Performance"],
    coverProject: "Sabarmati Fresh",
    author: "Ananya Desai",
    publishedAt: "2026-11-02T04:45:00.000Z",
    body: () => ({
      type: "doc",
      content: [
        p(
          "Half of Sabarmati Fresh's customers order from entry-level phones on patchy mobile data. A store that looks fine on an office laptop can take twenty seconds to become usable there.",
        ),
        h2("Three rules we kept"),
        bullets(
          "Every page is usable before any script loads: prices, photos and the basket are plain HTML.",
          "Images are offered at the size the screen needs, in modern formats.",
          "The checkout saves each step on the server, so a dropped connection loses nothing.",
        ),
        quote("Orders from mobile rose by a third in the first month after launch."),
        p(
          "Good design here is mostly restraint. If you are planning a store, our ",
          link("UI/UX team", "/services/ui-ux"),
          " starts with the slowest phone your customers use.",
        ),
      ],
    }),
  },
];
