import Search from "lucide-react/icons/search";
import { useId } from "react";
import { SEARCH_PATH, SEARCH_QUERY_MAX } from "../site-search.schema.ts";
import { siteSearchTexts } from "../site-search.texts.ts";

/**
 * The site search's form: a plain GET to the results page, so it works with no script
 * (docs/decisions/0049-site-search.md). `compact`: the header's, with its label for screen readers
 * only; otherwise the results page's and the mobile menu's, with the label shown.
 */
export function SearchForm({
  defaultValue = "",
  compact = false,
  className = "",
}: {
  defaultValue?: string;
  compact?: boolean;
  className?: string;
}) {
  const inputId = useId();
  return (
    <search className={className}>
      <form method="get" action={SEARCH_PATH}>
        <label
          htmlFor={inputId}
          className={compact ? "sr-only" : "mb-1 block text-sm font-medium text-slate-700"}
        >
          {siteSearchTexts.label}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            type="search"
            name="q"
            defaultValue={defaultValue}
            maxLength={SEARCH_QUERY_MAX}
            placeholder={siteSearchTexts.placeholder}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
          />
          <button
            type="submit"
            className="inline-flex shrink-0 items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <Search aria-hidden="true" className="size-4" />
            {siteSearchTexts.button}
          </button>
        </div>
      </form>
    </search>
  );
}
