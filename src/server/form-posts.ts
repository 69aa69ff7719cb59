import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { cloudVpsTexts } from "#src/features/cloud-vps/cloud-vps.texts.ts";
import { contactMessageTexts } from "#src/features/contact-messages/contact-message.texts.ts";
import { hireRequestTexts } from "#src/features/hire-requests/hire-request.schema.ts";
import {
  jobApplicationTexts,
  MAX_RESUME_BYTES,
} from "#src/features/job-applications/job-application.texts.ts";
import type { FormPost, PostedFormName } from "#src/lib/form-post.ts";
import { HONEYPOT_FIELD } from "#src/lib/honeypot.ts";
import { type PageRequestHandler, renderPage, sendResponse } from "#src/platform/http/page-bridge.ts";

/** A text form's body: a few fields of at most 5000 characters, percent-encoded. */
const TEXT_FORM_BYTES = 128 * 1024;
/** The application: the resume (whose own limit the API answers in words) and its fields. */
const APPLY_FORM_BYTES = MAX_RESUME_BYTES + 256 * 1024;

interface PostedForm {
  name: PostedFormName;
  /** The API route that validates and stores it (the one the form calls with JavaScript). */
  api: string;
  /** The text fields the API takes, the honeypot included. */
  fields: readonly string[];
  /** Sent as multipart (with its files), not JSON. */
  files?: readonly string[];
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
  api: "/api/applyjob/apply",
  fields: ["fullName", "email", "phone", "location", "technology", "salary", "last_company", HONEYPOT_FIELD],
  files: ["resume"],
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

function textValues(form: PostedForm, body: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of form.fields) {
    const value = body.get(field);
    if (typeof value === "string") values[field] = value;
  }
  // "I am a fresher" is the form's own flag: a fresher sends no last company.
  if (form === apply && body.has("fresher")) values.last_company = "";
  return values;
}

/** The request the form makes with JavaScript: JSON of its fields, or multipart with the files. */
async function apiRequest(form: PostedForm, values: Record<string, string>, body: FormData) {
  if (!form.files) {
    return { headers: { "content-type": "application/json" }, payload: JSON.stringify(values) };
  }
  const multipart = new FormData();
  for (const [field, value] of Object.entries(values)) multipart.append(field, value);
  for (const field of form.files) {
    const file = body.get(field);
    // A file input left empty still posts an empty part with no name: that is no file.
    if (file instanceof File && (file.size > 0 || file.name !== "")) multipart.append(field, file);
  }
  const encoded = new Response(multipart);
  return {
    headers: { "content-type": encoded.headers.get("content-type") ?? "multipart/form-data" },
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
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

/** The posted fields (and files), read by the platform's own form parser. */
async function readForm(request: FastifyRequest): Promise<FormData> {
  try {
    return await new Request("http://form.invalid/", {
      method: "POST",
      headers: { "content-type": request.headers["content-type"] ?? "" },
      body: new Uint8Array((request.body as Buffer | undefined) ?? Buffer.alloc(0)),
    }).formData();
  } catch {
    throw Object.assign(new Error("Malformed form body"), { statusCode: 400 });
  }
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
 * page (urlencoded, or multipart for the application). The post goes through the very API route
 * the form calls with JavaScript (same schema, honeypot, rate limit per address, upload checks),
 * and the page answers with the outcome: the success text, or the fields filled in again with
 * their errors. docs/decisions/0019-forms-without-javascript.md.
 */
export function registerFormPosts(app: FastifyInstance, pages: () => Promise<PageRequestHandler>) {
  app.register(async (scope) => {
    scope.removeContentTypeParser(["application/x-www-form-urlencoded", "multipart/form-data"]);
    scope.addContentTypeParser(
      ["application/x-www-form-urlencoded", "multipart/form-data"],
      { parseAs: "buffer", bodyLimit: APPLY_FORM_BYTES },
      (_request, body, done) => done(null, body),
    );

    for (const [url, form] of PAGES) {
      const limit = form.files ? APPLY_FORM_BYTES : TEXT_FORM_BYTES;
      scope.post(url, { bodyLimit: limit, schema: { hide: true } }, async (request, reply) => {
        // A form on another site posting here is not a visitor of this one.
        if (request.headers["sec-fetch-site"] === "cross-site") {
          return reply.status(403).type("text/plain; charset=utf-8").send("Forbidden");
        }
        const body = await readForm(request);
        const values = textValues(form, body);
        const { headers, payload } = await apiRequest(form, values, body);
        const answer = await app.inject({
          method: "POST",
          url: form.api,
          headers: { ...headers, "user-agent": request.headers["user-agent"] ?? "" },
          payload,
          remoteAddress: request.ip,
        });
        let parsed: FormAnswer = {};
        try {
          parsed = answer.json<FormAnswer>();
        } catch {
          // Not JSON: the form's own failure text.
        }
        return answerWithPage(
          request,
          reply,
          await pages(),
          outcome(form, answer.statusCode, parsed, values),
        );
      });
    }

    // A body too large or unreadable: the same page, with why.
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
      return answerWithPage(request, reply, await pages(), {
        form: form.name,
        sent: false,
        message,
        errors: {},
        values: {},
        status,
      });
    });
  });
}
