import { z } from "zod";

/**
 * Building blocks of every form's schema. The same schema validates in the browser (the form)
 * and on the server (the route), so a message written here is what the visitor sees either way.
 * Length limits of every text field, documented in docs/decisions/0004-input-limits.md.
 */

export const LIMITS = {
  name: 120,
  email: 254,
  phone: 20,
  longText: 5000,
  shortText: 120,
  url: 500,
} as const;

/** Every uploaded image (logo, photo, poster, project image, tech icon) at most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Whether text holds a character no form field takes: a control character (C0, DEL, C1; tab,
 * line feed and carriage return only in multi-line text, whose line breaks a browser posts as
 * CRLF) or half of a surrogate pair (not a character at all: PostgreSQL refuses both it and NUL,
 * and a mail or an export would carry them on). One rule for every text input: the fields below
 * and, for any other string a request carries, the API's validator (src/platform/http/api-errors.ts).
 */
export function hasDisallowedCharacter(value: string, multiline: boolean): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20) {
      if (multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
      return true;
    }
    if (code >= 0x7f && code <= 0x9f) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        index++;
        continue;
      }
      return true;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

export const disallowedCharacterMessage = (label: string) =>
  `${label} contains a character that is not allowed`;

/** The rule above as a zod refinement of a field and its message: single-line unless said otherwise. */
export function allowedCharacters(label: string, lines: "single" | "multi" = "single") {
  return [
    (value: string) => !hasDisallowedCharacter(value, lines === "multi"),
    disallowedCharacterMessage(label),
  ] as const;
}

export function requiredText(
  label: string,
  max: number = LIMITS.shortText,
  lines: "single" | "multi" = "single",
) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...allowedCharacters(label, lines));
}

/** Optional text is multi-line (a message, a description) unless said otherwise. */
export function optionalText(
  label: string,
  max: number = LIMITS.longText,
  lines: "single" | "multi" = "multi",
) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...allowedCharacters(label, lines))
    .optional()
    .default("");
}

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .refine(...allowedCharacters("Email"))
  .pipe(z.email("Enter a valid email address"));

const PHONE_PATTERN = /^\+?[0-9][0-9\s\-()]{5,19}$/;

export function requiredPhone(label = "Phone number") {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(LIMITS.phone, `${label} must be at most ${LIMITS.phone} characters`)
    .refine(...allowedCharacters(label))
    .regex(PHONE_PATTERN, `Enter a valid ${label.toLowerCase()}`);
}

export function optionalPhone(label = "Phone number") {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(LIMITS.phone, `${label} must be at most ${LIMITS.phone} characters`)
    .refine(...allowedCharacters(label))
    .refine((value) => value === "" || PHONE_PATTERN.test(value), `Enter a valid ${label.toLowerCase()}`)
    .optional()
    .default("");
}

/** An optional link to a profile: empty means absent; otherwise an http(s) URL. */
export function optionalUrl(label: string) {
  return z
    .string({ error: `${label} must be a link` })
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters`)
    .refine(...allowedCharacters(label))
    .refine(
      (value) => value === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
      `${label} must be a valid URL starting with http:// or https://`,
    )
    .optional()
    .default("");
}

/**
 * The hidden field bots fill in. Any value is accepted (so a bot sees success); the route
 * stores nothing when it is non-empty.
 */
export { HONEYPOT_FIELD } from "./honeypot.ts";
export const honeypotField = z.string().max(500).optional();
