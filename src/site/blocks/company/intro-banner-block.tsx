import type { BlockOf } from "#src/lib/page-blocks.ts";

/** A page's main heading, centred on a light background, under a badge and above a text; taller on the services overview. */
export function IntroBannerBlock({ block }: { block: BlockOf<"introBanner"> }) {
  return (
    <section
      className={`${block.tall ? "relative overflow-hidden " : ""}bg-gradient-to-br from-brand-50 via-white to-teal-50`}
    >
      <div
        className={`mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 ${block.tall ? "sm:py-24" : "sm:py-20"}`}
      >
        {block.badge && (
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            {block.badge}
          </p>
        )}
        <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{block.heading}</h1>
        {block.text && <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">{block.text}</p>}
      </div>
    </section>
  );
}
