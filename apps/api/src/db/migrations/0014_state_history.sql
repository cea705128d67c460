CREATE TABLE "state_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"event" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"by" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "state_history_subject_idx" ON "state_history" USING btree ("subject_kind","subject_id","id");