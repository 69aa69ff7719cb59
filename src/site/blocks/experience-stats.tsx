import { useEffect, useMemo, useRef, useState } from "react";
import {
  COUNTER_DURATION_MS,
  COUNTER_TICK_MS,
  COUNTER_VISIBILITY_THRESHOLD,
  experienceStats,
} from "#src/content/home-content.ts";
import { useSiteSettings } from "#src/site/site-settings.ts";
import { usePrefersReducedMotion } from "./use-reduced-motion.ts";

/**
 * The counters count up from 0 over 2000 ms in 10 ms ticks once at least half the
 * block is visible, reset when it leaves view and count again on re-entry. The server HTML (and
 * a visitor without JavaScript or who prefers reduced motion) gets the final numbers.
 */
function useCountUp(reducedMotion: boolean, finalValues: readonly number[]) {
  const ref = useRef<HTMLElement>(null);
  const [values, setValues] = useState<number[]>(() => [...finalValues]);

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion || typeof IntersectionObserver === "undefined") {
      setValues([...finalValues]);
      return;
    }
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    setValues(finalValues.map(() => 0));
    const observer = new IntersectionObserver(
      ([entry]) => {
        stop();
        // The visible share, not isIntersecting: some browsers report that true below the threshold.
        if (entry && entry.intersectionRatio >= COUNTER_VISIBILITY_THRESHOLD) {
          // Progress comes from the clock, so a busy page that delays ticks still finishes in 2000 ms.
          const startedAt = performance.now();
          timer = setInterval(() => {
            const progress = Math.min((performance.now() - startedAt) / COUNTER_DURATION_MS, 1);
            setValues(finalValues.map((end) => Math.round(end * progress)));
            if (progress >= 1) stop();
          }, COUNTER_TICK_MS);
        } else {
          setValues(finalValues.map(() => 0));
        }
      },
      { threshold: COUNTER_VISIBILITY_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      stop();
      observer.disconnect();
    };
  }, [reducedMotion, finalValues]);

  return { ref, values };
}

export function ExperienceStats() {
  const reducedMotion = usePrefersReducedMotion();
  // The end values are staff's (Site Settings); the texts are content.
  const { counters } = useSiteSettings();
  const stats = useMemo(
    () => experienceStats.map((stat) => ({ ...stat, end: counters[stat.key] })),
    [counters],
  );
  const finalValues = useMemo(() => stats.map((stat) => stat.end), [stats]);
  const { ref, values } = useCountUp(reducedMotion, finalValues);
  return (
    <section
      ref={ref}
      aria-labelledby="experience-heading"
      data-testid="experience-stats"
      className="relative overflow-hidden bg-ink py-16 text-white sm:py-20"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(79,70,229,0.35),transparent_45%),radial-gradient(circle_at_80%_80%,rgba(20,184,166,0.25),transparent_45%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6">
        <h2
          id="experience-heading"
          className="text-center text-3xl font-extrabold tracking-tight sm:text-4xl"
        >
          Experience and Project
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-300">
          A young, fast-growing team with delivery experience across borders and business domains.
        </p>
        <dl className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {stats.map((stat, position) => (
            <div
              key={stat.text}
              className="flex flex-col-reverse rounded-2xl border border-white/10 bg-white/5 p-5 text-center backdrop-blur last:col-span-2 sm:last:col-span-1"
            >
              <dt className="mt-1 text-sm font-medium text-slate-300">{stat.text}</dt>
              <dd className="text-4xl font-extrabold text-white sm:text-5xl">
                {/* Screen readers get the final figure once, not every tick. */}
                <span aria-hidden="true" data-counter={stat.text} className="tabular-nums">
                  {values[position]}
                  <span className="text-accent-400">+</span>
                </span>
                <span className="sr-only">{`${stat.end}+`}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
