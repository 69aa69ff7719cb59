import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import type { ClientRowAnswer } from "#src/features/clients/client.schema.ts";
import { FallbackImage } from "./fallback-image.tsx";
import { PlayPauseButton } from "./play-pause-button.tsx";

/** Carousels move every 3000 ms. */
export const CLIENT_SLIDER_INTERVAL_MS = 3000;
export const DEFAULT_LOGO = "/images/default-logo.svg";

interface ClientSliderProps {
  clients: readonly ClientRowAnswer[];
  heading?: string;
}

const controlClass = "rounded-full border border-slate-300 p-2 text-slate-700 hover:bg-slate-100";

/**
 * The client logo slider of Home and About. The server HTML is a row of logos the visitor can
 * scroll sideways; the behaviour src/site/islands/behaviours/client-slider.ts turns it into the
 * slider: it advances every 3000 ms unless the visitor paused it, prefers reduced motion, or is
 * hovering or focusing it (WCAG 2.2.2), and shows the buttons, which need it to work.
 */
export function ClientSlider({ clients, heading = "Trusted by growing businesses" }: ClientSliderProps) {
  return (
    <section
      aria-labelledby="clients-heading"
      data-behaviour={clients.length > 1 ? "client-slider" : undefined}
      data-interval={CLIENT_SLIDER_INTERVAL_MS}
      className="border-y border-slate-200 bg-white py-12 sm:py-16"
    >
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
            // Hidden until the behaviour runs: without it these buttons could do nothing.
            <div data-slider-controls hidden className="flex gap-2">
              <button type="button" data-slider-previous aria-label="Previous logos" className={controlClass}>
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
              <PlayPauseButton hook="data-slider-toggle" label="Pause logo slider" className={controlClass} />
              <button type="button" data-slider-next aria-label="Next logos" className={controlClass}>
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </div>
          )}
        </div>
        {clients.length === 0 ? (
          <p className="mt-8 text-slate-600">Our client list is being updated.</p>
        ) : (
          // Without the behaviour the row scrolls sideways (and takes focus, so a keyboard can
          // scroll it); with it the row is clipped and moves by transform.
          <section
            data-slider-viewport
            tabIndex={clients.length > 1 ? 0 : undefined}
            aria-roledescription="carousel"
            aria-label="Client logos"
            className="mt-8 overflow-x-auto [scrollbar-width:none] data-ready:overflow-hidden"
          >
            <ul data-slider-track className="flex transition-transform duration-500 ease-out">
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
                      // The box is 160 × 64 (less on a phone's half row): 1× and 2× variants.
                      fixedWidth={160}
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
