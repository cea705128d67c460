import { PAID_FEATURE } from '@wasla/shared/business-constants';
import type { LocalizedText } from '@wasla/shared/languages';

/** The platform's rates and prices. Percentages in basis points, amounts in AED fils. */
export const PAID_FEATURES: {
  slug: string;
  kind: 'percentage' | 'amount';
  value: bigint;
  currencyCode: string | null;
  name: LocalizedText;
}[] = [
  {
    slug: PAID_FEATURE.governmentTax,
    kind: 'percentage',
    value: 500n,
    currencyCode: null,
    name: {
      ar: 'ضريبة القيمة المضافة',
      en: 'Value added tax',
      fr: 'Taxe sur la valeur ajoutée',
      tr: 'Katma değer vergisi',
    },
  },
  {
    slug: PAID_FEATURE.clientServiceFee,
    kind: 'percentage',
    value: 500n,
    currencyCode: null,
    name: {
      ar: 'رسوم الخدمة على العميل',
      en: 'Client service fee',
      fr: 'Frais de service client',
      tr: 'Müşteri hizmet bedeli',
    },
  },
  {
    slug: PAID_FEATURE.providerCommission,
    kind: 'percentage',
    value: 1000n,
    currencyCode: null,
    name: {
      ar: 'عمولة المنصة على مقدم الخدمة',
      en: 'Provider commission',
      fr: 'Commission prestataire',
      tr: 'Hizmet veren komisyonu',
    },
  },
  {
    slug: PAID_FEATURE.minimumServiceFee,
    kind: 'amount',
    value: 200n,
    currencyCode: 'AED',
    name: {
      ar: 'الحد الأدنى لرسوم الخدمة',
      en: 'Minimum service fee',
      fr: 'Frais de service minimum',
      tr: 'Asgari hizmet bedeli',
    },
  },
  {
    slug: PAID_FEATURE.markServiceDay,
    kind: 'amount',
    value: 1000n,
    currencyCode: 'AED',
    name: {
      ar: 'تمييز خدمة ليوم واحد',
      en: 'Promote a service for one day',
      fr: 'Mettre un service en avant un jour',
      tr: 'Hizmeti bir gün öne çıkar',
    },
  },
  {
    slug: PAID_FEATURE.markServiceWeek,
    kind: 'amount',
    value: 5000n,
    currencyCode: 'AED',
    name: {
      ar: 'تمييز خدمة لأسبوع',
      en: 'Promote a service for one week',
      fr: 'Mettre un service en avant une semaine',
      tr: 'Hizmeti bir hafta öne çıkar',
    },
  },
  {
    slug: PAID_FEATURE.cardTopUpFee,
    kind: 'percentage',
    value: 290n,
    currencyCode: null,
    name: {
      ar: 'رسوم شحن المحفظة بالبطاقة',
      en: 'Card top-up fee',
      fr: 'Frais de recharge par carte',
      tr: 'Kartla bakiye yükleme ücreti',
    },
  },
  {
    slug: PAID_FEATURE.cardVerificationCharge,
    kind: 'amount',
    value: 100n,
    currencyCode: 'AED',
    name: {
      ar: 'مبلغ التحقق من البطاقة (مسترد)',
      en: 'Card verification charge (refunded)',
      fr: 'Montant de vérification de carte (remboursé)',
      tr: 'Kart doğrulama tutarı (iade edilir)',
    },
  },
];
