CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"currency" char(3) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"non_negative" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('user_available', 'user_blocked', 'escrow', 'platform_fees', 'tax', 'gateway', 'bank')),
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."kind" like 'user_%') = ("ledger_accounts"."user_id" is not null)),
	CONSTRAINT "ledger_accounts_non_negative_check" CHECK (not "ledger_accounts"."non_negative" or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" bigint NOT NULL,
	"key" text,
	"reference_kind" text,
	"reference_id" text,
	"hold_state" text,
	"resolves_id" bigint,
	"actor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount_check" CHECK ("ledger_transfers"."amount" >= 0),
	CONSTRAINT "ledger_transfers_hold_state_check" CHECK (("ledger_transfers"."kind" = 'hold') = ("ledger_transfers"."hold_state" is not null) and "ledger_transfers"."hold_state" in ('pending', 'posted', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer NOT NULL,
	"role" text NOT NULL,
	"action" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"owner_name" text NOT NULL,
	"account_number" text NOT NULL,
	"iban" text NOT NULL,
	"swift" text NOT NULL,
	"details_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" bigint NOT NULL,
	"operation_number" text NOT NULL,
	"receipt_key" text NOT NULL,
	"receipt_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_amount_check" CHECK ("bank_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"gateway_card_id" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"last4" char(4) NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"check_charge_id" text,
	"check_refund_due_at" timestamp with time zone,
	"check_refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "personal_information" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_charges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"card_id" integer,
	"purpose" text DEFAULT 'top_up' NOT NULL,
	"gateway_charge_id" text,
	"currency" char(3) NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"failure_code" text,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_charges_amounts_check" CHECK ("wallet_charges"."amount" > 0 and "wallet_charges"."fee" >= 0 and "wallet_charges"."total" = "wallet_charges"."amount" + "wallet_charges"."fee")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text,
	"hold_transfer_id" bigint,
	"due_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_information" ADD CONSTRAINT "personal_information_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_charges" ADD CONSTRAINT "wallet_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_charges" ADD CONSTRAINT "wallet_charges_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_charges" ADD CONSTRAINT "wallet_charges_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_identity_idx" ON "ledger_accounts" USING btree ("kind",coalesce("user_id", 0),"currency");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_key_idx" ON "ledger_transfers" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_resolves_idx" ON "ledger_transfers" USING btree ("resolves_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_reference_idx" ON "ledger_transfers" USING btree ("reference_kind","reference_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_pending_idx" ON "ledger_transfers" USING btree ("id") WHERE "ledger_transfers"."hold_state" = 'pending';--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_kind","subject_id","id");--> statement-breakpoint
CREATE INDEX "bank_accounts_user_idx" ON "bank_accounts" USING btree ("user_id") WHERE "bank_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_operation_idx" ON "bank_transfers" USING btree ("operation_number");--> statement-breakpoint
CREATE INDEX "bank_transfers_user_idx" ON "bank_transfers" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "bank_transfers_pending_idx" ON "bank_transfers" USING btree ("due_at") WHERE "bank_transfers"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_gateway_card_idx" ON "payment_cards" USING btree ("gateway","gateway_card_id");--> statement-breakpoint
CREATE INDEX "payment_cards_user_idx" ON "payment_cards" USING btree ("user_id") WHERE "payment_cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payment_cards_refund_due_idx" ON "payment_cards" USING btree ("check_refund_due_at") WHERE "payment_cards"."check_refund_due_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "personal_information_user_idx" ON "personal_information" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_charges_gateway_idx" ON "wallet_charges" USING btree ("gateway_charge_id");--> statement-breakpoint
CREATE INDEX "wallet_charges_user_idx" ON "wallet_charges" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("due_at") WHERE "withdrawals"."status" in ('requested', 'processing');--> statement-breakpoint
-- The ledger refuses what no route should ever do, whatever the code above it: entries are never
-- changed or removed, and a transfer's only change is a pending hold becoming posted or voided, once.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = '42501';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
CREATE FUNCTION ledger_transfers_only_resolve() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.hold_state = 'pending' AND NEW.hold_state IN ('posted', 'voided')
     AND (to_jsonb(NEW) - 'hold_state') = (to_jsonb(OLD) - 'hold_state') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger transfers are append-only; a pending hold is resolved once' USING ERRCODE = '42501';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_only_resolve BEFORE UPDATE OR DELETE ON "ledger_transfers"
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_only_resolve();
--> statement-breakpoint
-- Checked at commit, once every entry of the transfer is in: its entries sum to zero and all are in
-- the transfer's currency.
CREATE FUNCTION ledger_transfer_sums_to_zero() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  foreign_entries integer;
BEGIN
  SELECT coalesce(sum(e.amount), 0), count(*) FILTER (WHERE a.currency <> t.currency)
    INTO total, foreign_entries
    FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id
    JOIN ledger_transfers t ON t.id = e.transfer_id
   WHERE e.transfer_id = NEW.transfer_id;
  IF total <> 0 OR foreign_entries > 0 THEN
    RAISE EXCEPTION 'ledger transfer % does not sum to zero in its currency', NEW.transfer_id
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_sum_to_zero AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transfer_sums_to_zero();
