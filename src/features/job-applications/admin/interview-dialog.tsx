import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { adminApi, loadRecord } from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { primaryButtonClass, secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { fieldClass, labelClass } from "#src/ui/admin/server-list.tsx";
import { Modal } from "#src/ui/modal.tsx";
import { interviewAnswer, interviewersAnswer, interviewTexts } from "../job-application.schema.ts";

export interface InterviewValues {
  date: string;
  time: string;
  duration_minutes: number;
  interviewer_ids: number[];
  place: string;
}

/**
 * An interview's day and time (company time), length, interviewers and place: scheduling from the
 * hiring board (POST) or rescheduling from Upcoming interviews (PUT). Saving sends the invitations.
 */
export function InterviewDialog(props: {
  open: boolean;
  title: string;
  url: string;
  method: "post" | "put";
  initial?: InterviewValues;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const ids = { date: useId(), time: useId(), duration: useId(), place: useId() };
  const [form, setForm] = useState({
    date: props.initial?.date ?? "",
    time: props.initial?.time ?? "10:00",
    duration: String(props.initial?.duration_minutes ?? 45),
    place: props.initial?.place ?? "",
  });
  const [chosen, setChosen] = useState<number[]>(props.initial?.interviewer_ids ?? []);
  const staff = useQuery({
    queryKey: ["admin", "interviewers"],
    queryFn: () =>
      loadRecord(
        "/api/hiring/interviewers",
        interviewersAnswer.transform((answer) => answer.data),
      ),
    enabled: props.open,
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const body = {
      date: form.date,
      time: form.time,
      duration_minutes: Number(form.duration),
      interviewer_ids: chosen,
      place: form.place,
    };
    const saved = await runAdminAction({
      call: () => (props.method === "post" ? adminApi.post(props.url, body) : adminApi.put(props.url, body)),
      reads: interviewAnswer,
      success: props.method === "post" ? interviewTexts.scheduled : interviewTexts.rescheduled,
      failure: interviewTexts.failed,
    });
    setBusy(false);
    if (saved) {
      await queryClient.invalidateQueries({ queryKey: ["admin", "interviews"] });
      props.onClose();
    }
  }

  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
  });
  return (
    <Modal open={props.open} onClose={props.onClose} title={props.title} className="max-w-lg">
      <form onSubmit={save} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-3">
          <div>
            <label htmlFor={ids.date} className={labelClass}>
              {interviewTexts.date}
            </label>
            <input id={ids.date} type="date" required {...field("date")} className={fieldClass} />
          </div>
          <div>
            <label htmlFor={ids.time} className={labelClass}>
              {interviewTexts.time}
            </label>
            <input id={ids.time} type="time" required {...field("time")} className={fieldClass} />
          </div>
          <div>
            <label htmlFor={ids.duration} className={labelClass}>
              {interviewTexts.duration}
            </label>
            <input
              id={ids.duration}
              type="number"
              min={15}
              max={480}
              step={5}
              required
              {...field("duration")}
              className={fieldClass}
            />
          </div>
        </div>
        <fieldset>
          <legend className={labelClass}>{interviewTexts.interviewers}</legend>
          <div className="mt-1 max-h-40 space-y-1 overflow-y-auto">
            {(staff.data ?? []).map((person) => (
              <label key={person.id} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={chosen.includes(person.id)}
                  onChange={(event) =>
                    setChosen(
                      event.target.checked
                        ? [...chosen, person.id]
                        : chosen.filter((each) => each !== person.id),
                    )
                  }
                />
                <span className="break-words">{person.name || `#${person.id}`}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={ids.place} className={labelClass}>
            {interviewTexts.place}
          </label>
          <input id={ids.place} required maxLength={500} {...field("place")} className={fieldClass} />
        </div>
        <div className="flex justify-end gap-3 pt-2">
          <button type="button" onClick={props.onClose} disabled={busy} className={secondaryButtonClass}>
            {interviewTexts.close}
          </button>
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy
              ? interviewTexts.saving
              : props.method === "post"
                ? interviewTexts.schedule
                : interviewTexts.reschedule}
          </button>
        </div>
      </form>
    </Modal>
  );
}
