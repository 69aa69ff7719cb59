import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import type { ClientRowAnswer } from "#src/features/clients/client.schema.ts";
import { FallbackImage } from "./fallback-image.tsx";
import { usePrefersReducedMotion } from "./use-reduced-motion.ts";

/** Carousels move every 3000 ms. */
export const CLIENT_SLIDER_INTERVAL_MS = 3000;
export const DEFAULT_LOGO = "/images/default-logo.svg";

interface ClientSliderProps {
  clients: readonly ClientRowAnswer[];
  heading?: string;
}

/**
 * The client logo slider of Home and About. It advances by itself unless the visitor
 * paused it, prefers reduced motion, or is hovering or focusing it (WCAG 2.2.2); the logos are
 * in the server HTML as a plain scrollable row.
 */
export function ClientSlider({ clients, heading = "Trusted by growing businesses" }: ClientSliderProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, align: "start", dragFree: false });
  // The visitor's own choice wins; without one, it plays unless they prefer reduced motion.
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [interacting, setInteracting] = useState(false);
  const paused = (choice ?? (reducedMotion ? "pause" : "play")) === "pause";
  const playing = !paused && !interacting && clients.length > 1;

  useEffect(() => {
    if (!emblaApi || !playing) return;
    const timer = setInterval(() => emblaApi.scrollNext(), CLIENT_SLIDER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [emblaApi, playing]);

  return (
    <section aria-labelledby="clients-heading" className="border-y border-slate-200 bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-bold tracking-widest text-brand-600 uppercase">Our clients</p>
            <h2
              id="clients-heading"
              className="mt-1 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl"
            >
              {heading}
            </h2>
          </div>
          {clients.length > 1 && (
            <div className="flex gap-2">
              <button
                type="button"
                onClick={() => emblaApi?.scrollPrev()}
                aria-label="Previous logos"
                className="rounded-full border border-slate-300 p-2 text-slate-700 hover:bg-slate-100"
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                onClick={() => setChoice(paused ? "play" : "pause")}
                aria-label={paused ? "Play logo slider" : "Pause logo slider"}
                className="rounded-full border border-slate-300 p-2 text-slate-700 hover:bg-slate-100"
              >
                {paused ? (
                  <Play aria-hidden="true" className="size-5" />
                ) : (
                  <Pause aria-hidden="true" className="size-5" />
                )}
              </button>
              <button
                type="button"
                onClick={() => emblaApi?.scrollNext()}
                aria-label="Next logos"
                className="rounded-full border border-slate-300 p-2 text-slate-700 hover:bg-slate-100"
              >
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </div>
          )}
        </div>
        {clients.length === 0 ? (
          <p className="mt-8 text-slate-600">Our client list is being updated.</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveElementInteractions: pausing on hover and focus is a convenience; the Pause button is the accessible control
          <section
            ref={emblaRef}
            aria-roledescription="carousel"
            aria-label="Client logos"
            className="mt-8 overflow-hidden"
            onMouseEnter={() => setInteracting(true)}
            onMouseLeave={() => setInteracting(false)}
            onFocus={() => setInteracting(true)}
            onBlur={() => setInteracting(false)}
          >
            <ul className="flex touch-pan-y">
              {clients.map((client, position) => (
                <li
                  key={client.id}
                  aria-roledescription="slide"
                  aria-label={`${position + 1} of ${clients.length}`}
                  className="min-w-0 shrink-0 grow-0 basis-1/2 pr-4 sm:basis-1/3 lg:basis-1/5"
                >
                  <div className="flex h-24 items-center justify-center rounded-2xl border border-slate-100 bg-slate-50 px-4">
                    <FallbackImage
                      src={client.logo_url}
                      fallbackSrc={DEFAULT_LOGO}
                      alt={client.alt || client.name}
                      width={160}
                      height={64}
                      loading="lazy"
                      decoding="async"
                      className="h-16 w-40 max-w-full object-contain"
                    />
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </section>
  );
}
