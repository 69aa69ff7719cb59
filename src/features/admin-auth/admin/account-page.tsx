import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import KeyRound from "lucide-react/icons/key-round";
import LogOut from "lucide-react/icons/log-out";
import ShieldCheck from "lucide-react/icons/shield-check";
import { type ReactNode, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { adminApi, loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { AdminForm } from "#src/ui/admin/admin-form.tsx";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import {
  primaryButtonClass,
  secondaryButtonClass,
  smallDangerButtonClass,
} from "#src/ui/admin/confirm-dialog.tsx";
import { type Column, DataTable } from "#src/ui/admin/data-list.tsx";
import { DateTime } from "#src/ui/admin/date-time.tsx";
import { ErrorNotice, LoadingState, Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { formatDate } from "#src/ui/admin/table-columns.tsx";
import { TextField } from "#src/ui/form-controls.tsx";
import {
  accountTexts,
  ownAccountAnswer,
  type PasswordChangeInput,
  type ProfileInput,
  passwordChangeInput,
  profileInput,
  recoveryCodesAnswer,
  type SessionRow,
  sessionsAnswer,
  twoFactorSetupAnswer,
} from "../admin-auth.schema.ts";
import { PasskeysPanel } from "./passkeys-panel.tsx";
import { roleNames } from "./role-choices.tsx";

/** Roles are given by an owner on Staff Accounts. */
const ROLES_HINT = "An owner changes them on Staff Accounts.";

export const meta = () => adminMeta(accountTexts.ownTitle);
export const headers = adminHeaders;

type OwnAccount = ReturnType<typeof ownAccountAnswer.parse>["data"];
const ACCOUNT_KEY = ["admin", "account"];
const SESSIONS_KEY = ["admin", "account", "sessions"];

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {children}
    </p>
  );
}

function ProfileForm({ account }: { account: OwnAccount }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileInput>({
    resolver: zodResolver(profileInput),
    defaultValues: { name: account.name, email: account.email },
  });
  return (
    <AdminForm
      failure={failure}
      busy={isSubmitting}
      dirty={isDirty}
      submitLabel="Save details"
      busyLabel="Saving..."
      onSubmit={handleSubmit(async (values) => {
        setFailure(null);
        const done = await runAdminAction({
          call: () => adminApi.put("/api/admin/account", values),
          success: accountTexts.profileSaved,
          failure: "Failed to save your details",
          report: setFailure,
        });
        if (done) {
          reset(values);
          await queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
          // The name was the step asked for at sign-in: the back office opens once it is given.
          if (!account.name.trim()) navigate("/admin/dashboard");
        }
      })}
    >
      <TextField
        label="Display name"
        required
        autoComplete="name"
        error={errors.name?.message}
        {...register("name")}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register("email")}
      />
    </AdminForm>
  );
}

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PasswordChangeInput>({ resolver: zodResolver(passwordChangeInput) });
  return (
    <AdminForm
      failure={failure}
      busy={isSubmitting}
      dirty={isDirty}
      submitLabel="Change password"
      busyLabel="Changing..."
      onSubmit={handleSubmit(async (values) => {
        setFailure(null);
        const done = await runAdminAction({
          call: () => adminApi.post("/api/admin/account/password", values),
          success: accountTexts.passwordChanged,
          failure: "Failed to change the password",
          report: (message) => {
            if (message === accountTexts.currentPasswordWrong) setError("currentPassword", { message });
            else if (
              message === accountTexts.passwordTooGuessable ||
              message === accountTexts.passwordTooShort
            )
              setError("newPassword", { message });
            else setFailure(message);
          },
        });
        if (done) {
          reset({ currentPassword: "", newPassword: "" });
          onChanged();
        }
      })}
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register("currentPassword")}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 12 characters; a phrase of unrelated words works well."
        error={errors.newPassword?.message}
        {...register("newPassword")}
      />
    </AdminForm>
  );
}

