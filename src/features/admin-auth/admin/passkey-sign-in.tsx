import KeyRound from "lucide-react/icons/key-round";
import { useState } from "react";
import { adminApi, storeAdminToken } from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { ErrorNotice } from "#src/ui/admin/list-states.tsx";
import { adminAuthTexts, adminLoginAnswer } from "../admin-auth.schema.ts";
import { passkeyOptionsAnswer, passkeyTexts } from "../passkeys.schema.ts";
import { passkeyFailure } from "./passkey-failure.ts";

/**
 * "Sign in with a passkey", beside the number and password form: the passkey is both factors,
 * and the answer carries the token as the password login's does (docs/decisions/0035-passkeys.md).
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setFailure(null);
    setBusy(true);
    try {
      const options = await runAdminAction({
        call: () => adminApi.publicPost("/api/admin/login/passkey/options", {}),
        reads: passkeyOptionsAnswer,
        failure: adminAuthTexts.loginFailed,
        report: setFailure,
      });
      if (!options) return;
      // Loaded on demand: only the back office's sign-in ever fetches it.
      const { browserSupportsWebAuthn, startAuthentication } = await import("@simplewebauthn/browser");
      if (!browserSupportsWebAuthn()) {
        setFailure(passkeyTexts.unsupported);
        return;
      }
      let response: unknown;
      try {
        response = await startAuthentication({ optionsJSON: options.options as never });
      } catch (error) {
        setFailure(passkeyFailure(error));
        return;
      }
      const login = await runAdminAction({
        call: () => adminApi.publicPost("/api/admin/login/passkey", { response }),
        succeeded: (answer) => answer.ok && Boolean(answer.body.Success || answer.body.success),
        reads: adminLoginAnswer,
        success: adminAuthTexts.loginSuccess,
        failure: adminAuthTexts.loginFailed,
        report: setFailure,
      });
      if (!login) return;
      storeAdminToken(login.token);
      onSignedIn();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-4 space-y-3">
      {failure && <ErrorNotice>{failure}</ErrorNotice>}
      <button type="button" onClick={signIn} disabled={busy} className={`${secondaryButtonClass} w-full`}>
        <KeyRound aria-hidden="true" className="size-4" />
        {busy ? "Waiting for the passkey..." : passkeyTexts.signIn}
      </button>
    </div>
  );
}
