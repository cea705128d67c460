import type { ServiceCard, ServiceDetail } from '@wasla/shared/contracts/discovery';
import { LANGUAGES, type Language, localize } from '@wasla/shared/languages';
import { minorToDecimal } from '@wasla/shared/money';
import { isVisibilityOnlyChannel, type SocialChannelKind } from '@wasla/shared/service-rules/social-channels';
import { parseVideoLink } from '@wasla/shared/service-rules/video-links';
import type { ServiceCardRow } from './service-cards.repository';
import type { ServicePageRepository, ServicePageRow } from './service-page.repository';
import type { ServiceBundle } from './services.presenter';
import { serviceFileUrl } from './services.presenter';

type PropertyNames = Awaited<ReturnType<ServicePageRepository['propertyNames']>>;

export function presentServicePage(input: {
  card: ServiceCard;
  row: ServiceCardRow;
  service: ServicePageRow;
  bundle: ServiceBundle;
  /** Converted minor amounts of the budgets, then of the extra options, or nulls. */
  converted: (string | null)[];
  visitor: { code: string; minorUnits: number } | null;
  propertyNames: PropertyNames;
  subRatings: ServiceDetail['sub_ratings'];
  contact: { email: string | null; phone_number: string | null; country_code: string | null } | undefined;
  own: boolean;
  lang: Language;
}): ServiceDetail {
  const { card, row, bundle, lang } = input;
  const minorUnits = bundle.currency?.minorUnits ?? 2;
  const currency = bundle.currency?.code ?? '';
  let next = 0;
  const price = (minor: bigint) => {
    const converted = input.converted[next++] ?? null;
    return {
      amount: minorToDecimal(minor, minorUnits),
      currency,
      converted:
        converted === null || !input.visitor
          ? null
          : {
              amount: minorToDecimal(BigInt(converted), input.visitor.minorUnits),
              currency: input.visitor.code,
            },
    };
  };
  // Cheapest first, compared as bigints of minor units (the conversions follow the budgets' order).
  const budgets = bundle.budgets
    .map((b) => ({
      minor: b.price,
      budget: { tier: b.tier, price: price(b.price), delivery_days: b.deliveryDays },
    }))
    .sort((a, b) => (a.minor < b.minor ? -1 : a.minor > b.minor ? 1 : 0))
    .map((b) => b.budget);
  const extraOptions = bundle.extraOptions.map((o) => ({
    id: o.id,
    price: price(o.price),
    description: o.description,
    delivery_days: o.deliveryDays,
    unit: o.unit,
  }));

  // Phone and e-mail carry only visibility: the account's own, shown to signed-in visitors.
  const social = bundle.social
    .filter((s) => s.visible)
    .map((s) => {
      const kind = s.kind as SocialChannelKind;
      if (!isVisibilityOnlyChannel(kind)) return { kind, link: s.link };
      if (kind === 'email') return { kind, link: input.contact?.email ?? null };
      const phone = input.contact?.phone_number;
      return { kind, link: phone ? `${input.contact?.country_code ?? ''}${phone}` : null };
    });

  const properties = bundle.properties
    .map((chosen) => {
      const names = input.propertyNames.find((p) => p.id === chosen.propertyId);
      if (!names) return undefined;
      const values = names.options
        .filter((o) => chosen.chosen.includes(o.id))
        .map((o) => localize(o.name, lang));
      if (chosen.otherValue) values.push(chosen.otherValue);
      return values.length ? { id: names.id, name: localize(names.name, lang), values } : undefined;
    })
    .filter((p) => p !== undefined);

  const { media } = bundle;
  const { service } = input;
  return {
    ...card,
    description: localize(service.description, lang),
    other_cat: service.other_cat,
    tags: bundle.tags.map((t) => ({ id: t.id, name: localize(t.name, lang) })),
    experiences: service.experiences,
    genders: service.genders,
    properties,
    pricing: bundle.budgets.some((b) => b.tier === 'individual')
      ? 'individual'
      : bundle.budgets.length
        ? 'plans'
        : null,
    budgets,
    extra_options: extraOptions,
    places: bundle.places.map((p) => ({
      country: p.country ? localize(p.country, lang) : null,
      state: p.state ? localize(p.state, lang) : null,
      city: p.city ? localize(p.city, lang) : null,
    })),
    social_media: social,
    images: media
      .filter((m) => m.kind === 'image' && m.file)
      .sort((a, b) => Number(b.isMain) - Number(a.isMain))
      .map((m) => ({
        id: m.id,
        url: serviceFileUrl(m.file) as string,
        thumb_url: serviceFileUrl(m.thumb),
        width: m.width,
        height: m.height,
        is_main: m.isMain,
      })),
    voices: media
      .filter((m) => m.kind === 'voice' && m.file)
      .map((m) => ({ id: m.id, url: serviceFileUrl(m.file) as string, name: m.originalName })),
    videos: media
      .filter((m) => m.kind === 'video')
      .map((m) => {
        const link = m.link ? parseVideoLink(m.link) : undefined;
        return {
          id: m.id,
          kind: link ? link.provider : ('file' as const),
          url: m.link ?? (serviceFileUrl(m.file) as string),
          embed_url: link?.embed_url ?? null,
        };
      }),
    certificates: media
      .filter((m) => m.kind === 'certificate' && m.file)
      .map((m) => ({
        id: m.id,
        url: serviceFileUrl(m.file) as string,
        name: m.originalName,
        size_bytes: m.sizeBytes,
      })),
    sub_ratings: input.subRatings,
    holiday:
      service.holiday_start && service.holiday_end
        ? { start: service.holiday_start, end: service.holiday_end }
        : null,
    expired_at: service.expired_at ? new Date(service.expired_at).toISOString() : null,
    can_contact: card.status === 'open' && !input.own,
    is_own: input.own,
    languages: LANGUAGES.filter((l) => !!row.name[l]),
  };
}
