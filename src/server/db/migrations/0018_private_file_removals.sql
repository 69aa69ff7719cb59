CREATE TABLE "private_file_removals" (
	"key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- An answer's attachments are private files (src/features/conversations/server/mail-intake.ts):
-- when its row goes, by whatever path (the record deleted or erased, the retention purge), their
-- keys are queued in the same transaction, and the server removes the files after it commits
-- (src/platform/uploads/file-removals.ts).
CREATE FUNCTION conversation_messages_queue_files() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO private_file_removals (key)
    SELECT attachment->>'key' FROM gone_messages, jsonb_array_elements(gone_messages.attachments) AS attachment
    WHERE attachment->>'key' IS NOT NULL
    ON CONFLICT (key) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER conversation_messages_queue_files AFTER DELETE ON conversation_messages REFERENCING OLD TABLE AS gone_messages FOR EACH STATEMENT EXECUTE FUNCTION conversation_messages_queue_files();
