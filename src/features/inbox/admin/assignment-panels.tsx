import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { adminApi, loadRecord } from "#src/lib/admin-api.ts";
import { kindPermission } from "#src/lib/permissions.ts";
import { useCan } from "#src/ui/admin/access.tsx";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { primaryButtonClass, secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { DateTime } from "#src/ui/admin/date-time.tsx";
import { Panel } from "#src/ui/admin/list-states.tsx";
import { assigneesAnswer, assignmentTexts } from "../assignment.schema.ts";
import type { InboxDetail } from "../inbox.schema.ts";

// The record's "Assigned to" control and its reminders (docs/decisions/0037-assignment-and-follow-up.md).

const selectClass = "w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";

function useRefresh(record: InboxDetail) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["admin", "submission", record.kind, record.id] }),
      queryClient.invalidateQueries({ queryKey: ["admin", "inbox"] }),
    ]);
}

export function AssigneePanel({ record }: { record: InboxDetail }) {
  const selectId = useId();
  const refresh = useRefresh(record);
  const mayAssign = useCan(kindPermission(record.kind, "assign"));
  const people = useQuery({
    queryKey: ["admin", "assignees", record.kind],
    queryFn: () => loadRecord(`/api/inbox/assignees/${record.kind}`, assigneesAnswer),
    enabled: mayAssign,
  });
  const current = record.assignee ?? null;
  const choices = people.data?.data ?? [];
  // The current assignee stays a choice even if the list no longer names them (a role changed).
  const options =
    current && !choices.some((person) => person.id === current.id) ? [current, ...choices] : choices;

  async function assign(value: string) {
    const accountId = value === "" ? null : Number(value);
    await runAdminAction({
      call: () => adminApi.put(`/api/inbox/${record.kind}/${record.id}/assignee`, { account_id: accountId }),
      success: (answer) => answer.body.message ?? assignmentTexts.assigneeSaved(null),
      failure: assignmentTexts.assigneeNotEligible,
    });
    await refresh();
  }

  return (
    <Panel title={assignmentTexts.assignedTo}>
      {mayAssign ? (
        <>
          <label htmlFor={selectId} className="sr-only">
            {assignmentTexts.assignedTo}
          </label>
          <select
            id={selectId}
            value={current ? String(current.id) : ""}
            onChange={(event) => assign(event.target.value)}
            disabled={people.isPending}
            className={selectClass}
          >
            <option value="">{assignmentTexts.unassigned}</option>
            {options.map((person) => (
              <option key={person.id} value={String(person.id)}>
                {person.name}
              </option>
            ))}
          </select>
        </>
      ) : (
        <p className="text-sm text-slate-900">{current?.name ?? assignmentTexts.unassigned}</p>
      )}
    </Panel>
  );
}

export function RemindersPanel({ record }: { record: InboxDetail }) {
  const inputId = useId();
  const refresh = useRefresh(record);
  const [dueAt, setDueAt] = useState("");
  const [saving, setSaving] = useState(false);
  const reminders = record.follow_ups ?? [];
  const base = `/api/inbox/${record.kind}/${record.id}/follow-ups`;

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!dueAt) return;
    setSaving(true);
    const done = await runAdminAction({
      call: () => adminApi.post(base, { due_at: dueAt }),
      success: assignmentTexts.reminderAdded,
      failure: assignmentTexts.reminderBadTime,
    });
    setSaving(false);
    if (done) setDueAt("");
    await refresh();
  }

  async function act(call: () => ReturnType<typeof adminApi.delete>, success: string) {
    await runAdminAction({ call, success, failure: assignmentTexts.reminderNotFound });
    await refresh();
  }

  return (
    <Panel title={assignmentTexts.reminders}>
      <form onSubmit={add} className="space-y-2">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          {assignmentTexts.remindMe} (company time)
        </label>
        <input
          id={inputId}
          type="datetime-local"
          value={dueAt}
          onChange={(event) => setDueAt(event.target.value)}
          className={selectClass}
        />
        <button type="submit" disabled={saving || !dueAt} className={primaryButtonClass}>
          {saving ? "Saving..." : assignmentTexts.remindMe}
        </button>
      </form>
      {reminders.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{assignmentTexts.noReminders}</p>
      ) : (
        <ol className="mt-4 space-y-2" aria-label="Reminders, soonest first">
          {reminders.map((reminder) => (
            <li key={reminder.id} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-900">
              <p className={reminder.done_at ? "text-slate-600 line-through" : ""}>
                <DateTime value={reminder.due_at} />
              </p>
              <p className="text-xs text-slate-600">
                {reminder.account_name}
                {reminder.done_at ? " · done" : ""}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                {!reminder.done_at && (
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() =>
                      act(
                        () => adminApi.post(`${base}/${reminder.id}/done`, {}),
                        assignmentTexts.reminderDone,
                      )
                    }
                  >
                    {assignmentTexts.markDone}
                  </button>
                )}
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() =>
                    act(() => adminApi.delete(`${base}/${reminder.id}`), assignmentTexts.reminderRemoved)
                  }
                >
                  {assignmentTexts.remove}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/** The changes of assignee, for the record's history. */
export function AssignmentHistory({ record }: { record: InboxDetail }) {
  const changes = record.assignment_history ?? [];
  if (changes.length === 0) return null;
  return (
    <ol className="mt-3 space-y-2" aria-label="Assignment changes, newest first">
      {changes.map((change) => (
        <li key={`${change.at}-${change.to}`} className="text-sm text-slate-700">
          {assignmentTexts.assignedTo}: {change.to ?? assignmentTexts.unassigned}
          <span className="block text-xs text-slate-600">
            {change.by ?? assignmentTexts.theRule} · <DateTime value={change.at} />
          </span>
        </li>
      ))}
    </ol>
  );
}
