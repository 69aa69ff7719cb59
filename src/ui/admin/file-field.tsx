import { forwardRef, useId } from "react";

/** A labelled file input with its error tied to it, like the other form controls. */
export const FileField = forwardRef<
  HTMLInputElement,
  {
    label: string;
    accept: string;
    required?: boolean;
    multiple?: boolean;
    error?: string | null;
    hint?: string;
    onFiles: (files: File[]) => void;
  }
>(function FileField({ label, accept, required, multiple, error, hint, onFiles }, ref) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
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
      <input
        ref={ref}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
        className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:border-0 file:bg-brand-50 file:px-3 file:py-2.5 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
      />
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
});
