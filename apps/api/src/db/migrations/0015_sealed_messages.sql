ALTER TABLE "outbox_messages" ADD COLUMN "sealed_text" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
-- Messages written before the worker were sent in their request: none waits, and the six-digit
-- codes they kept in plain text are masked.
UPDATE "outbox_messages" SET "status" = CASE WHEN "delivered" THEN 'sent' ELSE 'kept' END, "handled_at" = "created_at",
  "text" = regexp_replace("text", '\m[0-9]{6}\M', '••••••', 'g');
