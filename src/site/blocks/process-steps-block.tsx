import type { BlockOf } from "#src/lib/page-blocks.ts";
import { ProcessSteps } from "#src/site/services/process-steps.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** Numbered steps, one shown at a time (src/site/services/process-steps.tsx). */
export function ProcessStepsBlock({ block }: { block: BlockOf<"processSteps"> }) {
  return (
    <section
      id={block.id}
      aria-labelledby={`${block.id}-heading`}
      className="scroll-mt-24 bg-slate-50 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading eyebrow={block.eyebrow || undefined} title={block.heading} id={`${block.id}-heading`}>
          {block.intro || undefined}
        </SectionHeading>
        <div className="mt-12">
          <ProcessSteps steps={block.steps} />
        </div>
      </div>
    </section>
  );
}
