import type { BlockOf } from "#src/lib/page-blocks.ts";

/** Numbered steps as cards, all shown at once (the careers page's hiring process). Its heading's id is the block's. */
export function HiringStepsBlock({ block }: { block: BlockOf<"hiringSteps"> }) {
  return (
    <section aria-labelledby={block.id} className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      {block.eyebrow && (
        <p className="text-sm font-semibold tracking-widest text-teal-700 uppercase">{block.eyebrow}</p>
      )}
      <h2 id={block.id} className="mt-2 text-3xl font-bold text-ink sm:text-4xl">
        {block.heading}
      </h2>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {block.steps.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
          >
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-accent-500 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">
              <span className="sr-only">{`${[block.stepLabel, index + 1].filter(Boolean).join(" ")}: `}</span>
              {step.title}
            </h3>
            <p className="mt-2 text-slate-600">{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
