import { company } from "#src/content/company.ts";
import { submissionPath } from "#src/lib/submissions.ts";
import type { OutgoingMail } from "#src/platform/mail/mail-content.ts";
import { submissionMails } from "#src/platform/mail/submission-mails.ts";
import type { SubmissionField } from "#src/platform/submissions.ts";
import { developerCategoryLabel } from "../hire-request.schema.ts";
import type { NewHireRequest } from "./hire-requests.repository.ts";

/**
 * Every field of a hire request, labelled as staff read it: in its notice and in the inbox. The
 * category shows its back-office label ("UI/UX Design" for "UIUX Design").
 */
export function hireRequestFields(row: NewHireRequest): SubmissionField[] {
  return [
    { label: "Name", value: row.name },
    { label: "Email", value: row.email },
    { label: "Developer", value: developerCategoryLabel(row.developer) },
    { label: "Description", value: row.description },
  ];
}

/**
 * The notice to the company (the category by its back-office label; the link keeps the stored
 * value) and the acknowledgement of one hire request (the category as the visitor chose it).
 */
export function hireRequestMails(row: NewHireRequest, id: number, origin: string): OutgoingMail[] {
  return submissionMails({
    kind: "hire",
    sender: { name: row.name, address: row.email },
    inbox: "company",
    notice: {
      subject: `New hire request from ${row.name}`,
      intro: `A visitor asked to hire a developer (${developerCategoryLabel(row.developer)}).`,
      fields: hireRequestFields(row),
      backOfficeUrl: `${origin}${submissionPath("hire", id)}`,
    },
    acknowledgement: {
      subject: `We received your request to hire a developer – ${company.name}`,
      paragraphs: [
        `Thank you for your request to hire a developer for ${row.developer} from ${company.name}. We will reply within 24 hours with suitable profiles and the next steps.`,
      ],
    },
  });
}
