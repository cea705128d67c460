CREATE TABLE "ledger_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"ok" boolean,
	"counts" jsonb,
	"breaks" jsonb,
	"unlisted" integer,
	"requested_by" integer,
	CONSTRAINT "ledger_verifications_slot_unique" UNIQUE("slot")
);
--> statement-breakpoint
ALTER TABLE "ledger_verifications" ADD CONSTRAINT "ledger_verifications_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;