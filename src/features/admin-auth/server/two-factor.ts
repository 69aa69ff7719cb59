import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { company } from "#src/content/company.ts";

/** RFC 6238 with the parameters every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after the current one is accepted (clock drift of the phone). */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

function totp(secret: string, number: string) {
  return new TOTP({
    issuer: company.name,
    label: number,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The otpauth:// URL and its QR code as SVG, drawn here (no outside service sees the secret). The
 * QR code library is loaded at the first enrolment, not at start (docs/performance.md, memory).
 */
export async function totpEnrolment(secret: string, number: string) {
  const otpauthUrl = totp(secret, number).toString();
  const { default: QRCode } = await import("qrcode");
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { otpauthUrl, qrSvg };
}

/**
 * The time step of a valid code, or null: a code of the current step or one either side. The
 * caller refuses a step at or before the last one accepted, so that a code works once.
 */
export function acceptedTotpStep(secret: string, number: string, code: string, now: Date): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const timestamp = now.getTime();
  const delta = totp(secret, number).validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}

/** Ten codes of 16 base32 characters (80 random bits), shown as xxxx-xxxx-xxxx-xxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = new Secret({ buffer: new Uint8Array(randomBytes(10)).buffer }).base32.toLowerCase();
    return raw.match(/.{4}/g)!.join("-");
  });
}

/** Spaces, dashes and case do not matter when a recovery code is typed. */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256")
    .update(code.toLowerCase().replace(/[^a-z2-7]/g, ""))
    .digest("hex");
}

export function looksLikeRecoveryCode(code: string): boolean {
  return code.toLowerCase().replace(/[^a-z2-7]/g, "").length === 16;
}
