import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Star from "lucide-react/icons/star";
import { Fragment, type ReactNode, useCallback, useRef, useState } from "react";
import { type FieldErrors, type UseFormRegister, useForm } from "react-hook-form";
import type { z } from "zod";
import { adminApi } from "#src/lib/admin-api.ts";
import type {
  ContentCardLine,
  ContentCollection,
  ContentScreenDeclaration,
} from "#src/lib/content-collection.ts";
import { type EditionAnswer, type EditionStates, editionTexts } from "#src/lib/editions.ts";
import { uploadUrl } from "#src/lib/upload-urls.ts";
import { SelectField, TextAreaField, TextField } from "#src/ui/form-controls.tsx";
import { SocialIcon } from "#src/ui/social-icon.tsx";
import { toast } from "#src/ui/toast.tsx";
import { AddPanel } from "./add-panel.tsx";
import { addRecordWithImage } from "./admin-action.ts";
import {
  AdminForm,
  ReplacementImageField,
  RequiredImageField,
  useReplacementImage,
  useRequiredImage,
} from "./admin-form.tsx";
import { ArrangePanel, HiddenBadge } from "./arrange-panel.tsx";
import { secondaryButtonClass } from "./confirm-dialog.tsx";
import { EditionBadge, EditionBar, type EditionControls, loadEdition } from "./edition-bar.tsx";
import { FallbackImage } from "./image-preview.tsx";
import { ListScreen } from "./list-screen.tsx";
import { ErrorNotice, LoadingState, Panel, ScreenHeader } from "./list-states.tsx";
import { editionStatesKey, NewDrafts, useEditionStates } from "./new-drafts.tsx";
import { EditButton } from "./records.tsx";
import { FormDialog } from "./unsaved-changes.tsx";

// The back-office screen of a content collection (docs/decisions/0036-content-kit.md): its list
// as cards, the add panel, the Arrange panel (order and visibility) and the edit dialog, all
// read from the collection's declaration (src/lib/content-collection.ts).

type Fields = Record<string, string>;
/** A record as the back office lists it: the declaration's admin row. */
type Row = { id: number; visible: boolean } & Record<string, unknown>;
type Collection = ContentCollection<z.ZodObject, z.ZodObject, z.ZodObject>;
type Screen = ContentScreenDeclaration<Row>;

const screenOf = (collection: Collection) => collection.admin as unknown as Screen;
const queryKeyOf = (collection: Collection) => ["admin", collection.name];
const api = (path: string) => `/api${path}`;

/** The list's grid: as many cards a row, on the widest screens, as the declaration says. */
const gridColumns = {
  2: "grid gap-4 lg:grid-cols-2",
  3: "grid gap-4 sm:grid-cols-2 xl:grid-cols-3",
  4: "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4",
} as const;

const looks = {
  logo: {
    fallback: "/images/default-logo.svg",
    addPreview: "h-16 w-auto max-w-48 bg-white object-contain p-1",
    editPreview: "h-16 w-auto max-w-48 bg-white object-contain p-1",
    field: "sm:col-span-2",
  },
  portrait: {
    fallback: "/images/default-profile.svg",
    addPreview: "size-20 rounded-full",
    editPreview: "size-16 rounded-full",
    field: undefined,
  },
} as const;

/** The declared fields in their order, the image's input where the declaration puts it. */
function ContentFields({
  screen,
  register,
  errors,
  image,
}: {
  screen: Screen;
  register: UseFormRegister<Fields>;
  errors: FieldErrors<Fields>;
  image: ReactNode;
}) {
  return (
    <>
      {screen.fields.map((field) => {
        if (field.kind === "image") return <Fragment key="image">{image}</Fragment>;
        const error = errors[field.key]?.message;
        const common = { label: field.label, required: field.required, error, hint: field.hint };
        if (field.kind === "select")
          return (
            <SelectField key={field.key} {...common} options={[...field.options]} {...register(field.key)} />
          );
        if (field.kind === "textarea")
          return (
            <TextAreaField
              key={field.key}
              {...common}
              rows={4}
              maxLength={field.maxLength}
              className="sm:col-span-2"
              {...register(field.key)}
            />
          );
        if (field.kind === "url")
          return (
            <TextField
              key={field.key}
              {...common}
              type="url"
              placeholder="https://"
              {...register(field.key)}
            />
          );
        return <TextField key={field.key} {...common} {...register(field.key)} />;
      })}
    </>
  );
}

/** A new record's values: each select's declared first value, every other field empty. */
function emptyValues(screen: Screen): Fields {
  return Object.fromEntries(
    screen.fields.flatMap((field) =>
      field.kind === "image" ? [] : [[field.key, field.kind === "select" ? field.initial : ""]],
    ),
  );
}

