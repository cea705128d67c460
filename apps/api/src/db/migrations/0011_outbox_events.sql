CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"actor" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "outbox_events_state_check" CHECK ("outbox_events"."state" in ('pending', 'delivered', 'dead'))
);
--> statement-breakpoint
CREATE TABLE "outbox_handled" (
	"event_id" bigint NOT NULL,
	"handler" text NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_handled_event_id_handler_pk" PRIMARY KEY("event_id","handler")
);
--> statement-breakpoint
ALTER TABLE "outbox_handled" ADD CONSTRAINT "outbox_handled_event_id_outbox_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."outbox_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_events_due_idx" ON "outbox_events" USING btree ("next_attempt_at","id") WHERE "outbox_events"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_events_dead_idx" ON "outbox_events" USING btree ("id") WHERE "outbox_events"."state" = 'dead';--> statement-breakpoint
CREATE INDEX "outbox_events_subject_idx" ON "outbox_events" USING btree ("subject_kind","subject_id","id");