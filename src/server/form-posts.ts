import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { cloudVpsTexts } from "#src/features/cloud-vps/cloud-vps.texts.ts";
import { contactMessageTexts } from "#src/features/contact-messages/contact-message.texts.ts";
import { hireRequestTexts } from "#src/features/hire-requests/hire-request.schema.ts";
import { jobApplicationTexts } from "#src/features/job-applications/job-application.texts.ts";
import {
  jobApplicationUpload,
  receiveJobApplication,
} from "#src/features/job-applications/server/job-applications.routes.ts";
import type { FormPost, PostedFormName } from "#src/lib/form-post.ts";
import { HONEYPOT_FIELD } from "#src/lib/honeypot.ts";
import type { ApiContext } from "#src/platform/api-context.ts";
import { ApiError } from "#src/platform/http/api-errors.ts";
import { readMultipart } from "#src/platform/http/multipart.ts";
import { type PageRequestHandler, renderPage, sendResponse } from "#src/platform/http/page-bridge.ts";
import { formRateLimit } from "#src/platform/http/route-kit.ts";
import { isSameOriginPost } from "#src/platform/http/same-origin.ts";

/** A text form's urlencoded body: a few fields of at most 5000 characters, percent-encoded. */
const TEXT_FORM_BYTES = 128 * 1024;
/** Fields a page's form sends that its API route does not take ("I am a fresher"). */
const FORM_ONLY_FIELDS = 1;

/** The two encodings an HTML form posts (the parameters after them are the parser's to read). */
const FORM_TYPE = /^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

/** The answer to a post from another site: read by a person, whose browser shows it as it is. */
export const CROSS_SITE_REFUSAL =
  "This form was sent from a page of another site, so it was not accepted and nothing was stored. " +
  "Please open the form on our own site and send it from there.";

interface PostedForm {
  name: PostedFormName;
  /** The API route that validates and stores it (the one the form calls with JavaScript), as JSON. */
  api?: string;
  /** The text fields the API takes, the honeypot included. */
  fields: readonly string[];
  /** Multipart with a resume: read and received as the API's upload route does, without a second request. */
  application?: true;
  success: string;
  failed: string;
}

const contact: PostedForm = {
  name: "contact",
  api: "/api/contact/contact",
  fields: ["name", "email", "number", "message", HONEYPOT_FIELD],
  success: contactMessageTexts.success,
  failed: contactMessageTexts.failed,
};
const cloudVps: PostedForm = {
  name: "cloud-vps",
  api: "/api/cloudvps/cloudvps",
  fields: ["name", "email", "number", "message", HONEYPOT_FIELD],
  success: cloudVpsTexts.success,
  failed: cloudVpsTexts.failed,
};
const hire: PostedForm = {
  name: "hire",
  api: "/api/hiring/hiring",
  fields: ["name", "email", "developer", "description", HONEYPOT_FIELD],
  success: hireRequestTexts.success,
  failed: hireRequestTexts.failed,
};
const apply: PostedForm = {
  name: "apply",
  fields: ["fullName", "email", "phone", "location", "technology", "salary", "last_company", HONEYPOT_FIELD],
  application: true,
  success: jobApplicationTexts.success,
  failed: jobApplicationTexts.failed,
};

/** The pages whose form posts to them, and the form each takes. */
const PAGES: readonly [string, PostedForm][] = [
  ["/contact", contact],
  ["/cloudVps", cloudVps],
  ["/careers/Job", apply],
  ["/careers/job", apply],
  ["/services/:service", hire],
];

/** The API's answer, as far as a form reads it. */
interface FormAnswer {
  success?: boolean;
  Success?: boolean;
  message?: string;
  errors?: { field?: string; message?: string }[];
}

/** The form's own text fields among those posted ("I am a fresher" applied). */
function textValues(form: PostedForm, posted: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of form.fields) {
    const value = posted[field];
    if (typeof value === "string") values[field] = value;
  }
  // "I am a fresher" is the form's own flag: a fresher sends no last company.
  if (form === apply && "fresher" in posted) values.last_company = "";
  return values;
}

