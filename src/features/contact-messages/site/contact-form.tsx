import Send from "lucide-react/icons/send";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { postJson } from "#src/lib/api-client.ts";
import { type FormPost, shownError, startingValues } from "#src/lib/form-post.ts";
import { submitPublicForm } from "#src/lib/form-submission.ts";
import { HoneypotField, PostedOutcome, TextAreaField, TextField } from "#src/ui/form-controls.tsx";
import { lazyZodResolver } from "#src/ui/lazy-zod-resolver.ts";
import { toast } from "#src/ui/toast.tsx";
import type { contactMessageInput } from "../contact-message.schema.ts";
import { contactMessageTexts } from "../contact-message.texts.ts";

export const CONTACT_URL = "/api/contact/contact";

type ContactFormValues = z.input<typeof contactMessageInput>;
type ContactFormOutput = z.output<typeof contactMessageInput>;

const validation = lazyZodResolver<ContactFormValues, ContactFormOutput>(() =>
  import("../contact-message.schema.ts").then((module) => module.contactMessageInput),
);

const EMPTY: ContactFormValues = { name: "", email: "", number: "", message: "", website: "" };
const FIELDS = ["name", "email", "number", "message"] as const;

/**
 * The contact form (full name and email required; phone and message optional). Without
 * JavaScript it posts to its page, which answers with `post` (src/server/form-posts.ts).
 */
export function ContactForm({ post = null }: { post?: FormPost | null }) {
  // Also in the HTML (defaultValue): without JavaScript the browser shows what the server rendered.
  const start = startingValues(EMPTY, post);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: validation.resolver,
    defaultValues: start,
  });
  const fieldError = (field: keyof ContactFormValues) =>
    shownError(post, submitCount, field, errors[field]?.message);

  async function submit(values: ContactFormOutput) {
    const submission = await submitPublicForm(() => postJson(CONTACT_URL, values), FIELDS, setError);
    if (submission.sent) {
      toast.success(contactMessageTexts.success);
      reset(EMPTY);
      return;
    }
    toast.error(
      submission.unreachable
        ? contactMessageTexts.networkError
        : submission.message || contactMessageTexts.failed,
    );
  }

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: focus inside the form starts loading its validation
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(submit)}
      onFocus={validation.preload}
      aria-label="Contact us"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <TextField
        label="Full name"
        required
        autoComplete="name"
        error={fieldError("name")}
        {...register("name")}
        defaultValue={start.name}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        error={fieldError("email")}
        {...register("email")}
        defaultValue={start.email}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          error={fieldError("number")}
          {...register("number")}
          defaultValue={start.number}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Message"
          rows={5}
          placeholder="Tell us about your project, timeline and budget."
          error={fieldError("message")}
          {...register("message")}
          defaultValue={start.message}
        />
      </div>
      <HoneypotField {...register("website")} />
      {submitCount === 0 && post && (
        <div className="sm:col-span-2">
          <PostedOutcome post={post} />
        </div>
      )}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
        >
          <Send aria-hidden="true" className="size-4" />
          {isSubmitting ? "Sending..." : "Send message"}
        </button>
      </div>
    </form>
  );
}
