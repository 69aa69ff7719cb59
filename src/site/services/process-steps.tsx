import { useEffect, useId, useState } from "react";
import { PROCESS_DESCRIPTION_DELAY_MS, type ServiceStep } from "#src/content/service-pages.ts";

/**
 * One step active at a time (the first by default); the description of a newly chosen
 * step appears after 500 ms.
 */
export function ProcessSteps({ steps }: { steps: readonly ServiceStep[] }) {
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState<number | null>(0);
  const baseId = useId();

  useEffect(() => {
    if (shown === active) return;
    const timer = setTimeout(() => setShown(active), PROCESS_DESCRIPTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, shown]);

  const choose = (index: number) => {
    if (index === active) return;
    setShown(null);
    setActive(index);
  };

  const shownStep = shown === null ? undefined : steps[shown];
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <ol className="grid gap-3">
        {steps.map((step, index) => {
          const isActive = index === active;
          return (
            <li key={step.title}>
              <button
                type="button"
                aria-pressed={isActive}
                aria-controls={`${baseId}-description`}
                onClick={() => choose(index)}
                data-step={index + 1}
                className={`flex w-full items-center gap-4 rounded-2xl border px-5 py-4 text-left transition ${
                  isActive
                    ? "border-brand-600 bg-brand-600 text-white shadow-lg shadow-brand-600/25"
                    : "border-slate-200 bg-white text-slate-800 hover:border-brand-200 hover:bg-brand-50"
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                    isActive ? "bg-white text-brand-700" : "bg-brand-50 text-brand-700"
                  }`}
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
                <span className="font-semibold">{step.title}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <div
        id={`${baseId}-description`}
        aria-live="polite"
        className="relative min-h-56 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-accent-600 p-8 text-white shadow-xl"
      >
        <div aria-hidden="true" className="absolute -top-16 -right-16 size-56 rounded-full bg-white/10" />
        {shownStep ? (
          <div data-testid="process-description" className="relative">
            <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">
              {`Step ${(shown ?? 0) + 1} of ${steps.length}`}
            </p>
            <h3 className="mt-2 text-2xl font-bold">{shownStep.title}</h3>
            <p className="mt-4 text-lg leading-relaxed text-brand-50">{shownStep.description}</p>
          </div>
        ) : (
          <p className="relative text-brand-100">Loading step…</p>
        )}
      </div>
    </div>
  );
}
