import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { postJson } from "#src/lib/api-client.ts";
import { type FormPost, shownError, startingValues } from "#src/lib/form-post.ts";
import { submitPublicForm } from "#src/lib/form-submission.ts";
import { HONEYPOT_FIELD } from "#src/lib/honeypot.ts";
import { HoneypotField, SelectField, TextAreaField, TextField } from "#src/ui/form-controls.tsx";
import { toast } from "#src/ui/toast.tsx";
import {
  DEVELOPER_CATEGORIES,
  type DeveloperCategory,
  type HireRequestInput,
  hireRequestInput,
  hireRequestTexts,
} from "../hire-request.schema.ts";

export const HIRE_REQUEST_URL = "/api/hiring/hiring";
const developerOptions = DEVELOPER_CATEGORIES.map((value) => ({ value, label: value }));

interface HireRequestFormProps {
  /** Preselected developer category (the service page the modal opened from). */
  category?: DeveloperCategory;
  onSuccess: () => void;
  onCancel: () => void;
  /** A refused post of the form without JavaScript (src/server/form-posts.ts): its fields and errors. */
  post?: FormPost | null;
}

/** The hire-a-developer form inside the modal. */
export function HireRequestForm({ category, onSuccess, onCancel, post = null }: HireRequestFormProps) {
  const emptyValues: HireRequestInput = {
    name: "",
    email: "",
    developer: (category ?? "") as DeveloperCategory,
    description: "",
    website: "",
  };
  // Also in the HTML (defaultValue): without JavaScript the browser shows what the server rendered.
  const start = startingValues(emptyValues, post);
  const [formError, setFormError] = useState<string | null>(post?.message ?? null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<HireRequestInput, unknown, z.output<typeof hireRequestInput>>({
    resolver: zodResolver(hireRequestInput),
    defaultValues: start,
  });
  const fieldError = (field: keyof HireRequestInput) =>
    shownError(post, submitCount, field, errors[field]?.message);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const submission = await submitPublicForm(
      () => postJson(HIRE_REQUEST_URL, values),
      Object.keys(emptyValues),
      setError,
    );
    if (submission.sent) {
      toast.success(hireRequestTexts.success);
      reset(emptyValues);
      onSuccess();
      return;
    }
    // Inline, not a toast: the open modal sits above the toast region.
    setFormError(
      submission.unreachable ? hireRequestTexts.networkError : submission.message || hireRequestTexts.failed,
    );
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="relative space-y-4"
      aria-label="Hire request"
    >
      <TextField
        label="Name"
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
      <SelectField
        label="Developer"
        required
        placeholder="Select a developer"
        options={developerOptions}
        error={fieldError("developer")}
        {...register("developer")}
        defaultValue={start.developer}
      />
      <TextAreaField
        label="Project description"
        required
        rows={4}
        placeholder="Tell us about your project, team and timeline"
        error={fieldError("description")}
        {...register("description")}
        defaultValue={start.description}
      />
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        {/* formMethod="dialog": without JavaScript it closes the dialog, sending nothing. */}
        <button
          type="submit"
          formMethod="dialog"
          onClick={(event) => {
            event.preventDefault();
            onCancel();
          }}
          className="rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {isSubmitting ? "Submitting..." : "Submit"}
        </button>
      </div>
    </form>
  );
}
