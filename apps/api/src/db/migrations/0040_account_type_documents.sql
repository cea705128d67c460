CREATE TABLE "account_type_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"file" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_type_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_type_requests" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "account_type_requests" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "account_type_documents" ADD CONSTRAINT "account_type_documents_request_id_account_type_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."account_type_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_type_documents_request_idx" ON "account_type_documents" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "account_type_requests" ADD CONSTRAINT "account_type_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_type_requests_status_idx" ON "account_type_requests" USING btree ("status","created_at");