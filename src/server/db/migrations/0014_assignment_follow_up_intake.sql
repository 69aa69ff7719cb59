CREATE TABLE "conversation_intake_state" (
	"mailbox" varchar(400) PRIMARY KEY NOT NULL,
	"uid_validity" bigint NOT NULL,
	"last_uid" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_assignment_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbox_assignment_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"submission_id" integer NOT NULL,
	"from_account_id" integer,
	"to_account_id" integer,
	"admin_id" integer,
	"admin_number" varchar(20),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_assignment_rules" (
	"kind" varchar(20) PRIMARY KEY NOT NULL,
	"account_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"turn" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_assignments" (
	"kind" varchar(20) NOT NULL,
	"submission_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_pending" boolean DEFAULT false NOT NULL,
	CONSTRAINT "inbox_assignments_kind_submission_id_pk" PRIMARY KEY("kind","submission_id")
);
--> statement-breakpoint
CREATE TABLE "inbox_digest_days" (
	"day" date PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"mailed" integer
);
--> statement-breakpoint
CREATE TABLE "inbox_follow_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbox_follow_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"submission_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_unread_answers" (
	"kind" varchar(20) NOT NULL,
	"submission_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "inbox_unread_answers_kind_submission_id_pk" PRIMARY KEY("kind","submission_id")
);
--> statement-breakpoint
CREATE INDEX "inbox_assignment_history_submission_idx" ON "inbox_assignment_history" USING btree ("kind","submission_id","at");--> statement-breakpoint
CREATE INDEX "inbox_assignments_account_idx" ON "inbox_assignments" USING btree ("account_id","kind");--> statement-breakpoint
CREATE INDEX "inbox_assignments_mail_pending_idx" ON "inbox_assignments" USING btree ("mail_pending") WHERE "inbox_assignments"."mail_pending";--> statement-breakpoint
CREATE INDEX "inbox_follow_ups_submission_idx" ON "inbox_follow_ups" USING btree ("kind","submission_id");--> statement-breakpoint
CREATE INDEX "inbox_follow_ups_due_idx" ON "inbox_follow_ups" USING btree ("account_id","due_at") WHERE "inbox_follow_ups"."done_at" is null;--> statement-breakpoint
-- Written by hand (docs/decisions/0037-assignment-and-follow-up.md). An assignment or a reminder
-- goes with its account; the history keeps its lines with the account left out.
ALTER TABLE "inbox_assignments" ADD CONSTRAINT "inbox_assignments_account_fk" FOREIGN KEY ("account_id") REFERENCES "admins"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "inbox_follow_ups" ADD CONSTRAINT "inbox_follow_ups_account_fk" FOREIGN KEY ("account_id") REFERENCES "admins"("id") ON DELETE CASCADE;--> statement-breakpoint
-- A submission's assignment, its history and its reminders go with it, as its notes do.
CREATE OR REPLACE FUNCTION inbox_forget_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM inbox_notes WHERE kind = TG_ARGV[0] AND submission_id IN (SELECT id FROM gone);
  DELETE FROM inbox_status_history WHERE kind = TG_ARGV[0] AND submission_id IN (SELECT id FROM gone);
  DELETE FROM inbox_assignments WHERE kind = TG_ARGV[0] AND submission_id IN (SELECT id FROM gone);
  DELETE FROM inbox_assignment_history WHERE kind = TG_ARGV[0] AND submission_id IN (SELECT id FROM gone);
  DELETE FROM inbox_follow_ups WHERE kind = TG_ARGV[0] AND submission_id IN (SELECT id FROM gone);
  DELETE FROM inbox_unread_answers WHERE kind = TG_ARGV[0] AND submission_id IN (SELECT id FROM gone);
  DELETE FROM conversation_messages WHERE kind = TG_ARGV[0] AND record_id IN (SELECT id FROM gone);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A new submission of a kind with a rule is assigned in turn among the rule's active accounts.
-- The UPDATE of the rule's row takes its lock until the submission commits: concurrent
-- submissions, from any instance, take consecutive turns. The assignee's mail is written by the
-- server once the submission has committed (mail_pending).
CREATE FUNCTION inbox_assign_in_turn() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  people integer[];
  taken integer;
BEGIN
  UPDATE inbox_assignment_rules AS rule SET turn = rule.turn + 1
    WHERE rule.kind = TG_ARGV[0] AND cardinality(rule.account_ids) > 0
    RETURNING (
      SELECT array_agg(u.account_id ORDER BY u.position)
      FROM unnest(rule.account_ids) WITH ORDINALITY AS u(account_id, position)
      JOIN admins ON admins.id = u.account_id AND admins.disabled_at IS NULL
    ), rule.turn INTO people, taken;
  IF people IS NOT NULL AND cardinality(people) > 0 THEN
    INSERT INTO inbox_assignments (kind, submission_id, account_id, assigned_at, mail_pending)
      VALUES (TG_ARGV[0], NEW.id, people[1 + ((taken - 1) % cardinality(people))], now(), true)
      ON CONFLICT DO NOTHING;
    INSERT INTO inbox_assignment_history (kind, submission_id, from_account_id, to_account_id, at)
      VALUES (TG_ARGV[0], NEW.id, NULL, people[1 + ((taken - 1) % cardinality(people))], now());
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER contact_messages_assign AFTER INSERT ON contact_messages FOR EACH ROW EXECUTE FUNCTION inbox_assign_in_turn('contact');--> statement-breakpoint
CREATE TRIGGER hire_requests_assign AFTER INSERT ON hire_requests FOR EACH ROW EXECUTE FUNCTION inbox_assign_in_turn('hire');--> statement-breakpoint
CREATE TRIGGER cloud_vps_enquiries_assign AFTER INSERT ON cloud_vps_enquiries FOR EACH ROW EXECUTE FUNCTION inbox_assign_in_turn('cloud_vps');--> statement-breakpoint
CREATE TRIGGER job_applications_assign AFTER INSERT ON job_applications FOR EACH ROW EXECUTE FUNCTION inbox_assign_in_turn('application');
