import { ContactForm } from "#src/features/contact-messages/site/contact-form.tsx";
import type { FormPost } from "#src/lib/form-post.ts";
import { replaceWithReact, replay } from "../react-island.tsx";

/** The contact form, live once the visitor starts using it (placed by src/site/blocks/contact-legal/contact-cards-block.tsx). */
export function mount(wrapper: HTMLElement, props: { post: FormPost | null }, trigger: Event) {
  const live = replaceWithReact(wrapper, <ContactForm post={props.post} />);
  replay(trigger, wrapper, live);
}
