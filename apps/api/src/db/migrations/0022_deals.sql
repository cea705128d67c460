CREATE TABLE "client_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"attitude" smallint NOT NULL,
	"quality" smallint NOT NULL,
	"commitment" smallint NOT NULL,
	"deal_again" smallint NOT NULL,
	"rating" numeric(3, 2) NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "client_reviews_stars_range" CHECK ("client_reviews"."attitude" between 1 and 5 and "client_reviews"."quality" between 1 and 5 and "client_reviews"."commitment" between 1 and 5 and "client_reviews"."deal_again" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "deal_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" smallint,
	"description" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"reason_code" text,
	"reason_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deal_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"opened_by" integer NOT NULL,
	"reason" text NOT NULL,
	"evidence" text DEFAULT '' NOT NULL,
	"resolution" text,
	"provider_amount_aed" bigint,
	"note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_extra_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"extra_option_id" integer,
	"description" text NOT NULL,
	"price" bigint NOT NULL,
	"delivery_days" integer NOT NULL,
	"unit" text NOT NULL,
	CONSTRAINT "deal_extra_options_price_check" CHECK ("deal_extra_options"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "deal_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"delivery_id" integer,
	"uploader_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"service_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"stage" text DEFAULT 'draft' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"budget_type" text,
	"estimated_time" smallint,
	"estimated_unit" text,
	"currency" char(3) NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"extras_total" bigint DEFAULT 0 NOT NULL,
	"service_fee" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"rate_to_aed" numeric(24, 10),
	"total_aed" bigint,
	"service_fee_aed" bigint,
	"tax_aed" bigint,
	"subtotal_aed" bigint,
	"commission_bp" integer,
	"hold_transfer_id" bigint,
	"proposal" jsonb,
	"delivery_limit" smallint NOT NULL,
	"deliveries_sent" smallint DEFAULT 0 NOT NULL,
	"offer_expires_at" timestamp with time zone,
	"payment_due_at" timestamp with time zone,
	"acceptance_due_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"chat_open_until" timestamp with time zone,
	"reviews_due_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reason_code" text,
	"reason_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "deals_code_unique" UNIQUE("code"),
	CONSTRAINT "deals_parties_differ" CHECK ("deals"."client_id" <> "deals"."provider_id"),
	CONSTRAINT "deals_sender_is_a_party" CHECK ("deals"."sender_id" in ("deals"."client_id", "deals"."provider_id")),
	CONSTRAINT "deals_amounts_check" CHECK ("deals"."price" >= 0 and "deals"."extras_total" >= 0 and "deals"."service_fee" >= 0 and "deals"."tax" >= 0 and "deals"."discount" >= 0 and "deals"."total" >= 0),
	CONSTRAINT "deals_aed_parts_check" CHECK ("deals"."total_aed" is null or "deals"."total_aed" = "deals"."service_fee_aed" + "deals"."tax_aed" + "deals"."subtotal_aed")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "client_reviews" ADD CONSTRAINT "client_reviews_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reviews" ADD CONSTRAINT "client_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reviews" ADD CONSTRAINT "client_reviews_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_deliveries" ADD CONSTRAINT "deal_deliveries_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_disputes" ADD CONSTRAINT "deal_disputes_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_disputes" ADD CONSTRAINT "deal_disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_disputes" ADD CONSTRAINT "deal_disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_extra_options" ADD CONSTRAINT "deal_extra_options_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_extra_options" ADD CONSTRAINT "deal_extra_options_extra_option_id_service_extra_options_id_fk" FOREIGN KEY ("extra_option_id") REFERENCES "public"."service_extra_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_files" ADD CONSTRAINT "deal_files_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_files" ADD CONSTRAINT "deal_files_delivery_id_deal_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deal_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_files" ADD CONSTRAINT "deal_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_hold_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_reviews_deal_idx" ON "client_reviews" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "client_reviews_client_idx" ON "client_reviews" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deal_deliveries_deal_idx" ON "deal_deliveries" USING btree ("deal_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_deliveries_number_idx" ON "deal_deliveries" USING btree ("deal_id","number");--> statement-breakpoint
CREATE INDEX "deal_disputes_deal_idx" ON "deal_disputes" USING btree ("deal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_disputes_open_idx" ON "deal_disputes" USING btree ("deal_id") WHERE "deal_disputes"."resolution" is null;--> statement-breakpoint
CREATE INDEX "deal_disputes_queue_idx" ON "deal_disputes" USING btree ("created_at") WHERE "deal_disputes"."resolution" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_extra_options_once_idx" ON "deal_extra_options" USING btree ("deal_id","extra_option_id");--> statement-breakpoint
CREATE INDEX "deal_files_deal_idx" ON "deal_files" USING btree ("deal_id","delivery_id");--> statement-breakpoint
CREATE INDEX "deals_client_idx" ON "deals" USING btree ("client_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_provider_idx" ON "deals" USING btree ("provider_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_service_idx" ON "deals" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "deals_sender_draft_idx" ON "deals" USING btree ("sender_id","updated_at" DESC NULLS LAST) WHERE "deals"."stage" = 'draft' and "deals"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "deals_offer_due_idx" ON "deals" USING btree ("offer_expires_at") WHERE "deals"."offer_expires_at" is not null;--> statement-breakpoint
CREATE INDEX "deals_payment_due_idx" ON "deals" USING btree ("payment_due_at") WHERE "deals"."payment_due_at" is not null;--> statement-breakpoint
CREATE INDEX "deals_acceptance_due_idx" ON "deals" USING btree ("acceptance_due_at") WHERE "deals"."acceptance_due_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "deals_hold_idx" ON "deals" USING btree ("hold_transfer_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_deal_idx" ON "reviews" USING btree ("deal_id");