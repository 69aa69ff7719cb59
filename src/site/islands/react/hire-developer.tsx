import {
  HireDeveloperButton,
  type HireDeveloperButtonProps,
  loadHireRequestForm,
} from "#src/features/hire-requests/site/hire-developer-button.tsx";
import { replaceWithReact, replay } from "../react-island.tsx";

// The form comes with this module (the entry mounts the island once its import resolves, holding
// the visitor's clicks until then): the modal opens with its form already in it, and a modal the
// server rendered open keeps its fields and what was typed in them.
await loadHireRequestForm();

/**
 * The hire button and its modal (src/site/blocks/cta-banner-block.tsx), live once the visitor
 * reaches for the button: a click held while this loaded opens the modal now, focus returning to
 * the button on close.
 */
export function mount(wrapper: HTMLElement, props: HireDeveloperButtonProps, trigger: Event) {
  const live = replaceWithReact(wrapper, <HireDeveloperButton {...props} />);
  replay(trigger, wrapper, live);
}
