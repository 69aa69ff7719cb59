import type { FastifyInstance } from "fastify";
import type { ApiContext } from "#src/platform/api-context.ts";
import { registerMessageRoutes } from "#src/platform/http/message-routes.ts";
import { cloudVpsForm } from "../cloud-vps.form.ts";
import { cloudVpsEnquiryInput, cloudVpsEnquiryRow, cloudVpsTexts } from "../cloud-vps.schema.ts";
import { cloudVpsSource } from "./cloud-vps.inbox.ts";
import { cloudVpsEnquiryMails } from "./cloud-vps.mails.ts";
import {
  createCloudVpsEnquiries,
  deleteCloudVpsEnquiry,
  listCloudVpsEnquiries,
} from "./cloud-vps.repository.ts";

/** POST /api/cloudvps/cloudvps (public), GET /api/cloudvps/cloudvpsdata, DELETE /api/cloudvps/cloudvpsdelete/{id}. */
export function registerCloudVpsRoutes(app: FastifyInstance, context: ApiContext) {
  registerMessageRoutes(app, context, {
    kind: "cloud_vps",
    paths: {
      send: cloudVpsForm.api,
      list: "/cloudvps/cloudvpsdata",
      remove: "/cloudvps/cloudvpsdelete/:id",
    },
    tag: "cloud-vps",
    summaries: {
      send: "Send a cloud VPS enquiry",
      list: "Cloud VPS enquiries, newest first; with parameters a page of them (search, status, dates, sort) or a CSV or Excel export (format=csv|xlsx)",
      remove: "Delete an enquiry",
    },
    input: cloudVpsEnquiryInput,
    row: cloudVpsEnquiryRow,
    source: cloudVpsSource,
    csvName: "cloud-vps-enquiries",
    labels: { number: "Phone", message: "Requirements" },
    sentMessage: cloudVpsTexts.success,
    words: {
      empty: "No enquiries found",
      count: (count) => `${count} enquiries`,
      notFound: "Enquiry not found",
      deleted: "Enquiry deleted",
    },
    mails: (row, id) => cloudVpsEnquiryMails(row, id, context.mail.settings.origin),
    repository: {
      createMany: createCloudVpsEnquiries,
      list: listCloudVpsEnquiries,
      remove: deleteCloudVpsEnquiry,
    },
  });
}
