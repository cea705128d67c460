CREATE TABLE "account_view_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"service_views" integer DEFAULT 0 NOT NULL,
	"profile_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_view_days_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "account_view_days_counts_check" CHECK ("account_view_days"."service_views" >= 0 and "account_view_days"."profile_views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recent_visits" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_visits_user_id_kind_target_id_pk" PRIMARY KEY("user_id","kind","target_id"),
	CONSTRAINT "recent_visits_kind_check" CHECK ("recent_visits"."kind" in ('service', 'provider'))
);
--> statement-breakpoint
ALTER TABLE "account_view_days" ADD CONSTRAINT "account_view_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_visits" ADD CONSTRAINT "recent_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recent_visits_latest_idx" ON "recent_visits" USING btree ("user_id","kind","visited_at" DESC NULLS LAST);--> statement-breakpoint
-- The visits counted before the daily totals existed, so the dashboard's chart starts with them.
INSERT INTO "account_view_days" ("user_id", "day", "service_views", "profile_views")
SELECT "owner", "day", sum("services"), sum("profiles") FROM (
	SELECT s."user_id" AS "owner", v."day", count(*) AS "services", 0 AS "profiles"
	FROM "service_views" v JOIN "services" s ON s."id" = v."service_id" GROUP BY 1, 2
	UNION ALL
	SELECT v."provider_id", v."day", 0, count(*) FROM "provider_views" v GROUP BY 1, 2
) AS "counted" GROUP BY 1, 2;
