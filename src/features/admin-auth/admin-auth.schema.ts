import { z } from "zod";
import { allowedCharacters } from "#src/lib/form-fields.ts";
import { ROLES } from "#src/lib/permissions.ts";

/** POST /api/admin/login (number and password required). */
export const adminLoginInput = z.strictObject({
  number: z
    .string({ error: "Number is required" })
    .trim()
    .min(1, "Number is required")
    .max(20, "Number is too long"),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(128, "Password is too long"),
});
export type AdminLoginInput = z.input<typeof adminLoginInput>;

/** Local storage key of the admin token (the browser keeps it between visits). */
export const ADMIN_TOKEN_STORAGE_KEY = "adminToken";

/** The texts of the admin login: shown word for word, and imported by the tests. */
export const adminAuthTexts = {
  loginSuccess: "Login Successful!",
  loginFailed: "Something went wrong. Please try again.",
  invalidCredentials: "Invalid number or password",
  tooManyAttempts: "Too many login attempts. Please try again later.",
  sessionExpired: "Your session has ended. Please log in again.",
} as const;

/** What the browser reads of a successful POST /api/admin/login: the token to store. */
export const adminLoginAnswer = z.object({ token: z.string().min(1) });

/** What the browser reads of GET /api/admin/session: the number of the admin logged in. */
export const adminSessionAnswer = z.object({ number: z.string() });

/** The session answer's extra fields: what the account must do before the back office opens. */
export const adminSessionState = z.object({
  number: z.string(),
  name: z.string().optional().catch(undefined),
  mustChangePassword: z.boolean().optional().catch(undefined),
  mustSetUpTwoFactor: z.boolean().optional().catch(undefined),
  roles: z.array(z.string()).catch([]),
  mustSetName: z.boolean().optional().catch(undefined),
  timeZone: z.string().optional().catch(undefined),
});

/** Passwords chosen by staff are at least this long (and not too guessable: passwords.ts). */
export const MIN_PASSWORD_LENGTH = 12;

/** The texts of staff accounts, two-factor sign-in and sessions, word for word. */
export const accountTexts = {
  accountsTitle: "Staff Accounts",
  accountsDescription: "Everyone who can sign in to the back office.",
  ownTitle: "My Account",
  ownDescription: "Your name, e-mail, password, two-factor sign-in and where you are signed in.",
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordTooGuessable:
    "This password is too common or too easy to guess. Use a longer phrase of unrelated words.",
  currentPasswordWrong: "The current password is wrong",
  passwordChanged: "Password changed. Your other sessions have ended.",
  profileSaved: "Your details are saved.",
  accountAdded: "Account added. Give its temporary password to its owner: it is shown only once.",
  accountDisabled: "Account disabled. Its sessions have ended.",
  accountEnabled: "Account enabled.",
  accountRemoved: "Account removed.",
  passwordReset: "Password reset. Give the temporary password to its owner: it is shown only once.",
  notYourself: "You cannot do this to your own account",
  lastActiveAccount: "The last active account cannot be disabled or removed",
  accountNotFound: "Account not found",
  numberTaken: "An account with this number already exists",
  mustChangePassword: "Choose a new password before you continue.",
  mustSetUpTwoFactor: "Set up two-factor sign-in before you continue: it is required for every account.",
  mustSetName:
    "Tell us your name before you continue: notes, status changes and the audit log show it to your colleagues.",
  continueToOverview: "Continue to the Overview",
  codeRequired: "Enter the 6-digit code from your authenticator app.",
  codeInvalid: "Invalid or expired code",
  challengeExpired: "The sign-in took too long. Please log in again.",
  twoFactorSetUp:
    "Two-factor sign-in is on. Keep the recovery codes somewhere safe: they are shown only once.",
  twoFactorOff: "Two-factor sign-in is off.",
  twoFactorNotPending: "Start the set-up again: no secret is waiting for a code",
  currentCodeRequired:
    "Enter a code from your current authenticator app (or a recovery code) to replace two-factor sign-in",
  twoFactorRequiredForAll: "Two-factor sign-in is required for every account and cannot be turned off",
  securitySaved: "Security settings saved.",
  sessionEnded: "Session ended.",
  otherSessionsEnded: "Every other session has ended.",
  sessionNotFound: "Session not found",
  rolesRequired: "Choose at least one role",
  rolesSaved: "Roles saved.",
  lastOwner: "At least one active owner must remain: make another account an owner first",
} as const;

const passwordField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(128, `${label} is too long`);

/** POST /api/admin/login/second-factor: the challenge of the login's answer and a TOTP or recovery code. */
export const secondFactorInput = z.strictObject({
  challenge: z.string({ error: "Challenge is required" }).min(1, "Challenge is required").max(64),
  code: z.string({ error: "Code is required" }).trim().min(1, "Code is required").max(32, "Code is too long"),
});

/** What the browser reads of a login that needs its second step. */
export const secondFactorAnswer = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string().min(1),
});

export const accountNumber = z
  .string({ error: "Number is required" })
  .trim()
  .regex(/^\+?[0-9]{6,15}$/, "Number must be 6 to 15 digits, optionally starting with +");
const accountName = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(100)
  .refine(...allowedCharacters("Name"));
const accountEmail = z
  .string()
  .trim()
  .max(254, "Email is too long")
  .refine((value) => value === "" || z.email().safeParse(value).success, "Enter a valid email");

export const profileInput = z.strictObject({ name: accountName, email: accountEmail });
export type ProfileInput = z.input<typeof profileInput>;

