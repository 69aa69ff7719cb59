import type { z } from "zod";
import { type AdminAnswer, type AdminCall, adminApi, settleAdminCall } from "#src/lib/admin-api.ts";
import { libraryField } from "#src/lib/media.ts";
import { toast } from "#src/ui/toast.tsx";

export interface AdminActionOptions extends AdminCall {
  /** The toast when it worked: a text, or one made from the answer (the server's message first, say). */
  success?: string | ((answer: AdminAnswer) => string);
  /** Where a failure is said: a toast, unless the screen shows it itself (a form's notice). */
  report?: (message: string) => void;
}

function reportError(message: string) {
  toast.error(message);
}

/**
 * Runs an admin action and reports its outcome the same way on every screen: a success toast,
 * or the failure's text (the server's message first) as a toast or where the screen shows it.
 * Gives back the answer (or what `reads` read from it) when it worked, null when it did not.
 */
export function runAdminAction(options: AdminActionOptions): Promise<AdminAnswer | null>;
export function runAdminAction<T>(options: AdminActionOptions & { reads: z.ZodType<T> }): Promise<T | null>;
export async function runAdminAction(
  options: AdminActionOptions & { reads?: z.ZodType<unknown> },
): Promise<unknown> {
  const { success, report = reportError, reads, ...call } = options;
  const outcome = reads ? await settleAdminCall({ ...call, reads }) : await settleAdminCall(call);
  if (!outcome.done) {
    report(outcome.message);
    return null;
  }
  if (success !== undefined) toast.success(typeof success === "string" ? success : success(outcome.answer));
  return outcome.data;
}

/**
 * Adds a record with its image (POST, multipart): the fields that have a value, trimmed (an
 * empty one is left out: the server reads it as none), and the image under `imageField`.
 * Reported as `runAdminAction` does; true when it was added.
 */
export async function addRecordWithImage(
  options: Omit<AdminActionOptions, "call"> & {
    url: string;
    fields: Record<string, unknown>;
    imageField: string;
    /** A file to upload, or the id of a media library image (sent as `<imageField>FromLibrary`). */
    image: File | { id: number };
  },
): Promise<boolean> {
  const { url, fields, imageField, image, ...reporting } = options;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && String(value).trim() !== "")
      form.append(key, String(value).trim());
  }
  if (image instanceof File) form.append(imageField, image);
  else form.append(libraryField(imageField), String(image.id));
  return (await runAdminAction({ call: () => adminApi.form(url, form), ...reporting })) !== null;
}
