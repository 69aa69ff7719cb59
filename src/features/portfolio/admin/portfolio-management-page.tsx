import { useQuery, useQueryClient } from "@tanstack/react-query";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import { type KeyboardEvent, type ReactNode, useCallback, useRef, useState } from "react";
import { loadErrorMessage, loadList, loadRecord, retryingLoad } from "#src/lib/admin-api.ts";
import type { EditionAnswer } from "#src/lib/editions.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { ArrangePanel, HiddenBadge } from "#src/ui/admin/arrange-panel.tsx";
import { primaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { loadEdition } from "#src/ui/admin/edition-bar.tsx";
import { FallbackImage } from "#src/ui/admin/image-preview.tsx";
import { ListScreen } from "#src/ui/admin/list-screen.tsx";
import { EmptyState, ErrorNotice, LoadingState, Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { editionStatesKey, NewDrafts, useEditionStates } from "#src/ui/admin/new-drafts.tsx";
import { QueryStates } from "#src/ui/admin/records.tsx";
import { FormDialog } from "#src/ui/admin/unsaved-changes.tsx";
import { toast } from "#src/ui/toast.tsx";
import {
  type CategoryRowAnswer,
  categoryRow,
  type ProjectAdminAnswer,
  type ProjectDetailAnswer,
  projectAdminRow,
  projectDetail,
  projectTexts,
} from "../project.schema.ts";
import { CategoriesPanel, categoriesKey } from "./categories-panel.tsx";
import { ProjectForm } from "./project-form.tsx";

/** A project being edited: its draft loaded first, the form then filled with it (a new one has none). */
function EditionLoader({
  recordKey,
  render,
}: {
  /** The project's id, or a new project's draft key ("d12"); none for a new project. */
  recordKey: string | null;
  render: (edition: EditionAnswer | undefined) => ReactNode;
}) {
  const edition = useQuery({
    queryKey: ["admin", "edition", "projects", String(recordKey)],
    queryFn: () => loadEdition("projects", String(recordKey)),
    enabled: recordKey !== null,
    gcTime: 0,
    staleTime: 0,
  });
  if (recordKey === null) return render(undefined);
  if (edition.isPending) return <LoadingState />;
  if (edition.isError) return <ErrorNotice>{edition.error.message}</ErrorNotice>;
  return render(edition.data);
}

export const meta = () => adminMeta("Portfolio Management");
export const headers = adminHeaders;

/** Category tabs: one selected, the first at first; arrow keys move between them. */
function CategoryTabs({
  categories,
  selected,
  onSelect,
}: {
  categories: CategoryRowAnswer[];
  selected: number;
  onSelect: (id: number) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + categories.length) % categories.length;
    onSelect(categories[next]!.id);
    refs.current[next]?.focus();
  }
  return (
    <div role="tablist" aria-label="Categories" className="mb-4 flex flex-wrap gap-2">
      {categories.map((category, index) => {
        const active = category.id === selected;
        return (
          <button
            key={category.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`category-tab-${category.id}`}
            aria-selected={active}
            aria-controls="category-panel"
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(category.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${
              active
                ? "bg-brand-600 text-white"
                : "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
            }`}
          >
            {category.name}
          </button>
        );
      })}
    </div>
  );
}

/** The projects of the selected category, each with its poster, Edit and Delete. */
function ProjectCards({
  rows,
  onEdit,
  editing,
  deleteButton,
}: {
  rows: ProjectAdminAnswer[];
  onEdit: (id: number) => void;
  /** The project whose details are loading for its edit form. */
  editing: number | null;
  deleteButton: (row: ProjectAdminAnswer) => ReactNode;
}) {
  return (
    <ul className="space-y-3">
      {rows.map((project) => (
        <li
          key={project.id}
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row"
        >
          <FallbackImage
            src={project.side_image}
            fallback="/images/og-default.png"
            alt={`Poster of ${project.name}`}
            className="h-28 w-full shrink-0 rounded-lg border border-slate-200 object-cover sm:w-44"
          />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-ink">
              {project.name}
              <HiddenBadge visible={project.visible} />
            </h3>
            <p className="mt-1 line-clamp-2 text-sm text-slate-600">{project.description}</p>
            <p className="mt-1 text-xs text-slate-500">
              {[project.industry, project.country].filter(Boolean).join(" · ")}
            </p>
            <div className="mt-3 flex gap-2">
              <button
                type="button"
                onClick={() => onEdit(project.id)}
                disabled={editing !== null}
                aria-label={`Edit project ${project.name}`}
                className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
              >
                <Pencil aria-hidden="true" className="size-3.5" />{" "}
                {editing === project.id ? "Loading..." : "Edit"}
              </button>
              {deleteButton(project)}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

type FormState =
  | { mode: "closed" }
  | { mode: "add" }
  | { mode: "edit"; project: ProjectDetailAnswer }
  | { mode: "draft"; key: string };

export default function PortfolioManagementPage() {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number | null>(null);
  const [form, setForm] = useState<FormState>({ mode: "closed" });
  const [loadingProject, setLoadingProject] = useState<number | null>(null);

  const categories = useQuery({
    queryKey: categoriesKey,
    queryFn: () => loadList("/api/categories", categoryRow),
    ...retryingLoad,
  });
  const selected = chosen ?? categories.data?.[0]?.id ?? null;

  const states = useEditionStates("projects");
  const reloadProjects = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: editionStatesKey("projects") });
    return queryClient.invalidateQueries({ queryKey: ["admin", "projects"] });
  }, [queryClient]);
  const closeForm = useCallback(() => setForm({ mode: "closed" }), []);

  async function edit(id: number) {
    setLoadingProject(id);
    try {
      setForm({ mode: "edit", project: await loadRecord(`/api/projects/${id}`, projectDetail) });
    } catch (error) {
      toast.error(loadErrorMessage(error, projectTexts.projectFailed));
    } finally {
      setLoadingProject(null);
    }
  }

  return (
    <>
      <ScreenHeader title="Portfolio Management" description="Projects shown on the portfolio pages." />
      <Panel>
        <QueryStates query={categories} errorText={() => projectTexts.categoriesFailed}>
          {(categoryRows) => (
            <>
              <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-lg font-semibold text-ink">Projects</h2>
                <button type="button" onClick={() => setForm({ mode: "add" })} className={primaryButtonClass}>
                  <Plus aria-hidden="true" className="size-4" /> Add Project
                </button>
              </div>
              <NewDrafts states={states.data ?? []} onEdit={(key) => setForm({ mode: "draft", key })} />
              {categoryRows.length === 0 || selected === null ? (
                <EmptyState>{projectTexts.noCategory}</EmptyState>
              ) : (
                <>
                  <CategoryTabs categories={categoryRows} selected={selected} onSelect={setChosen} />
                  <div role="tabpanel" id="category-panel" aria-labelledby={`category-tab-${selected}`}>
                    <ArrangePanel
                      key={selected}
                      title="Arrange projects"
                      queryKey={["admin", "projects", selected]}
                      loadUrl={`/api/projects/order?category=${selected}`}
                      row={projectAdminRow}
                      saveUrl="/api/projects/order"
                      orderBody={{ category_id: selected }}
                      visibilityUrl={(id) => `/api/projects/${id}/visibility`}
                      name={(project) => project.name}
                    />
                    <ListScreen
                      load={{
                        queryKey: ["admin", "projects", selected],
                        url: `/api/projects?category=${selected}`,
                        row: projectAdminRow,
                        retrying: true,
                        siteOrder: true,
                      }}
                      emptyText={projectTexts.empty}
                      errorText={(error) => loadErrorMessage(error, projectTexts.projectsFailed)}
                      exportName={`projects-${selected}`}
                      searchHint="Name, description, industry or country"
                      renderRows={(rows, deleteButton) => (
                        <ProjectCards
                          rows={rows}
                          onEdit={edit}
                          editing={loadingProject}
                          deleteButton={deleteButton}
                        />
                      )}
                      remove={{
                        label: (row) => `Delete project ${row.name}`,
                        url: (id) => `/api/projects/${id}`,
                        confirm: projectTexts.adminConfirmDelete,
                        success: projectTexts.adminDeleted,
                        failure: projectTexts.deleteFailed,
                      }}
                    />
                  </div>
                </>
              )}
            </>
          )}
        </QueryStates>
      </Panel>
      {categories.data && (
        <div className="mt-6">
          <CategoriesPanel categories={categories.data} />
        </div>
      )}
      <FormDialog
        open={form.mode !== "closed"}
        onClose={closeForm}
        title={
          form.mode === "edit"
            ? `Edit project: ${form.project.name}`
            : form.mode === "draft"
              ? "Edit draft project"
              : "Add project"
        }
        className="max-w-3xl"
      >
        {form.mode !== "closed" && (
          <EditionLoader
            key={form.mode === "edit" ? form.project.id : form.mode === "draft" ? form.key : "new"}
            recordKey={
              form.mode === "edit" ? String(form.project.id) : form.mode === "draft" ? form.key : null
            }
            render={(edition) => (
              <ProjectForm
                edition={edition}
                categories={categories.data ?? []}
                initialCategoryId={selected}
                project={form.mode === "edit" ? form.project : null}
                {...(form.mode === "draft" ? { draftKey: form.key } : {})}
                onChanged={reloadProjects}
                onCancel={closeForm}
                onSaved={(categoryId) => {
                  toast.success(projectTexts.adminSaved);
                  // The list shows the saved project's category, wherever the form was opened from.
                  setChosen(categoryId);
                  closeForm();
                  reloadProjects();
                }}
              />
            )}
          />
        )}
      </FormDialog>
    </>
  );
}
