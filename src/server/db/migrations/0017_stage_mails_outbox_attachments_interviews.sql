CREATE TABLE "interviewers" (
	"interview_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"recommendation" varchar(12),
	"notes" varchar(5000),
	"feedback_at" timestamp with time zone,
	"invited" boolean DEFAULT true NOT NULL,
	CONSTRAINT "interviewers_interview_id_admin_id_pk" PRIMARY KEY("interview_id","admin_id")
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"place" varchar(500) NOT NULL,
	"state" varchar(12) DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_mail_templates" (
	"status" varchar(20) PRIMARY KEY NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" varchar(5000) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "interviewers" ADD CONSTRAINT "interviewers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviews_starts_idx" ON "interviews" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "interviewers" ADD CONSTRAINT "interviewers_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "admins"("id") ON DELETE SET NULL;
--> statement-breakpoint
INSERT INTO "stage_mail_templates" ("status", "subject", "body") VALUES
('screening', 'Your application for {job} – {company}', 'Hello {name},

Thank you for applying for the {job} position. Your profile has moved to our screening stage: a member of our hiring team will go through it in the coming days and contact you about the next step.

Kind regards,
The hiring team at {company}'),
('interview', 'Interview for {job} – {company}', 'Hello {name},

We enjoyed reading your application for the {job} position and would like to invite you to an interview. We will write to you shortly with the date, the time and the place or video-call link.

Kind regards,
The hiring team at {company}'),
('offer', 'An offer for {job} – {company}', 'Hello {name},

We are pleased to tell you that we would like to offer you the {job} position. Our hiring team will contact you with the details of the offer.

Kind regards,
The hiring team at {company}'),
('rejected', 'Your application for {job} – {company}', 'Hello {name},

Thank you for your interest in the {job} position and for the time you gave us. After careful consideration we have decided not to go ahead with your application at this time. We wish you every success and hope you will apply again.

Kind regards,
The hiring team at {company}');