/** The form state both forms share: the declared input's resolver, and the failure shown in the form. */
function useContentForm(collection: Collection, defaultValues: Fields) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Fields, unknown, Record<string, unknown>>({
    resolver: zodResolver(collection.input as z.ZodType<Record<string, unknown>, Fields>),
    defaultValues,
  });
  return { form, failure, setFailure };
}

/** The form around the declared fields, the image's input among them. */
function ContentForm({
  collection,
  state: { form, failure },
  onSubmit,
  imageChosen,
  submitLabel,
  busyLabel,
  image,
  actions,
}: {
  collection: Collection;
  state: ReturnType<typeof useContentForm>;
  onSubmit: () => void;
  imageChosen: boolean;
  submitLabel: string;
  busyLabel?: string;
  image: ReactNode;
  actions?: ReactNode;
}) {
  const { isSubmitting, isDirty, errors } = form.formState;
  return (
    <AdminForm
      onSubmit={onSubmit}
      failure={failure}
      busy={isSubmitting}
      dirty={isDirty || imageChosen}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      actions={actions}
    >
      <ContentFields screen={screenOf(collection)} register={form.register} errors={errors} image={image} />
    </AdminForm>
  );
}

/** The add form: the declared fields, the image required; the server's answer in a toast or the form. */
export function AddContentForm({ collection, onAdded }: { collection: Collection; onAdded: () => void }) {
  const screen = screenOf(collection);
  const state = useContentForm(collection, emptyValues(screen));
  const [savingDraft, setSavingDraft] = useState(false);
  const image = useRequiredImage({
    required: collection.api.imageRequired,
    notImage: screen.image.notImage,
    tooLarge: screen.image.tooLarge,
  });
  const submit = state.form.handleSubmit(
    async (values) => {
      const file = image.check();
      if (!file) return;
      state.setFailure(null);
      const added = await addRecordWithImage({
        url: api(collection.paths.add),
        fields: values,
        imageField: collection.image.field,
        image: file,
        success: screen.added,
        failure: screen.addFailure,
        report: state.setFailure,
      });
      if (!added) return;
      state.form.reset();
      image.clear();
      onAdded();
    },
    () => image.check(),
  );
  // Kept off the site until it is published: the values as they are, the image when one was chosen.
  const saveAsDraft = async () => {
    setSavingDraft(true);
    try {
      const file = image.chosen
        ? image.chosen.file
        : image.file
          ? await storeDraftImage(collection, image.file)
          : "";
      if (file === null) return;
      const answer = await adminApi.post(`/api/editions/${collection.name}/drafts`, {
        data: { ...trimmed(state.form.getValues()), [collection.image.field]: file },
      });
      if (!answer.ok) {
        toast.error(answer.body.message ?? "The draft could not be saved");
        return;
      }
      toast.success(editionTexts.draftSaved);
      state.form.reset();
      image.clear();
      onAdded();
    } finally {
      setSavingDraft(false);
    }
  };
  const look = looks[collection.image.shape];
  return (
    <ContentForm
      collection={collection}
      state={state}
      onSubmit={submit}
      imageChosen={image.file !== null || image.chosen !== null}
      submitLabel={screen.addLabel}
      actions={
        <button type="button" disabled={savingDraft} onClick={saveAsDraft} className={secondaryButtonClass}>
          {savingDraft ? "Saving..." : "Save as draft"}
        </button>
      }
      image={
        <RequiredImageField
          image={image}
          label={screen.image.label}
          hint={screen.image.hint}
          previewAlt={screen.image.previewAlt}
          previewClassName={look.addPreview}
          className={look.field}
          folder={collection.image.folder}
        />
      }
    />
  );
}

/** The form's values as sent: each trimmed. */
const trimmed = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value ?? "").trim()]));

/** Stores an image for a draft; its file name, or null when it was refused (said in a toast). */
async function storeDraftImage(collection: Collection, file: File): Promise<string | null> {
  const form = new FormData();
  form.append("file", file);
  const answer = await adminApi.form(
    `/api/editions/${collection.name}/images/${collection.image.field}`,
    form,
  );
  if (!answer.ok) {
    toast.error(answer.body.message ?? "The image could not be stored");
    return null;
  }
  return (answer.json as { file: string }).file;
}

/**
 * The edit form of one record (or of a draft of a new one), filled in with its draft when it has
 * one; saved as a draft while one types, published by the form's button
 * (docs/decisions/0046-drafts-and-versions.md).
 */
