import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import { EmptyState, Panel } from "#src/ui/admin/list-states.tsx";
import { QueryStates } from "#src/ui/admin/records.tsx";
import { interviewsAnswer, interviewTexts } from "../job-application.schema.ts";
import { InterviewCard, interviewsKey, ScheduleInterviewButton } from "./interview-card.tsx";

/**
 * A candidate's interviews on their record (the inbox's screen of a job application): every one,
 * past, coming and cancelled, the latest first, with the interviewers' feedback, and scheduling
 * another (docs/decisions/0042-stage-mails.md, "Interviews").
 */
export function CandidateInterviews({ id, name }: { id: number; name: string }) {
  const titleId = useId();
  const query = useQuery({
    queryKey: [...interviewsKey, "application", id],
    queryFn: () =>
      loadRecord(
        `/api/applyjob/${id}/interviews`,
        interviewsAnswer.transform((answer) => answer.data),
      ),
  });
  const now = Date.now();
  return (
    <Panel title={interviewTexts.onRecord} id={titleId}>
      <div className="mb-4">
        <ScheduleInterviewButton applicationId={id} name={name} />
      </div>
      <QueryStates
        query={query}
        errorText={(error) => loadErrorMessage(error, interviewTexts.recordLoadFailed)}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{interviewTexts.noneOnRecord}</EmptyState>
          ) : (
            <ul className="space-y-4">
              {list.map((interview) => (
                <InterviewCard key={interview.id} interview={interview} heading="when" now={now} />
              ))}
            </ul>
          )
        }
      </QueryStates>
    </Panel>
  );
}
