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

export function requiredText(label: string, max: number = LIMITS.shortText) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

export function optionalText(label: string, max: number = LIMITS.longText) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .default("");
}

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .pipe(z.email("Enter a valid email address"));

const PHONE_PATTERN = /^\+?[0-9][0-9\s\-()]{5,19}$/;

export function requiredPhone(label = "Phone number") {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(LIMITS.phone, `${label} must be at most ${LIMITS.phone} characters`)
    .regex(PHONE_PATTERN, `Enter a valid ${label.toLowerCase()}`);
}

export function optionalPhone(label = "Phone number") {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(LIMITS.phone, `${label} must be at most ${LIMITS.phone} characters`)
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
