import { ChevronDown } from "lucide-react";
import { useId } from "react";

export interface AccordionItem {
  title: string;
  body: string;
}

/**
 * One item open at a time; clicking the open item closes it. Each item is a `<details>` sharing
 * one `name` with the others, so the browser itself keeps one open, by pointer and keyboard,
 * without script; every answer is in the HTML (found by the browser's find in page too).
 */
export function Accordion({
  items,
  initiallyOpen = 0,
  headingLevel = "h3",
}: {
  items: readonly AccordionItem[];
  initiallyOpen?: number | null;
  headingLevel?: "h3" | "h4";
}) {
  const name = useId();
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
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-ink transition hover:bg-slate-50 group-open:bg-brand-50 group-open:text-brand-800 sm:px-6 [&::-webkit-details-marker]:hidden">
            <Heading className="text-base font-semibold">{item.title}</Heading>
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
