CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"reference_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"currency" char(3) DEFAULT 'AED' NOT NULL,
	"lines" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"tax_basis_points" integer NOT NULL,
	"tax" bigint NOT NULL,
	"total" bigint NOT NULL,
	"buyer_currency" char(3) NOT NULL,
	"buyer_rate" numeric(30, 10) NOT NULL,
	"buyer_rated_at" timestamp with time zone NOT NULL,
	"buyer_total" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_key_unique" UNIQUE("key"),
	CONSTRAINT "invoices_totals_add_up" CHECK ("invoices"."discount" >= 0 and "invoices"."discount" <= "invoices"."subtotal" and "invoices"."tax" >= 0 and "invoices"."total" = "invoices"."subtotal" - "invoices"."discount" + "invoices"."tax")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_idx" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_buyer_idx" ON "invoices" USING btree ("buyer_id","id");--> statement-breakpoint
-- An issued invoice is a document: nothing changes or removes it, whatever the code above it.
CREATE FUNCTION invoices_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoices are immutable' USING ERRCODE = '42501';
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION invoices_immutable();
