import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import GripVertical from "lucide-react/icons/grip-vertical";
import { type FormEvent, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { adminApi, loadErrorMessage, loadList, loadRecord } from "#src/lib/admin-api.ts";
import { formatRupees } from "#src/lib/date-time.ts";
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  SUBMISSION_STATUS_LABELS,
} from "#src/lib/submissions.ts";
import { useCan } from "#src/ui/admin/access.tsx";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { primaryButtonClass, secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { EmptyState, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { QueryStates } from "#src/ui/admin/records.tsx";
import { fieldClass, labelClass } from "#src/ui/admin/server-list.tsx";
import { Modal } from "#src/ui/modal.tsx";
import {
  appliedBeforeTexts,
  type BoardCard,
  boardAnswer,
  boardTexts,
  ratingAnswer,
  stageMailPreviewAnswer,
  tagsAnswer,
} from "../job-application.schema.ts";
import { ScheduleInterviewButton } from "./interview-card.tsx";

export const meta = () => adminMeta(boardTexts.title);
export const headers = adminHeaders;

/** The jobs the board can show (GET /api/job/all, which HR and owners read). */
const jobChoice = z.object({ id: z.number(), jobname: z.string(), state: z.string() });
type JobChoice = z.infer<typeof jobChoice>;
type Board = z.infer<typeof boardAnswer>["data"];
type StageMail = NonNullable<z.infer<typeof stageMailPreviewAnswer>["data"]> & { id: number };

const boardKey = (jobId: number, rating: string, tag: string) => [
  "admin",
  "hiring-board",
  jobId,
  rating,
  tag,
];

/**
 * An opening's candidates by stage (docs/decisions/0041-hiring-board.md): a card moves by
 * dragging (pointer, or the handle with the keyboard: Space, the arrow keys, Space) or with its
 * "Move to" choice; each move is the inbox's status change, kept in the candidate's history.
 * Each reviewer rates a candidate and anyone who may review tags them.
 */
export default function HiringBoardPage() {
  const [params, setParams] = useSearchParams();
  const jobs = useQuery({
    queryKey: ["admin", "jobs", "for-board"],
    queryFn: () => loadList("/api/job/all", jobChoice),
  });
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return (
    <div>
      <ScreenHeader title={boardTexts.title} description={boardTexts.description} />
      <QueryStates query={jobs} errorText={(error) => loadErrorMessage(error, boardTexts.loadFailed)}>
        {(list) => {
          if (list.length === 0) return <EmptyState>{boardTexts.noJobs}</EmptyState>;
          // Open jobs first, newest first within each; the first is shown until one is chosen.
          const ordered = [...list].sort(
            (a, b) => Number(a.state !== "open") - Number(b.state !== "open") || b.id - a.id,
          );
          const chosen = ordered.find((job) => String(job.id) === params.get("job")) ?? ordered[0]!;
          return (
            <BoardOfJob
              jobs={ordered}
              job={chosen}
              rating={params.get("rating") ?? ""}
              tag={params.get("tag") ?? ""}
              update={update}
            />
          );
        }}
      </QueryStates>
    </div>
  );
}

function BoardOfJob(props: {
  jobs: JobChoice[];
  job: JobChoice;
  rating: string;
  tag: string;
  update: (changes: Record<string, string>) => void;
}) {
  const { job, rating, tag, update } = props;
  const ids = { job: useId(), rating: useId(), tag: useId() };
  const query = useQuery({
    queryKey: boardKey(job.id, rating, tag),
    queryFn: () => {
      const search = new URLSearchParams();
      if (rating) search.set("rating", rating);
      if (tag) search.set("tag", tag);
      const suffix = search.size > 0 ? `?${search}` : "";
      return loadRecord(
        `/api/job/job/${job.id}/board${suffix}`,
        boardAnswer.transform((answer) => answer.data),
      );
    },
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={ids.job} className={labelClass}>
            {boardTexts.chooseJob}
          </label>
          <select
            id={ids.job}
            value={job.id}
            onChange={(event) => update({ job: event.target.value, tag: "" })}
            className={fieldClass}
          >
            {props.jobs.map((each) => (
              <option key={each.id} value={each.id}>
                {each.jobname}
                {each.state === "open" ? "" : boardTexts.closed}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.rating} className={labelClass}>
            {boardTexts.filterRating}
          </label>
          <select
            id={ids.rating}
            value={rating}
            onChange={(event) => update({ rating: event.target.value })}
            className={fieldClass}
          >
            <option value="">{boardTexts.anyRating}</option>
            {[1, 2, 3, 4, 5].map((stars) => (
              <option key={stars} value={stars}>
                {stars} {stars === 1 ? "star" : "stars"}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.tag} className={labelClass}>
            {boardTexts.filterTag}
          </label>
          <select
            id={ids.tag}
            value={tag}
            onChange={(event) => update({ tag: event.target.value })}
            className={fieldClass}
          >
            <option value="">{boardTexts.anyTag}</option>
            {[...new Set([...(query.data?.tags ?? []), ...(tag ? [tag] : [])])].map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryStates query={query} errorText={(error) => loadErrorMessage(error, boardTexts.loadFailed)}>
        {(board) => <Columns board={board} queryKey={boardKey(job.id, rating, tag)} />}
      </QueryStates>
    </>
  );
}

function Columns({ board, queryKey }: { board: Board; queryKey: unknown[] }) {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState("");
  const [stageMail, setStageMail] = useState<StageMail | null>(null);
  const canMove = useCan("inbox.application:status");
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );

  async function move(card: BoardCard, to: ApplicationStatus) {
    const from = board.columns.find((column) => column.cards.some((each) => each.id === card.id));
    if (!from || from.status === to) return;
    // The card moves at once; it goes back if the server refused.
    queryClient.setQueryData<Board>(queryKey, (current) =>
      current
        ? {
            ...current,
            columns: current.columns.map((column) => {
              const cards = column.cards.filter((each) => each.id !== card.id);
              if (column.status === to) cards.push({ ...card, days_in_stage: 0 });
              return { ...column, cards, count: cards.length };
            }),
          }
        : current,
    );
    const moved = await runAdminAction({
      call: () => adminApi.patch(`/api/inbox/application/${card.id}`, { status: to }),
      failure: boardTexts.moveFailed,
    });
    if (moved) setAnnouncement(boardTexts.moved(card.name, SUBMISSION_STATUS_LABELS[to]));
    await queryClient.invalidateQueries({ queryKey });
    if (!moved) return;
    // The stage's mail, when it has one, is offered with the candidate's details filled in.
    const preview = await loadRecord(
      `/api/applyjob/${card.id}/stage-mail?status=${to}`,
      stageMailPreviewAnswer.transform((answer) => answer.data),
    ).catch(() => null);
    if (preview) setStageMail({ ...preview, id: card.id });
  }

  function dragEnd(event: DragEndEvent) {
    const card = event.active.data.current?.card as BoardCard | undefined;
    const to = event.over?.id as ApplicationStatus | undefined;
    if (card && to && APPLICATION_STATUSES.includes(to)) void move(card, to);
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCorners} onDragEnd={dragEnd}>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6">
        {board.columns.map((column) => (
          <StageColumn key={column.status} column={column} canMove={canMove} onMove={move} />
        ))}
      </div>
      <StageMailDialog mail={stageMail} onClose={() => setStageMail(null)} />
    </DndContext>
  );
}

function StageColumn(props: {
  column: Board["columns"][number];
  canMove: boolean;
  onMove: (card: BoardCard, to: ApplicationStatus) => Promise<void>;
}) {
  const { column } = props;
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: column.status });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`min-w-0 rounded-xl border bg-slate-50 p-3 ${isOver ? "border-brand-500 ring-2 ring-brand-200" : "border-slate-200"}`}
    >
      <h2
        id={headingId}
        className="mb-3 flex items-baseline justify-between gap-2 text-sm font-semibold text-ink"
      >
        {column.label}
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-700">
          {column.count}
        </span>
      </h2>
      {column.cards.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-xs text-slate-600">
          {boardTexts.empty}
        </p>
      ) : (
        <ul className="space-y-3">
          {column.cards.map((card) => (
            <CandidateCard
              key={card.id}
              card={card}
              status={column.status}
              canMove={props.canMove}
              onMove={props.onMove}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function CandidateCard(props: {
  card: BoardCard;
  status: ApplicationStatus;
  canMove: boolean;
  onMove: (card: BoardCard, to: ApplicationStatus) => Promise<void>;
}) {
  const { card } = props;
  const moveId = useId();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: card.id,
    data: { card },
    disabled: !props.canMove,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={`rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm ${isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
      <div className="flex items-start gap-2">
        {props.canMove && (
          <button
            type="button"
            {...attributes}
            {...listeners}
            aria-label={boardTexts.drag(card.name)}
            className="-ml-1 shrink-0 cursor-grab rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            <GripVertical aria-hidden="true" className="size-4" />
          </button>
        )}
        <div className="min-w-0 flex-1">
          <Link
            to={`/admin/dashboard/inbox/application/${card.id}`}
            aria-label={boardTexts.openRecord(card.name)}
            className="font-semibold break-words text-brand-700 hover:underline"
          >
            {card.name}
          </Link>
          <p className="break-words text-slate-600">{card.location}</p>
          <p className="text-slate-600">{formatRupees(card.salary)}</p>
          <p className="text-xs text-slate-600">{boardTexts.rating(card.rating, card.ratings)}</p>
          <p className="text-xs text-slate-600">{boardTexts.daysInStage(card.days_in_stage)}</p>
          {card.applied_before > 0 && (
            <p className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
              {appliedBeforeTexts.badge(card.applied_before)}
            </p>
          )}
          {card.tags.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-1" aria-label={boardTexts.tags(card.name)}>
              {card.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-slate-100 px-2 py-0.5 text-xs break-all text-slate-700"
                >
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {props.canMove && (
        <div className="mt-2">
          <label htmlFor={moveId} className="sr-only">
            {boardTexts.moveTo(card.name)}
          </label>
          <select
            id={moveId}
            value={props.status}
            onChange={(event) => void props.onMove(card, event.target.value as ApplicationStatus)}
            className={`${fieldClass} py-1 text-xs`}
          >
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {SUBMISSION_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
      )}
      <Review card={card} />
    </li>
  );
}

/** The reviewer's own rating and the candidate's tags. */
function Review({ card }: { card: BoardCard }) {
  const queryClient = useQueryClient();
  const canReview = useCan("inbox.application:notes");
  const ids = { rating: useId(), tags: useId(), hint: useId() };
  const [tags, setTags] = useState(card.tags.join(", "));
  if (!canReview) return null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin", "hiring-board"] });

  async function rate(value: string) {
    const saved = await runAdminAction({
      call: () => adminApi.put(`/api/applyjob/${card.id}/rating`, { stars: value ? Number(value) : null }),
      reads: ratingAnswer,
      success: value ? boardTexts.rated : boardTexts.ratingCleared,
      failure: boardTexts.ratingFailed,
    });
    if (saved) await refresh();
  }

  async function saveTags(event: FormEvent) {
    event.preventDefault();
    const list = tags
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean);
    const saved = await runAdminAction({
      call: () => adminApi.put(`/api/applyjob/${card.id}/tags`, { tags: list }),
      reads: tagsAnswer,
      success: boardTexts.tagsSaved,
      failure: boardTexts.tagsFailed,
    });
    if (saved) await refresh();
  }

  return (
    <details className="mt-2 text-xs">
      <summary className="cursor-pointer font-semibold text-slate-700">{boardTexts.review}</summary>
      <div className="mt-2 space-y-2">
        <div>
          <label htmlFor={ids.rating} className="block text-slate-600">
            {boardTexts.rate(card.name)}
          </label>
          <select
            id={ids.rating}
            value={card.my_rating ?? ""}
            onChange={(event) => void rate(event.target.value)}
            className={`${fieldClass} py-1 text-xs`}
          >
            <option value="">{boardTexts.notRated}</option>
            {[1, 2, 3, 4, 5].map((stars) => (
              <option key={stars} value={stars}>
                {boardTexts.stars(stars)}
              </option>
            ))}
          </select>
        </div>
        <form onSubmit={saveTags} className="space-y-1">
          <label htmlFor={ids.tags} className="block text-slate-600">
            {boardTexts.tags(card.name)}
          </label>
          <input
            id={ids.tags}
            value={tags}
            aria-describedby={ids.hint}
            onChange={(event) => setTags(event.target.value)}
            className={`${fieldClass} py-1 text-xs`}
          />
          <p id={ids.hint} className="text-slate-500">
            {boardTexts.tagsHint}
          </p>
          <button
            type="submit"
            className="rounded-md bg-brand-600 px-2 py-1 font-semibold text-white hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            {boardTexts.saveTags}
          </button>
        </form>
        <ScheduleInterviewButton applicationId={card.id} name={card.name} compact />
      </div>
    </details>
  );
}

/** The moved candidate's stage mail, previewed: sent through the outbox, or skipped. */
function StageMailDialog({ mail, onClose }: { mail: StageMail | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const ids = { subject: useId(), body: useId() };
  async function send() {
    if (!mail) return;
    setBusy(true);
    const sent = await runAdminAction({
      call: () => adminApi.post(`/api/applyjob/${mail.id}/stage-mail`, { status: mail.status }),
      success: boardTexts.stageMailSent,
      failure: boardTexts.stageMailFailed,
    });
    setBusy(false);
    if (sent) onClose();
  }
  return (
    <Modal
      open={mail !== null}
      onClose={onClose}
      title={mail ? boardTexts.stageMailTitle(SUBMISSION_STATUS_LABELS[mail.status]) : ""}
      className="max-w-xl"
    >
      {mail && (
        <>
          <p className="text-sm text-slate-700">{boardTexts.stageMailTo(mail.to)}</p>
          <p id={ids.subject} className="mt-3 text-sm font-semibold break-words text-ink">
            <span className="sr-only">{boardTexts.stageMailSubject}: </span>
            {mail.subject}
          </p>
          <div
            id={ids.body}
            className="mt-2 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-800"
          >
            {mail.body}
          </div>
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" onClick={onClose} disabled={busy} className={secondaryButtonClass}>
              {boardTexts.skip}
            </button>
            <button type="button" onClick={() => void send()} disabled={busy} className={primaryButtonClass}>
              {busy ? boardTexts.sending : boardTexts.send}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
