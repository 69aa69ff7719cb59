import type { PublicForm } from "#src/lib/form-post.ts";
import { cloudVpsEnquiryInput } from "./cloud-vps.schema.ts";
import { cloudVpsTexts } from "./cloud-vps.texts.ts";

/** The cloud VPS enquiry, on the cloud VPS page. */
export const cloudVpsForm: PublicForm = {
  name: "cloud-vps",
  api: "/cloudvps/cloudvps",
  input: cloudVpsEnquiryInput,
  encoding: "json",
  success: cloudVpsTexts.success,
  failed: cloudVpsTexts.failed,
};
