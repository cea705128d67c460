import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { services } from './services';

const at = (name: string) => timestamp(name, { withTimezone: true });
const fils = (name: string) => bigint(name, { mode: 'bigint' }).notNull();

/**
 * A paid promotion of a service (packages/shared/src/mark-rules): its period [starts_at, ends_at) in
 * UTC beside the wall-clock start and time zone the owner chose, what was paid in AED fils, and its
 * status, moved only by the clock (scheduled → active → ended). While a mark is active its service's
 * `promoted_until` holds its end, which listings and search read.
 */
export const serviceMarks = pgTable(
  'service_marks',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['scheduled', 'active', 'ended'] })
      .notNull()
      .default('scheduled'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    startTime: text('start_time').notNull(),
    timezone: text('timezone').notNull(),
    unit: text('unit', { enum: ['days', 'week'] }).notNull(),
    duration: integer('duration').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('AED'),
    unitPrice: fils('unit_price'),
    price: fils('price'),
    discountBp: integer('discount_bp').notNull().default(0),
    discount: fils('discount'),
    taxBp: integer('tax_bp').notNull(),
    tax: fils('tax'),
    total: fils('total'),
    paidAt: at('paid_at').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('service_marks_service_idx').on(t.serviceId, t.startsAt),
    index('service_marks_due_start_idx').on(t.startsAt).where(sql`${t.status} = 'scheduled'`),
    index('service_marks_due_end_idx').on(t.endsAt).where(sql`${t.status} = 'active'`),
    check('service_marks_period', sql`${t.endsAt} > ${t.startsAt}`),
    check('service_marks_duration', sql`${t.duration} > 0`),
    check(
      'service_marks_amounts',
      sql`${t.discount} >= 0 and ${t.discount} <= ${t.price} and ${t.tax} >= 0 and ${t.total} = ${t.price} - ${t.discount} + ${t.tax}`,
    ),
  ],
);

/** How often a mark was shown in a listing page and opened from one, per UTC day. */
export const serviceMarkDays = pgTable(
  'service_mark_days',
  {
    markId: integer('mark_id')
      .notNull()
      .references(() => serviceMarks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.markId, t.day] })],
);

/**
 * The devices that opened a promoted service from a listing on a UTC day: a click counts once a
 * device a day, as a visit does (`service_views`), however often the page is loaded again. Rows of
 * past days are kept only until the next day's sweep.
 */
export const serviceMarkClicks = pgTable(
  'service_mark_clicks',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.device, t.day] }),
    index('service_mark_clicks_day_idx').on(t.day),
  ],
);
