import CheckCircle2 from "lucide-react/icons/circle-check";
import XCircle from "lucide-react/icons/circle-x";
import Send from "lucide-react/icons/send";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { sendForm } from "#src/lib/api-client.ts";
import { type FormPost, shownError, startingValues } from "#src/lib/form-post.ts";
import { submitPublicForm } from "#src/lib/form-submission.ts";
import { HONEYPOT_FIELD } from "#src/lib/honeypot.ts";
import { HoneypotField, TextField } from "#src/ui/form-controls.tsx";
import { lazyZodResolver } from "#src/ui/lazy-zod-resolver.ts";
import { toast } from "#src/ui/toast.tsx";
import { jobApplicationTexts, RESUME_ACCEPT } from "../job-application.texts.ts";
import type { applyFormSchema } from "./apply-form.schema.ts";

export { resumeProblem } from "./resume-check.ts";

export const APPLY_URL = "/api/applyjob/apply";

type ApplyFormValues = z.input<typeof applyFormSchema>;
type ApplyFormOutput = z.output<typeof applyFormSchema>;

const validation = lazyZodResolver<ApplyFormValues, ApplyFormOutput>(() =>
  import("./apply-form.schema.ts").then((module) => module.applyFormSchema),
);

const TEXT_FIELDS = [
  "fullName",
  "email",
  "phone",
  "location",
  "technology",
  "salary",
  "last_company",
] as const;
/** The fields a refusal may name: the texts and the resume. */
const ANSWERED_FIELDS: readonly string[] = [...TEXT_FIELDS, "resume"];

function emptyValues(technology: string): ApplyFormValues {
  return {
    fullName: "",
    email: "",
    phone: "",
    location: "",
    technology,
    salary: "",
    last_company: "",
    fresher: false,
    resume: null,
    website: "",
  };
}

type Outcome = { kind: "success" | "error"; message: string } | null;

interface ApplyFormProps {
  initialTechnology: string;
  /** The outcome of the form posted to its page without JavaScript (src/server/form-posts.ts). */
  post?: FormPost | null;
}

export function ApplyForm({ initialTechnology, post = null }: ApplyFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // Also in the HTML (defaultValue): without JavaScript the browser shows what the server rendered.
  const start = startingValues(emptyValues(initialTechnology), post);
  const [outcome, setOutcome] = useState<Outcome>(
    post ? { kind: post.sent ? "success" : "error", message: post.message } : null,
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ApplyFormValues, unknown, ApplyFormOutput>({
    resolver: validation.resolver,
    defaultValues: start,
  });
  const fieldError = (field: (typeof ANSWERED_FIELDS)[number]) =>
    shownError(post, submitCount, field, errors[field as keyof typeof errors]?.message);
  const fresher = watch("fresher");
  const lastCompany = watch("last_company");
  // A fresher has no last company, however the box came to be ticked: clicked, or ticked in the
  // server's HTML before the form went live and carried over, the company typed there with it
  // (src/site/islands/react-island.tsx carries the box first, then the field).
  useEffect(() => {
    if (fresher && lastCompany) setValue("last_company", "", { shouldValidate: false });
  }, [fresher, lastCompany, setValue]);

  function fail(message: string) {
    setOutcome({ kind: "error", message });
    toast.error(message);
  }

  async function submit(values: ApplyFormOutput) {
    setOutcome(null);
    const form = new FormData();
    for (const field of TEXT_FIELDS) form.append(field, values[field]);
    // A fresher sends an empty last company; the flag itself is not sent.
    if (values.fresher) form.set("last_company", "");
    form.append(HONEYPOT_FIELD, values.website ?? "");
    const resume = values.resume?.[0];
    if (resume) form.append("resume", resume);

    const submission = await submitPublicForm(() => sendForm(APPLY_URL, form), ANSWERED_FIELDS, setError);
    if (submission.sent) {
      setOutcome({ kind: "success", message: jobApplicationTexts.success });
      toast.success(jobApplicationTexts.success);
      formRef.current?.reset();
      reset(emptyValues(initialTechnology));
      return;
    }
    fail(
      submission.unreachable
        ? jobApplicationTexts.transportError
        : submission.message || jobApplicationTexts.failed,
    );
  }

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: focus inside the form starts loading its validation
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={handleSubmit(submit)}
      onFocus={validation.preload}
      aria-label="Job application"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <TextField
        label="Full name"
        required
        autoComplete="name"
        error={fieldError("fullName")}
        {...register("fullName")}
        defaultValue={start.fullName}
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
      <TextField
        label="Phone number"
        type="tel"
        required
        autoComplete="tel"
        error={fieldError("phone")}
        {...register("phone")}
        defaultValue={start.phone}
      />
      <TextField
        label="Current location"
        required
        autoComplete="address-level2"
        placeholder="e.g. Ahmedabad"
        error={fieldError("location")}
        {...register("location")}
        defaultValue={start.location}
      />
      <TextField
        label="Technology"
        required
        placeholder="e.g. React Developer"
        error={fieldError("technology")}
        {...register("technology")}
        defaultValue={start.technology}
      />
      <TextField
        label="Expected salary (₹ per month)"
        required
        inputMode="decimal"
        placeholder="e.g. 45000"
        error={fieldError("salary")}
        {...register("salary")}
        defaultValue={start.salary}
      />
      <div className="sm:col-span-2">
        <label className="inline-flex items-center gap-2.5 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300 accent-brand-600"
            {...register("fresher")}
          />
          I am a fresher
        </label>
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Last company"
          autoComplete="organization"
          disabled={fresher}
          placeholder={fresher ? jobApplicationTexts.fresherPlaceholder : "Where did you work last?"}
          error={fieldError("last_company")}
          {...register("last_company")}
          defaultValue={start.last_company}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Resume"
          type="file"
          required
          accept={RESUME_ACCEPT}
          hint="PDF, DOC or DOCX, up to 10 MB."
          error={fieldError("resume")}
          className="file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-1.5 file:text-sm file:font-semibold file:text-brand-700"
          {...register("resume")}
        />
      </div>
      <HoneypotField {...register("website")} />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
        >
          <Send aria-hidden="true" className="size-4" />
          {isSubmitting ? "Submitting..." : "Submit application"}
        </button>
      </div>
      <div aria-live="polite" className="sm:col-span-2">
        {outcome?.kind === "success" && (
          <p className="flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 font-medium text-emerald-800">
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
            {outcome.message}
          </p>
        )}
        {outcome?.kind === "error" && (
          <p className="flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 p-4 font-medium text-red-800">
            <XCircle aria-hidden="true" className="size-5 shrink-0" />
            {outcome.message}
          </p>
        )}
      </div>
    </form>
  );
}
