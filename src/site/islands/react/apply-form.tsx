import { ApplyForm } from "#src/features/job-applications/site/apply-form.tsx";
import type { FormPost } from "#src/lib/form-post.ts";
import { replaceWithReact, replay } from "../react-island.tsx";

/**
 * The job application, live once the visitor starts using it (the apply form block, src/site/blocks/offers/apply-form-block.tsx):
 * what was typed, the fresher box and a resume already chosen are carried over.
 */
export function mount(
  wrapper: HTMLElement,
  props: { initialTechnology: string; post: FormPost | null },
  trigger: Event,
) {
  const live = replaceWithReact(
    wrapper,
    <ApplyForm initialTechnology={props.initialTechnology} post={props.post} />,
  );
  replay(trigger, wrapper, live);
}
