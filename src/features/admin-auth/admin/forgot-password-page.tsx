import { useState } from "react";
import { Link } from "react-router";
import { jsonInit, sendRequest } from "#src/lib/api-client.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { primaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { ErrorNotice } from "#src/ui/admin/list-states.tsx";
import { TextField } from "#src/ui/form-controls.tsx";
import { passwordLinkTexts, passwordResetRequestInput } from "../admin-auth.schema.ts";
import { AuthShell, authCardClass } from "./auth-shell.tsx";

export const meta = () => adminMeta(passwordLinkTexts.forgotTitle);
export const headers = adminHeaders;

/** "Forgot password?": a number or an e-mail; the answer is the same whether an account matches or not. */
export default function ForgotPasswordPage() {
  const [identifier, setIdentifier] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <AuthShell
      title={passwordLinkTexts.forgotTitle}
      intro="Enter your number or e-mail: we send a link to choose a new password."
    >
      {sent ? (
        <div className={authCardClass}>
          <p role="status" className="text-slate-800">
            {sent}
          </p>
          <Link to="/admin" className="font-medium text-brand-700 underline">
            Back to log in
          </Link>
        </div>
      ) : (
        <form
          method="post"
          noValidate
          className={authCardClass}
          onSubmit={async (event) => {
            event.preventDefault();
            const parsed = passwordResetRequestInput.safeParse({ identifier });
            if (!parsed.success) {
              setError(parsed.error.issues[0]?.message);
              return;
            }
            setError(undefined);
            setFailure(null);
            setBusy(true);
            try {
              const answer = await sendRequest("/api/admin/password-reset", jsonInit("POST", parsed.data));
              const message = (answer.json as { message?: string } | undefined)?.message;
              if (answer.ok) setSent(message ?? passwordLinkTexts.resetAnswer);
              else setFailure(message ?? "Something went wrong. Please try again.");
            } catch {
              setFailure("The request could not be sent. Check your connection and try again.");
            }
            setBusy(false);
          }}
        >
          {failure && <ErrorNotice>{failure}</ErrorNotice>}
          <TextField
            label="Number or e-mail"
            name="identifier"
            autoComplete="username"
            required
            value={identifier}
            onChange={(event) => setIdentifier(event.target.value)}
            error={error}
          />
          <button type="submit" disabled={busy} className={`${primaryButtonClass} w-full`}>
            {busy ? "Sending..." : "Send the link"}
          </button>
          <Link to="/admin" className="block text-center text-sm font-medium text-brand-700 underline">
            Back to log in
          </Link>
        </form>
      )}
    </AuthShell>
  );
}
