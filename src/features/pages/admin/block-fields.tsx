import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import { type BlockFieldSpec, emptyValue } from "#src/lib/page-blocks.ts";
import { SelectField, TextAreaField, TextField } from "#src/ui/form-controls.tsx";

/** Errors by the field's full name as the server names it: `blocks.3.steps.0.title`. */
export type FieldErrors = Readonly<Record<string, string>>;

const smallButtonClass =
  "inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-slate-800 hover:bg-slate-50";
const removeButtonClass =
  "inline-flex items-center gap-1.5 rounded-md border border-red-200 bg-white px-2.5 py-1.5 text-xs font-semibold text-red-700 hover:bg-red-50";

/** A list's own error, or the first error of any entry inside it. */
const errorOf = (errors: FieldErrors, path: string) => errors[path];

/**
 * The input of one block field, from its declaration (src/lib/page-blocks.ts): a text, a
 * paragraph, a link, a switch, a choice, a list of texts or of entries; each shows its error.
 */
export function BlockFieldInput({
  spec,
  value,
  onChange,
  path,
  errors,
}: {
  spec: BlockFieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  path: string;
  errors: FieldErrors;
}) {
  const error = errorOf(errors, path);
  switch (spec.kind) {
    case "line":
    case "link":
      return (
        <TextField
          label={spec.label}
          required={spec.required}
          error={error}
          hint={
            spec.kind === "link"
              ? "A path such as /contact, an anchor such as #process, or https://…"
              : undefined
          }
          value={String(value ?? "")}
          onChange={(event) => onChange(event.target.value)}
          data-field={path}
        />
      );
    case "paragraph":
      return (
        <div className="sm:col-span-2">
          <TextAreaField
            label={spec.label}
            required={spec.required}
            error={error}
            rows={3}
            value={String(value ?? "")}
            onChange={(event) => onChange(event.target.value)}
            data-field={path}
          />
        </div>
      );
    case "flag":
      return (
        <label className="inline-flex items-center gap-2.5 self-end pb-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300 accent-brand-600"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            data-field={path}
          />
          {spec.label}
        </label>
      );
    case "choice":
      return (
        <SelectField
          label={spec.label}
          required={spec.required}
          error={error}
          value={String(value ?? "")}
          onChange={(event) => onChange(event.target.value)}
          options={spec.options.map((option) => ({ value: option, label: option }))}
          placeholder={spec.required ? undefined : "None"}
          data-field={path}
        />
      );
    case "lines":
      return <LinesInput spec={spec} value={value} onChange={onChange} path={path} errors={errors} />;
    case "entries":
      return <EntriesInput spec={spec} value={value} onChange={onChange} path={path} errors={errors} />;
  }
}

function LinesInput({
  spec,
  value,
  onChange,
  path,
  errors,
}: {
  spec: Extract<BlockFieldSpec, { kind: "lines" }>;
  value: unknown;
  onChange: (value: unknown) => void;
  path: string;
  errors: FieldErrors;
}) {
  const items = Array.isArray(value) ? (value as string[]) : [];
  const set = (index: number, text: string) =>
    onChange(items.map((item, at) => (at === index ? text : item)));
  const Field = spec.multiline ? TextAreaField : TextField;
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 p-3 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold text-ink">{spec.label}</legend>
      {errors[path] && <p className="mb-2 text-sm text-red-700">{errors[path]}</p>}
      <ol className="space-y-3">
        {items.map((item, index) => (
          // Texts may repeat and are edited in place: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id of their own
          <li key={index} className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <Field
                label={`${spec.itemLabel} ${index + 1}`}
                required
                error={errors[`${path}.${index}`]}
                value={item}
                onChange={(event) => set(index, event.target.value)}
                data-field={`${path}.${index}`}
              />
            </div>
            <button
              type="button"
              className={`${removeButtonClass} mb-1`}
              aria-label={`Remove ${spec.itemLabel.toLowerCase()} ${index + 1}`}
              onClick={() => onChange(items.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className={`${smallButtonClass} mt-3`} onClick={() => onChange([...items, ""])}>
        <Plus aria-hidden="true" className="size-3.5" />
        {`Add ${spec.itemLabel.toLowerCase()}`}
      </button>
    </fieldset>
  );
}

function EntriesInput({
  spec,
  value,
  onChange,
  path,
  errors,
}: {
  spec: Extract<BlockFieldSpec, { kind: "entries" }>;
  value: unknown;
  onChange: (value: unknown) => void;
  path: string;
  errors: FieldErrors;
}) {
  const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const set = (index: number, field: string, fieldValue: unknown) =>
    onChange(items.map((item, at) => (at === index ? { ...item, [field]: fieldValue } : item)));
  const fresh = () =>
    Object.fromEntries(Object.entries(spec.fields).map(([name, field]) => [name, emptyValue(field)]));
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 p-3 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold text-ink">{spec.label}</legend>
      {errors[path] && <p className="mb-2 text-sm text-red-700">{errors[path]}</p>}
      <ol className="space-y-3">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id of their own
          <li key={index}>
            <fieldset className="grid min-w-0 gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2">
              <legend className="sr-only">{`${spec.itemLabel} ${index + 1}`}</legend>
              <div className="flex items-center justify-between sm:col-span-2">
                <span aria-hidden="true" className="text-sm font-semibold text-slate-700">
                  {`${spec.itemLabel} ${index + 1}`}
                </span>
                <button
                  type="button"
                  className={removeButtonClass}
                  onClick={() => onChange(items.filter((_, at) => at !== index))}
                >
                  <Trash2 aria-hidden="true" className="size-3.5" />
                  {`Remove ${spec.itemLabel.toLowerCase()} ${index + 1}`}
                </button>
              </div>
              {Object.entries(spec.fields).map(([name, field]) => (
                <BlockFieldInput
                  key={name}
                  spec={field}
                  value={item[name]}
                  onChange={(fieldValue) => set(index, name, fieldValue)}
                  path={`${path}.${index}.${name}`}
                  errors={errors}
                />
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={`${smallButtonClass} mt-3`}
        onClick={() => onChange([...items, fresh()])}
      >
        <Plus aria-hidden="true" className="size-3.5" />
        {`Add ${spec.itemLabel.toLowerCase()}`}
      </button>
    </fieldset>
  );
}
