import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { cloudVpsForm } from "#src/features/cloud-vps/cloud-vps.form.ts";
import { contactForm } from "#src/features/contact-messages/contact-message.form.ts";
import { hireForm } from "#src/features/hire-requests/hire-request.form.ts";
import { HIRE_QUERY } from "#src/features/hire-requests/site/hire-developer-button.tsx";
import { applyForm } from "#src/features/job-applications/job-application.form.ts";
import {
  jobApplicationUpload,
  receiveJobApplication,
} from "#src/features/job-applications/server/job-applications.routes.ts";
import type { FormPost, PostedFormName, PublicForm } from "#src/lib/form-post.ts";
import { HONEYPOT_FIELD } from "#src/lib/honeypot.ts";
import { postedFormOf, storedPathOf } from "#src/lib/page-forms.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { type MultipartBody, readMultipart } from "#src/platform/http/multipart.ts";
import { type PageRequestHandler, renderPage, sendResponse } from "#src/platform/http/page-bridge.ts";
import { formRateLimit } from "#src/platform/http/route-kit.ts";
import { isSameOriginPost } from "#src/platform/http/same-origin.ts";

/** A text form's urlencoded body: a few fields of at most 5000 characters, percent-encoded. */
const TEXT_FORM_BYTES = 128 * 1024;

/** The two encodings an HTML form posts (the parameters after them are the parser's to read). */
const FORM_TYPE = /^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

/** The answer to a post from another site: read by a person, whose browser shows it as it is. */
export const CROSS_SITE_REFUSAL =
  "This form was sent from a page of another site, so it was not accepted and nothing was stored. " +
  "Please open the form on our own site and send it from there.";

/** The public forms, each declared by its feature. */
const FORMS: readonly PublicForm[] = [contactForm, cloudVpsForm, applyForm, hireForm];

/**
 * The forms sent as multipart with files, read and received in process as their API route
 * does (its limits, its function): no second request, nothing re-encoded.
 */
const MULTIPART_RECEIVERS: Partial<
  Record<
    PublicForm["name"],
    {
      upload: typeof jobApplicationUpload;
      receive(context: ApiContext, body: MultipartBody): Promise<FormAnswer>;
    }
  >
> = {
  apply: { upload: jobApplicationUpload, receive: receiveJobApplication },
};

/** The API's answer, as far as a form reads it. */
interface FormAnswer {
  success?: boolean;
  Success?: boolean;
  message?: string;
  errors?: { field?: string; message?: string }[];
}

/** The form's own text fields among those posted (its form-only field applied). */
function textValues(form: PublicForm, posted: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of Object.keys(form.input.shape)) {
    const value = posted[field];
    if (typeof value === "string") values[field] = value;
  }
  if (form.formOnly && form.formOnly.field in posted) form.formOnly.apply(values);
  return values;
}

/** The fields a form's post may hold: its API's and the one only the form has. */
function fieldCount(form: PublicForm): number {
  return Object.keys(form.input.shape).length + (form.formOnly ? 1 : 0);
}

function outcome(
  form: PublicForm,
  status: number,
  answer: FormAnswer,
  values: Record<string, string>,
): FormPost {
  const sent = status < 300 && (answer.success === true || answer.Success === true);
  const errors: Record<string, string> = {};
  for (const item of answer.errors ?? []) {
    if (item.field && item.message && !(item.field in errors)) errors[item.field] = item.message;
  }
  const { [HONEYPOT_FIELD]: _honeypot, ...shown } = values;
  return {
    form: form.name,
    sent,
    message: sent ? form.success : answer.message || form.failed,
    errors,
    values: sent ? {} : shown,
    status: sent ? 200 : status,
  };
}

/**
 * A form with files, read part by part as its API route reads it (the same limits; a file is
 * never more than its own limit in memory), and received by the same function.
 */
async function postMultipartForm(
  context: ApiContext,
  form: PublicForm,
  request: FastifyRequest,
): Promise<{ status: number; answer: FormAnswer; values: Record<string, string> }> {
  const receiver = MULTIPART_RECEIVERS[form.name];
  if (!receiver) throw new Error(`No receiver for the ${form.name} form`);
  let values: Record<string, string> = {};
  try {
    const body = request.isMultipart()
      ? await readMultipart(request, {
          ...receiver.upload,
          maxFields: receiver.upload.maxFields + (form.formOnly ? 1 : 0),
        })
      : { fields: urlencodedFields(request), files: {} };
    values = textValues(form, body.fields);
    return { status: 200, answer: await receiver.receive(context, { ...body, fields: values }), values };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.statusCode, answer: { message: error.message, errors: error.errors }, values };
  }
}

