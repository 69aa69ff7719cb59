import { useEffect, useState } from "react";
import { Link } from "react-router";
import { jsonInit, sendRequest } from "#src/lib/api-client.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { primaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { ErrorNotice, LoadingState } from "#src/ui/admin/list-states.tsx";
import { TextField } from "#src/ui/form-controls.tsx";
import { passwordLinkCheckAnswer, passwordLinkSetInput, passwordLinkTexts } from "../admin-auth.schema.ts";
import { AuthShell, authCardClass } from "./auth-shell.tsx";

export const meta = () => adminMeta(passwordLinkTexts.setPasswordTitle);
export const headers = adminHeaders;

type LinkState =
  | { state: "checking" }
  | { state: "gone"; message: string }
  | { state: "ready"; token: string; purpose: "invitation" | "reset"; number: string; name: string }
  | { state: "done"; message: string };

/** The token is in the address's fragment (#token=…): the browser never sends it to a server log. */
function tokenFromHash(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
}

/** Where an invitation's or a reset's one-time link leads: the person chooses their password. */
export default function SetPasswordPage() {
  const [link, setLink] = useState<LinkState>({ state: "checking" });
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const token = tokenFromHash();
    // The fragment leaves the address bar, so the link is not kept in the history as it is.
    window.history.replaceState(null, "", window.location.pathname);
    sendRequest("/api/admin/password-link/check", jsonInit("POST", { token }))
      .then((answer) => {
        const parsed = passwordLinkCheckAnswer.safeParse(answer.json);
        if (answer.ok && parsed.success) setLink({ state: "ready", token, ...parsed.data.data });
        else setLink({ state: "gone", message: passwordLinkTexts.linkGone });
      })
      .catch(() =>
        setLink({ state: "gone", message: "The link could not be checked. Check your connection." }),
      );
  }, []);

  return (
    <AuthShell
      title={passwordLinkTexts.setPasswordTitle}
      intro="At least 12 characters; a phrase of unrelated words is easy to remember and hard to guess."
    >
      {link.state === "checking" && <LoadingState />}
      {link.state === "gone" && (
        <div className={authCardClass}>
          <ErrorNotice>{link.message}</ErrorNotice>
          <Link to="/admin/forgot-password" className="font-medium text-brand-700 underline">
            Ask for a new link
          </Link>
        </div>
      )}
      {link.state === "done" && (
        <div className={authCardClass}>
          <p role="status" className="text-slate-800">
            {link.message}
          </p>
          <Link to="/admin" className="font-medium text-brand-700 underline">
            Log in
          </Link>
        </div>
      )}
      {link.state === "ready" && (
        <form
          method="post"
          noValidate
          className={authCardClass}
          onSubmit={async (event) => {
            event.preventDefault();
            const parsed = passwordLinkSetInput.safeParse({ token: link.token, password });
            if (!parsed.success) {
              setError(parsed.error.issues[0]?.message);
              return;
            }
            setError(undefined);
            setFailure(null);
            setBusy(true);
            try {
              const answer = await sendRequest("/api/admin/password-link", jsonInit("POST", parsed.data));
              const message = (answer.json as { message?: string } | undefined)?.message;
              if (answer.ok)
                setLink({ state: "done", message: message ?? passwordLinkTexts.invitationAccepted });
              else if (answer.status === 410) setLink({ state: "gone", message: passwordLinkTexts.linkGone });
              else if (answer.status === 400) setError(message);
              else setFailure(message ?? "Something went wrong. Please try again.");
            } catch {
              setFailure("The request could not be sent. Check your connection and try again.");
            }
            setBusy(false);
          }}
        >
          {failure && <ErrorNotice>{failure}</ErrorNotice>}
          <p className="text-sm text-slate-700">
            {link.purpose === "invitation" ? "Welcome" : "Account"}{" "}
            <strong>{link.name || link.number}</strong> (number {link.number}).
          </p>
          {/* The number, for password managers to store with the new password. */}
          <input type="hidden" name="username" autoComplete="username" value={link.number} />
          <TextField
            label="New password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error}
          />
          <button type="submit" disabled={busy} className={`${primaryButtonClass} w-full`}>
            {busy ? "Saving..." : "Set password"}
          </button>
        </form>
      )}
    </AuthShell>
  );
}
