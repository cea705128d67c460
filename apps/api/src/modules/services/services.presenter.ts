import type { MyService, ServiceEdit, ServiceMedium } from '@wasla/shared/contracts/services';
import { type Language, localize } from '@wasla/shared/languages';
import { minorToDecimal } from '@wasla/shared/money';
import { wizardProblems } from '@wasla/shared/service-rules/completeness';
import type { BudgetsDraft } from '@wasla/shared/service-rules/pricing';
import type { SocialChannelKind } from '@wasla/shared/service-rules/social-channels';
import { parseVideoLink } from '@wasla/shared/service-rules/video-links';
import type { ServicePartsRepository } from './service-parts.repository';
import type { ServiceRow } from './services.repository';

export type ServiceBundle = Awaited<ReturnType<ServicePartsRepository['bundleOf']>>;
type MediaRow = ServiceBundle['media'][number];

/** Stored files are public under `/media/services/`; the path is all a client needs. */
export const serviceFileUrl = (file: string | null) => (file ? `/media/services/${file}` : null);

const isoDate = (value: Date | null) => (value ? value.toISOString() : null);

export function presentMedium(row: MediaRow): ServiceMedium {
  return {
    id: row.id,
    kind: row.kind,
    url: serviceFileUrl(row.file),
    thumb_url: serviceFileUrl(row.thumb),
    link: row.link,
    embed_url: row.link ? (parseVideoLink(row.link)?.embed_url ?? null) : null,
    mime: row.mime,
    size: row.sizeBytes,
    width: row.width,
    height: row.height,
    name: row.originalName,
    is_main: row.isMain,
  };
}

function holidayOf(row: ServiceRow) {
  return row.holidayStart && row.holidayEnd ? { start: row.holidayStart, end: row.holidayEnd } : null;
}

/** What each wizard step of a saved service still lacks, by the rule the wizard also runs. */
export function serviceProblems(row: ServiceRow, bundle: ServiceBundle, minimumMinor: bigint | null) {
  const minorUnits = bundle.currency?.minorUnits ?? null;
  return wizardProblems({
    names: row.name,
    descriptions: row.description,
    main_category_id: row.mainCategoryId,
    category_id: row.categoryId,
    other_cat: row.otherCategory,
    tag_count: bundle.tags.length,
    place_count: bundle.places.length,
    image_count: bundle.media.filter((m) => m.kind === 'image').length,
    has_main_image: bundle.media.some((m) => m.isMain),
    currency_minor_units: minorUnits,
    minimum_minor: minimumMinor,
    pricing: row.pricing,
    budgets: Object.fromEntries(
      bundle.budgets.map((b) => [
        b.tier,
        { price: minorToDecimal(b.price, minorUnits ?? 2), delivery_days: b.deliveryDays },
      ]),
    ) as BudgetsDraft,
  });
}

/** The owner's view: every language written, prices as decimal text, and what each step lacks. */
export function presentServiceEdit(
  row: ServiceRow,
  bundle: ServiceBundle,
  lang: Language,
  minimumMinor: bigint | null,
): ServiceEdit {
  const minorUnits = bundle.currency?.minorUnits ?? null;
  const money = (minor: bigint) => minorToDecimal(minor, minorUnits ?? 2);
  const budgets = bundle.budgets.map((b) => ({
    tier: b.tier,
    price: money(b.price),
    delivery_days: b.deliveryDays,
  }));
  const properties = bundle.properties
    .filter((p) => p.chosen.length || p.otherValue)
    .map((p) => ({ id: p.propertyId, chosen: p.chosen, other_value: p.otherValue }));
  const media = bundle.media.map(presentMedium);
  const mainImage = media.find((m) => m.is_main) ?? null;
  const steps = serviceProblems(row, bundle, minimumMinor);
  return {
    id: row.id,
    code: row.code,
    slug: row.slug,
    type: row.type,
    status: row.status,
    name: localize(row.name, lang),
    names: row.name,
    descriptions: row.description,
    main_category_id: row.mainCategoryId,
    category_id: row.categoryId,
    other_cat: row.otherCategory,
    tags: bundle.tags.map((t) => ({ id: t.id, name: localize(t.name, lang) })),
    // Omitted when nothing is chosen (SPEC.md section 5).
    ...(properties.length ? { properties } : {}),
    experiences: row.experiences as ServiceEdit['experiences'],
    genders: row.genders as ServiceEdit['genders'],
    currency: bundle.currency
      ? { id: bundle.currency.id, code: bundle.currency.code, minor_units: bundle.currency.minorUnits }
      : null,
    pricing: row.pricing,
    budgets,
    minimum_price: minimumMinor === null ? null : money(minimumMinor),
    extra_options: bundle.extraOptions.map((o) => ({
      id: o.id,
      price: money(o.price),
      description: o.description,
      delivery_days: o.deliveryDays,
      unit: o.unit,
    })),
    places: bundle.places.map((p) => ({
      id: p.id,
      country: p.countryId && p.country ? { id: p.countryId, name: localize(p.country, lang) } : null,
      state: p.stateId && p.state ? { id: p.stateId, name: localize(p.state, lang) } : null,
      city: p.cityId && p.city ? { id: p.cityId, name: localize(p.city, lang) } : null,
    })),
    social_media: bundle.social.map((s) => ({
      id: s.id,
      kind: s.kind as SocialChannelKind,
      link: s.link,
      visible: s.visible,
    })),
    media,
    main_image: mainImage,
    expired_at: isoDate(row.expiredAt),
    open_until: isoDate(row.openUntil),
    holiday: holidayOf(row),
    views: row.views,
    rating: row.rating,
    published_at: isoDate(row.publishedAt),
    updated_at: row.updatedAt.toISOString(),
    steps,
  };
}

export function presentMyService(
  entry: {
    service: ServiceRow;
    currency: string | null;
    minorUnits: number | null;
    /** The lowest budget, as the database's decimal text of minor units (a bigint). */
    priceFrom: string | null;
    thumb: string | null;
  },
  lang: Language,
): MyService {
  const { service } = entry;
  return {
    id: service.id,
    code: service.code,
    slug: service.slug,
    type: service.type,
    status: service.status,
    name: localize(service.name, lang),
    thumb_url: serviceFileUrl(entry.thumb),
    price_from:
      entry.priceFrom === null ? null : minorToDecimal(BigInt(entry.priceFrom), entry.minorUnits ?? 2),
    currency: entry.currency,
    views: service.views,
    rating: service.rating,
    open_until: isoDate(service.openUntil),
    expired_at: isoDate(service.expiredAt),
    holiday: holidayOf(service),
    created_at: service.createdAt.toISOString(),
    updated_at: service.updatedAt.toISOString(),
  };
}
