import { MONEY_MAX_MINOR } from '@wasla/shared/money';
import { type SQL, sql } from 'drizzle-orm';

/** The usd rates and minor units of the service's currency and the visitor's, as SQL. */
type Rates = { service: { rate: SQL; minor: SQL }; visitor: { rate: SQL; minor: SQL } };

/** The rates of the card queries, which join the service's currency as `cs` and the visitor's as `cv`. */
export const CARD_RATES: Rates = {
  service: { rate: sql`cs.usd_rate`, minor: sql`cs.minor_units` },
  visitor: { rate: sql`cv.usd_rate`, minor: sql`cv.minor_units` },
};

/** Bounds in minor units of the visitor's currency. */
export type PriceRange = { min?: bigint; max?: bigint };

/**
 * The lowest price of service `s` in the visitor's minor units at the stored rates, in numeric
 * arithmetic, as the cards show it (`convertedSql`): the same operations in the same order.
 */
const visitorPriceSql = (r: Rates) =>
  sql`round(s.min_price::numeric * ${r.visitor.rate} / ${r.service.rate} * power(10::numeric, ${r.visitor.minor} - ${r.service.minor}))`;

/** The conditions of a range of prices typed in the visitor's currency (minor units). */
export function priceRangeSql(range: PriceRange, rates: Rates = CARD_RATES): SQL[] {
  const price = visitorPriceSql(rates);
  const where: SQL[] = [];
  if (range.min !== undefined) where.push(sql`${price} >= ${range.min}`);
  if (range.max !== undefined) where.push(sql`${price} <= ${range.max}`);
  return where;
}

/**
 * Listed services matching `where` (conditions on `s` only) and the price range, per currency of the
 * services. Converting the price of every listed service costs a numeric division each, a fifth of a
 * second at 100,000. For each currency the range is first turned into bounds on the stored price,
 * one unit wider than exact, which the (currency, lowest price) index reads; prices at least one
 * unit inside them certainly match, and only those near a bound are converted to decide. With `k`
 * the factor from stored to visitor units, round(p·k) >= min exactly when p·k >= min - ½, and
 * round(p·k) <= max exactly when p·k < max + ½. The bounds are materialised: computed once per
 * currency, not once per service. `select` names what each currency gives (`x`).
 */
function perCurrencySql(range: PriceRange, visitorCurrency: string, where: SQL[], select: SQL) {
  const k = sql`(cv.usd_rate / cs.usd_rate * power(10::numeric, cv.minor_units - cs.minor_units))`;
  const low = range.min === undefined ? undefined : sql`((${range.min} - 0.5) / ${k})`;
  const high = range.max === undefined ? undefined : sql`((${range.max} + 0.5) / ${k})`;
  const rates: Rates = {
    service: { rate: sql`b.service_rate`, minor: sql`b.service_minor` },
    visitor: { rate: sql`b.visitor_rate`, minor: sql`b.visitor_minor` },
  };
  const exact = sql.join(priceRangeSql(range, rates), sql` and `);
  return sql`
    with b as materialized (
      select cs.id, cs.usd_rate as service_rate, cs.minor_units as service_minor,
        cv.usd_rate as visitor_rate, cv.minor_units as visitor_minor,
        ${low ? sql`floor(${low})::bigint - 1` : sql`0::bigint`} as lo,
        ${low ? sql`ceil(${low})::bigint + 1` : sql`0::bigint`} as lo_sure,
        ${high ? sql`ceil(${high})::bigint + 1` : sql`${MONEY_MAX_MINOR}::bigint`} as hi,
        ${high ? sql`floor(${high})::bigint - 1` : sql`${MONEY_MAX_MINOR}::bigint`} as hi_sure
      from currencies cs join currencies cv on cv.code = ${visitorCurrency})
    select x.* from b cross join lateral (
      select ${select} from services s
      where s.currency_id = b.id and s.min_price between b.lo and b.hi and ${sql.join(where, sql` and `)}
        and (s.min_price between b.lo_sure and b.hi_sure or (${exact}))
      -- Kept a subquery per currency, so that each reads its own range of the index.
      offset 0) x`;
}

/** The ids of at most `limit` listed services matching `where` and the price range. */
export const priceRangeIdsSql = (range: PriceRange, visitorCurrency: string, where: SQL[], limit: number) =>
  sql`${perCurrencySql(range, visitorCurrency, where, sql`s.id`)} limit ${limit}`;
