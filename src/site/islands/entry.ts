/**
 * The only script a public page loads before the visitor interacts
 * (docs/decisions/0030-public-pages-without-the-runtime.md). The server renders every page
 * complete; this module adds what HTML and CSS cannot do alone:
 *
 * - behaviours: an element with `data-behaviour="name …"` gets `attach(element)` of
 *   `./behaviours/<name>.ts`, loaded once per page, each a few hundred bytes to a few KB;
 * - islands: an element with `data-island="name"` (and its props as JSON in `data-props`) is
 *   replaced by the React component of `./react/<name>.tsx` the first time the visitor reaches
 *   into it (focus, pointer, input, a click or a submit), so a form's code (React, its schema)
 *   loads only when someone uses the form. Until then the form works as plain HTML (it posts to
 *   its page: docs/decisions/0019-forms-without-javascript.md).
 */

export interface Behaviour {
  attach(element: HTMLElement): void;
}

export interface Island {
  /**
   * Replaces `wrapper` with the live component, carrying over what the visitor already did
   * (typed values, focus); `trigger` is the last click or submit held back while the island
   * loaded (replayed: the plain HTML would otherwise have handled it), else the event that woke
   * it. Must put the live component in place before it returns (load what it needs in its
   * module): events are held only until it is called.
   */
  mount(wrapper: HTMLElement, props: unknown, trigger: Event): Promise<void> | void;
}

const loadBehaviour = (name: string): Promise<Behaviour> => import(`./behaviours/${name}.ts`);
const loadIsland = (name: string): Promise<Island> => import(`./react/${name}.tsx`);

/** A new task: a message to ourselves (a timer would wait on a page whose clock is held). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * Runs `work` in a task of its own, after the work queued before it: each behaviour attaches in
 * its own short task, so the page never meets one long task of all of them together (modules
 * loaded at once would otherwise attach in one run of microtasks; docs/performance.md).
 */
let queue = Promise.resolve();
const inOwnTask = (work: () => void) => {
  queue = queue
    .then(nextTask)
    .then(work)
    .catch((error: unknown) => console.error(error));
};

function attachBehaviours(root: ParentNode) {
  const byName = new Map<string, HTMLElement[]>();
  for (const element of root.querySelectorAll<HTMLElement>("[data-behaviour]")) {
    for (const name of (element.dataset.behaviour ?? "").split(/\s+/)) {
      if (!/^[a-z][a-z-]*$/.test(name)) continue;
      byName.set(name, [...(byName.get(name) ?? []), element]);
    }
  }
  for (const [name, elements] of byName) {
    loadBehaviour(name).then(
      (behaviour) =>
        inOwnTask(() => {
          for (const element of elements) {
            behaviour.attach(element);
            // Ready: journeys wait for this mark (e2e/support/behaviours.ts) rather than race the script.
            element.dataset.attached = `${element.dataset.attached ?? ""} ${name}`.trim();
          }
        }),
      (error: unknown) => console.error(`behaviour ${name} failed to load`, error),
    );
  }
}

/** Events that show the visitor reaching into an island: the first one loads it. */
const WAKE = ["focusin", "pointerdown", "pointerenter", "input", "keydown"] as const;
/** Events the plain HTML would act on: held until the island is live, then replayed by it. */
const HOLD = ["click", "submit"] as const;

/**
 * Resolves once no pointer or key pressed inside `wrapper` is still down, and the click its
 * release makes has been dispatched (it is dispatched with the release). A press begun on the
 * server's button and released on the live one would make no click at all: the browser sends
 * the click to the element both ends share, and the button is not that element.
 */
const pressedIn = new WeakMap<HTMLElement, Promise<void>>();
function trackPresses(wrapper: HTMLElement, signal: AbortSignal) {
  const press = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== " " && event.key !== "Enter") return;
    if (pressedIn.has(wrapper)) return;
    const released = new Promise<void>((resolve) => {
      const done = new AbortController();
      const release = () => {
        done.abort();
        pressedIn.delete(wrapper);
        resolve(nextTask());
      };
      for (const type of ["pointerup", "pointercancel", "keyup"]) {
        window.addEventListener(type, release, { capture: true, signal: done.signal });
      }
      // The window losing focus (not a field: their blur reaches the window only when captured).
      window.addEventListener("blur", release, { signal: done.signal });
    });
    pressedIn.set(wrapper, released);
  };
  wrapper.addEventListener("pointerdown", press, { capture: true, passive: true, signal });
  wrapper.addEventListener("keydown", press, { capture: true, passive: true, signal });
}
const pressReleased = (wrapper: HTMLElement) => pressedIn.get(wrapper) ?? Promise.resolve();

function prepareIsland(wrapper: HTMLElement) {
  const name = wrapper.dataset.island ?? "";
  if (!/^[a-z][a-z-]*$/.test(name)) return;
  let mounting: Promise<void> | undefined;
  /** The last click or submit held back while the island loaded: the one to replay. */
  let held: Event | undefined;
  const controller = new AbortController();

  const wake = (trigger: Event) => {
    // The event that woke the island is often not the one to replay: a pointer entering a
    // button starts the load, and the click that follows is held until the island is live.
    mounting ??= loadIsland(name)
      .then(async (island) => {
        await pressReleased(wrapper);
        controller.abort();
        const props: unknown = wrapper.dataset.props ? JSON.parse(wrapper.dataset.props) : {};
        return island.mount(wrapper, props, held ?? trigger);
      })
      .catch((error: unknown) => {
        // The plain HTML stays: the form still posts to its page, and what was held goes to it.
        controller.abort();
        console.error(`island ${name} failed to load`, error);
        if (!wrapper.isConnected) return;
        if (held?.type === "click") (held.target as Element).closest("button")?.click();
        if (held?.type === "submit") {
          (held.target as HTMLFormElement).requestSubmit((held as SubmitEvent).submitter);
        }
      });
    return mounting;
  };

  trackPresses(wrapper, controller.signal);
  for (const type of WAKE) {
    wrapper.addEventListener(type, (event) => void wake(event), {
      signal: controller.signal,
      passive: true,
      capture: true,
    });
  }
  for (const type of HOLD) {
    wrapper.addEventListener(
      type,
      (event) => {
        // Only a button's click is held (a submit, the hire button); a click on a field, a
        // label or a link does what it always does.
        const target = event.target as Element | null;
        if (type === "click" && !target?.closest("button")) return;
        event.preventDefault();
        event.stopPropagation();
        held = event;
        void wake(event);
      },
      { signal: controller.signal, capture: true },
    );
  }
}

attachBehaviours(document);
for (const wrapper of document.querySelectorAll<HTMLElement>("[data-island]")) prepareIsland(wrapper);
