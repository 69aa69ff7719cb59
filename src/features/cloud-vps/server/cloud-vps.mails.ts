import { company } from "#src/content/company.ts";
import { submissionPath } from "#src/lib/submissions.ts";
import type { OutgoingMail } from "#src/platform/mail/mail-content.ts";
import { submissionMails } from "#src/platform/mail/submission-mails.ts";
import type { SubmissionField } from "#src/platform/submissions.ts";
import type { NewCloudVpsEnquiry } from "./cloud-vps.repository.ts";

/** Every field of an enquiry, labelled as staff read it: in its notice and in the inbox. */
export function cloudVpsEnquiryFields(row: NewCloudVpsEnquiry): SubmissionField[] {
  return [
    { label: "Name", value: row.name },
    { label: "Email", value: row.email },
    { label: "Phone", value: row.number },
    { label: "Requirements", value: row.message },
  ];
}

/** The notice to the company and the acknowledgement of one cloud VPS enquiry. */
export function cloudVpsEnquiryMails(row: NewCloudVpsEnquiry, id: number, origin: string): OutgoingMail[] {
  return submissionMails({
    kind: "cloud_vps",
    sender: { name: row.name, address: row.email },
    inbox: "company",
    notice: {
      subject: `New cloud VPS enquiry from ${row.name}`,
      intro: "A visitor sent an enquiry through the cloud VPS page of the website.",
      fields: cloudVpsEnquiryFields(row),
      backOfficeUrl: `${origin}${submissionPath("cloud_vps", id)}`,
    },
    acknowledgement: {
      subject: `We received your cloud VPS enquiry – ${company.name}`,
      paragraphs: [
        `Thank you for your interest in managed cloud VPS hosting from ${company.name}. Our cloud team has received your requirements and will reply within 24 hours with a proposal.`,
      ],
    },
  });
}