function TwoFactorPanel({ account, onChanged }: { account: OwnAccount; onChanged: () => void }) {
  const [setup, setSetup] = useState<{ secret: string; qrSvg: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  // Setting up or replacing asks the password (and, while on, a current code): a session alone
  // cannot rebind the second factor. The password is sent again with the confirming code.
  const [setupPassword, setSetupPassword] = useState("");
  const [currentCode, setCurrentCode] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    setFailure(null);
    setBusy(true);
    const answer = await runAdminAction({
      call: () =>
        adminApi.post("/api/admin/account/two-factor/setup", {
          password: setupPassword,
          ...(account.twoFactor ? { currentCode: currentCode.trim() } : {}),
        }),
      reads: twoFactorSetupAnswer,
      failure: "Failed to start the set-up",
      report: setFailure,
    });
    setBusy(false);
    setCurrentCode("");
    if (answer) setSetup({ secret: answer.secret, qrSvg: answer.qrSvg });
  }

  async function confirm() {
    setFailure(null);
    setBusy(true);
    const answer = await runAdminAction({
      call: () =>
        adminApi.post("/api/admin/account/two-factor/confirm", {
          code: code.trim(),
          password: setupPassword,
        }),
      reads: recoveryCodesAnswer,
      success: accountTexts.twoFactorSetUp,
      failure: "Failed to turn two-factor sign-in on",
      report: setFailure,
    });
    setBusy(false);
    if (answer) {
      setSetup(null);
      setCode("");
      setSetupPassword("");
      setRecoveryCodes(answer.recoveryCodes);
      onChanged();
    }
  }

  async function turnOff() {
    setFailure(null);
    setBusy(true);
    const answer = await runAdminAction({
      call: () => adminApi.post("/api/admin/account/two-factor/off", { password }),
      success: accountTexts.twoFactorOff,
      failure: "Failed to turn two-factor sign-in off",
      report: setFailure,
    });
    setBusy(false);
    if (answer) {
      setPassword("");
      onChanged();
    }
  }

  return (
    <div className="space-y-4">
      {failure && <ErrorNotice>{failure}</ErrorNotice>}
      {recoveryCodes && (
        <div className="rounded-lg border border-emerald-300 bg-emerald-50 p-4">
          <h3 className="font-semibold text-emerald-900">Recovery codes</h3>
          <p className="mt-1 text-sm text-emerald-900">
            Each signs in once when your phone is not at hand. They are shown only now: keep them somewhere
            safe.
          </p>
          <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-1 font-mono text-sm">
            {recoveryCodes.map((recovery) => (
              <li key={recovery}>{recovery}</li>
            ))}
          </ul>
          <button
            type="button"
            className={`${secondaryButtonClass} mt-3`}
            onClick={() => setRecoveryCodes(null)}
          >
            I have saved them
          </button>
        </div>
      )}
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <ShieldCheck aria-hidden="true" className="size-4 text-brand-600" />
        Two-factor sign-in is <strong>{account.twoFactor ? "on" : "off"}</strong>.
      </p>
      {!setup && (
        <form
          noValidate
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          <div className="min-w-64">
            <TextField
              label={account.twoFactor ? "Password, to replace it" : "Password, to set it up"}
              type="password"
              autoComplete="current-password"
              value={setupPassword}
              onChange={(event) => setSetupPassword(event.target.value)}
            />
          </div>
          {account.twoFactor && (
            <div className="max-w-xs">
              <TextField
                label="Code from your current app, or a recovery code"
                autoComplete="one-time-code"
                value={currentCode}
                onChange={(event) => setCurrentCode(event.target.value)}
              />
            </div>
          )}
          <button
            type="submit"
            disabled={busy}
            className={account.twoFactor ? secondaryButtonClass : primaryButtonClass}
          >
            <KeyRound aria-hidden="true" className="size-4" />{" "}
            {account.twoFactor ? "Replace the authenticator app" : "Set up two-factor sign-in"}
          </button>
        </form>
      )}
      {setup && (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <p className="text-sm text-slate-700">
            Scan the code with an authenticator app, or type the key into it, then enter the 6 digits it
            shows.
          </p>
          <div
            role="img"
            aria-label="QR code for your authenticator app"
            className="size-48 [&>svg]:size-full"
            // The SVG is drawn by this product's server from the secret (no outside service).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own QR drawing, no user text.
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <p className="text-sm text-slate-600">
            Key:{" "}
            <code data-secret className="break-all font-mono text-slate-900">
              {setup.secret}
            </code>
          </p>
          <div className="max-w-xs">
            <TextField
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </div>
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? "Checking..." : "Turn on"}
          </button>
        </form>
      )}
      {account.twoFactor &&
        (account.requireTwoFactor ? (
          <p className="text-sm text-slate-600">{accountTexts.twoFactorRequiredForAll}.</p>
        ) : (
          <form
            noValidate
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void turnOff();
            }}
          >
            <div className="min-w-64">
              <TextField
                label="Password, to turn it off"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            <button type="submit" disabled={busy} className={secondaryButtonClass}>
              Turn off
            </button>
          </form>
        ))}
    </div>
  );
}

