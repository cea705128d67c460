CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"services_limit" integer NOT NULL,
	"media_limit" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "service_budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"tier" text NOT NULL,
	"price" integer NOT NULL,
	"delivery_days" integer,
	CONSTRAINT "service_budgets_price_positive" CHECK ("service_budgets"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "service_extra_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"price" integer NOT NULL,
	"description" text NOT NULL,
	"delivery_days" integer NOT NULL,
	"unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file" text,
	"thumb" text,
	"link" text,
	"mime" text,
	"size_bytes" integer,
	"width" integer,
	"height" integer,
	"original_name" text,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_media_file_or_link" CHECK (("service_media"."file" is null) <> ("service_media"."link" is null))
);
--> statement-breakpoint
CREATE TABLE "service_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"country_id" integer,
	"state_id" integer,
	"city_id" integer
);
--> statement-breakpoint
CREATE TABLE "service_properties" (
	"service_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"chosen" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"other_value" text,
	CONSTRAINT "service_properties_service_id_property_id_pk" PRIMARY KEY("service_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "service_social_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"kind" text NOT NULL,
	"link" text,
	"visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_tags" (
	"service_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "service_tags_service_id_tag_id_pk" PRIMARY KEY("service_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"main_category_id" integer,
	"category_id" integer,
	"other_cat" text,
	"experiences" text[] DEFAULT '{}'::text[] NOT NULL,
	"genders" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency_id" integer,
	"pricing" text,
	"expired_at" timestamp with time zone,
	"open_until" timestamp with time zone,
	"holiday_start" date,
	"holiday_end" date,
	"views" integer DEFAULT 0 NOT NULL,
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"ratings_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_code_unique" UNIQUE("code"),
	CONSTRAINT "services_slug_unique" UNIQUE("slug"),
	CONSTRAINT "services_holiday_dates" CHECK (("services"."holiday_start" is null) = ("services"."holiday_end" is null) and ("services"."holiday_end" is null or "services"."holiday_end" >= "services"."holiday_start"))
);
--> statement-breakpoint
ALTER TABLE "service_budgets" ADD CONSTRAINT "service_budgets_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_extra_options" ADD CONSTRAINT "service_extra_options_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_media" ADD CONSTRAINT "service_media_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_places" ADD CONSTRAINT "service_places_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_places" ADD CONSTRAINT "service_places_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_places" ADD CONSTRAINT "service_places_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_places" ADD CONSTRAINT "service_places_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_properties" ADD CONSTRAINT "service_properties_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_properties" ADD CONSTRAINT "service_properties_property_id_category_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."category_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_social_channels" ADD CONSTRAINT "service_social_channels_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tags" ADD CONSTRAINT "service_tags_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tags" ADD CONSTRAINT "service_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_main_category_id_categories_id_fk" FOREIGN KEY ("main_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_budgets_tier_idx" ON "service_budgets" USING btree ("service_id","tier");--> statement-breakpoint
CREATE INDEX "service_extra_options_service_idx" ON "service_extra_options" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_extra_options_same_idx" ON "service_extra_options" USING btree ("service_id","price","description","delivery_days","unit");--> statement-breakpoint
CREATE INDEX "service_media_service_idx" ON "service_media" USING btree ("service_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "service_media_main_idx" ON "service_media" USING btree ("service_id") WHERE "service_media"."is_main";--> statement-breakpoint
CREATE INDEX "service_places_service_idx" ON "service_places" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_places_city_idx" ON "service_places" USING btree ("service_id","city_id") WHERE "service_places"."city_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "service_social_channels_kind_idx" ON "service_social_channels" USING btree ("service_id","kind");--> statement-breakpoint
CREATE INDEX "services_user_idx" ON "services" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "services_status_idx" ON "services" USING btree ("status","expired_at");--> statement-breakpoint
-- Every account starts on the free plan; the plans feature adds the paid ones.
INSERT INTO "plans" ("slug", "name", "services_limit", "media_limit", "sort_order") VALUES ('free', '{"ar":"الخطة المجانية","en":"Free plan","fr":"Offre gratuite","tr":"Ücretsiz plan"}'::jsonb, 5, 15, 0) ON CONFLICT ("slug") DO NOTHING;
