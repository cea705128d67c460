import { PAID_FEATURE, WALLET_CURRENCY } from '@wasla/shared/business-constants';
import type { PaidFeature, PlatformPricing, Statistics } from '@wasla/shared/contracts/catalogue';
import { LANGUAGES, type Language, localize } from '@wasla/shared/languages';
import { basisPointsToPercent, minorToDecimal, minorUnitsOf } from '@wasla/shared/money';
import { errors } from '../../lib/http/app-error';
import type { ContentRepository } from './content.repository';

type FeatureRow = Awaited<ReturnType<ContentRepository['paidFeatures']>>[number];

function presentFeature(row: FeatureRow, lang: Language): PaidFeature {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    price:
      row.kind === 'percentage'
        ? basisPointsToPercent(row.value)
        : minorToDecimal(row.value, minorUnitsOf(row.currencyCode ?? WALLET_CURRENCY)),
    currency: row.currencyCode,
    name: localize(row.name, lang),
  };
}

export function createContentService(repo: ContentRepository) {
  async function featureMap() {
    return new Map((await repo.paidFeatures()).map((row) => [row.slug, row]));
  }

  return {
    async faqs(lang: Language, topic?: string) {
      return (await repo.faqs(topic)).map((f) => ({
        id: f.id,
        topic: f.topic,
        question: localize(f.question, lang),
        answer: localize(f.answer, lang),
      }));
    },

    async statistics(): Promise<Statistics> {
      const row = await repo.statistics();
      return {
        main_categories: Number(row.main_categories),
        sub_categories: Number(row.sub_categories),
        countries: Number(row.countries),
        cities: Number(row.cities),
        currencies: Number(row.currencies),
        languages: LANGUAGES.length,
        faqs: Number(row.faqs),
        suggestions: Number(row.suggestions),
        app_ratings: Number(row.app_ratings),
        average_app_rating: row.average_app_rating === null ? null : String(row.average_app_rating),
      };
    },

    async paidFeatures(lang: Language) {
      return (await repo.paidFeatures()).map((row) => presentFeature(row, lang));
    },

    async paidFeature(slug: string, lang: Language) {
      const row = (await featureMap()).get(slug);
      if (!row) throw errors.notFound('paid_feature_not_found');
      return presentFeature(row, lang);
    },

    /** The fees a deal is priced with; every figure comes from the paid features table. */
    async platformPricing(): Promise<PlatformPricing> {
      const features = await featureMap();
      const percent = (slug: string) => basisPointsToPercent(features.get(slug)?.value ?? 0n);
      return {
        currency: WALLET_CURRENCY,
        government_tax_percentage: percent(PAID_FEATURE.governmentTax),
        client_service_fee_percentage: percent(PAID_FEATURE.clientServiceFee),
        provider_commission_percentage: percent(PAID_FEATURE.providerCommission),
        minimum_service_fee: minorToDecimal(
          features.get(PAID_FEATURE.minimumServiceFee)?.value ?? 0n,
          minorUnitsOf(WALLET_CURRENCY),
        ),
        card_top_up_fee_percentage: percent(PAID_FEATURE.cardTopUpFee),
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
