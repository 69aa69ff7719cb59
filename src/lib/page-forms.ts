import type { PostedFormName } from "./form-post.ts";
import type { BlockTypeName, PageBlock } from "./page-blocks.ts";

/**
 * The public forms a stored page holds, from its blocks: a block that shows a form takes that
 * form's post without JavaScript at whatever path staff placed it (src/server/form-posts.ts), as
 * its page answers with the outcome (src/site/pages/block-page.tsx).
 */

/** The block types that show a form of their own (the hire form opens from a banner's hire button). */
export const FORM_BLOCKS: Readonly<Partial<Record<BlockTypeName, Exclude<PostedFormName, "hire">>>> = {
  contactCards: "contact",
  cloudVpsEnquiry: "cloud-vps",
  applyForm: "apply",
};

/** The forms of a page's blocks, each once: its one form of its own, and the hire form when a banner offers it. */
export function pageForms(blocks: readonly PageBlock[]): PostedFormName[] {
  const forms = new Set<PostedFormName>();
  for (const block of blocks) {
    const form = FORM_BLOCKS[block.type];
    if (form) forms.add(form);
    if (block.type === "ctaBanner" && block.hireLabel) forms.add("hire");
  }
  return [...forms];
}

/**
 * Which form a post to a page is: the hire form when the hire modal was open (`?hire`, the only
 * way it shows without JavaScript) or is the page's only form, else the page's own form. A page
 * holds one form of its own (pageBlocks refuses a second), so this is never ambiguous.
 */
export function postedFormOf(
  forms: readonly PostedFormName[],
  hireOpen: boolean,
): PostedFormName | undefined {
  if (forms.includes("hire") && (hireOpen || forms.length === 1)) return "hire";
  return forms.find((form) => form !== "hire");
}

/** The path a stored page of the request has: lowercase, no trailing slash (/careers/Job/ is /careers/job). */
export function storedPathOf(pathname: string): string {
  return pathname.toLowerCase().replace(/(.)\/+$/, "$1");
}
