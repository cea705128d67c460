ALTER TABLE "withdrawals" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request_key_idx" ON "withdrawals" USING btree ("user_id","request_key");