function outcome(
  form: PostedForm,
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
 * The application, read part by part as the API's upload route reads it (the same limits; the
 * resume is never more than its own limit in memory), and received by the same function.
 */
async function postApplication(
  context: ApiContext,
  request: FastifyRequest,
): Promise<{ status: number; answer: FormAnswer; values: Record<string, string> }> {
  let values: Record<string, string> = {};
  try {
    const body = request.isMultipart()
      ? await readMultipart(request, {
          ...jobApplicationUpload,
          maxFields: jobApplicationUpload.maxFields + FORM_ONLY_FIELDS,
        })
      : { fields: urlencodedFields(request), files: {} };
    values = textValues(apply, body.fields);
    return { status: 200, answer: await receiveJobApplication(context, { ...body, fields: values }), values };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.statusCode, answer: { message: error.message, errors: error.errors }, values };
  }
}

/** A text form, sent as JSON to its API route in process (its schema, honeypot and mails). */
async function postTextForm(
  app: FastifyInstance,
  form: PostedForm & { api: string },
  request: FastifyRequest,
): Promise<{ status: number; answer: FormAnswer; values: Record<string, string> }> {
  const posted = request.isMultipart()
    ? (await readMultipart(request, { files: {}, maxFields: form.fields.length + FORM_ONLY_FIELDS })).fields
    : urlencodedFields(request);
  const values = textValues(form, posted);
  const answer = await app.inject({
    method: "POST",
    url: form.api,
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
 * page (urlencoded, or multipart for the application). The text forms go through the very API
 * route the form calls with JavaScript (same schema, honeypot, rate limit per address); the
 * application is read part by part with the API's own limits and received by the API's own
 * function (same checks of the resume). The page answers with the outcome: the success text, or
 * the fields filled in again with their errors. docs/decisions/0019-forms-without-javascript.md.
 *
 * Before a byte of the body is read, a post from another site is refused (403) and the per-address
 * limit applies (429): neither costs more than the request's headers.
 */
export function registerFormPosts(
  app: FastifyInstance,
  context: ApiContext,
  pages: () => Promise<PageRequestHandler>,
) {
  app.register(async (scope) => {
    // Multipart stays with @fastify/multipart's parser, which reads nothing until the route does.
    scope.removeContentTypeParser(["application/x-www-form-urlencoded"]);
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: TEXT_FORM_BYTES },
      (_request, body, done) => done(null, body),
    );
    // A form on another site posting here is not a visitor of this one (runs before the rate
    // limit's hook, which the route's own options add).
    scope.addHook("onRequest", (request, reply, done) => {
      if (!isSameOriginPost(request, context.env.PUBLIC_ORIGIN)) {
        reply.status(403).type("text/plain; charset=utf-8").header("cache-control", "no-store");
        reply.send(CROSS_SITE_REFUSAL);
        return;
      }
      // What an HTML form sends, nothing else (a text/plain body would otherwise be read as fields).
      if (!FORM_TYPE.test(request.headers["content-type"] ?? "")) {
        return done(
          new ApiError(415, "Content-Type must be application/x-www-form-urlencoded or multipart/form-data"),
        );
      }
      done();
    });

    for (const [url, form] of PAGES) {
      scope.post(
        url,
        { config: { rateLimit: formRateLimit(context.env) }, schema: { hide: true } },
        async (request, reply) => {
          const { status, answer, values } = form.api
            ? await postTextForm(app, { ...form, api: form.api }, request)
            : await postApplication(context, request);
          return answerWithPage(request, reply, await pages(), outcome(form, status, answer, values));
        },
      );
    }

    // A body too large or unreadable, or the rate limit: the same page, with why.
    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      const form = PAGES.find(([url]) => url === request.routeOptions.url)?.[1];
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, "form post failed");
      if (!form) return reply.status(status).send({ success: false, message: error.message });
      const message =
        status === 413 && form === apply
          ? jobApplicationTexts.resumeTooLarge
          : status === 500
            ? form.failed
            : error.message;
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
