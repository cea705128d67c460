CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "services_search_text_idx";--> statement-breakpoint
DROP INDEX "services_listed_name_trgm_idx";--> statement-breakpoint
-- The words of a name written, as the 'simple' parser splits its folded text (any script), sorted
-- so that two saves adding the same new words take their locks in one order and cannot deadlock.
CREATE FUNCTION search_words_of_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', NEW.search_text))) w
    WHERE char_length(w) BETWEEN 3 AND 40
    ORDER BY w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER services_search_words AFTER INSERT OR UPDATE OF search_text ON "services"
  FOR EACH ROW WHEN (NEW.search_text <> '') EXECUTE FUNCTION search_words_of_name();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM services s, unnest(tsvector_to_array(to_tsvector('simple', s.search_text))) w
  WHERE char_length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);
