ALTER TABLE "wallet_charges" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_charges_request_key_idx" ON "wallet_charges" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "wallet_charges_open_idx" ON "wallet_charges" USING btree ("updated_at") WHERE "wallet_charges"."status" in ('created', 'requires_action', 'processing');