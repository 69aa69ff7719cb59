import { passkeyTexts } from "../passkeys.schema.ts";

/**
 * What to say when the authenticator step did not finish. Kept apart from the screens so the
 * sign-in screen imports nothing of My Account (docs/decisions/0035-passkeys.md).
 */
export function passkeyFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return passkeyTexts.cancelled;
  return error instanceof Error && error.message ? error.message : passkeyTexts.notVerified;
}
