import { useQuery, useQueryClient } from "@tanstack/react-query";
import ExternalLink from "lucide-react/icons/external-link";
import Plus from "lucide-react/icons/plus";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { z } from "zod";
import { company } from "#src/content/company.ts";
import { adminApi, loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import type { EditionAnswer } from "#src/lib/editions.ts";
import { BLOCK_TYPE_NAMES, type BlockTypeName, blockTypes, emptyBlock } from "#src/lib/page-blocks.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { AdminForm } from "#src/ui/admin/admin-form.tsx";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { ConfirmDialog, dangerButtonClass, secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { EditionBar, type EditionControls, loadEdition } from "#src/ui/admin/edition-bar.tsx";
import { ErrorNotice, LoadingState, Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { SeoPanel, seoValuesOf, useTokenSettings } from "#src/ui/admin/seo-panel.tsx";
import { SelectField, TextField } from "#src/ui/form-controls.tsx";
import {
  noPlacement,
  PAGE_STATUSES,
  type PageAnswer,
  type PageStatus,
  pageAnswer,
  pageInput,
  pageTexts,
} from "../page.schema.ts";
import { isSiteOwnPage } from "../page-paths.ts";
import type { FieldErrors } from "./block-fields.tsx";
import { BlockList, type EditorBlock } from "./block-list.tsx";
import { PAGES_SCREEN, pagesQueryKey } from "./pages-page.tsx";
import { PlacementFields } from "./placement-fields.tsx";

export const meta = () => adminMeta("Edit page");
export const headers = adminHeaders;

/** The page as the editor holds it while staff change it. */
interface PageDraft {
  path: string;
  title: string;
  status: PageStatus;
  seo: PageAnswer["seo"];
  placement: PageAnswer["placement"];
  blocks: EditorBlock[];
}

const blankPage: PageDraft = {
  path: "/",
  title: "",
  status: "published",
  seo: {},
  placement: noPlacement,
  blocks: [],
};

const draftOf = (page: PageAnswer): PageDraft => ({
  path: page.path,
  title: page.title,
  status: page.status,
  seo: page.seo,
  placement: page.placement,
  blocks: page.blocks as EditorBlock[],
});

/** A new block's id: its type and a few random letters, unique on the page in practice (the server checks). */
function newBlockId(type: BlockTypeName): string {
  const letters = Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) =>
    "abcdefghijklmnopqrstuvwxyz0123456789".charAt(byte % 36),
  ).join("");
  return `${type.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`)}-${letters}`;
}

/** zod's issues, or the server's `errors`, by field name (the first per field). */
function errorsFrom(issues: readonly { field: string; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.field] ??= issue.message;
  return errors;
}

const serverErrors = z.object({ errors: z.array(z.object({ field: z.string(), message: z.string() })) });

const loadPage = (id: string) =>
  loadRecord(`/api/pages/${id}`, z.object({ data: pageAnswer })).then((answer) => answer.data);

/** A page and its edition (its draft, versions, who has it open), loaded together. */
async function loadPageWithEdition(id: string) {
  const [page, edition] = await Promise.all([loadPage(id), loadEdition("pages", id)]);
  return { page, edition };
}

/** /admin/dashboard/pages/{id}, and /admin/dashboard/pages/new for a new page. */
export default function PageEditorPage() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const query = useQuery({
    queryKey: [...pagesQueryKey, id],
    queryFn: () => loadPageWithEdition(id),
    enabled: !isNew,
    gcTime: 0,
    staleTime: 0,
  });
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={PAGES_SCREEN} className="font-medium text-brand-700 hover:underline">
          ← {pageTexts.listTitle}
        </Link>
      </p>
      {isNew ? (
        <PageEditor key="new" saved={null} edition={null} />
      ) : query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorNotice>{loadErrorMessage(query.error, "Failed to load the page")}</ErrorNotice>
      ) : (
        // A new load (after a save, a publish, a discard) starts the editor afresh from it.
        <PageEditor
          key={`${query.data.page.id}-${query.dataUpdatedAt}`}
          saved={query.data.page}
          edition={query.data.edition}
        />
      )}
    </>
  );
}

function PageEditor({ saved, edition }: { saved: PageAnswer | null; edition: EditionAnswer | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [record, setRecord] = useState(saved);
  // A draft kept beside the published page (docs/decisions/0046-drafts-and-versions.md) opens in its place.
  const [opened] = useState<PageDraft>(() =>
    edition?.draft ? (edition.draft.data as unknown as PageDraft) : saved ? draftOf(saved) : blankPage,
  );
  const [draft, setDraft] = useState(opened);
  // What the stored page or draft holds: the editor has changes when it differs.
  const [baseline, setBaseline] = useState(() => JSON.stringify(opened));
  const controls = useRef<EditionControls | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [newType, setNewType] = useState<BlockTypeName>("richText");
  const [removing, setRemoving] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  // One of the site's own pages (its routes lead to it): its path and status stay, it is not deleted.
  const ownPage = record ? isSiteOwnPage(record.path) : false;
  const [announcement, setAnnouncement] = useState("");
  const [focusError, setFocusError] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const dirty = JSON.stringify(draft) !== baseline;
  // The public page fills the tokens of its SEO title and description (src/site/pages/block-page.tsx).
  const tokenSettings = useTokenSettings();

  /** Loads the page and its edition again: the editor starts afresh from what is stored. */
  const reload = () => queryClient.invalidateQueries({ queryKey: pagesQueryKey });

  // Leaves once the saved state is drawn, so the unsaved-changes guard (set by the form, drawn
  // first) no longer asks.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  useEffect(() => {
    if (leaveTo && !dirty) navigate(leaveTo, { replace: true });
  }, [leaveTo, dirty, navigate]);

  useEffect(() => {
    if (!focusError) return;
    setFocusError(false);
    document.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus();
  }, [focusError]);

  const setBlocks = (blocks: EditorBlock[]) => setDraft((current) => ({ ...current, blocks }));

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    // Every block with an error opens, so each message is seen beside its field.
    const withErrors = draft.blocks.filter((_, index) =>
      Object.keys(found).some((path) => path === `blocks.${index}` || path.startsWith(`blocks.${index}.`)),
    );
    setOpen((current) => new Set([...current, ...withErrors.map((block) => block.id)]));
    setFailure(pageTexts.fixErrors);
    setFocusError(true);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = pageInput.safeParse(draft);
    if (!checked.success) {
      showErrors(
        errorsFrom(
          checked.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
        ),
      );
      return;
    }
    setBusy(true);
    setFailure(null);
    // The draft is brought up to date first, so the bar counts it as kept (not to be undone when
    // the editor closes) and the save below removes it.
    const kept = record ? await controls.current?.saveDraft({ ...draft }) : null;
    const answer = await runAdminAction({
      call: () =>
        record
          ? adminApi.put(`/api/pages/${record.id}`, checked.data)
          : adminApi.post("/api/pages", checked.data),
      success: record ? pageTexts.updated : pageTexts.created,
      report: setFailure,
      failure: {
        refused: (refusal) => {
          const parsed = serverErrors.safeParse(refusal.json);
          if (parsed.success) showErrors(errorsFrom(parsed.data.errors));
          return refusal.body.message || pageTexts.saveFailed;
        },
        unreachable: pageTexts.saveFailed,
      },
      reads: z.object({ data: pageAnswer }),
    });
    setBusy(false);
    if (!answer) return;
    setErrors({});
    // Stored: what the editor holds is no longer a change.
    setBaseline(JSON.stringify(draft));
    if (!record) {
      setLeaveTo(`${PAGES_SCREEN}/${answer.data.id}`);
      return;
    }
    // Live as saved: a draft beside it (kept as one typed) is done with.
    if (kept) await adminApi.delete(`/api/editions/pages/${record.id}/draft`).catch(() => null);
    await reload();
  }

  function addBlock() {
    const block = emptyBlock(newType, newBlockId(newType)) as EditorBlock;
    setBlocks([...draft.blocks, block]);
    setOpen((current) => new Set([...current, block.id]));
    setAnnouncement(`${blockTypes.find((type) => type.type === newType)?.label} block added at the end.`);
    // The new block's first field, once it is drawn.
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLElement>(`[data-block]:last-child [data-field]`)?.focus(),
    );
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= draft.blocks.length || from === to) return;
    const blocks = [...draft.blocks];
    const [moved] = blocks.splice(from, 1);
    blocks.splice(to, 0, moved!);
    setBlocks(blocks);
    // Errors name blocks by place: they are checked again on the next save.
    setErrors({});
    setAnnouncement(`Block moved to position ${to + 1} of ${blocks.length}.`);
  }

  function confirmRemove() {
    if (removing === null) return;
    setBlocks(draft.blocks.filter((_, index) => index !== removing));
    setErrors({});
    setAnnouncement(`Block ${removing + 1} removed.`);
    setRemoving(null);
  }

  async function deletePage() {
    if (!record) return;
    const done = await runAdminAction({
      call: () => adminApi.delete(`/api/pages/${record.id}`),
      success: pageTexts.deleted,
      failure: "Failed to delete the page",
    });
    setDeleting(false);
    if (!done) return;
    setRecord(null);
    setBaseline(JSON.stringify(draft));
    await queryClient.invalidateQueries({ queryKey: pagesQueryKey });
    setLeaveTo(PAGES_SCREEN);
  }

  const setField = <K extends keyof PageDraft>(key: K, value: PageDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return (
    <>
      <ScreenHeader
        title={record ? `Edit page: ${record.title}` : pageTexts.newPage}
        description="Change the page's blocks, then save: the site shows the saved page at once."
      />
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {record && (
        <div className="mb-4">
          <EditionBar
            name="pages"
            recordKey={String(record.id)}
            edition={edition}
            controls={controls}
            values={async () => ({ ...draft })}
            changeKey={JSON.stringify(draft)}
            onPublished={() => void reload()}
            onDiscarded={() => void reload()}
            onDraftKept={(data) => setBaseline(JSON.stringify(data))}
          />
        </div>
      )}
      <AdminForm
        failure={failure}
        onSubmit={save}
        busy={busy}
        submitLabel={pageTexts.save}
        busyLabel={pageTexts.saving}
        dirty={dirty}
        actions={
          record && (
            <>
              {record.status === "published" && (
                <a href={record.path} target="_blank" rel="noreferrer" className={secondaryButtonClass}>
                  {pageTexts.viewLive}
                  <span className="sr-only"> (opens in a new tab)</span>
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
              )}
              {!ownPage && (
                <button
                  type="button"
                  className={`${dangerButtonClass} ml-auto`}
                  onClick={() => setDeleting(true)}
                >
                  Delete page
                </button>
              )}
            </>
          )
        }
      >
        <TextField
          label="Title"
          required
          hint="The page's name in the back office, and its browser title unless SEO says otherwise."
          error={errors.title}
          value={draft.title}
          onChange={(event) => setField("title", event.target.value)}
        />
        <TextField
          label="Path"
          required
          hint={
            ownPage
              ? pageTexts.sitePagePathHint
              : "Where the page lives on the site, such as /services/ai-development."
          }
          readOnly={ownPage}
          error={errors.path}
          value={draft.path}
          onChange={(event) => setField("path", event.target.value)}
        />
        <SelectField
          label="Status"
          value={draft.status}
          disabled={ownPage}
          error={errors.status}
          onChange={(event) => setField("status", event.target.value as PageStatus)}
          options={PAGE_STATUSES.map((status) => ({
            value: status,
            label: status === "published" ? "Published: on the site" : "Draft: not on the site",
          }))}
        />
        <div className="min-w-0 sm:col-span-2">
          <SeoPanel
            value={seoValuesOf(draft.seo)}
            onChange={(seo) => setField("seo", seo)}
            origin={typeof window === "undefined" ? "" : window.location.origin}
            settings={tokenSettings}
            errors={{
              title: errors["seo.title"],
              description: errors["seo.description"],
              image: errors["seo.image"],
              canonical: errors["seo.canonical"],
            }}
            defaults={{
              title: `${draft.title || "Page title"} | ${company.name}`,
              description: "",
              path: draft.path,
            }}
          />
        </div>
        <PlacementFields
          placement={draft.placement}
          onChange={(placement) => setField("placement", placement)}
          errors={errors}
        />
        <div className="min-w-0 sm:col-span-2" ref={listRef}>
          <Panel title="Blocks" id="page-blocks-heading">
            {errors.blocks && <p className="mb-3 text-sm text-red-700">{errors.blocks}</p>}
            {draft.blocks.length === 0 ? (
              <p className="text-slate-600">{pageTexts.noBlocks}</p>
            ) : (
              <BlockList
                blocks={draft.blocks}
                open={open}
                errors={errors}
                onToggle={(blockId) =>
                  setOpen((current) => {
                    const next = new Set(current);
                    if (!next.delete(blockId)) next.add(blockId);
                    return next;
                  })
                }
                onChange={(index, block) =>
                  setBlocks(draft.blocks.map((each, at) => (at === index ? block : each)))
                }
                onMove={move}
                onRemove={setRemoving}
              />
            )}
            <div className="mt-4 flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4">
              <div className="min-w-56 flex-1 sm:flex-none">
                <SelectField
                  label="New block type"
                  value={newType}
                  onChange={(event) => setNewType(event.target.value as BlockTypeName)}
                  options={BLOCK_TYPE_NAMES.map((type) => {
                    const declaration = blockTypes.find((each) => each.type === type)!;
                    return { value: type, label: declaration.label };
                  })}
                />
              </div>
              <button type="button" onClick={addBlock} className={secondaryButtonClass}>
                <Plus aria-hidden="true" className="size-4" />
                {pageTexts.addBlock}
              </button>
            </div>
          </Panel>
        </div>
      </AdminForm>
      <ConfirmDialog
        open={removing !== null}
        message={pageTexts.removeBlockConfirm}
        busy={false}
        confirmLabel={pageTexts.remove}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={deleting}
        message={pageTexts.removePageConfirm}
        busy={false}
        onConfirm={deletePage}
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}
