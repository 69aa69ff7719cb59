import { z } from "zod";
import { allowedCharacters } from "#src/lib/form-fields.ts";

/** The texts of passkeys, word for word (docs/decisions/0035-passkeys.md). */
export const passkeyTexts = {
  title: "Passkeys",
  description:
    "A passkey signs you in with your device's screen lock or security key instead of your number, password and code.",
  add: "Add a passkey",
  added: "Passkey added",
  removed: "Passkey removed",
  renamed: "Passkey renamed",
  none: "No passkeys yet.",
  signIn: "Sign in with a passkey",
  notFound: "Passkey not found",
  challengeExpired: "The passkey step took too long. Please try again.",
  notVerified: "The passkey could not be verified.",
  unknownPasskey: "This passkey is not registered for any account.",
  cancelled: "The passkey step was cancelled.",
  unsupported: "This browser cannot use passkeys.",
} as const;

const passkeyName = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(60, "Name is too long")
  .refine(...allowedCharacters("Name"));

const b64url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*$/, "Not base64url");

/** What `startRegistration` of @simplewebauthn/browser answers (RegistrationResponseJSON). */
const registrationResponse = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: b64url,
    attestationObject: b64url,
    authenticatorData: b64url.optional(),
    transports: z.array(z.string().max(20)).max(10).optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: b64url.optional(),
  }),
  authenticatorAttachment: z.string().max(20).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** What `startAuthentication` answers (AuthenticationResponseJSON). */
const authenticationResponse = z.object({
  id: b64url,
  rawId: b64url,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
  authenticatorAttachment: z.string().max(20).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** POST /api/admin/account/passkeys/options: the current password, counted like a sign-in. */
export const passkeyOptionsInput = z.strictObject({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128),
});
/** POST /api/admin/account/passkeys: its name and what the authenticator answered. */
export const passkeyAddInput = z.strictObject({ name: passkeyName, response: registrationResponse });
export const passkeyRenameInput = z.strictObject({ name: passkeyName });
/** POST /api/admin/login/passkey: what the authenticator answered to the sign-in's challenge. */
export const passkeySignInInput = z.strictObject({ response: authenticationResponse });

export const passkeyRow = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyRow = z.infer<typeof passkeyRow>;
export const passkeysAnswer = z.object({ success: z.boolean(), data: z.array(passkeyRow) });
/** The options the browser hands to the authenticator, as @simplewebauthn/server made them. */
export const passkeyOptionsAnswer = z.object({
  success: z.boolean(),
  options: z.record(z.string(), z.unknown()),
});
