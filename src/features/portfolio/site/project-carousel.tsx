import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { ResponsiveImage } from "#src/ui/responsive-image.tsx";

/**
 * The width of the project page's picture column (max-w-7xl, px-4 then sm:px-6; from lg, half of
 * it less the gap-10): the carousel's screens and the poster shown instead of them.
 */
export const PROJECT_COLUMN_SIZES =
  "(min-width: 1280px) 596px, (min-width: 1024px) calc(50vw - 44px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

/** The project carousel advances every 3000 ms. */
export const CAROUSEL_INTERVAL_MS = 3000;

interface CarouselProps {
  name: string;
  images: { id: number; image_url: string }[];
}

const roundButton =
  "flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50";

/**
 * The project's screens, the first one showing. Rotation (src/site/islands/behaviours/carousel.ts)
 * pauses while the pointer or focus is inside, stops for good with the pause button (WCAG 2.2.2),
 * and never starts when the visitor prefers reduced motion, who gets no pause button either.
 * Indicators appear only for more than one image. Without script the screens show one under the
 * other and the buttons, which could do nothing, are left out (src/app.css, `data-noscript`).
 */
export function ProjectCarousel({ name, images }: CarouselProps) {
  const count = images.length;
  if (count === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${name} screens`}
      className="relative"
      {...(count > 1 ? { "data-behaviour": "carousel", "data-interval": CAROUSEL_INTERVAL_MS } : {})}
    >
      <div className="relative overflow-hidden rounded-3xl bg-slate-100 shadow-xl ring-1 ring-slate-200">
        <div aria-live={count > 1 ? "off" : "polite"} data-slides className="grid">
          {images.map((image, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide of the WAI-ARIA carousel pattern, not a form group
            <div
              key={image.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              data-slide
              data-current={index === 0 ? "" : undefined}
              className="col-start-1 row-start-1 transition-opacity duration-700 not-data-current:opacity-0 motion-reduce:transition-none"
            >
              <ResponsiveImage
                src={image.image_url}
                alt={`${name}, screen ${index + 1}`}
                width={1280}
                height={800}
                sizes={PROJECT_COLUMN_SIZES}
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
        <div data-noscript="hide" className="mt-4 flex flex-wrap items-center justify-center gap-3">
          <button
            type="button"
            data-carousel="pause"
            aria-label="Pause slideshow"
            className={`group motion-reduce:hidden ${roundButton}`}
          >
            <Pause aria-hidden="true" className="size-4 group-data-stopped:hidden" />
            <Play aria-hidden="true" className="hidden size-4 group-data-stopped:block" />
          </button>
          <button type="button" data-carousel="previous" aria-label="Previous screen" className={roundButton}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <ul className="flex items-center gap-2" aria-label="Choose a screen">
            {images.map((image, index) => (
              <li key={image.id}>
                <button
                  type="button"
                  data-carousel="show"
                  aria-label={`Show screen ${index + 1}`}
                  aria-current={index === 0}
                  className="group flex size-6 items-center justify-center rounded-full"
                >
                  <span className="block h-2.5 w-2.5 rounded-full bg-slate-300 transition-all group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand-600" />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" data-carousel="next" aria-label="Next screen" className={roundButton}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </section>
  );
}
