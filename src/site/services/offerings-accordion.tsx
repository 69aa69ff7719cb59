import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";

export interface AccordionItem {
  title: string;
  body: string;
}

/**
 * One item open at a time; clicking the open item closes it. Every answer is in the
 * server HTML (hidden until opened), so search engines and no-JS visitors still get the text.
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
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const baseId = useId();
  const Heading = headingLevel;
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item, index) => {
        const isOpen = open === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.title} data-accordion-item>
            <Heading>
              <button
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
                className={`flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold transition sm:px-6 ${
                  isOpen ? "bg-brand-50 text-brand-800" : "text-ink hover:bg-slate-50"
                }`}
              >
                {item.title}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 transition-transform ${isOpen ? "rotate-180 text-brand-600" : "text-slate-500"}`}
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pt-1 pb-5 text-slate-600 sm:px-6"
            >
              <p>{item.body}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
