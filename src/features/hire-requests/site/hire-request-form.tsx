import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { postJson } from "#src/lib/api-client.ts";
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
}

/** The hire-a-developer form inside the modal. */
export function HireRequestForm({ category, onSuccess, onCancel }: HireRequestFormProps) {
  const emptyValues: HireRequestInput = {
    name: "",
    email: "",
    developer: (category ?? "") as DeveloperCategory,
    description: "",
    website: "",
  };
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<HireRequestInput, unknown, z.output<typeof hireRequestInput>>({
    resolver: zodResolver(hireRequestInput),
    defaultValues: emptyValues,
  });

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
    <form noValidate onSubmit={onSubmit} className="relative space-y-4" aria-label="Hire request">
      <TextField
        label="Name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register("email")}
      />
      <SelectField
        label="Developer"
        required
        placeholder="Select a developer"
        options={developerOptions}
        error={errors.developer?.message}
        {...register("developer")}
      />
      <TextAreaField
        label="Project description"
        required
        rows={4}
        placeholder="Tell us about your project, team and timeline"
        error={errors.description?.message}
        {...register("description")}
      />
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
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
