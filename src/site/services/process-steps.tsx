import { useId } from "react";
import { PROCESS_DESCRIPTION_DELAY_MS, type ServiceStep } from "#src/content/service-pages.ts";

/**
 * One step active at a time (the first in the HTML); the description of a newly chosen step
 * appears after 500 ms (src/site/islands/behaviours/process-steps.ts). Every description is in the
 * HTML; without script the step buttons, which could do nothing, give way to all the descriptions
 * one after the other (src/app.css, `data-noscript`).
 */
export function ProcessSteps({ steps }: { steps: readonly ServiceStep[] }) {
  const descriptionId = `${useId()}-description`;
  return (
    <div
      data-behaviour="process-steps"
      data-delay={PROCESS_DESCRIPTION_DELAY_MS}
      className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
      <ol data-noscript="hide" className="grid gap-3">
        {steps.map((step, index) => (
          <li key={step.title}>
            <button
              type="button"
              aria-pressed={index === 0}
              aria-controls={descriptionId}
              data-step={index + 1}
              className="group flex w-full items-center gap-4 rounded-2xl border border-slate-200 bg-white px-5 py-4 text-left text-slate-800 transition not-aria-pressed:hover:border-brand-200 not-aria-pressed:hover:bg-brand-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:shadow-lg aria-pressed:shadow-brand-600/25"
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700 group-aria-pressed:bg-white"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <span className="font-semibold">{step.title}</span>
            </button>
          </li>
        ))}
      </ol>
      <div
        id={descriptionId}
        aria-live="polite"
        className="relative min-h-56 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-accent-600 p-8 text-white shadow-xl"
      >
        <div aria-hidden="true" className="absolute -top-16 -right-16 size-56 rounded-full bg-white/10" />
        {steps.map((step, index) => (
          <div
            key={step.title}
            data-testid="process-description"
            data-step-description={index + 1}
            data-noscript="show"
            hidden={index !== 0}
            className="relative not-first-of-type:mt-8"
          >
            <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">
              {`Step ${index + 1} of ${steps.length}`}
            </p>
            <h3 className="mt-2 text-2xl font-bold">{step.title}</h3>
            <p className="mt-4 text-lg leading-relaxed text-brand-50">{step.description}</p>
          </div>
        ))}
        <p data-step-waiting hidden className="relative text-brand-100">
          Loading step…
        </p>
      </div>
    </div>
  );
}
