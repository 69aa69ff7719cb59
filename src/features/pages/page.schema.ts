import { z } from "zod";
import { footerColumns } from "#src/content/footer-links.ts";
import { SERVICE_COLORS, SERVICE_ICON_NAMES, type ServiceCard } from "#src/content/service-cards.ts";
import { allowedCharacters, LIMITS } from "#src/lib/form-fields.ts";
import { pageBlock, pageBlocks } from "#src/lib/page-blocks.ts";
import { type SeoFields, seoFields } from "#src/lib/seo.ts";
import { PAGE_STATUSES } from "./page.texts.ts";

export { PAGE_STATUSES, type PageStatus, pageTexts } from "./page.texts.ts";

/** The longest path of a page. */
export const MAX_PAGE_PATH = 200;
/** The longest title of a page. */
export const MAX_PAGE_TITLE = 120;

/**
 * A page's path: lowercase words joined by dashes, in one or more segments (/services/ai-development),
 * or / (the home page). One spelling per page: a second, capitalised one would be a second page for
 * search engines.
 */
export const PAGE_PATH_PATTERN = /^(\/|(\/[a-z0-9]+(?:-[a-z0-9]+)*)+)$/;

export const pagePath = z
  .string({ error: "Path is required" })
  .trim()
  .min(1, "Path is required")
  .max(MAX_PAGE_PATH, `Path must be at most ${MAX_PAGE_PATH} characters`)
  .regex(
    PAGE_PATH_PATTERN,
    "Path must start with / and hold lowercase letters, digits and dashes, such as /services/ai-development",
  );

/**
 * A page's search and sharing fields (title, description, social image, canonical address), the
 * same as an article's (src/lib/seo.ts); an empty one takes the page's own.
 */
export const pageSeo = seoFields;
export type PageSeo = SeoFields;
/** The fields as the back office reads them back. */
const pageSeoAnswer = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  image: z.string().optional(),
  canonical: z.string().optional(),
});

/** The largest order number of a placed page. */
export const MAX_PLACEMENT_ORDER = 999;

/** The footer's columns a page may be listed in. */
export const FOOTER_COLUMN_TITLES = footerColumns.map((column) => column.title) as [string, ...string[]];

const placementText = (label: string, max: number, required = false) => {
  const text = z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...allowedCharacters(label, max > LIMITS.shortText ? "multi" : "single"));
  return required ? text.min(1, `${label} is required`) : text.default("");
};

/**
 * Where the site links a page from besides its own address, after the links it has by itself:
 * the navigation's Services menu (dropdown and mobile sidebar), the services cards (the services
 * page and the home page), a footer column. Each under `label`, the title when empty.
 */
export const pagePlacement = z.strictObject({
  label: placementText("Link label", 60),
  servicesMenu: z.boolean({ error: "Services menu must be true or false" }).default(false),
  footerColumn: z
    .enum(["", ...FOOTER_COLUMN_TITLES], {
      error: `Footer column must be one of ${FOOTER_COLUMN_TITLES.join(", ")}`,
    })
    .default(""),
  card: z
    .strictObject({
      description: placementText("Card text", 300, true),
      buttonText: placementText("Card button", 60, true),
      icon: z.enum(SERVICE_ICON_NAMES, {
        error: `Card icon must be one of ${SERVICE_ICON_NAMES.join(", ")}`,
      }),
      color: z.enum(SERVICE_COLORS, { error: `Card colour must be one of ${SERVICE_COLORS.join(", ")}` }),
    })
    .nullable()
    .default(null),
  /**
   * Where the page comes among the placed pages (in the menu, the cards and the footer): lower
   * first; left out, 0; equal ones in the order they were created.
   */
  order: z
    .number({ error: "Order must be a number" })
    .int("Order must be a whole number")
    .min(0, "Order must be 0 or more")
    .max(MAX_PLACEMENT_ORDER, `Order must be at most ${MAX_PLACEMENT_ORDER}`)
    .optional(),
});
export type PagePlacement = z.output<typeof pagePlacement>;

export const noPlacement: PagePlacement = { label: "", servicesMenu: false, footerColumn: "", card: null };

/** Whether the site links the page from anywhere but its own address. */
export const isPlaced = (placement: PagePlacement) =>
  placement.servicesMenu || placement.footerColumn !== "" || placement.card !== null;

/** POST /api/pages and PUT /api/pages/{id}: the whole page. */
export const pageInput = z.strictObject({
  path: pagePath,
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(MAX_PAGE_TITLE, `Title must be at most ${MAX_PAGE_TITLE} characters`)
    .refine(...allowedCharacters("Title")),
  status: z.enum(PAGE_STATUSES, { error: "Status must be published or draft" }).default("published"),
  blocks: pageBlocks,
  seo: pageSeo.prefault({}),
  placement: pagePlacement.default(noPlacement),
});
export type PageInput = z.input<typeof pageInput>;
export type PageOutput = z.output<typeof pageInput>;

/** A page as the back office reads it. */
export const pageAnswer = z.object({
  id: z.number(),
  path: z.string(),
  title: z.string(),
  status: z.enum(PAGE_STATUSES),
  blocks: z.array(pageBlock),
  seo: pageSeoAnswer,
  placement: pagePlacement,
  updated_at: z.string(),
});
export type PageAnswer = z.infer<typeof pageAnswer>;

/** A page in the back office's list: no blocks. */
export const pageListRow = pageAnswer
  .omit({ blocks: true, seo: true, placement: true })
  .extend({ block_count: z.number() });
export type PageListRow = z.infer<typeof pageListRow>;

/** A page as the public site renders it. */
export interface PublicPage {
  path: string;
  title: string;
  blocks: z.output<typeof pageBlock>[];
  seo: PageSeo;
}

/** A link the navigation or the footer shows. */
export interface SiteLink {
  label: string;
  to: string;
}

/** The published pages' places on the site, after the links the site has by itself. */
export interface PagePlacements {
  servicesMenu: SiteLink[];
  serviceCards: ServiceCard[];
  /** By footer column title. */
  footer: Record<string, SiteLink[]>;
  /** Every published page's path, for the sitemap. */
  paths: string[];
}