export const passwordChangeInput = z.strictObject({
  currentPassword: passwordField("Current password"),
  newPassword: passwordField("New password").min(MIN_PASSWORD_LENGTH, accountTexts.passwordTooShort),
});
export type PasswordChangeInput = z.input<typeof passwordChangeInput>;

/** One or more roles, each once (src/lib/permissions.ts). */
export const roleList = z
  .array(z.enum(ROLES, { error: `Each role must be one of ${ROLES.join(", ")}` }), {
    error: "Choose at least one role",
  })
  .min(1, "Choose at least one role")
  .max(ROLES.length)
  .transform((roles) => ROLES.filter((role) => roles.includes(role)));

export const accountCreateInput = z.strictObject({
  number: accountNumber,
  name: accountName,
  email: accountEmail.optional().default(""),
  roles: roleList,
});

/** The texts of invitations, forgotten passwords and their one-time links, word for word. */
export const passwordLinkTexts = {
  invitationSubject: "Your back-office account",
  resetSubject: "Reset your back-office password",
  invitationSent: "Invitation sent. The link works once, for 72 hours.",
  invitationShown:
    "Invitation ready. Mail is off, so hand this link to its owner: it is shown only now and works once, for 72 hours.",
  invitationRevoked: "Invitation revoked: its link no longer works.",
  noInvitation: "This account has no open invitation",
  notYourself: "You cannot do this to your own account",
  accountNotFound: "Account not found",
  resetAnswer: "If an account matches, we sent a link to its e-mail. It works once, for 30 minutes.",
  linkGone: "This link has expired or was already used. Ask for a new one.",
  invitationAccepted: "Your password is set. You can log in now.",
  passwordReset: "Your password is changed and every session of the account has ended. You can log in now.",
  forgotTitle: "Forgot password?",
  setPasswordTitle: "Choose your password",
} as const;

/** POST /api/admin/password-reset: a number or an e-mail. */
export const passwordResetRequestInput = z.strictObject({
  identifier: z
    .string({ error: "Enter your number or e-mail" })
    .trim()
    .min(1, "Enter your number or e-mail")
    .max(254, "Too long"),
});

const linkToken = z
  .string({ error: "The link is incomplete" })
  .regex(/^[A-Za-z0-9_-]{43}$/, "The link is incomplete");
export const passwordLinkCheckInput = z.strictObject({ token: linkToken });
export const passwordLinkSetInput = z.strictObject({
  token: linkToken,
  password: z
    .string({ error: "Password is required" })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(128, "Password is too long"),
});
export const passwordLinkCheckAnswer = z.object({
  success: z.boolean(),
  data: z.object({ purpose: z.enum(["invitation", "reset"]), number: z.string(), name: z.string() }),
});
/** POST /api/admin/accounts with an e-mail, and a resend: the link itself only when no mail carries it. */
export const invitationAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  invitationUrl: z.string().optional(),
});

/** PUT /api/admin/accounts/{id}/roles. */
export const accountRolesInput = z.strictObject({ roles: roleList });
export type AccountCreateInput = z.input<typeof accountCreateInput>;

export const twoFactorCodeInput = z.strictObject({
  code: z
    .string({ error: "Code is required" })
    .trim()
    .regex(/^[0-9]{6}$/, "Enter the 6-digit code"),
});
export const twoFactorOffInput = z.strictObject({ password: passwordField("Password") });
/**
 * POST /api/admin/account/two-factor/setup: the password, and while two-factor is on a code of
 * the current authenticator (or a recovery code), so that a session alone cannot rebind it.
 */
export const twoFactorSetupInput = z.strictObject({
  password: passwordField("Password"),
  currentCode: z.string().trim().max(32, "Code is too long").optional(),
});
/** POST /api/admin/account/two-factor/confirm: a code of the new secret, and the password again. */
export const twoFactorConfirmInput = twoFactorCodeInput.extend({ password: passwordField("Password") });
export const securitySettingsInput = z.strictObject({ requireTwoFactor: z.boolean() });

export const ownAccountAnswer = z.object({
  success: z.boolean(),
  data: z.object({
    id: z.number(),
    number: z.string(),
    name: z.string(),
    email: z.string(),
    twoFactor: z.boolean(),
    mustChangePassword: z.boolean(),
    requireTwoFactor: z.boolean(),
    roles: z.array(z.enum(ROLES)),
    /** How many passkeys the account has: one meets "require two-factor" too. */
    passkeys: z.number().optional(),
  }),
});

export const accountRow = z.object({
  id: z.number(),
  number: z.string(),
  name: z.string(),
  email: z.string(),
  twoFactor: z.boolean(),
  active: z.boolean(),
  mustChangePassword: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  /** An invitation sent and not yet used (nor expired, nor revoked). */
  invited: z.boolean(),
  lastSignInAt: z.string().nullable(),
  you: z.boolean(),
});
export type AccountRow = z.infer<typeof accountRow>;
export const accountsAnswer = z.object({
  success: z.boolean(),
  data: z.array(accountRow),
  requireTwoFactor: z.boolean(),
});

export const temporaryPasswordAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  temporaryPassword: z.string(),
});

export const sessionRow = z.object({
  id: z.number(),
  browser: z.string(),
  address: z.string(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRow>;
export const sessionsAnswer = z.object({ success: z.boolean(), data: z.array(sessionRow) });

export const twoFactorSetupAnswer = z.object({
  success: z.boolean(),
  secret: z.string(),
  otpauthUrl: z.string(),
  qrSvg: z.string(),
});
export const recoveryCodesAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
