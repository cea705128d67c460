-- Provider search folds names (accents, Arabic marks and letter variants); the trigram index follows it.
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_folded_name_trgm_idx" ON "users" USING gin (lower(translate(regexp_replace(normalize("name", NFKD), '[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]', '', 'g'), 'ىةı', 'يهi')) gin_trgm_ops);