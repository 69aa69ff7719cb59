import Quote from "lucide-react/icons/quote";
import Star from "lucide-react/icons/star";
import type { TestimonialRowAnswer } from "#src/features/testimonials/testimonial.schema.ts";
import { testimonialTexts } from "#src/features/testimonials/testimonial.texts.ts";
import { focalPointOf, type ImageFocus } from "#src/lib/responsive-images.ts";
import { ResponsiveImage } from "#src/ui/responsive-image.tsx";

/** Shown at 48 px: its square variants at 1× and 2× (src/lib/responsive-images.ts). */
const PHOTO_SIZE = 48;

const STARS = [1, 2, 3, 4, 5] as const;

/** The star is drawn once per page (a symbol) and each rating's stars reuse it. */
const STAR_ID = "testimonial-star";

/**
 * Testimonials: 'Our happy clients say about us', each with its rating, 3 columns large, 2
 * medium; the ones staff show, in their order (the testimonials feature). Nothing without any.
 */
export function Testimonials({
  testimonials,
}: {
  /** With each portrait's focal point, which the round crop keeps in view. */
  testimonials: readonly (TestimonialRowAnswer & ImageFocus)[];
}) {
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="py-16 sm:py-24">
      <svg aria-hidden="true" width="0" height="0" className="absolute size-0 overflow-hidden">
        <symbol id={STAR_ID} viewBox="0 0 24 24">
          {/* Filled and outlined in the text colour of the star that uses it. */}
          <Star fill="currentColor" />
        </symbol>
      </svg>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-bold tracking-widest text-brand-600 uppercase">Testimonials</p>
          <h2
            id="testimonials-heading"
            className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
          >
            {testimonialTexts.heading}
          </h2>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.id} className="min-w-0">
              {/* min-w-0 and overflow-wrap: a long name or an unbroken word wraps inside the card
                  instead of widening the page on a phone. */}
              <figure className="flex h-full min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition [overflow-wrap:anywhere] hover:shadow-lg">
                <div className="flex items-center justify-between">
                  <div role="img" aria-label={`Rated ${item.rating} out of 5`} className="flex gap-0.5">
                    {STARS.slice(0, item.rating).map((star) => (
                      <svg key={star} aria-hidden="true" className="size-5 text-amber-400">
                        <use href={`#${STAR_ID}`} />
                      </svg>
                    ))}
                  </div>
                  <Quote aria-hidden="true" className="size-8 text-brand-100" />
                </div>
                <blockquote className="mt-4 flex-1 text-slate-700">
                  <p>{`“${item.feedback}”`}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-5">
                  <ResponsiveImage
                    src={item.image}
                    alt={`Portrait of ${item.name}`}
                    width={PHOTO_SIZE}
                    height={PHOTO_SIZE}
                    fixedWidth={PHOTO_SIZE}
                    focal={focalPointOf(item)}
                    loading="lazy"
                    decoding="async"
                    className="size-12 rounded-full bg-slate-100 object-cover"
                  />
                  <div className="min-w-0">
                    <p className="font-bold text-ink">{item.name}</p>
                    <p className="text-sm text-slate-600">{item.role}</p>
                  </div>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