/** A text form, sent as JSON to its API route in process (its schema, honeypot and mails). */
async function postTextForm(
  app: FastifyInstance,
  form: PublicForm,
  request: FastifyRequest,
): Promise<{ status: number; answer: FormAnswer; values: Record<string, string> }> {
  const posted = request.isMultipart()
    ? (await readMultipart(request, { files: {}, maxFields: fieldCount(form) })).fields
    : urlencodedFields(request);
  const values = textValues(form, posted);
  const answer = await app.inject({
    method: "POST",
    url: `/api${form.api}`,
    headers: { "content-type": "application/json", "user-agent": request.headers["user-agent"] ?? "" },
    payload: JSON.stringify(values),
    remoteAddress: request.ip,
  });
  let parsed: FormAnswer = {};
  try {
    parsed = answer.json<FormAnswer>();
  } catch {
    // Not JSON: the form's own failure text.
  }
  return { status: answer.statusCode, answer: parsed, values };
}

/** The fields of an urlencoded body (read whole: it is small, TEXT_FORM_BYTES at most). */
function urlencodedFields(request: FastifyRequest): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  const body = typeof request.body === "string" ? request.body : "";
  for (const [name, value] of new URLSearchParams(body)) if (!(name in fields)) fields[name] = value;
  return fields;
}

async function answerWithPage(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: PageRequestHandler,
  post: FormPost,
) {
  const response = await renderPage(request, reply, handle, post);
  response.headers.set("cache-control", "no-store");
  return sendResponse(request, reply, response);
}

/**
 * The public forms without JavaScript: each form is also a plain HTML form posting to its own
 * page (urlencoded, or multipart for the application), wherever staff placed the block that shows
 * it (src/lib/page-forms.ts: the page's blocks say which form a post to it is). The text forms go
 * through the very API route the form calls with JavaScript (same schema, honeypot, rate limit per
 * address); the application is read part by part with the API's own limits and received by the
 * API's own function (same checks of the resume). The page answers with the outcome: the success
 * text, or the fields filled in again with their errors.
 * docs/decisions/0019-forms-without-javascript.md.
 *
 * Before a byte of the body is read, a post to a path whose page holds no form is 404, a post from
 * another site is refused (403) and the per-address limit applies (429): none costs more than the
 * request's headers and a cached read of the published pages.
 */
export function registerFormPosts(
  app: FastifyInstance,
  context: ApiContext,
  pages: () => Promise<PageRequestHandler>,
  formsAt: (path: string) => Promise<readonly PostedFormName[]>,
) {
  /** The form each post is, found from its page before the body is read. */
  const posted = new WeakMap<FastifyRequest, PublicForm>();

  app.register(async (scope) => {
    // Multipart stays with @fastify/multipart's parser, which reads nothing until the route does.
    scope.removeContentTypeParser(["application/x-www-form-urlencoded"]);
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: TEXT_FORM_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.addHook("onRequest", async (request, reply) => {
      // The page the form was sent from, and which of its forms (runs before the rate limit's
      // hook, which the route's own options add): a path with no form is no form post.
      // The path as sent (not parsed as a URL: "//contact" is no host here).
      const mark = request.url.indexOf("?");
      const pathname = mark === -1 ? request.url : request.url.slice(0, mark);
      const query = new URLSearchParams(mark === -1 ? "" : request.url.slice(mark + 1));
      const name = postedFormOf(await formsAt(storedPathOf(pathname)), query.has(HIRE_QUERY));
      const form = FORMS.find((candidate) => candidate.name === name);
      if (!form) {
        reply.callNotFound();
        return reply;
      }
      // A form on another site posting here is not a visitor of this one.
      if (!isSameOriginPost(request, context.env.PUBLIC_ORIGIN)) {
        reply.status(403).type("text/plain; charset=utf-8").header("cache-control", "no-store");
        return reply.send(CROSS_SITE_REFUSAL);
      }
      posted.set(request, form);
      // What an HTML form sends, nothing else (a text/plain body would otherwise be read as fields).
      if (!FORM_TYPE.test(request.headers["content-type"] ?? "")) {
        throw new ApiError(
          415,
          "Content-Type must be application/x-www-form-urlencoded or multipart/form-data",
        );
      }
    });

    scope.post(
      "/*",
      { config: { rateLimit: formRateLimit(context.env) }, schema: { hide: true } },
      async (request, reply) => {
        const form = posted.get(request) as PublicForm;
        const { status, answer, values } =
          form.encoding === "multipart"
            ? await postMultipartForm(context, form, request)
            : await postTextForm(app, form, request);
        return answerWithPage(request, reply, await pages(), outcome(form, status, answer, values));
      },
    );

    // A body too large or unreadable, or the rate limit: the same page, with why.
    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      const form = posted.get(request);
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, "form post failed");
      if (!form) return reply.status(status).send({ success: false, message: error.message });
      const message =
        status === 413 && form.tooLarge ? form.tooLarge : status === 500 ? form.failed : error.message;
      const errors = error instanceof ApiError && error.errors ? outcome(form, status, error, {}).errors : {};
      return answerWithPage(request, reply, await pages(), {
        form: form.name,
        sent: false,
        message,
        errors,
        values: {},
        status,
      });
    });
  });
}
