import type { DeveloperCategory } from "#src/features/hire-requests/hire-request.schema.ts";
import {
  HireDeveloperButton,
  type HireDeveloperButtonProps,
} from "#src/features/hire-requests/site/hire-developer-button.tsx";
import type { FormPost } from "#src/lib/form-post.ts";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { Island } from "#src/site/islands/island.tsx";
import { BlockLink } from "./block-link.tsx";

const hireButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-brand-700 shadow-lg hover:bg-brand-50";

/** What the page knows of the hire form: its answer when posted without JavaScript, and `?hire`. */
export interface HireState {
  post: FormPost | null;
  requested: boolean;
}

/** A coloured closing banner: a heading, a text, a hire button (the hire modal, an island) and a link. */
export function CtaBannerBlock({ block, hire }: { block: BlockOf<"ctaBanner">; hire: HireState }) {
  const hireProps: HireDeveloperButtonProps = {
    label: block.hireLabel,
    // The block's categories are the hire form's (src/content/service-pages.ts, HIRE_CATEGORIES).
    category: (block.hireCategory || undefined) as DeveloperCategory | undefined,
    className: hireButtonClass,
    post: hire.post,
    requested: hire.requested,
  };
  return (
    <section id={block.id} aria-labelledby={`${block.id}-heading`} className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-gradient-to-r from-brand-700 via-brand-600 to-accent-600 px-6 py-12 text-white shadow-2xl sm:px-12 sm:py-16">
        <div aria-hidden="true" className="absolute -right-20 -bottom-24 size-72 rounded-full bg-white/10" />
        <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id={`${block.id}-heading`} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              {block.heading}
            </h2>
            {block.text && <p className="mt-4 text-lg text-brand-50">{block.text}</p>}
          </div>
          <div className="flex flex-wrap gap-3">
            {block.hireLabel && (
              <Island name="hire-developer" props={hireProps}>
                <HireDeveloperButton {...hireProps} />
              </Island>
            )}
            {block.linkLabel && (
              <BlockLink
                href={block.linkHref || "/contact"}
                className="inline-flex items-center rounded-full border border-white/40 px-6 py-3 font-semibold text-white hover:bg-white/10"
              >
                {block.linkLabel}
              </BlockLink>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
