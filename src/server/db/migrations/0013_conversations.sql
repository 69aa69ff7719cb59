CREATE TABLE "conversation_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"direction" text NOT NULL,
	"message_id" text NOT NULL,
	"in_reply_to" text,
	"references" text[] DEFAULT '{}'::text[] NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"account_id" integer,
	"outbox_id" integer,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "saved_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(100) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_replies_title_unique" UNIQUE("title")
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_record_idx" ON "conversation_messages" USING btree ("kind","record_id","created_at");--> statement-breakpoint
-- Who sent a reply: a staff account, kept as null once the account is gone (declared here, not in
-- the feature's table file, since a feature imports no other feature's table).
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_account_id_admins_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A submission's conversation goes with it like its notes and history (0002_inbox.sql).
CREATE OR REPLACE FUNCTION inbox_forget_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM inbox_notes WHERE kind = TG_ARGV[0] AND submission_id IN (SELECT id FROM gone);
  DELETE FROM inbox_status_history WHERE kind = TG_ARGV[0] AND submission_id IN (SELECT id FROM gone);
  DELETE FROM conversation_messages WHERE kind = TG_ARGV[0] AND record_id IN (SELECT id FROM gone);
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "saved_replies" ("title", "body") VALUES
('Project enquiry: thanks, let''s talk', E'Hello {name},\n\nThank you for your enquiry about {service}. We have read it and would like to understand your project better.\n\nCould we have a 30-minute call this week? Tell us two or three times that suit you and we will send an invitation.\n\nBest regards,\n{company}'),
('Application: interview time', E'Hello {name},\n\nThank you for applying for {job}. We enjoyed reading your application and would like to invite you to an interview.\n\nWhich days and times next week are convenient for you? The interview takes about 45 minutes, online.\n\nBest regards,\n{company}'),
('Cloud VPS: quote follow-up', E'Hello {name},\n\nThank you for your interest in our {service} cloud VPS. We have prepared a quote for it and would be glad to go through it with you.\n\nIs there anything you would like us to change (resources, location, backups, contract length) before we send the final offer?\n\nBest regards,\n{company}');
