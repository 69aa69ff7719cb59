import { CloudVpsForm } from "#src/features/cloud-vps/site/cloud-vps-form.tsx";
import type { FormPost } from "#src/lib/form-post.ts";
import { replaceWithReact, replay } from "../react-island.tsx";

/** The cloud VPS enquiry, live once the visitor starts using it (src/site/blocks/offers/cloud-vps-enquiry-block.tsx). */
export function mount(wrapper: HTMLElement, props: { post: FormPost | null }, trigger: Event) {
  const live = replaceWithReact(wrapper, <CloudVpsForm post={props.post} />);
  replay(trigger, wrapper, live);
}
