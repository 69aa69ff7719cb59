import { lazy, Suspense, useCallback, useRef, useState } from "react";
import type { FormPost } from "#src/lib/form-post.ts";
import { PostedOutcome } from "#src/ui/form-controls.tsx";
import { Modal } from "#src/ui/modal.tsx";
import type { DeveloperCategory } from "../hire-request.schema.ts";

type HireRequestFormComponent = typeof import("./hire-request-form.tsx").HireRequestForm;

// The form (react-hook-form, zod) is only needed once someone reaches for the button, so service
// pages load it then, not with the page (docs/performance.md, first-load budget). Once loaded it
// renders at once: the island (src/site/islands/react/hire-developer.tsx) loads it before it
// takes over, so a modal open in the server's HTML keeps its form and what was typed in it.
let loadedForm: HireRequestFormComponent | undefined;
export const loadHireRequestForm = () =>
  import("./hire-request-form.tsx").then((module) => {
    loadedForm = module.HireRequestForm;
    return module;
  });
const LazyHireRequestForm = lazy(() =>
  loadHireRequestForm().then((module) => ({ default: module.HireRequestForm })),
);

export interface HireDeveloperButtonProps {
  label: string;
  category?: DeveloperCategory;
  className?: string;
  /** The outcome of the form posted to its page without JavaScript (src/server/form-posts.ts). */
  post?: FormPost | null;
  /** The page was asked with `?hire`: the button's own request without JavaScript. */
  requested?: boolean;
}

/** The query the button asks for without JavaScript: the page answers with the modal open. */
export const HIRE_QUERY = "hire";

/**
 * A hire button and the modal it opens ("closes on success, cancel or close"). The
 * Modal returns focus to this button when it closes. Without JavaScript the button asks for the
 * page with `?hire`, which the server renders with the modal open; the form posts to the page,
 * which answers with the modal open again on a refusal, or the success text by the button.
 */
export function HireDeveloperButton({
  label,
  category,
  className,
  post = null,
  requested = false,
}: HireDeveloperButtonProps) {
  // A post answered (sent or not) decides; `?hire` stays in the address the form posts to.
  const startOpen = post ? !post.sent : requested;
  const [open, setOpen] = useState(startOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    // A modal the server rendered open (`?hire`, a refused post) had no opener for the Modal to
    // return focus to: the button takes it, as after any other close.
    const active = document.activeElement;
    if (!active || active === document.body || active.closest("dialog:not([open])")) {
      buttonRef.current?.focus();
    }
  }, []);
  const HireRequestForm = loadedForm ?? LazyHireRequestForm;
  return (
    <>
      <form method="get" className="contents">
        <input type="hidden" name={HIRE_QUERY} value="1" />
        <button
          ref={buttonRef}
          type="submit"
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          // Start fetching the form as soon as the visitor shows intent.
          onPointerEnter={loadHireRequestForm}
          onFocus={loadHireRequestForm}
          className={className}
        >
          {label}
        </button>
      </form>
      {post?.sent && (
        <div className="basis-full">
          <PostedOutcome post={post} />
        </div>
      )}
      <Modal open={open} onClose={close} title="Hire a developer" startOpen={startOpen}>
        <p className="mb-4 text-sm text-slate-600">
          Tell us who you need and what you are building. We reply within one working day.
        </p>
        <Suspense fallback={<p className="py-8 text-center text-slate-600">Loading the form…</p>}>
          <HireRequestForm
            category={category}
            onSuccess={close}
            onCancel={close}
            post={post && !post.sent ? post : null}
          />
        </Suspense>
      </Modal>
    </>
  );
}
