import { type ComponentPropsWithoutRef, forwardRef } from "react";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from "#src/lib/permissions.ts";

/** The roles of an account, one checkbox each (the names the API takes as values). */
export const RoleChoices = forwardRef<
  HTMLInputElement,
  Omit<ComponentPropsWithoutRef<"input">, "type" | "value"> & { legend?: string; error?: string }
>(function RoleChoices({ legend = "Roles", error, ...input }, ref) {
  return (
    <fieldset className="sm:col-span-full">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {ROLES.map((role) => (
          <label key={role} className="flex items-start gap-2 text-sm text-slate-700">
            <input ref={ref} type="checkbox" value={role} className="mt-1 size-4" {...input} />
            <span>
              <span className="font-medium text-slate-900">{ROLE_LABELS[role]}</span>
              <span className="block text-slate-600">{ROLE_DESCRIPTIONS[role]}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
});

/** "Owner, HR": what a list shows of an account's roles. */
export const roleNames = (roles: readonly Role[]) =>
  roles.length === 0 ? "None" : roles.map((role) => ROLE_LABELS[role]).join(", ");
