import { useQuery, useQueryClient } from "@tanstack/react-query";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { lazy, Suspense, useId, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { z } from "zod";
import { adminApi, loadErrorMessage, loadList, loadRecord, settleAdminCall } from "#src/lib/admin-api.ts";
import { zonedDateAndTime, zonedInstant } from "#src/lib/date-time.ts";
import type { EditionAnswer } from "#src/lib/editions.ts";
import type { MediaItemAnswer } from "#src/lib/media.ts";
import { uploadUrl } from "#src/lib/upload-urls.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { primaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { EditionBar, type EditionControls, loadEdition } from "#src/ui/admin/edition-bar.tsx";
import { ErrorNotice, LoadingState, Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { LibraryChoice } from "#src/ui/admin/media-picker.tsx";
import { SeoPanel, type SeoValues, seoValuesOf } from "#src/ui/admin/seo-panel.tsx";
import { useUnsavedChanges } from "#src/ui/admin/unsaved-changes.tsx";
import { SelectField, TextAreaField, TextField } from "#src/ui/form-controls.tsx";
import { toast } from "#src/ui/toast.tsx";
import {
  ARTICLE_STATUSES,
  type ArticleAnswer,
  type ArticleStatus,
  articleAnswer,
  articleInput,
  articlePath,
  articleTexts,
  MAX_SUMMARY_LENGTH,
  slugify,
} from "../article.schema.ts";
import { type ArticleBody, bodyImageFile, emptyBody } from "../article-body.schema.ts";
import { ArticleStateBadge, articlesQueryKey, INSIGHTS_SCREEN } from "./insights-page.tsx";

// The editor is this screen's alone, loaded when the screen is (never by the public pages).
const ArticleEditor = lazy(() => import("./article-editor.tsx"));

export const meta = () => adminMeta(articleTexts.editArticle);
export const headers = adminHeaders;

/** A team member as the author's choice lists them (GET /api/team's rows, read for these fields). */
const teamChoice = z.object({ id: z.number(), name: z.string(), role: z.string() });

interface FormValues {
  title: string;
  slug: string;
  summary: string;
  category: string;
  tags: string;
  authorId: string;
  status: ArticleStatus;
  date: string;
  time: string;
  body: ArticleBody;
  seo: SeoValues;
}

function valuesOf(article: ArticleAnswer | undefined): FormValues {
  const when = article?.publishedAt
    ? zonedDateAndTime(new Date(article.publishedAt))
    : { date: "", time: "" };
  return {
    title: article?.title ?? "",
    slug: article?.slug ?? "",
    summary: article?.summary ?? "",
    category: article?.category ?? "",
    tags: article?.tags.join(", ") ?? "",
    authorId: article?.authorId === null || article?.authorId === undefined ? "" : String(article.authorId),
    status: article?.status ?? "draft",
    date: when.date,
    time: when.time,
    body: article?.body ?? emptyBody(),
    seo: seoValuesOf(article?.seo),
  };
}

type Errors = Record<string, string>;

/** The stored file name of a cover's address (`/uploads/projects/<file>`), or null. */
const coverFileOf = (url: string | null | undefined) => (url ? bodyImageFile(url) : null);

/**
 * The article as its draft holds it (docs/decisions/0046-drafts-and-versions.md): the published
 * article's answer with the draft's fields over it, the cover by its stored file name.
 */
function withDraft(article: ArticleAnswer, data: Record<string, unknown>): ArticleAnswer {
  const draft = data as Partial<ArticleAnswer> & { cover?: string | null };
  return {
    ...article,
    ...draft,
    cover: draft.cover ? uploadUrl("projects", draft.cover) : null,
    tags: Array.isArray(draft.tags) ? draft.tags : article.tags,
    seo: draft.seo ?? {},
  };
}

/** An article and its edition (its draft, versions, who has it open), loaded together. */
async function loadArticleWithEdition(id: string) {
  const [article, edition] = await Promise.all([
    loadRecord(`/api/insights/articles/${id}`, z.object({ data: articleAnswer })).then(
      (answer) => answer.data,
    ),
    loadEdition("articles", id),
  ]);
  return { article, edition };
}

/** The API's `errors` (or the form's own check) by field: `seo.title` stays whole, the body's paths become `body`. */
function errorsByField(errors: readonly { field: string; message: string }[]): Errors {
  const byField: Errors = {};
  for (const { field, message } of errors) {
    const key = field.startsWith("body") ? "body" : field.startsWith("tags") ? "tags" : field;
    byField[key] ??= message;
  }
  return byField;
}

const DATE_TEXT = "Give both the date and the time, or neither";
const saveFailed = "The article could not be saved";
const fieldErrorsAnswer = z.object({ errors: z.array(z.object({ field: z.string(), message: z.string() })) });

export default function ArticlePage() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const article = useQuery({
    queryKey: [...articlesQueryKey, id],
    queryFn: () => loadArticleWithEdition(id),
    enabled: !isNew,
    gcTime: 0,
    staleTime: 0,
  });
  const title = isNew ? articleTexts.newArticle : articleTexts.editArticle;
  return (
    <>
      <Link
        to={INSIGHTS_SCREEN}
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {articleTexts.adminTitle}
      </Link>
      <ScreenHeader title={title} />
      {isNew ? (
        <ArticleForm key="new" article={undefined} edition={null} />
      ) : article.isPending ? (
        <LoadingState />
      ) : article.isError ? (
        <ErrorNotice>{loadErrorMessage(article.error, articleTexts.notFound)}</ErrorNotice>
      ) : (
        // A new load (after a publish or a discard) starts the form afresh from it.
        <ArticleForm
          key={`${article.data.article.id}-${article.dataUpdatedAt}`}
          article={article.data.article}
          edition={article.data.edition}
        />
      )}
    </>
  );
}

function ArticleForm({
  article,
  edition,
}: {
  article: ArticleAnswer | undefined;
  edition: EditionAnswer | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A draft kept beside the published article opens in its place.
  const opened = useMemo(
    () => (article && edition?.draft ? withDraft(article, edition.draft.data) : article),
    [article, edition],
  );
  const initial = useMemo(() => valuesOf(opened), [opened]);
  const controls = useRef<EditionControls | null>(null);
  const [values, setValues] = useState<FormValues>(initial);
  const [slugEdited, setSlugEdited] = useState(article !== undefined);
  const [cover, setCover] = useState<MediaItemAnswer | null | undefined>(undefined);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const bodyLabelId = useId();
  const bodyErrorId = useId();
  const team = useQuery({
    queryKey: ["admin", "insights", "team"],
    queryFn: () => loadList("/api/team", teamChoice),
  });
  const origin = typeof window === "undefined" ? "" : window.location.origin;

  const set = <Key extends keyof FormValues>(key: Key, value: FormValues[Key]) => {
    setDirty(true);
    setValues((current) => {
      const next = { ...current, [key]: value };
      // A new article's slug follows its title until staff write one.
      if (key === "title" && !slugEdited) next.slug = slugify(String(value));
      return next;
    });
  };

  /** The cover's stored file name: the one picked, else the one the form opened with. */
  const coverFile = cover === undefined ? coverFileOf(opened?.cover) : (cover?.file ?? null);

  /** The form as a draft holds it; null while the date is half given. */
  function editionData(): Record<string, unknown> | null {
    const { when, body } = payload();
    if (when === undefined) return null;
    const { coverFromLibrary: _picked, ...fields } = body;
    return { ...fields, cover: coverFile };
  }

  function payload() {
    const when = values.date || values.time ? zonedInstant(values.date, values.time) : null;
    return {
      when,
      body: {
        slug: values.slug.trim(),
        title: values.title,
        summary: values.summary,
        ...(cover === undefined ? {} : { coverFromLibrary: cover === null ? null : cover.id }),
        authorId: values.authorId === "" ? null : Number(values.authorId),
        category: values.category,
        tags: values.tags
          .split(",")
          .map((tag) => tag.trim())
          .filter(Boolean),
        status: values.status,
        publishedAt: when ? when.toISOString() : null,
        body: values.body,
        seo: Object.fromEntries(Object.entries(values.seo).filter(([, text]) => text.trim() !== "")),
      },
    };
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const { when, body } = payload();
    if (when === undefined) {
      setErrors({ publishedAt: DATE_TEXT });
      return;
    }
    // The same schema as the server's: most mistakes are named before anything is sent.
    const checked = articleInput.safeParse(body);
    if (!checked.success) {
      setErrors(
        errorsByField(
          checked.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
        ),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const data = editionData();
      // The draft is brought up to date first, so the bar counts it as kept (not undone when
      // the form closes) and is removed once the article is saved.
      const kept = article && data ? await controls.current?.saveDraft(data) : null;
      if (article && data && cover === undefined && coverFile !== coverFileOf(article.cover)) {
        // The draft's cover is named by its file, not picked by id: it goes live by publishing the draft.
        const published = await controls.current?.publish(data, articleTexts.updated);
        if (!published) return;
        setDirty(false);
        await queryClient.invalidateQueries({ queryKey: articlesQueryKey });
        await navigate(INSIGHTS_SCREEN);
        return;
      }
      const outcome = await settleAdminCall({
        call: () =>
          article
            ? adminApi.put(`/api/insights/articles/${article.id}`, body)
            : adminApi.post("/api/insights/articles", body),
        failure: {
          // A refusal names its fields: each is shown by its field.
          refused: (answer) => {
            const named = fieldErrorsAnswer.safeParse(answer.json);
            if (named.success) setErrors(errorsByField(named.data.errors));
            return answer.body.message || saveFailed;
          },
          unreachable: `${saveFailed}: the server could not be reached`,
        },
        reads: z.object({ data: articleAnswer }),
      });
      if (!outcome.done) {
        setFailure(outcome.message);
        return;
      }
      toast.success(article ? articleTexts.updated : articleTexts.created);
      setDirty(false);
      // Live as saved: a draft beside it is done with.
      if (article && kept)
        await adminApi.delete(`/api/editions/articles/${article.id}/draft`).catch(() => null);
      await queryClient.invalidateQueries({ queryKey: articlesQueryKey });
      await navigate(INSIGHTS_SCREEN);
    } finally {
      setBusy(false);
    }
  }

  const seoErrors = {
    title: errors["seo.title"],
    description: errors["seo.description"],
    image: errors["seo.image"],
    canonical: errors["seo.canonical"],
  };
  const coverUrl = cover === undefined ? (article?.cover ?? null) : (cover?.url ?? null);

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="space-y-6">
      {failure && <ErrorNotice>{failure}</ErrorNotice>}
      {article && (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          Now: <ArticleStateBadge state={article.state} />
          {article.state === "published" && (
            <a
              href={articlePath(article.slug)}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 underline"
            >
              View on the site<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </p>
      )}
      {article && (
        <EditionBar
          name="articles"
          recordKey={String(article.id)}
          edition={edition}
          controls={controls}
          values={async () => editionData()}
          changeKey={JSON.stringify(editionData())}
          onPublished={() => {
            setDirty(false);
            void queryClient.invalidateQueries({ queryKey: articlesQueryKey });
          }}
          onDiscarded={() => {
            setDirty(false);
            void queryClient.invalidateQueries({ queryKey: articlesQueryKey });
          }}
          onDraftKept={() => setDirty(false)}
        />
      )}
      <Panel title="Article">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="md:col-span-2">
            <TextField
              label="Title"
              required
              value={values.title}
              onChange={(event) => set("title", event.target.value)}
              error={errors.title}
            />
          </div>
          <TextField
            label="Slug"
            required
            value={values.slug}
            onChange={(event) => {
              setSlugEdited(true);
              set("slug", event.target.value);
            }}
            error={errors.slug}
            hint={`The address: /insights/${values.slug || "…"}`}
          />
          <TextField
            label="Category"
            required
            value={values.category}
            onChange={(event) => set("category", event.target.value)}
            error={errors.category}
            hint="Articles are filtered by it on /insights (e.g. Guides, Case studies)"
          />
          <div className="md:col-span-2">
            <TextAreaField
              label="Summary"
              required
              rows={3}
              maxLength={MAX_SUMMARY_LENGTH}
              value={values.summary}
              onChange={(event) => set("summary", event.target.value)}
              error={errors.summary}
              hint={`Shown on the card and in the feed; ${values.summary.length} of ${MAX_SUMMARY_LENGTH} characters`}
            />
          </div>
          <TextField
            label="Tags"
            value={values.tags}
            onChange={(event) => set("tags", event.target.value)}
            error={errors.tags}
            hint="Separated by commas"
          />
          <SelectField
            label="Author"
            value={values.authorId}
            onChange={(event) => set("authorId", event.target.value)}
            error={errors.authorId}
            placeholder="The company"
            options={(team.data ?? []).map((member) => ({
              value: String(member.id),
              label: `${member.name} (${member.role})`,
            }))}
          />
          <div className="md:col-span-2">
            <p className="text-sm font-medium text-slate-800">Cover image</p>
            {coverUrl ? (
              <img
                src={coverUrl}
                alt="The cover chosen"
                className="mt-1.5 h-32 w-auto rounded-lg border border-slate-200 object-contain"
              />
            ) : (
              <p className="mt-1 text-sm text-slate-600">No cover.</p>
            )}
            <LibraryChoice
              folder="projects"
              picked={cover ?? null}
              onChoose={(item) => {
                setDirty(true);
                setCover(item);
              }}
              onClear={() => {
                setDirty(true);
                setCover(null);
              }}
            />
            {errors.coverFromLibrary && (
              <p className="mt-1 text-sm text-red-700">{errors.coverFromLibrary}</p>
            )}
          </div>
        </div>
      </Panel>

      <Panel title="Body">
        <p id={bodyLabelId} className="text-sm font-medium text-slate-800">
          Body
        </p>
        <Suspense fallback={<LoadingState label="Loading the editor..." />}>
          <ArticleEditor
            initial={initial.body}
            labelId={bodyLabelId}
            errorId={errors.body ? bodyErrorId : undefined}
            invalid={Boolean(errors.body)}
            onChange={(body) => set("body", body)}
          />
        </Suspense>
        {errors.body && (
          <p id={bodyErrorId} className="mt-1 text-sm text-red-700">
            {errors.body}
          </p>
        )}
      </Panel>

      <SeoPanel
        value={values.seo}
        onChange={(seo) => set("seo", seo)}
        origin={origin}
        errors={seoErrors}
        defaults={{
          title: `${values.title || "Article title"} | Insights`,
          description: values.summary || "The article's summary",
          image: coverUrl ?? undefined,
          path: articlePath(values.slug || "…"),
        }}
      />

      <Panel title="Publishing">
        <div className="grid gap-4 md:grid-cols-3">
          <SelectField
            label="Status"
            value={values.status}
            onChange={(event) => set("status", event.target.value as ArticleStatus)}
            error={errors.status}
            options={ARTICLE_STATUSES.map((status) => ({
              value: status,
              label: articleTexts.statusLabels[status],
            }))}
          />
          <TextField
            label="Publish date"
            type="date"
            value={values.date}
            onChange={(event) => set("date", event.target.value)}
            error={errors.publishedAt}
            hint="Empty: now, when published. A later date schedules it."
          />
          <TextField
            label="Publish time"
            type="time"
            value={values.time}
            onChange={(event) => set("time", event.target.value)}
          />
        </div>
      </Panel>

      <div className="sticky bottom-0 z-10 flex gap-2 border-t border-slate-200 bg-white/95 py-3">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? "Saving..." : "Save article"}
        </button>
      </div>
    </form>
  );
}
