ALTER TABLE "plans" ADD COLUMN "description" jsonb DEFAULT '{"ar":"","en":"","fr":"","tr":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "monthly_price" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "annual_price" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "deliveries_limit" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "mark_discount_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "features" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The free plan keeps its limits; the paid plans start with these prices (fils) and limits, all data the team may change.
UPDATE "plans" SET "description" = '{"ar":"ابدأ بنشر خدماتك مجانًا","en":"Start publishing your services for free","fr":"Commencez à publier vos services gratuitement","tr":"Hizmetlerinizi ücretsiz yayınlamaya başlayın"}'::jsonb, "deliveries_limit" = 3, "features" = '["escrow_payments","four_languages"]'::jsonb WHERE "slug" = 'free';--> statement-breakpoint
INSERT INTO "plans" ("slug", "name", "description", "monthly_price", "annual_price", "services_limit", "media_limit", "deliveries_limit", "mark_discount_bps", "features", "sort_order") VALUES
('pro', '{"ar":"الخطة الاحترافية","en":"Pro plan","fr":"Offre Pro","tr":"Pro plan"}'::jsonb, '{"ar":"لمقدمي الخدمات الذين ينمون أعمالهم","en":"For providers growing their business","fr":"Pour les prestataires qui développent leur activité","tr":"İşini büyüten hizmet sağlayıcılar için"}'::jsonb, 4900, 47000, 20, 30, 5, 1000, '["escrow_payments","four_languages","mark_discount","priority_support"]'::jsonb, 1),
('business', '{"ar":"خطة الأعمال","en":"Business plan","fr":"Offre Entreprise","tr":"İşletme planı"}'::jsonb, '{"ar":"للفرق والوكالات التي تنشر الكثير","en":"For teams and agencies that publish a lot","fr":"Pour les équipes et agences qui publient beaucoup","tr":"Çok yayın yapan ekipler ve ajanslar için"}'::jsonb, 9900, 95000, 100, 50, 10, 2500, '["escrow_payments","four_languages","mark_discount","priority_support","featured_profile"]'::jsonb, 2)
ON CONFLICT ("slug") DO NOTHING;
