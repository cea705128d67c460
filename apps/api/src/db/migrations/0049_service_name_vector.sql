DROP INDEX "services_listed_name_vector_idx";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (ts_filter(search_vector, '{a}')) STORED;--> statement-breakpoint
CREATE INDEX "services_listed_name_vector_idx" ON "services" USING gin ("name_vector") WHERE "services"."status" in ('open', 'holiday') and "services"."deleted_at" is null;