function SessionsPanel() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => loadRecord("/api/admin/account/sessions", sessionsAnswer),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  async function end(row: SessionRow) {
    if (
      await runAdminAction({
        call: () => adminApi.delete(`/api/admin/account/sessions/${row.id}`),
        success: accountTexts.sessionEnded,
        failure: "Failed to end the session",
      })
    )
      await refresh();
  }
  async function endOthers() {
    if (
      await runAdminAction({
        call: () => adminApi.post("/api/admin/account/sessions/end-others", {}),
        success: accountTexts.otherSessionsEnded,
        failure: "Failed to end the other sessions",
      })
    )
      await refresh();
  }
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return <ErrorNotice>{loadErrorMessage(query.error, "Failed to load your sessions")}</ErrorNotice>;
  const rows = query.data.data;
  const columns: Column<SessionRow>[] = [
    { header: "Browser", text: (row) => row.browser },
    { header: "Address", text: (row) => row.address },
    {
      header: "Started",
      text: (row) => formatDate(row.startedAt),
      cell: (row) => <DateTime value={row.startedAt} />,
    },
    {
      header: "Last seen",
      text: (row) => formatDate(row.lastSeenAt),
      cell: (row) => <DateTime value={row.lastSeenAt} />,
    },
    {
      header: "Actions",
      card: "foot",
      cell: (row) =>
        row.current ? (
          <span className="text-xs font-semibold text-emerald-800">This session</span>
        ) : (
          <button
            type="button"
            onClick={() => end(row)}
            aria-label={`End the session of ${row.browser} from ${row.address}, last seen ${formatDate(row.lastSeenAt)}`}
            className={smallDangerButtonClass}
          >
            <LogOut aria-hidden="true" className="size-3.5" /> End
          </button>
        ),
    },
  ];
  return (
    <div className="space-y-3">
      <DataTable caption="Your sessions" columns={columns} rows={rows} rowKey={(row) => row.id} />
      {rows.some((row) => !row.current) && (
        <button type="button" onClick={endOthers} className={secondaryButtonClass}>
          End all other sessions
        </button>
      )}
    </div>
  );
}

export default function AccountPage() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ACCOUNT_KEY,
    queryFn: () => loadRecord("/api/admin/account", ownAccountAnswer),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin", "account"] });
  const ids = {
    details: useId(),
    password: useId(),
    twoFactor: useId(),
    passkeys: useId(),
    sessions: useId(),
  };

  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return <ErrorNotice>{loadErrorMessage(query.error, "Failed to load your account")}</ErrorNotice>;
  const account = query.data.data;
  // A passkey is two factors in one (docs/decisions/0035-passkeys.md).
  const owesTwoFactor = account.requireTwoFactor && !account.twoFactor && !account.passkeys;
  return (
    <div className="space-y-6">
      <ScreenHeader
        title={accountTexts.ownTitle}
        description={`${accountTexts.ownDescription} Number ${account.number}.`}
      />
      <p className="text-sm text-slate-700" data-own-roles>
        Your roles: <strong>{roleNames(account.roles)}</strong>. {ROLES_HINT}
      </p>
      {account.mustChangePassword && <Notice>{accountTexts.mustChangePassword}</Notice>}
      {!account.mustChangePassword && owesTwoFactor && <Notice>{accountTexts.mustSetUpTwoFactor}</Notice>}
      {!account.mustChangePassword && !owesTwoFactor && !account.name.trim() && (
        <Notice>{accountTexts.mustSetName}</Notice>
      )}
      <Panel title="Password" id={ids.password}>
        <PasswordForm onChanged={refresh} />
      </Panel>
      {!account.mustChangePassword && (
        <>
          <Panel title="Two-factor sign-in" id={ids.twoFactor}>
            <TwoFactorPanel account={account} onChanged={refresh} />
          </Panel>
          <Panel title="Passkeys" id={ids.passkeys}>
            <PasskeysPanel onChanged={refresh} />
          </Panel>
          {!owesTwoFactor && (
            <>
              <Panel title="Your details" id={ids.details}>
                <ProfileForm account={account} />
              </Panel>
              <Panel title="Sessions" id={ids.sessions}>
                <SessionsPanel />
              </Panel>
            </>
          )}
        </>
      )}
    </div>
  );
}
