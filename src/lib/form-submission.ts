import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { type ApiAnswer, TransportError } from "#src/lib/api-client.ts";

interface FormAnswer {
  errors?: { field?: string; message?: string }[];
}

/** What became of a public form's submission. */
export type Submission =
  | { sent: true }
  /** The server said no: its message, if it gave one. */
  | { sent: false; unreachable: false; message: string | undefined }
  /** The request never arrived. */
  | { sent: false; unreachable: true };

/**
 * Sends a public form and reads the answer as every public form does (contact, apply, cloud VPS,
 * hire): success, or a refusal whose field errors are put next to their own fields, or a
 * request that never arrived. What to show for each is the form's own.
 */
export async function submitPublicForm<Values extends FieldValues>(
  send: () => Promise<ApiAnswer<FormAnswer>>,
  fields: readonly string[],
  setError: UseFormSetError<Values>,
): Promise<Submission> {
  let answer: ApiAnswer<FormAnswer>;
  try {
    answer = await send();
  } catch (error) {
    if (error instanceof TransportError) return { sent: false, unreachable: true };
    throw error;
  }
  if (answer.ok && (answer.body.success || answer.body.Success)) return { sent: true };
  for (const item of answer.body.errors ?? []) {
    if (item.field && item.message && fields.includes(item.field)) {
      setError(item.field as Path<Values>, { message: item.message });
    }
  }
  return { sent: false, unreachable: false, message: answer.body.message };
}
