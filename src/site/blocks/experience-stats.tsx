import {
  COUNTER_DURATION_MS,
  COUNTER_TICK_MS,
  COUNTER_VISIBILITY_THRESHOLD,
  experienceStats,
} from "#src/content/home-content.ts";
import { useSiteSettings } from "#src/site/site-settings.ts";

/**
 * The counters count up from 0 over 2000 ms in 10 ms ticks once at least half the block is
 * visible, reset when it leaves view and count again on re-entry (the behaviour
 * src/site/islands/behaviours/experience-counters.ts, with the timings as data attributes). The
 * server HTML (and so a visitor without JavaScript, or who prefers reduced motion) has the final
 * numbers.
 */
export function ExperienceStats() {
  // The end values are staff's (Site Settings); the texts are content.
  const { counters } = useSiteSettings();
  const stats = experienceStats.map((stat) => ({ ...stat, end: counters[stat.key] }));
  return (
    <section
      data-behaviour="experience-counters"
      data-duration={COUNTER_DURATION_MS}
      data-tick={COUNTER_TICK_MS}
      data-threshold={COUNTER_VISIBILITY_THRESHOLD}
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
          {stats.map((stat) => (
            <div
              key={stat.text}
              className="flex flex-col-reverse rounded-2xl border border-white/10 bg-white/5 p-5 text-center backdrop-blur last:col-span-2 sm:last:col-span-1"
            >
              <dt className="mt-1 text-sm font-medium text-slate-300">{stat.text}</dt>
              <dd className="text-4xl font-extrabold text-white sm:text-5xl">
                {/* Screen readers get the final figure once, not every tick. */}
                <span
                  aria-hidden="true"
                  data-counter={stat.text}
                  data-end={stat.end}
                  className="tabular-nums"
                >
                  <span data-counter-value>{stat.end}</span>
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
