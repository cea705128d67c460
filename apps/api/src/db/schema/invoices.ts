import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true });
const minorUnits = (name: string) => bigint(name, { mode: 'bigint' });

/** A line as stored: the catalog key and its params, the quantity, and AED fils as integer text. */
export type StoredInvoiceLine = {
  descriptionKey: string;
  params: Record<string, string | number | Partial<Record<string, string>>>;
  quantity: number;
  unitAmount: string;
  amount: string;
};

/** What the documents say about the two parties, copied when the invoice is issued. */
export type StoredSeller = { name: string; address: string; taxRegistrationNumber: string };
export type StoredBuyer = {
  id: number;
  code: string;
  name: string;
  email: string | null;
  country: string | null;
};

/**
 * The last invoice number given in each year. Issuing an invoice raises it inside the issuing
 * transaction (the row stays locked until that commits), so two invoices never share a number and a
 * rolled-back purchase gives its number back: the numbers of a year have no gap.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * An invoice Wasla issued to an account for a plan's period or a service's promotion. Written once:
 * a trigger refuses any UPDATE or DELETE (migration 0032_invoices). Amounts are AED fils; the buyer's currency
 * total is the AED total at `buyer_rate` (buyer units per AED) as it stood at `buyer_rated_at`.
 * `key` names what was bought (`plan:12`, `plan:12:2027-01`, `mark:7`), so it is invoiced once.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    key: text('key').notNull().unique(),
    kind: text('kind', { enum: ['plan', 'mark'] }).notNull(),
    referenceId: integer('reference_id').notNull(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    issuedAt: at('issued_at').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('AED'),
    lines: jsonb('lines').$type<StoredInvoiceLine[]>().notNull(),
    seller: jsonb('seller').$type<StoredSeller>().notNull(),
    buyer: jsonb('buyer').$type<StoredBuyer>().notNull(),
    subtotal: minorUnits('subtotal').notNull(),
    discount: minorUnits('discount').notNull(),
    taxBasisPoints: integer('tax_basis_points').notNull(),
    tax: minorUnits('tax').notNull(),
    total: minorUnits('total').notNull(),
    buyerCurrency: char('buyer_currency', { length: 3 }).notNull(),
    buyerRate: numeric('buyer_rate', { precision: 30, scale: 10 }).notNull(),
    buyerRatedAt: at('buyer_rated_at').notNull(),
    buyerTotal: minorUnits('buyer_total').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_year_sequence_idx').on(t.year, t.sequence),
    index('invoices_buyer_idx').on(t.buyerId, t.id),
    check(
      'invoices_totals_add_up',
      sql`${t.discount} >= 0 and ${t.discount} <= ${t.subtotal} and ${t.tax} >= 0 and ${t.total} = ${t.subtotal} - ${t.discount} + ${t.tax}`,
    ),
  ],
);
