DROP INDEX "users_email_idx";--> statement-breakpoint
DROP INDEX "users_phone_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address_taken" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email") WHERE "users"."email" is not null and not "users"."address_taken";--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_idx" ON "users" USING btree ("country_code","phone_number") WHERE "users"."phone_number" is not null and not "users"."address_taken";