function EditContentForm({
  collection,
  recordKey,
  row,
  edition,
  onSaved,
}: {
  collection: Collection;
  recordKey: string;
  row: Row | null;
  edition: EditionAnswer;
  onSaved: () => void;
}) {
  const screen = screenOf(collection);
  const { field, folder } = collection.image;
  const source: Record<string, unknown> = edition.draft?.data ?? edition.published ?? row ?? {};
  const filledIn = Object.keys(emptyValues(screen)).map((key) => [key, String(source[key] ?? "")]);
  const state = useContentForm(collection, Object.fromEntries(filledIn));
  const image = useReplacementImage({ notImage: screen.image.notImage, tooLarge: screen.image.tooLarge });
  const controls = useRef<EditionControls | null>(null);
  const stored = useRef<{ file: File; name: string } | null>(null);
  const currentFile = typeof source[field] === "string" ? (source[field] as string) : "";
  const values = async (): Promise<Record<string, unknown> | null> => {
    let file = image.chosen?.file ?? currentFile;
    if (image.file) {
      if (stored.current?.file !== image.file) {
        const name = await storeDraftImage(collection, image.file);
        if (name === null) return null;
        stored.current = { file: image.file, name };
      }
      file = stored.current.name;
    }
    return { ...trimmed(state.form.getValues()), [field]: file };
  };
  const watched = state.form.watch();
  const submit = state.form.handleSubmit(
    async () => {
      const { ok } = image.check();
      if (!ok) return;
      state.setFailure(null);
      const data = await values();
      if (data && (await controls.current?.publish(data, screen.updated)) != null) onSaved();
    },
    () => image.check(),
  );
  const look = looks[collection.image.shape];
  const dialogRow = row ?? ({ id: 0, visible: true, ...source } as Row);
  return (
    <div className="space-y-4">
      <EditionBar
        name={collection.name}
        recordKey={recordKey}
        edition={edition}
        values={values}
        changeKey={`${JSON.stringify(watched)}|${image.file?.name ?? ""}|${image.file?.size ?? ""}|${image.chosen?.id ?? ""}`}
        onPublished={onSaved}
        onDiscarded={onSaved}
        onDraftKept={() => state.form.reset(state.form.getValues())}
        controls={controls}
      />
      <ContentForm
        collection={collection}
        state={state}
        onSubmit={submit}
        imageChosen={image.file !== null || image.chosen !== null}
        submitLabel={screen.saveLabel}
        busyLabel="Saving..."
        image={
          <ReplacementImageField
            image={image}
            label={screen.image.replacementLabel}
            hint={screen.image.keepHint}
            current={
              currentFile ? uploadUrl(folder, currentFile) : String(row?.[collection.image.urlKey] ?? "")
            }
            currentAlt={screen.image.currentAlt(dialogRow)}
            previewAlt={screen.image.previewAlt}
            previewClassName={look.editPreview}
            className={look.field}
            folder={folder}
          />
        }
      />
    </div>
  );
}

/** Loads the record's edition, then shows its form. */
function EditDialogBody({
  collection,
  recordKey,
  row,
  onSaved,
}: {
  collection: Collection;
  recordKey: string;
  row: Row | null;
  onSaved: () => void;
}) {
  const edition = useQuery({
    queryKey: ["admin", "edition", collection.name, recordKey],
    queryFn: () => loadEdition(collection.name, recordKey),
    gcTime: 0,
    staleTime: 0,
  });
  if (edition.isPending) return <LoadingState />;
  if (edition.isError) return <ErrorNotice>{edition.error.message}</ErrorNotice>;
  return (
    <EditContentForm
      collection={collection}
      recordKey={recordKey}
      row={row}
      edition={edition.data}
      onSaved={onSaved}
    />
  );
}

function CardLine({ line, row }: { line: ContentCardLine<Row>; row: Row }) {
  switch (line.kind) {
    case "text": {
      const text = line.value(row);
      if (!text) return null;
      return <p className={line.small ? "text-xs text-slate-600" : "text-sm text-slate-600"}>{text}</p>;
    }
    case "badge":
      return (
        <p className="mt-1 inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 capitalize">
          {line.value(row)}
        </p>
      );
    case "rating":
      return (
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
          {line.value(row)}
        </p>
      );
    case "quote":
      return <p className="mt-2 text-sm [overflow-wrap:anywhere] text-slate-700">{line.value(row)}</p>;
  }
}

