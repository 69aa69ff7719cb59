import { company } from "#src/content/company.ts";
import { submissionPath } from "#src/lib/submissions.ts";
import { type OutgoingMail, unlinked } from "#src/platform/mail/mail-content.ts";
import { submissionMails } from "#src/platform/mail/submission-mails.ts";
import type { SubmissionField } from "#src/platform/submissions.ts";
import type { NewJobApplication } from "./job-applications.repository.ts";

/**
 * Every field of an application, labelled as staff read it: in its notice and in the inbox.
 * `resume` says where the resume is (the notice: not attached; the inbox: its file).
 */
export function jobApplicationFields(row: NewJobApplication, resume: string): SubmissionField[] {
  return [
    { label: "Full name", value: row.fullName },
    { label: "Email", value: row.email },
    { label: "Phone", value: row.phone },
    { label: "Location", value: row.location },
    { label: "Job", value: row.technology },
    { label: "Expected salary", value: row.salary },
    { label: "Last company", value: row.lastCompany ?? "" },
    { label: "Resume", value: resume },
  ];
}

/**
 * The notice to the careers inbox and the acknowledgement of one application. The resume is
 * not attached: personal data travels only through the back office.
 */
export function jobApplicationMails(row: NewJobApplication, id: number, origin: string): OutgoingMail[] {
  return submissionMails({
    kind: "application",
    sender: { name: row.fullName, address: row.email },
    inbox: "careers",
    notice: {
      subject: `New job application from ${row.fullName} for ${row.technology}`,
      intro: "A candidate applied through the careers page of the website.",
      fields: jobApplicationFields(row, "In the back office (not attached)"),
      backOfficeUrl: `${origin}${submissionPath("application", id)}`,
    },
    acknowledgement: {
      subject: `Your application for ${row.technology} – ${company.name}`,
      paragraphs: [
        `Thank you for applying for the ${unlinked(row.technology)} position at ${company.name}. We have received your application and resume; our hiring team reviews every application and will contact you if your profile matches.`,
      ],
    },
  });
}
