import { SUBMISSION_KIND_LABELS, type SubmissionKind } from "#src/lib/submissions.ts";

// How the audit log says what happened (issue 32, point 5; docs/decisions/0022-audit-trail.md).
// An entry keeps an infinitive phrase ("delete client 12"); read back it is "deleted client 12"
// when the answer was a success and "tried to delete client 12 — refused: <reason>" otherwise.

type Params = Record<string, string>;
type Phrase = string | ((params: Params, record: string | null) => string);

const kindNoun = (kind: string | undefined) =>
  (SUBMISSION_KIND_LABELS[kind as SubmissionKind] ?? "submission").toLowerCase();

/** Each back-office write by its route, in words. */
const ROUTES: Record<string, Phrase> = {
  "POST /api/clients": "add a client",
  "PUT /api/clients/:id": (p) => `change client ${p.id}`,
  "DELETE /api/clients/:id": (p) => `delete client ${p.id}`,
  "POST /api/team/add": "add a team member",
  "PUT /api/team/:id": (p) => `change team member ${p.id}`,
  "DELETE /api/team/:id": (p) => `delete team member ${p.id}`,
  "POST /api/testimonials": "add a testimonial",
  "PUT /api/testimonials/:id": (p) => `change testimonial ${p.id}`,
  "DELETE /api/testimonials/:id": (p) => `delete testimonial ${p.id}`,
  "POST /api/job/job": "post a job",
  "PUT /api/job/job/:id": (p) => `change job ${p.id}`,
  "DELETE /api/job/job/:id": (p) => `delete job ${p.id}`,
  "POST /api/projects": "add a project",
  "PUT /api/projects/:id": (p) => `change project ${p.id}`,
  "DELETE /api/projects/:id": (p) => `delete project ${p.id}`,
  "POST /api/projects/:id/images": (p) => `add images to project ${p.id}`,
  "DELETE /api/projects/:id/images/:imageId": (p) => `remove image ${p.imageId} of project ${p.id}`,
  "POST /api/projects/:id/technologies/bulk": (p) => `change the technologies of project ${p.id}`,
  "DELETE /api/projects/:id/technologies/:techId": (p) => `remove technology ${p.techId} of project ${p.id}`,
  "PUT /api/projects/order": "change the order of the projects",
  "POST /api/categories": "add a portfolio category",
  "PUT /api/categories/:id": (p) => `rename portfolio category ${p.id}`,
  "DELETE /api/categories/:id": (p) => `delete portfolio category ${p.id}`,
  "PUT /api/categories/order": "change the order of the portfolio categories",
  "DELETE /api/contact/contact/:id": (p) => `delete contact message ${p.id}`,
  "DELETE /api/hiring/hiring/:id": (p) => `delete hire request ${p.id}`,
  "DELETE /api/cloudvps/cloudvpsdelete/:id": (p) => `delete cloud VPS enquiry ${p.id}`,
  "DELETE /api/applyjob/:id": (p) => `delete job application ${p.id}`,
  "PATCH /api/inbox/:kind/:id": (p) => `change the status of ${kindNoun(p.kind)} ${p.id}`,
  "POST /api/inbox/:kind/:id/notes": (p) => `add a note to ${kindNoun(p.kind)} ${p.id}`,
  "POST /api/inbox/bulk": "change or delete several submissions at once",
  "PUT /api/inbox/settings": "change how long job applications are kept",
  "POST /api/inbox/personal-data/search": "look up the personal data of an e-mail address",
  "POST /api/inbox/personal-data/erase": "erase the personal data of an e-mail address",
  "PUT /api/settings": "change the site settings",
  "POST /api/outbox/:id/retry": (p) => `send email ${p.id} again`,
  "POST /api/outbox/test": "send a test email",
};

/** The actions routes name themselves (`config.audit`, `noteAudit`), in words. */
const NAMED: Record<string, Phrase> = {
  "sign-in": "sign in",
  "sign-in failed": "sign in",
  "sign-in locked out": "sign in",
  "sign-in password accepted": "sign in with the password (the two-factor code next)",
  "sign-out": "sign out",
  "account added": (_, record) => `add ${record ?? "an account"}`,
  "account details changed": "change their own name and e-mail",
  "account disabled": (_, record) => `disable ${record ?? "an account"}`,
  "account enabled": (_, record) => `enable ${record ?? "an account"}`,
  "account removed": (_, record) => `remove ${record ?? "an account"}`,
  "account password reset": (_, record) => `reset the password of ${record ?? "an account"}`,
  "password changed": "change their own password",
  "security settings changed": "change the security settings",
  "session ended": (_, record) => `end ${record ?? "a session"}`,
  "other sessions ended": "end their other sessions",
  "two-factor set-up started": "start setting up two-factor sign-in",
  "two-factor turned on": "turn on two-factor sign-in",
  "two-factor turned off": "turn off two-factor sign-in",
};

const VERBS_BY_METHOD: Record<string, string> = {
  POST: "add to",
  PUT: "change",
  PATCH: "change",
  DELETE: "delete",
};

/**
 * The infinitive phrase of an entry: what its route or action says, or else the method's verb
 * and the route (`change /api/x/:id` with the record), so that no entry is left without words.
 */
export function auditWords(entry: {
  method: string;
  route: string;
  params: Params;
  action: string;
  record: string | null;
  isExport: boolean;
  format?: string;
}): string {
  const named = NAMED[entry.action] ?? ROUTES[`${entry.method} ${entry.route}`];
  if (named) return typeof named === "function" ? named(entry.params, entry.record) : named;
  if (entry.isExport) {
    const list = entry.route.replace(/^\/api\//, "").replace(/\/:[^/]+/g, "");
    return `export the list ${list} as ${entry.format === "xlsx" ? "an Excel file" : "CSV"}`;
  }
  const verb = VERBS_BY_METHOD[entry.method] ?? entry.method.toLowerCase();
  return `${verb} ${entry.record ?? entry.route}`;
}

/** The past tense of a phrase's first word ("change …" → "changed …"). */
const PAST: Record<string, string> = {
  add: "added",
  change: "changed",
  delete: "deleted",
  remove: "removed",
  post: "posted",
  rename: "renamed",
  disable: "disabled",
  enable: "enabled",
  reset: "reset",
  turn: "turned",
  start: "started",
  end: "ended",
  sign: "signed",
  export: "exported",
  send: "sent",
  erase: "erased",
  look: "looked",
  set: "set",
};

export function pastTense(phrase: string): string {
  const [first = "", ...rest] = phrase.split(" ");
  const past = PAST[first] ?? (first.endsWith("e") ? `${first}d` : `${first}ed`);
  return [past, ...rest].join(" ");
}

/** The sentence the log shows: done, or tried and refused with the answer's reason. */
export function auditSentence(words: string, status: number, reason: string): string {
  if (status < 400) return pastTense(words);
  return `tried to ${words} — refused${reason ? `: ${reason}` : ` (HTTP ${status})`}`;
}

/**
 * An entry's sentence. One written before the log kept words is worded from its named action
 * where it has one, else shown as its action (never turned into a made-up verb).
 */
export function entrySentence(entry: {
  words: string;
  action: string;
  record: string | null;
  status: number;
  reason: string;
}): string {
  if (entry.words) return auditSentence(entry.words, entry.status, entry.reason);
  const named = NAMED[entry.action];
  if (named) {
    const words = typeof named === "function" ? named({}, entry.record) : named;
    return auditSentence(words, entry.status, entry.reason);
  }
  return entry.status < 400 ? entry.action : `${entry.action} — refused (HTTP ${entry.status})`;
}
