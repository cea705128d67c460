-- Discovery at 100,000 services (docs/benchmarks.md): the rating index in the listing's own order
-- (with the review count, its second key), the name words for search candidates, and a GiST trigram
-- index that walks names in order of similarity for typos.
DROP INDEX "services_listed_rating_idx";--> statement-breakpoint
CREATE INDEX "services_listed_name_vector_idx" ON "services" USING gin (ts_filter("search_vector", '{a}')) WHERE "services"."status" in ('open', 'holiday') and "services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "services_listed_name_trgm_idx" ON "services" USING gist ("search_text" gist_trgm_ops(siglen=1024)) WHERE "services"."status" in ('open', 'holiday') and "services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "services_listed_rating_idx" ON "services" USING btree ("rating" DESC NULLS FIRST,"ratings_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "services"."status" in ('open', 'holiday') and "services"."deleted_at" is null;