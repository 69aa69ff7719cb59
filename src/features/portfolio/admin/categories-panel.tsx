import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { adminApi } from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { ArrangePanel } from "#src/ui/admin/arrange-panel.tsx";
import {
  ConfirmDialog,
  secondaryButtonClass,
  smallDangerButtonClass,
} from "#src/ui/admin/confirm-dialog.tsx";
import { Panel } from "#src/ui/admin/list-states.tsx";
import { SelectField, TextField } from "#src/ui/form-controls.tsx";
import {
  type CategoryInput,
  type CategoryRowAnswer,
  categoryInput,
  categoryRow,
  projectTexts,
} from "../project.schema.ts";

export const categoriesKey = ["admin", "categories"];

/** One category: rename it, or delete it (its projects moved to another one when chosen). */
function CategoryItem({
  category,
  others,
  onChanged,
}: {
  category: CategoryRowAnswer;
  others: CategoryRowAnswer[];
  onChanged: () => Promise<unknown>;
}) {
  const [name, setName] = useState(category.name);
  const [moveTo, setMoveTo] = useState("");
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function rename() {
    const parsed = categoryInput.safeParse({ name });
    if (!parsed.success) {
      setName(category.name);
      return;
    }
    const saved = await runAdminAction({
      call: () => adminApi.put(`/api/categories/${category.id}`, parsed.data),
      success: projectTexts.categoryRenamed,
      failure: projectTexts.categoryRenameFailed,
    });
    if (saved) await onChanged();
  }

  async function remove() {
    setBusy(true);
    const query = moveTo ? `?moveTo=${moveTo}` : "";
    const deleted = await runAdminAction({
      call: () => adminApi.delete(`/api/categories/${category.id}${query}`),
      success: projectTexts.categoryDeleted,
      failure: projectTexts.categoryDeleteFailed,
    });
    setBusy(false);
    setAsking(false);
    if (deleted) await onChanged();
  }

  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_auto_1fr_auto] sm:items-end">
      <TextField
        label={`Name of ${category.name}`}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={80}
      />
      <button
        type="button"
        onClick={rename}
        disabled={name.trim() === category.name || name.trim() === ""}
        className={secondaryButtonClass}
      >
        Rename
      </button>
      <SelectField
        label={`Move projects of ${category.name} to`}
        value={moveTo}
        onChange={(event) => setMoveTo(event.target.value)}
        placeholder="Nowhere (delete only if empty)"
        options={others.map((other) => ({ value: String(other.id), label: other.name }))}
      />
      <button
        type="button"
        onClick={() => setAsking(true)}
        aria-label={`Delete category ${category.name}`}
        className={smallDangerButtonClass}
      >
        Delete
      </button>
      <ConfirmDialog
        open={asking}
        message={projectTexts.categoryConfirmDelete}
        busy={busy}
        onConfirm={remove}
        onCancel={() => setAsking(false)}
      />
    </li>
  );
}

/**
 * The portfolio's categories: add one (it comes last), rename, delete (refused while it has
 * projects, unless they move to another one), and their order on the portfolio's tabs.
 */
export function CategoriesPanel({ categories }: { categories: CategoryRowAnswer[] }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: categoriesKey });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CategoryInput>({ resolver: zodResolver(categoryInput), defaultValues: { name: "" } });

  const add = handleSubmit(async (values) => {
    setFailure(null);
    const added = await runAdminAction({
      call: () => adminApi.post("/api/categories", values),
      success: projectTexts.categoryAdded,
      failure: projectTexts.categoryAddFailed,
      report: setFailure,
    });
    if (!added) return;
    reset();
    await reload();
  });

  return (
    <Panel title="Categories" id="categories-heading">
      <form onSubmit={add} noValidate className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <TextField label="New category" required error={errors.name?.message} {...register("name")} />
        </div>
        <button type="submit" disabled={isSubmitting} className={secondaryButtonClass}>
          Add Category
        </button>
        {failure && (
          <p role="alert" className="w-full text-sm text-red-700">
            {failure}
          </p>
        )}
      </form>
      {categories.length > 0 && (
        <>
          <ul className="mt-4 space-y-3">
            {categories.map((category) => (
              <CategoryItem
                key={`${category.id}-${category.name}`}
                category={category}
                others={categories.filter((other) => other.id !== category.id)}
                onChanged={reload}
              />
            ))}
          </ul>
          <div className="mt-4">
            <ArrangePanel
              title="Arrange categories"
              queryKey={categoriesKey}
              loadUrl="/api/categories"
              row={categoryRow}
              saveUrl="/api/categories/order"
              name={(category) => category.name}
            />
          </div>
        </>
      )}
    </Panel>
  );
}
