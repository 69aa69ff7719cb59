import type { z } from "zod";

/** The public forms that also work as a plain HTML post to their page (JavaScript off). */
export type PostedFormName = "contact" | "apply" | "cloud-vps" | "hire";

/**
 * A feature's public form, declared once by the feature: the API route it calls with JavaScript,
 * the schema of that route (whose keys are the fields a post keeps) and the texts of its outcome.
 * The post handler (src/server/form-posts.ts) reads only these; the pages that hold the form, and
 * take its post without JavaScript, are those whose blocks show it (src/lib/page-forms.ts).
 */
export interface PublicForm {
  name: PostedFormName;
  /** The API route under /api, as the feature registers it. */
  api: string;
  /** The API route's input: its keys are the text fields a post keeps, the honeypot included. */
  input: z.ZodObject;
  /** How the API route takes the post: JSON of the fields, or multipart with the files. */
  encoding: "json" | "multipart";
  success: string;
  failed: string;
  /** The answer to a body over the limit, when the form has its own (a file's size). */
  tooLarge?: string;
  /** What a field the form has and the API does not means: a post's fields are adjusted by it. */
  formOnly?: { field: string; apply(values: Record<string, string>): void };
}

/**
 * The outcome of a public form posted to its page without JavaScript: the server validated it
 * through the form's own API route (src/server/form-posts.ts) and renders the same page with it.
 */
export interface FormPost {
  form: PostedFormName;
  /** Stored (or answered like stored: a filled honeypot). */
  sent: boolean;
  /** The success text, or why it was refused (the API's message, else the form's own). */
  message: string;
  /** Field name → message, as the API named them. */
  errors: Record<string, string>;
  /** What the visitor typed (text fields; never the honeypot), to fill the form again. */
  values: Record<string, string>;
  /** The API's status, answered by the page too (200, 400, 413, 415, 429, 500). */
  status: number;
}

/** The page's action data, when it is the outcome of `form`. */
export function postedForm(actionData: unknown, form: PostedFormName): FormPost | null {
  const post = actionData as FormPost | null | undefined;
  return post && typeof post === "object" && post.form === form ? post : null;
}

/**
 * What a form shows for a field: its own (browser-side) error once the visitor submitted it
 * with JavaScript, else the error of the post that rendered the page.
 */
export function shownError(
  post: FormPost | null,
  submitCount: number,
  field: string,
  own: string | undefined,
): string | undefined {
  if (own) return own;
  return submitCount === 0 ? post?.errors[field] : undefined;
}

/** The form's starting values: the empty ones, or what a refused post carried. */
export function startingValues<Values extends object>(empty: Values, post: FormPost | null): Values {
  if (!post || post.sent) return empty;
  const values: Record<string, unknown> = { ...(empty as Record<string, unknown>) };
  for (const key of Object.keys(empty)) {
    const sent = post.values[key];
    if (typeof sent === "string" && typeof values[key] === "string") values[key] = sent;
  }
  return values as Values;
}
