CREATE TABLE "article_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"file" text NOT NULL,
	"thumb" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"excerpt" text NOT NULL,
	"words" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo_id" integer,
	"translation_of" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_status_known" CHECK ("articles"."status" in ('pending', 'published', 'rejected')),
	CONSTRAINT "articles_language_known" CHECK ("articles"."language" in ('ar', 'en', 'fr', 'tr'))
);
--> statement-breakpoint
ALTER TABLE "article_photos" ADD CONSTRAINT "article_photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_photo_id_article_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."article_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_photos_owner_idx" ON "article_photos" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_unique" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_translation_language_unique" ON "articles" USING btree ("translation_of","language") WHERE "articles"."translation_of" is not null;--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."status" = 'published';--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_id","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_tags_idx" ON "articles" USING gin ("tags");