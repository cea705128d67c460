import type { TeamCurrency, TeamPaidFeature } from '@wasla/shared/contracts/catalogue-admin';
import { type Language, localize } from '@wasla/shared/languages';
import { exponentOf, minorToDecimal, parseMinor } from '@wasla/shared/money';
import type { Database } from '../../db/client';
import type { currencies, paidFeatures } from '../../db/schema/catalogue';
import { actingRole, recordAudit } from '../../lib/audit/audit';
import { clock } from '../../lib/clock';
import { errors } from '../../lib/http/app-error';
import { fieldError } from '../../lib/http/field-errors';
import type { UserActor } from '../../lib/policy/actor';
import { TEAM_ACTIONS } from '../team/team.policy';
import { createCatalogueAdminRepository } from './catalogue-admin.repository';

/** A percentage is kept in basis points: two decimals of a percent. */
const PERCENT_DECIMALS = 2;
const HUNDRED_PERCENT = 10_000n;
/** `currencies.usd_rate` is numeric(24, 10). */
const RATE_DECIMALS = 10;
const RATE_MAX = 10n ** 14n * 10n ** 10n;
/** The currency every rate is counted against: one dollar buys one dollar, always. */
const BASE_CURRENCY = 'USD';

const decimalsOf = (row: typeof paidFeatures.$inferSelect) =>
  row.kind === 'percentage' ? PERCENT_DECIMALS : exponentOf(row.currencyCode!);

const presentFeature = (row: typeof paidFeatures.$inferSelect, lang: Language): TeamPaidFeature => ({
  id: row.id,
  slug: row.slug,
  name: localize(row.name, lang),
  kind: row.kind,
  value: minorToDecimal(row.value, decimalsOf(row)),
  currency: row.currencyCode,
});

/** numeric text ("3.6725000000") as a whole number of 10^-10, and back without trailing zeros. */
const rateUnits = (text: string) => parseMinor(text, RATE_DECIMALS);
const rateText = (units: bigint) => minorToDecimal(units, RATE_DECIMALS).replace(/\.?0+$/, '');

const presentCurrency = (row: typeof currencies.$inferSelect, lang: Language): TeamCurrency => ({
  id: row.id,
  code: row.code,
  name: localize(row.name, lang),
  symbol: row.symbol,
  minor_units: row.minorUnits,
  usd_rate: rateText(rateUnits(row.usdRate)!),
  rate_updated_at: row.rateUpdatedAt.toISOString(),
});

/** Whether going from `before` to `after` moves the rate by more than a fifth either way. */
const isLargeMove = (before: bigint, after: bigint) => after * 5n > before * 6n || after * 5n < before * 4n;

/**
 * Fees, tax and currency rates as the admins set them. Prices are worked out from these rows at the
 * moment they are needed (a deal's fees, an invoice's tax, a listing's converted price), so a change
 * applies to the next one with no restart; what was already agreed keeps its own figures. Every
 * change is audited with its before and after, and `onChanged` clears the cached replies (on every
 * instance) that carry rates.
 */
export function createFeesAndRatesAdmin(db: Database, onChanged: () => void) {
  const read = createCatalogueAdminRepository(db);
  const role = (actor: UserActor) => actingRole(actor, TEAM_ACTIONS['catalogue.edit']);

  return {
    fees: async (lang: Language) => (await read.paidFeatures()).map((row) => presentFeature(row, lang)),

    setFee: async (
      actor: UserActor,
      slug: string,
      body: { value: string; reason: string },
      lang: Language,
    ) => {
      const saved = await db.transaction(async (tx) => {
        const repo = createCatalogueAdminRepository(tx);
        const before = await repo.paidFeatureForUpdate(slug);
        if (!before) throw errors.notFound();
        const decimals = decimalsOf(before);
        const value = parseMinor(body.value, decimals);
        if (value === undefined) throw fieldError('value', 'validation.amount', { decimals });
        if (before.kind === 'percentage' && value > HUNDRED_PERCENT)
          throw fieldError('value', 'validation.at_most', { count: 100 });
        const after = await repo.setPaidFeature(before.id, value);
        await recordAudit(tx, {
          actor,
          role: role(actor),
          action: 'paid_feature.value',
          subject: { kind: 'paid_feature', id: before.slug },
          before: { value: presentFeature(before, lang).value, currency: before.currencyCode },
          after: { value: presentFeature(after, lang).value, currency: after.currencyCode },
          reason: body.reason,
        });
        return presentFeature(after, lang);
      });
      onChanged();
      return saved;
    },

    currencies: async (lang: Language) => (await read.currencies()).map((row) => presentCurrency(row, lang)),

    setRate: async (
      actor: UserActor,
      code: string,
      body: { usd_rate: string; confirm: boolean; reason: string },
      lang: Language,
    ) => {
      const saved = await db.transaction(async (tx) => {
        const repo = createCatalogueAdminRepository(tx);
        const before = await repo.currencyForUpdate(code.toUpperCase());
        if (!before) throw errors.notFound();
        if (before.code === BASE_CURRENCY) throw fieldError('usd_rate', 'validation.rate_base');
        const units = rateUnits(body.usd_rate);
        if (units === undefined || units > RATE_MAX)
          throw fieldError('usd_rate', 'validation.amount', { decimals: RATE_DECIMALS });
        if (units === 0n) throw fieldError('usd_rate', 'validation.amount_positive');
        const old = rateUnits(before.usdRate)!;
        if (!body.confirm && isLargeMove(old, units))
          throw fieldError('usd_rate', 'validation.rate_jump', { from: rateText(old), to: rateText(units) });
        const after = await repo.setRate(before.id, rateText(units), clock.now());
        await recordAudit(tx, {
          actor,
          role: role(actor),
          action: 'currency.rate',
          subject: { kind: 'currency', id: before.code },
          before: { usd_rate: rateText(old) },
          after: { usd_rate: rateText(units) },
          reason: body.reason,
        });
        return presentCurrency(after, lang);
      });
      onChanged();
      return saved;
    },
  };
}

export type FeesAndRatesAdmin = ReturnType<typeof createFeesAndRatesAdmin>;
