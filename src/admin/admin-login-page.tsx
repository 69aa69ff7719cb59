import { zodResolver } from "@hookform/resolvers/zod";
import LockKeyhole from "lucide-react/icons/lock-keyhole";
import { type ReactNode, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { company } from "#src/content/company.ts";
import { PasskeySignIn } from "#src/features/admin-auth/admin/passkey-sign-in.tsx";
import {
  ADMIN_TOKEN_STORAGE_KEY,
  type AdminLoginInput,
  accountTexts,
  adminAuthTexts,
  adminLoginAnswer,
  adminLoginInput,
  secondFactorAnswer,
} from "#src/features/admin-auth/admin-auth.schema.ts";
import {
  adminApi,
  configureAdminTokenKey,
  readAdminToken,
  settleAdminCall,
  storeAdminToken,
} from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { primaryButtonClass, secondaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { ErrorNotice } from "#src/ui/admin/list-states.tsx";
import { TextField } from "#src/ui/form-controls.tsx";

configureAdminTokenKey(ADMIN_TOKEN_STORAGE_KEY);

export const meta = () => adminMeta("Admin login");
export const headers = adminHeaders;

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  /** Set when the password was right and the account has two-factor sign-in: the code step. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginInput>({ resolver: zodResolver(adminLoginInput) });

  // A stored token the server still accepts goes straight to the dashboard.
  useEffect(() => {
    if (!readAdminToken()) return;
    let cancelled = false;
    adminApi
      .get("/api/admin/session")
      .then((answer) => {
        if (!cancelled && answer.ok) navigate("/admin/dashboard", { replace: true });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  async function logIn(values: AdminLoginInput) {
    setFailure(null);
    // The first step answers a token, or (two-factor on) a challenge for the code step.
    const first = await settleAdminCall({
      call: () => adminApi.logIn(values),
      succeeded: (answer) => answer.ok,
      failure: adminAuthTexts.loginFailed,
    });
    if (!first.done) {
      setFailure(first.message);
      return;
    }
    const second = secondFactorAnswer.safeParse(first.answer.json);
    if (second.success) {
      setChallenge(second.data.challenge);
      return;
    }
    const login = await runAdminAction({
      call: async () => first.answer,
      // The login answers `Success` (and `success`); either one, with a token, is a login.
      succeeded: (answer) => answer.ok && Boolean(answer.body.Success || answer.body.success),
      reads: adminLoginAnswer,
      success: adminAuthTexts.loginSuccess,
      failure: adminAuthTexts.loginFailed,
      report: setFailure,
    });
    if (!login) return;
    storeAdminToken(login.token);
    navigate("/admin/dashboard", { replace: true });
  }

  async function completeLogIn(code: string) {
    setFailure(null);
    let expired = false;
    const login = await runAdminAction({
      call: () => adminApi.completeLogIn({ challenge, code }),
      succeeded: (answer) => answer.ok && Boolean(answer.body.Success || answer.body.success),
      reads: adminLoginAnswer,
      success: adminAuthTexts.loginSuccess,
      failure: adminAuthTexts.loginFailed,
      report: (message) => {
        expired = message === accountTexts.challengeExpired;
        setFailure(message);
      },
    });
    if (expired) setChallenge(null);
    if (!login) return;
    storeAdminToken(login.token);
    navigate("/admin/dashboard", { replace: true });
  }

  if (challenge) {
    return (
      <LoginShell intro="Enter the code from your authenticator app.">
        <CodeStep
          failure={failure}
          onSubmit={completeLogIn}
          onBack={() => {
            setChallenge(null);
            setFailure(null);
          }}
        />
      </LoginShell>
    );
  }

  return (
    <LoginShell intro="Sign in with your number and password.">
      {/* method="post": a submit before hydration must never put the password in a URL. */}
      <form
        method="post"
        noValidate
        onSubmit={handleSubmit(logIn)}
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        {failure && <ErrorNotice>{failure}</ErrorNotice>}
        <TextField
          label="Number"
          type="tel"
          autoComplete="username"
          inputMode="numeric"
          required
          error={errors.number?.message}
          {...register("number")}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register("password")}
        />
        <button type="submit" disabled={isSubmitting} className={`${primaryButtonClass} w-full`}>
          {isSubmitting ? "Logging in..." : "Log in"}
        </button>
        <Link
          to="/admin/forgot-password"
          className="block text-center text-sm font-medium text-brand-700 underline"
        >
          Forgot password?
        </Link>
      </form>
      <PasskeySignIn onSignedIn={() => navigate("/admin/dashboard", { replace: true })} />
    </LoginShell>
  );
}

function LoginShell({ intro, children }: { intro: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center text-center">
          <img src="/brand/logo.svg" alt={company.name} width={165} height={60} className="h-12 w-auto" />
          <h1 className="mt-6 flex items-center gap-2 text-2xl font-bold text-ink">
            <LockKeyhole aria-hidden="true" className="size-6 text-brand-600" /> Admin login
          </h1>
          <p className="mt-1 text-sm text-slate-600">{intro}</p>
        </div>
        {children}
      </div>
    </main>
  );
}

/** The second step: a 6-digit code from the authenticator app, or one of the recovery codes. */
function CodeStep({
  failure,
  onSubmit,
  onBack,
}: {
  failure: string | null;
  onSubmit: (code: string) => Promise<void>;
  onBack: () => void;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  return (
    <form
      method="post"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!code.trim()) {
          setError("Code is required");
          return;
        }
        setError(undefined);
        setBusy(true);
        await onSubmit(code.trim());
        setBusy(false);
      }}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      {failure && <ErrorNotice>{failure}</ErrorNotice>}
      <TextField
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        autoFocus
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        hint="The 6 digits your app shows now, or one of your recovery codes."
      />
      <button type="submit" disabled={busy} className={`${primaryButtonClass} w-full`}>
        {busy ? "Checking..." : "Verify"}
      </button>
      <button type="button" onClick={onBack} className={`${secondaryButtonClass} w-full`}>
        Back
      </button>
    </form>
  );
}
