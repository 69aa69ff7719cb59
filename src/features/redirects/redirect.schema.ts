import { z } from "zod";
import { isReservedPath } from "#src/lib/reserved-paths.ts";
import { redirectMessages, redirectTexts } from "./redirect.texts.ts";

// Redirects (docs/decisions/0048-redirects.md): from a local path of the site to a local path or
// an http(s) address, 301 (moved for good) or 302 (moved for now). Browser-safe: the screen and
// the API validate with these schemas.

/** The longest local path a redirect takes, from or to (after normalisation). */
export const REDIRECT_PATH_MAX = 500;
/** The longest address a redirect leads to. */
export const REDIRECT_URL_MAX = 2_000;
export const REDIRECT_TYPES = [301, 302] as const;
export type RedirectType = (typeof REDIRECT_TYPES)[number];

/** The surrogate key every redirect answer carries and every change of redirects purges. */
export const REDIRECTS_SURROGATE_KEY = "redirects";

type Normalised = { path: string } | { error: string };

/**
 * A local path as redirects keep it: percent-encoded as browsers send it, `.` and `..` resolved,
 * repeated slashes made one, no trailing slash but for `/`. `query`: whether a query and a fragment
 * may follow (a target may have them, a source may not).
 */
export function normaliseLocalPath(value: string, field: string, query: boolean): Normalised {
  if (!value.startsWith("/")) return { error: redirectMessages.notLocal(field) };
  if (value.startsWith("//") || value.startsWith("/\\")) return { error: redirectMessages.otherHost(field) };
  if (/\s/.test(value)) return { error: redirectMessages.spaces(field) };
  if (!query && /[?#]/.test(value)) return { error: redirectMessages.queryOrFragment(field) };
  const url = new URL(value, "http://localhost");
  let pathname = url.pathname.replace(/\/{2,}/g, "/");
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, "");
  const path = query ? `${pathname}${url.search}${url.hash}` : pathname;
  if (path.length > REDIRECT_PATH_MAX) return { error: redirectMessages.tooLong(field, REDIRECT_PATH_MAX) };
  return { path };
}

/** A target: a local path (normalised, query kept) or an absolute http(s) address. */
export function normaliseTarget(value: string, field: string): Normalised {
  if (value.startsWith("/")) return normaliseLocalPath(value, field, true);
  if (!/^https?:\/\//i.test(value)) return { error: redirectMessages.notLocalOrUrl(field) };
  if (value.length > REDIRECT_URL_MAX) return { error: redirectMessages.tooLong(field, REDIRECT_URL_MAX) };
  if (/\s/.test(value)) return { error: redirectMessages.spaces(field) };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { error: redirectMessages.badUrl(field) };
  }
  if (!url.hostname) return { error: redirectMessages.badUrl(field) };
  return { path: url.href };
}

/** Whether a target is a path of this site (else an address elsewhere). */
export const isLocalTarget = (to: string): boolean => to.startsWith("/");

/** The path part of a local target, without its query or fragment. */
export const targetPath = (to: string): string => to.split(/[?#]/, 1)[0] as string;

/** The key a path is looked up by: paths match in any case, as the site's routes do. */
export const redirectKey = (path: string): string => path.toLowerCase();

const pathField = (field: "from" | "to", required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    // A first bound before any parsing; the precise one is checked after normalisation.
    .max(max * 3, redirectMessages.tooLong(field, max));

const fromField = pathField("from", redirectTexts.fromRequired, REDIRECT_PATH_MAX).transform(
  (value, context) => {
    const normalised = normaliseLocalPath(value, "from", false);
    if ("error" in normalised) {
      context.addIssue({ code: "custom", message: normalised.error });
      return z.NEVER;
    }
    if (isReservedPath(normalised.path)) {
      context.addIssue({ code: "custom", message: redirectMessages.reserved(normalised.path) });
      return z.NEVER;
    }
    return normalised.path;
  },
);

const toField = pathField("to", redirectTexts.toRequired, REDIRECT_URL_MAX).transform((value, context) => {
  const normalised = normaliseTarget(value, "to");
  if ("error" in normalised) {
    context.addIssue({ code: "custom", message: normalised.error });
    return z.NEVER;
  }
  return normalised.path;
});

/** POST and PUT /api/redirects: where from, where to, and for how long. */
export const redirectInput = z
  .strictObject({
    from: fromField,
    to: toField,
    type: z.union([z.literal(301), z.literal(302)], { error: redirectTexts.typeInvalid }).default(301),
  })
  .superRefine((input, context) => {
    if (isLocalTarget(input.to) && redirectKey(targetPath(input.to)) === redirectKey(input.from))
      context.addIssue({ code: "custom", path: ["to"], message: redirectTexts.sameAsFrom });
  });
export type RedirectInput = z.input<typeof redirectInput>;

export const redirectRow = z.object({
  id: z.number(),
  from: z.string(),
  to: z.string(),
  type: z.union([z.literal(301), z.literal(302)]),
  /** Added by a page's or article's change of path rather than by hand. */
  automatic: z.boolean(),
  hits: z.number(),
  last_hit_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Who added and last changed it (a name; null when added by the site or the account is gone). */
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type RedirectRow = z.infer<typeof redirectRow>;

export const redirectListAnswer = z.object({ success: z.boolean(), data: z.array(redirectRow) });
export const redirectAnswer = z.object({ success: z.boolean(), message: z.string(), data: redirectRow });
