import { Quote, Star } from "lucide-react";
import { TESTIMONIAL_IMAGE_SIZE, testimonials } from "#src/content/home-content.ts";

const STARS = [1, 2, 3, 4, 5] as const;

/** Testimonials: 'Our happy clients say about us', 5 stars each, 3 columns large, 2 medium. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-bold tracking-widest text-brand-600 uppercase">Testimonials</p>
          <h2
            id="testimonials-heading"
            className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
          >
            Our happy clients say about us
          </h2>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-lg">
                <div className="flex items-center justify-between">
                  <div role="img" aria-label={`Rated ${item.rating} out of 5`} className="flex gap-0.5">
                    {STARS.slice(0, item.rating).map((star) => (
                      <Star key={star} aria-hidden="true" className="size-5 fill-amber-400 text-amber-400" />
                    ))}
                  </div>
                  <Quote aria-hidden="true" className="size-8 text-brand-100" />
                </div>
                <blockquote className="mt-4 flex-1 text-slate-700">
                  <p>{`“${item.feedback}”`}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-5">
                  <img
                    src={item.image}
                    alt={`Portrait of ${item.name}`}
                    width={TESTIMONIAL_IMAGE_SIZE / 2}
                    height={TESTIMONIAL_IMAGE_SIZE / 2}
                    loading="lazy"
                    decoding="async"
                    className="size-12 rounded-full bg-slate-100 object-cover"
                  />
                  <div>
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