/** The records as cards: the image, the name, the declared lines and links, Edit and Delete. */
function ContentCards({
  collection,
  rows,
  deleteButton,
  onEdit,
  states,
}: {
  collection: Collection;
  rows: Row[];
  deleteButton: (row: Row) => ReactNode;
  onEdit: (row: Row) => void;
  states: EditionStates;
}) {
  const screen = screenOf(collection);
  const { card } = screen;
  const logo = collection.image.shape === "logo";
  const picture = (row: Row) => (
    <FallbackImage
      src={(row[collection.image.urlKey] as string) || null}
      fallback={looks[collection.image.shape].fallback}
      alt={screen.image.cardAlt(row)}
      className={
        logo
          ? "max-h-16 w-auto max-w-full object-contain"
          : "size-16 shrink-0 rounded-full border border-slate-200 object-cover"
      }
    />
  );
  const actions = (row: Row) => (
    <>
      <EditButton label={screen.editLabel(row)} onClick={() => onEdit(row)} />
      {deleteButton(row)}
    </>
  );
  const links = (row: Row) =>
    card.links?.networks.map(({ key, label }) => {
      const href = row[key];
      return typeof href === "string" && href ? (
        <a
          key={key}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={card.links!.label(row, label)}
          className="rounded p-1 text-slate-600 hover:text-brand-700"
        >
          <SocialIcon name={label} />
        </a>
      ) : null;
    });
  return (
    <ul className={gridColumns[card.columns]}>
      {rows.map((row) => (
        <li
          key={row.id}
          className={`flex rounded-xl border border-slate-200 bg-white p-4 ${logo ? "flex-col" : "gap-4"}`}
        >
          {logo ? (
            <div className="flex h-20 items-center justify-center rounded-lg bg-slate-50 p-2">
              {picture(row)}
            </div>
          ) : (
            picture(row)
          )}
          <div className={logo ? "mt-3" : "min-w-0 flex-1"}>
            <p className="font-semibold [overflow-wrap:anywhere] text-ink">
              {card.title(row)}
              <HiddenBadge visible={row.visible} />
            </p>
            {(() => {
              const draft = states.find((item) => item.recordId === row.id);
              return draft ? <EditionBadge state="changed" publishAt={draft.publishAt} /> : null;
            })()}
            {card.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the declared lines never move.
              <CardLine key={index} line={line} row={row} />
            ))}
            {/* Wraps: Edit and Delete go to their own line rather than out of the card. */}
            <div className="mt-3 flex flex-wrap items-center gap-2">
              {links(row)}
              <span className={card.links ? "ml-auto flex flex-wrap gap-2" : "flex flex-wrap gap-2"}>
                {actions(row)}
              </span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The whole screen of a collection: heading, add panel, Arrange panel, list, edit dialog. */
export function ContentScreen({ collection }: { collection: Collection }) {
  const screen = screenOf(collection);
  const queryClient = useQueryClient();
  const queryKey = queryKeyOf(collection);
  const [editing, setEditing] = useState<{ key: string; row: Row | null } | null>(null);
  const closeEdit = useCallback(() => setEditing(null), []);
  const statesKey = editionStatesKey(collection.name);
  const states = useEditionStates(collection.name);
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: statesKey });
    return queryClient.invalidateQueries({ queryKey });
  };
  const base = api(collection.paths.list);
  const row = collection.adminRow as unknown as z.ZodType<Row>;
  const grouping = screen.arrangeGroups;
  return (
    <>
      <ScreenHeader title={screen.title} description={screen.description} />
      <div className="space-y-6">
        <AddPanel title={screen.addTitle} id={screen.addHeadingId}>
          <AddContentForm collection={collection} onAdded={reload} />
        </AddPanel>
        <Panel title={screen.listTitle} id={screen.listHeadingId}>
          <NewDrafts states={states.data ?? []} onEdit={(key) => setEditing({ key, row: null })} />
          <ArrangePanel
            title={screen.arrangeTitle}
            queryKey={queryKey}
            loadUrl={`${base}/order`}
            row={row}
            saveUrl={`${base}/order`}
            visibilityUrl={(id) => `${base}/${id}/visibility`}
            name={screen.name}
            groups={
              grouping &&
              ((rows) =>
                grouping.groups.map(({ label, value }) => ({
                  label,
                  rows: rows.filter((item) => item[grouping.key] === value),
                })))
            }
          />
          <ListScreen
            load={{ queryKey, url: base, row, retrying: screen.retrying, siteOrder: true }}
            emptyText={screen.emptyText}
            errorText={screen.loadError}
            exportName={screen.exportName}
            searchHint={screen.searchHint}
            renderRows={(rows, deleteButton) => (
              <ContentCards
                collection={collection}
                rows={rows}
                deleteButton={deleteButton}
                onEdit={(edited) => setEditing({ key: String(edited.id), row: edited })}
                states={states.data ?? []}
              />
            )}
            remove={{
              label: screen.deleteLabel,
              url: (id) => `${base}/${id}`,
              confirm: screen.confirmDelete,
              success: screen.deleted,
              failure: screen.deleteFailure,
            }}
          />
        </Panel>
      </div>
      <FormDialog
        open={editing !== null}
        title={screen.editTitle(editing?.row ?? null)}
        onClose={closeEdit}
        className="max-w-2xl"
      >
        {editing && (
          <EditDialogBody
            key={editing.key}
            collection={collection}
            recordKey={editing.key}
            row={editing.row}
            onSaved={() => {
              closeEdit();
              reload();
            }}
          />
        )}
      </FormDialog>
    </>
  );
}
