import type { BlockOf } from "#src/lib/page-blocks.ts";
import { BlockLink } from "../block-link.tsx";

/** A centred heading and text with one button, ending a page (the services overview's "Not sure where to start?"). */
export function ClosingCallBlock({ block }: { block: BlockOf<"closingCall"> }) {
  return (
    <section className="py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{block.heading}</h2>
        {block.text && <p className="mt-4 text-lg text-slate-600">{block.text}</p>}
        <BlockLink
          href={block.buttonHref}
          className="mt-8 inline-flex rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700"
        >
          {block.buttonLabel}
        </BlockLink>
      </div>
    </section>
  );
}
