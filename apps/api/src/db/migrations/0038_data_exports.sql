CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"language" text NOT NULL,
	"file" text,
	"size_bytes" bigint,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "data_exports_state_check" CHECK ("data_exports"."state" in ('requested', 'ready', 'failed')),
	CONSTRAINT "data_exports_ready_check" CHECK (("data_exports"."state" = 'ready') = ("data_exports"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_pending_unique" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."state" = 'requested';--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "data_exports_file_idx" ON "data_exports" USING btree ("expires_at") WHERE "data_exports"."file" is not null;