import { sectionHeadingId } from "#src/lib/page-blocks/contact-legal.ts";
import type { BlockOf } from "#src/lib/page-blocks.ts";

/**
 * A legal page: its title, date and introduction, then a table of contents built from the
 * sections' anchors beside the numbered sections.
 */
export function LegalSectionsBlock({ block }: { block: BlockOf<"legalSections"> }) {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-white to-teal-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:py-16">
          <h1 className="text-4xl leading-tight font-extrabold text-ink sm:text-5xl">{block.heading}</h1>
          {(block.updatedLabel || block.updated) && (
            <p className="mt-3 text-sm text-slate-600">
              {block.updatedLabel && `${block.updatedLabel} `}
              {block.updated}
            </p>
          )}
          {block.intro && <p className="mt-5 max-w-3xl text-lg text-slate-700">{block.intro}</p>}
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={block.contentsHeading} className="lg:sticky lg:top-28 lg:self-start">
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {block.contentsHeading}
          </p>
          <ol className="mt-3 space-y-1.5 text-sm">
            {block.sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-slate-700 hover:text-brand-700 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="space-y-10">
          {block.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={sectionHeadingId(section.id)}
              className="scroll-mt-28"
            >
              <h2 id={sectionHeadingId(section.id)} className="text-2xl font-bold text-ink">
                <span className="mr-2 text-brand-600">{index + 1}.</span>
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs may repeat; the list is static HTML
                <p key={at} className="mt-3 leading-relaxed text-slate-700">
                  {paragraph}
                </p>
              ))}
              {section.list.length > 0 && (
                <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-600">
                  {section.list.map((item, at) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat; the list is static HTML
                    <li key={at}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
