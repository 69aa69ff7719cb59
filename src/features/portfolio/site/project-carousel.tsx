import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";

/** The project carousel advances every 3000 ms. */
export const CAROUSEL_INTERVAL_MS = 3000;

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

interface CarouselProps {
  name: string;
  images: { id: number; image_url: string }[];
}

/**
 * The project's screens. Rotation pauses while the pointer or focus is inside, stops for good
 * with the pause button (WCAG 2.2.2), and never starts when the visitor prefers reduced motion.
 * Indicators appear only for more than one image.
 */
export function ProjectCarousel({ name, images }: CarouselProps) {
  const [current, setCurrent] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = images.length;
  const rotating = count > 1 && !stopped && !reducedMotion;

  useEffect(() => {
    if (!rotating || hovered || focused) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, hovered, focused, count]);

  if (count === 0) return null;
  const go = (index: number) => setCurrent((index + count) % count);

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: pausing while the pointer or focus is inside (WAI-ARIA carousel pattern)
    <section
      aria-roledescription="carousel"
      aria-label={`${name} screens`}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="relative overflow-hidden rounded-3xl bg-slate-100 shadow-xl ring-1 ring-slate-200">
        <div aria-live={rotating ? "off" : "polite"} className="grid">
          {images.map((image, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide of the WAI-ARIA carousel pattern, not a form group
            <div
              key={image.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={index !== current}
              inert={index !== current}
              className={`col-start-1 row-start-1 transition-opacity duration-700 motion-reduce:transition-none ${
                index === current ? "opacity-100" : "opacity-0"
              }`}
            >
              <img
                src={image.image_url}
                alt={`${name}, screen ${index + 1}`}
                width={1280}
                height={800}
                loading={index === 0 ? "eager" : "lazy"}
                // The first screen is the page's largest picture: fetched first (and preloaded).
                fetchPriority={index === 0 ? "high" : "auto"}
                className="h-auto w-full"
              />
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
          {!reducedMotion && (
            <button
              type="button"
              onClick={() => setStopped((value) => !value)}
              aria-label={stopped ? "Play slideshow" : "Pause slideshow"}
              className="flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
            >
              {stopped ? (
                <Play aria-hidden="true" className="size-4" />
              ) : (
                <Pause aria-hidden="true" className="size-4" />
              )}
            </button>
          )}
          <button
            type="button"
            onClick={() => go(current - 1)}
            aria-label="Previous screen"
            className="flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <ul className="flex items-center gap-2" aria-label="Choose a screen">
            {images.map((image, index) => (
              <li key={image.id}>
                <button
                  type="button"
                  onClick={() => go(index)}
                  aria-label={`Show screen ${index + 1}`}
                  aria-current={index === current}
                  className="flex size-6 items-center justify-center rounded-full"
                >
                  <span
                    className={`block h-2.5 rounded-full transition-all ${
                      index === current ? "w-6 bg-brand-600" : "w-2.5 bg-slate-300"
                    }`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => go(current + 1)}
            aria-label="Next screen"
            className="flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </section>
  );
}
