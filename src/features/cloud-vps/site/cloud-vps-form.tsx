import { useForm } from "react-hook-form";
import type { z } from "zod";
import { postJson } from "#src/lib/api-client.ts";
import { type FormPost, shownError, startingValues } from "#src/lib/form-post.ts";
import { submitPublicForm } from "#src/lib/form-submission.ts";
import { HONEYPOT_FIELD } from "#src/lib/honeypot.ts";
import { HoneypotField, PostedOutcome, TextAreaField, TextField } from "#src/ui/form-controls.tsx";
import { lazyZodResolver } from "#src/ui/lazy-zod-resolver.ts";
import { toast } from "#src/ui/toast.tsx";
import type { CloudVpsEnquiryInput, cloudVpsEnquiryInput } from "../cloud-vps.schema.ts";
import { cloudVpsTexts } from "../cloud-vps.texts.ts";

const validation = lazyZodResolver<CloudVpsEnquiryInput, z.output<typeof cloudVpsEnquiryInput>>(() =>
  import("../cloud-vps.schema.ts").then((module) => module.cloudVpsEnquiryInput),
);

export const CLOUD_VPS_URL = "/api/cloudvps/cloudvps";

const emptyValues: CloudVpsEnquiryInput = { name: "", email: "", number: "", message: "", website: "" };

const FIELDS = Object.keys(emptyValues);

/**
 * The cloud VPS enquiry form; results are toasts, field errors sit by each field. Without
 * JavaScript it posts to its page, which answers with `post` (src/server/form-posts.ts).
 */
export function CloudVpsForm({ post = null }: { post?: FormPost | null }) {
  // Also in the HTML (defaultValue): without JavaScript the browser shows what the server rendered.
  const start = startingValues(emptyValues, post);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<CloudVpsEnquiryInput, unknown, z.output<typeof cloudVpsEnquiryInput>>({
    resolver: validation.resolver,
    defaultValues: start,
  });
  const fieldError = (field: keyof CloudVpsEnquiryInput) =>
    shownError(post, submitCount, field, errors[field]?.message);

  const onSubmit = handleSubmit(async (values) => {
    const submission = await submitPublicForm(() => postJson(CLOUD_VPS_URL, values), FIELDS, setError);
    if (submission.sent) {
      toast.success(cloudVpsTexts.success);
      reset(emptyValues);
      return;
    }
    toast.error(
      submission.unreachable ? cloudVpsTexts.networkError : submission.message || cloudVpsTexts.failed,
    );
  });

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: focus inside the form starts loading its validation
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={validation.preload}
      aria-label="Cloud VPS enquiry"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <TextField
        label="Full name"
        autoComplete="name"
        required
        error={fieldError("name")}
        {...register("name")}
        defaultValue={start.name}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={fieldError("email")}
        {...register("email")}
        defaultValue={start.email}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Phone number"
          type="text"
          inputMode="tel"
          autoComplete="tel"
          required
          error={fieldError("number")}
          {...register("number")}
          defaultValue={start.number}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Requirements"
          required
          rows={5}
          placeholder="Provider, number of servers, operating system, applications, expected traffic…"
          error={fieldError("message")}
          {...register("message")}
          defaultValue={start.message}
        />
      </div>
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      {submitCount === 0 && post && (
        <div className="sm:col-span-2">
          <PostedOutcome post={post} />
        </div>
      )}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={isSubmitting}
          className="w-full rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
        >
          {isSubmitting ? "Sending..." : "Send enquiry"}
        </button>
      </div>
    </form>
  );
}
