-- Trigram indexes answer the lists' text search (ILIKE '%…%'): PostgreSQL ships pg_trgm as a
-- trusted extension, and PGlite loads it at open (src/platform/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "inbox_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbox_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"submission_id" integer NOT NULL,
	"text" varchar(5000) NOT NULL,
	"admin_id" integer,
	"admin_number" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_settings" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbox_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"submission_id" integer NOT NULL,
	"from_status" varchar(20) NOT NULL,
	"to_status" varchar(20) NOT NULL,
	"admin_id" integer,
	"admin_number" varchar(20),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cloud_vps_enquiries" ADD COLUMN "status" varchar(20) DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "cloud_vps_enquiries" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" varchar(20) DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hire_requests" ADD COLUMN "status" varchar(20) DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "hire_requests" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "status" varchar(20) DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "inbox_notes_submission_idx" ON "inbox_notes" USING btree ("kind","submission_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_status_history_submission_idx" ON "inbox_status_history" USING btree ("kind","submission_id","at");--> statement-breakpoint
CREATE INDEX "cloud_vps_enquiries_created_idx" ON "cloud_vps_enquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "cloud_vps_enquiries_status_idx" ON "cloud_vps_enquiries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "cloud_vps_enquiries_email_idx" ON "cloud_vps_enquiries" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "cloud_vps_enquiries_new_idx" ON "cloud_vps_enquiries" USING btree ("created_at") WHERE "cloud_vps_enquiries"."status" = 'new';--> statement-breakpoint
CREATE INDEX "cloud_vps_enquiries_search_idx" ON "cloud_vps_enquiries" USING gin (("name" || ' ' || "email" || ' ' || "number" || ' ' || "message") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contact_messages_new_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."status" = 'new';--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin (("name" || ' ' || "email" || ' ' || "number" || ' ' || "message") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hire_requests_created_idx" ON "hire_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "hire_requests_developer_idx" ON "hire_requests" USING btree ("developer","created_at","id");--> statement-breakpoint
CREATE INDEX "hire_requests_status_idx" ON "hire_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "hire_requests_email_idx" ON "hire_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "hire_requests_new_idx" ON "hire_requests" USING btree ("developer") WHERE "hire_requests"."status" = 'new';--> statement-breakpoint
CREATE INDEX "hire_requests_search_idx" ON "hire_requests" USING gin (("name" || ' ' || "email" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_applications_created_idx" ON "job_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_email_idx" ON "job_applications" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "job_applications_new_idx" ON "job_applications" USING btree ("created_at") WHERE "job_applications"."status" = 'new';--> statement-breakpoint
CREATE INDEX "job_applications_resume_idx" ON "job_applications" USING btree ("resume");--> statement-breakpoint
CREATE INDEX "job_applications_search_idx" ON "job_applications" USING gin (("full_name" || ' ' || "email" || ' ' || "phone" || ' ' || "technology" || ' ' || "location" || ' ' || "last_company") gin_trgm_ops);--> statement-breakpoint
-- A submission's notes and history go with it, however it is deleted (a delete route, the bulk
-- delete, erasure, the retention purge): no foreign key can point at four tables, so each of
-- them has this trigger, once per statement, with the deleted rows as a table.
CREATE FUNCTION inbox_forget_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM inbox_notes WHERE kind = TG_ARGV[0] AND submission_id IN (SELECT id FROM gone);
  DELETE FROM inbox_status_history WHERE kind = TG_ARGV[0] AND submission_id IN (SELECT id FROM gone);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER contact_messages_forget AFTER DELETE ON contact_messages REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION inbox_forget_submissions('contact');--> statement-breakpoint
CREATE TRIGGER hire_requests_forget AFTER DELETE ON hire_requests REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION inbox_forget_submissions('hire');--> statement-breakpoint
CREATE TRIGGER cloud_vps_enquiries_forget AFTER DELETE ON cloud_vps_enquiries REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION inbox_forget_submissions('cloud_vps');--> statement-breakpoint
CREATE TRIGGER job_applications_forget AFTER DELETE ON job_applications REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION inbox_forget_submissions('application');
