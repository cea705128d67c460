CREATE TABLE "service_mark_days" (
	"mark_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_mark_days_mark_id_day_pk" PRIMARY KEY("mark_id","day")
);
--> statement-breakpoint
CREATE TABLE "service_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"start_time" text NOT NULL,
	"timezone" text NOT NULL,
	"unit" text NOT NULL,
	"duration" integer NOT NULL,
	"currency" char(3) DEFAULT 'AED' NOT NULL,
	"unit_price" bigint NOT NULL,
	"price" bigint NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"discount" bigint NOT NULL,
	"tax_bp" integer NOT NULL,
	"tax" bigint NOT NULL,
	"total" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_marks_period" CHECK ("service_marks"."ends_at" > "service_marks"."starts_at"),
	CONSTRAINT "service_marks_duration" CHECK ("service_marks"."duration" > 0),
	CONSTRAINT "service_marks_amounts" CHECK ("service_marks"."discount" >= 0 and "service_marks"."discount" <= "service_marks"."price" and "service_marks"."tax" >= 0 and "service_marks"."total" = "service_marks"."price" - "service_marks"."discount" + "service_marks"."tax")
);
--> statement-breakpoint
ALTER TABLE "service_mark_days" ADD CONSTRAINT "service_mark_days_mark_id_service_marks_id_fk" FOREIGN KEY ("mark_id") REFERENCES "public"."service_marks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_marks" ADD CONSTRAINT "service_marks_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_marks" ADD CONSTRAINT "service_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_marks_service_idx" ON "service_marks" USING btree ("service_id","starts_at");--> statement-breakpoint
CREATE INDEX "service_marks_due_start_idx" ON "service_marks" USING btree ("starts_at") WHERE "service_marks"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "service_marks_due_end_idx" ON "service_marks" USING btree ("ends_at") WHERE "service_marks"."status" = 'active';