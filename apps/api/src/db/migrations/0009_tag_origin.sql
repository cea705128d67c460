-- Tags typed by authors are suggested to everyone only once a published service carries them.
ALTER TABLE "tags" ADD COLUMN "origin" text DEFAULT 'team' NOT NULL;--> statement-breakpoint
-- Tags that authors added before this column existed were written later than the catalogue and with
-- one name in all four languages, while the team's tags came with the catalogue; they become the
-- authors' again.
UPDATE "tags" SET "origin" = 'author'
WHERE "name"->>'ar' = "name"->>'en' AND "name"->>'en' = "name"->>'fr' AND "name"->>'fr' = "name"->>'tr'
  AND "created_at" > (SELECT min("created_at") FROM "tags") + interval '10 minutes';
