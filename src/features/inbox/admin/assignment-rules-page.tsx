import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { adminApi, loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { primaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { ErrorNotice, LoadingState, Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { type AssignmentRulesAnswer, assignmentRulesAnswer, assignmentTexts } from "../assignment.schema.ts";
import { inboxTexts, SUBMISSION_KINDS, type SubmissionKind } from "../inbox.schema.ts";

// The owner's screen of the rule of turns (docs/decisions/0037-assignment-and-follow-up.md):
// per kind, the people new submissions are assigned to one after another.

export const meta = () => adminMeta(assignmentTexts.rulesTitle);
export const headers = adminHeaders;

const RULES_KEY = ["admin", "assignment-rules"];

function KindRule({ kind, data }: { kind: SubmissionKind; data: AssignmentRulesAnswer["data"] }) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number[] | null>(null);
  const current = chosen ?? data.rules[kind];
  const people = data.eligible[kind];
  const toggle = (id: number) =>
    setChosen(current.includes(id) ? current.filter((each) => each !== id) : [...current, id]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const saved = await runAdminAction({
      call: () => adminApi.put(`/api/inbox/assignment-rules/${kind}`, { account_ids: current }),
      success: assignmentTexts.ruleSaved,
      failure: "Saving failed",
    });
    if (saved) {
      setChosen(null);
      await queryClient.invalidateQueries({ queryKey: RULES_KEY });
    }
  }

  return (
    <Panel title={inboxTexts.kindLabels[kind]}>
      <form onSubmit={save} className="space-y-3">
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Assign new ones in turn to</legend>
          {people.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Nobody may be given this kind yet.</p>
          ) : (
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {people.map((person) => (
                <li key={person.id}>
                  <label className="flex items-center gap-2 text-sm text-slate-900">
                    <input
                      type="checkbox"
                      checked={current.includes(person.id)}
                      onChange={() => toggle(person.id)}
                      className="size-4"
                    />
                    {person.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <button type="submit" className={primaryButtonClass}>
          Save {inboxTexts.kindLabels[kind].toLowerCase()} rule
        </button>
      </form>
    </Panel>
  );
}

export default function AssignmentRulesPage() {
  const query = useQuery({
    queryKey: RULES_KEY,
    queryFn: () => loadRecord("/api/inbox/assignment-rules", assignmentRulesAnswer),
  });
  return (
    <div className="space-y-6">
      <ScreenHeader title={assignmentTexts.rulesTitle} description={assignmentTexts.rulesIntro} />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorNotice>{loadErrorMessage(query.error, "Failed to load the rules")}</ErrorNotice>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {SUBMISSION_KINDS.map((kind) => (
            <KindRule key={kind} kind={kind} data={query.data.data} />
          ))}
        </div>
      )}
    </div>
  );
}
