import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from "react";

/**
 * Labelled form controls with their error shown next to them and tied to the input
 * (aria-invalid, aria-describedby), for the public forms and the back office alike.
 * They forward refs, so react-hook-form's register() works on them.
 */

const controlClass =
  "mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500";

function borderFor(error?: string) {
  return error ? "border-red-500" : "border-slate-300";
}

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

function FieldShell({ id, label, required, error, hint, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

type InputProps = ComponentPropsWithoutRef<"input"> & { label: string; error?: string; hint?: ReactNode };

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { label, error, hint, required, className, id: givenId, ...props },
  ref,
) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        aria-required={required || undefined}
        className={`${controlClass} ${borderFor(error)} ${className ?? ""}`}
        {...props}
      />
    </FieldShell>
  );
});

type TextAreaProps = ComponentPropsWithoutRef<"textarea"> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField(
  { label, error, hint, required, className, id: givenId, rows = 4, ...props },
  ref,
) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        aria-required={required || undefined}
        className={`${controlClass} ${borderFor(error)} ${className ?? ""}`}
        {...props}
      />
    </FieldShell>
  );
});

type SelectProps = ComponentPropsWithoutRef<"select"> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
};

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, error, hint, required, className, id: givenId, options, placeholder, ...props },
  ref,
) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        aria-required={required || undefined}
        className={`${controlClass} ${borderFor(error)} ${className ?? ""}`}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});

/** The hidden field bots fill in (src/lib/form-fields.ts, HONEYPOT_FIELD): out of sight and out of the tab order. */
export const HoneypotField = forwardRef<HTMLInputElement, ComponentPropsWithoutRef<"input">>(
  function HoneypotField(props, ref) {
    return (
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input ref={ref} type="text" tabIndex={-1} autoComplete="off" {...props} />
        </label>
      </div>
    );
  },
);

/**
 * The outcome of a form posted to its page without JavaScript (src/lib/form-post.ts): the
 * success text, or why it was refused. With JavaScript the forms show their toasts instead.
 */
export function PostedOutcome({ post }: { post: { sent: boolean; message: string } | null }) {
  if (!post) return null;
  return post.sent ? (
    <p
      role="status"
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 font-medium text-emerald-800"
    >
      {post.message}
    </p>
  ) : (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 font-medium text-red-800">
      {post.message}
    </p>
  );
}
