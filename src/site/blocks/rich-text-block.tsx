import type { BlockOf } from "#src/lib/page-blocks.ts";

/** Paragraphs of plain text under an optional heading; a line break inside a paragraph is kept. */
export function RichTextBlock({ block }: { block: BlockOf<"richText"> }) {
  const headingId = `${block.id}-heading`;
  return (
    <section
      id={block.id}
      aria-labelledby={block.heading ? headingId : undefined}
      className="scroll-mt-24 py-12 sm:py-16"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        {block.heading && (
          <h2 id={headingId} className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {block.heading}
          </h2>
        )}
        {block.paragraphs.map((paragraph, index) => (
          <p
            // Paragraphs may repeat; their place is what tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is static HTML, never reordered in place
            key={index}
            className="mt-5 text-lg leading-relaxed whitespace-pre-line text-slate-600"
          >
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
