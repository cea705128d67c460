ALTER TABLE "paid_features" ALTER COLUMN "value" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "service_budgets" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "service_extra_options" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "min_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "paid_features" ADD CONSTRAINT "paid_features_amount_currency" CHECK (("paid_features"."kind" = 'amount') = ("paid_features"."currency_code" is not null));