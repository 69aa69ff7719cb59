import { company } from "#src/content/company.ts";
import type { OutgoingMail } from "#src/platform/mail/mail-content.ts";
import { submissionMails } from "#src/platform/mail/submission-mails.ts";
import type { SubmissionField } from "#src/platform/submissions.ts";
import type { NewHireRequest } from "./hire-requests.repository.ts";

/** Every field of a hire request, labelled as staff read it: in its notice and in the inbox. */
export function hireRequestFields(row: NewHireRequest): SubmissionField[] {
  return [
    { label: "Name", value: row.name },
    { label: "Email", value: row.email },
    { label: "Developer", value: row.developer },
    { label: "Description", value: row.description },
  ];
}

/** The notice to the company and the acknowledgement of one hire request. */
export function hireRequestMails(row: NewHireRequest, origin: string): OutgoingMail[] {
  return submissionMails({
    kind: "hire",
    sender: { name: row.name, address: row.email },
    inbox: "company",
    notice: {
      subject: `New hire request from ${row.name}`,
      intro: `A visitor asked to hire a developer (${row.developer}).`,
      fields: hireRequestFields(row),
      backOfficeUrl: `${origin}/admin/dashboard/hiring/${encodeURIComponent(row.developer)}`,
    },
    acknowledgement: {
      subject: `We received your request to hire a developer – ${company.name}`,
      paragraphs: [
        `Thank you for your request to hire a developer for ${row.developer} from ${company.name}. We will reply within 24 hours with suitable profiles and the next steps.`,
      ],
    },
  });
}
