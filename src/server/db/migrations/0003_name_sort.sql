CREATE INDEX "cloud_vps_enquiries_name_idx" ON "cloud_vps_enquiries" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "contact_messages_name_idx" ON "contact_messages" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "hire_requests_name_idx" ON "hire_requests" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "job_applications_name_idx" ON "job_applications" USING btree (lower("full_name"),"id");