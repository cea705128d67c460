-- Trigram matching for search (typos, partial words); trusted, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_kind_target_id_pk" PRIMARY KEY("user_id","kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" integer NOT NULL,
	"followed_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_followed_id_pk" PRIMARY KEY("follower_id","followed_id"),
	CONSTRAINT "follows_not_self" CHECK ("follows"."follower_id" <> "follows"."followed_id")
);
--> statement-breakpoint
CREATE TABLE "provider_views" (
	"provider_id" integer NOT NULL,
	"device" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "provider_views_provider_id_device_day_pk" PRIMARY KEY("provider_id","device","day")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"deal_id" integer,
	"attitude" smallint NOT NULL,
	"quality" smallint NOT NULL,
	"commitment" smallint NOT NULL,
	"deal_again" smallint NOT NULL,
	"rating" numeric(3, 2) NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_stars_range" CHECK ("reviews"."attitude" between 1 and 5 and "reviews"."quality" between 1 and 5 and "reviews"."commitment" between 1 and 5 and "reviews"."deal_again" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "service_views" (
	"service_id" integer NOT NULL,
	"device" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "service_views_service_id_device_day_pk" PRIMARY KEY("service_id","device","day")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating" numeric(3, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ratings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "open_services_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "min_price" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "min_delivery_days" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "promoted_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followed_id_users_id_fk" FOREIGN KEY ("followed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_views" ADD CONSTRAINT "provider_views_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_views" ADD CONSTRAINT "service_views_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_target_idx" ON "favorites" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "follows_followed_idx" ON "follows" USING btree ("followed_id");--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_service_idx" ON "reviews" USING btree ("service_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_provider_idx" ON "reviews" USING btree ("provider_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_listed_idx" ON "users" USING btree ("rating","id") WHERE "users"."open_services_count" > 0 and "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "services_listed_latest_idx" ON "services" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "services"."status" in ('open', 'holiday') and "services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "services_listed_category_idx" ON "services" USING btree ("category_id","published_at" DESC NULLS LAST) WHERE "services"."status" in ('open', 'holiday') and "services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "services_listed_main_category_idx" ON "services" USING btree ("main_category_id","published_at" DESC NULLS LAST) WHERE "services"."status" in ('open', 'holiday') and "services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "services_listed_rating_idx" ON "services" USING btree ("rating" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "services"."status" in ('open', 'holiday') and "services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "services_search_vector_idx" ON "services" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "services_search_text_idx" ON "services" USING gin ("search_text" gin_trgm_ops);