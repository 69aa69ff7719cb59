import ChevronDown from "lucide-react/icons/chevron-down";

export interface DetailsAccordionItem {
  title: string;
  body: string;
}

/**
 * One item open at a time, and clicking the open item closes it, with no script: `<details>`
 * sharing one `name` (an exclusive accordion). The summary is the control: the browser gives it
 * its expanded state, Enter and Space. Every answer is in the HTML, for search engines too.
 */
export function DetailsAccordion({
  items,
  name,
  initiallyOpen = null,
  headingLevel = "h3",
}: {
  items: readonly DetailsAccordionItem[];
  /** The group's name: unique on the page. */
  name: string;
  initiallyOpen?: number | null;
  headingLevel?: "h3" | "h4";
}) {
  const Heading = headingLevel;
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item, index) => (
        <details
          key={item.title}
          name={name}
          open={index === initiallyOpen}
          data-accordion-item
          className="group"
        >
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink transition group-open:bg-brand-50 group-open:text-brand-800 hover:bg-slate-50 sm:px-6 [&::-webkit-details-marker]:hidden">
            <Heading>{item.title}</Heading>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 group-open:text-brand-600"
            />
          </summary>
          <div className="px-5 pt-1 pb-5 text-slate-600 sm:px-6">
            <p>{item.body}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
