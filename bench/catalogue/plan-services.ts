import { planPrices, priceIn } from '@wasla/api/db/seed/marketplace/prices';
import type { PlannedPricing } from '@wasla/api/db/seed/marketplace/pricing-plan';
import type { Random } from '@wasla/api/db/seed/marketplace/random';
import { type Place, placesFor } from '@wasla/api/db/seed/marketplace/service-plan';
import { SERVICE_DESCRIPTION_MAX_CHARS, SERVICE_NAME_MAX_CHARS } from '@wasla/shared/business-constants';
import { LANGUAGES, type Language, type LocalizedText } from '@wasla/shared/languages';
import { unicodeSlug } from '@wasla/shared/slugify';
import { visibleLength } from '@wasla/shared/validation-rules';
import type { CatalogueSource, StoredPicture } from './catalogue-source';
import type { GeneratedProvider } from './plan-providers';
import { AND, AUDIENCES, LIST_SEPARATOR, QUALIFIERS, SKILLS_INTRO } from './words/service-phrases';

type Written = Partial<Record<Language, string>>;

export type GeneratedService = {
  code: string;
  slug: string;
  owner: number;
  type: 'provided' | 'requested';
  status: 'open' | 'holiday' | 'closed';
  holiday: { start: string; end: string } | null;
  name: Written;
  description: Written;
  mainCategoryId: number;
  categoryId: number;
  tagIds: number[];
  properties: { propertyId: number; chosen: number[] }[];
  experiences: string[];
  genders: string[];
  currencyId: number;
  pricing: PlannedPricing['pricing'];
  budgets: PlannedPricing['budgets'];
  places: Place[];
  pictures: StoredPicture[];
  views: number;
  publishedAt: Date;
  createdAt: Date;
};

// Besides the author's own language, how often a service is also written in each language.
const ALSO_WRITTEN_IN: Record<Language, number> = { ar: 0.55, en: 0.6, fr: 0.25, tr: 0.2 };
const DAY_MS = 86_400_000;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ymd = (date: Date) => date.toISOString().slice(0, 10);

/** An index drawn in proportion to weights, in O(log n) over their running sums. */
function weightedIndex(random: Random, cumulative: number[]) {
  const roll = random.next() * cumulative[cumulative.length - 1]!;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (cumulative[mid]! > roll) high = mid;
    else low = mid + 1;
  }
  return low;
}

const listOf = (names: string[], lang: Language) =>
  names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(LIST_SEPARATOR[lang])}${AND[lang]}${names[names.length - 1]}`;

/**
 * Draws services one after another from a seeded generator: a busy few providers own many, names
 * come from the demo's templates or the sub category's own name with a qualifier and an audience,
 * prices from the category's range in the provider's currency (now and then in dollars), places
 * around the provider. The same seed always draws the same catalogue.
 */
export function createServicePlanner(
  random: Random,
  source: CatalogueSource,
  providers: GeneratedProvider[],
  now: Date,
) {
  const cumulative: number[] = [];
  let sum = 0;
  for (const provider of providers) {
    sum += provider.weight;
    cumulative.push(sum);
  }
  const codes = new Set(source.takenServiceCodes);
  const { content, catalogue } = source;

  function nameParts(main: CatalogueSource['mains'][number]) {
    const category = content.categories[main.slug]!;
    // Two in five use a demo template (some of them requests); the rest name the sub category itself.
    if (random.chance(0.4)) {
      const template = random.pick(category.services);
      const sub = main.subs.find((s) => s.slug === template.sub) ?? random.pick(main.subs);
      return { base: template as LocalizedText, sub, requested: template.type === 'requested' };
    }
    const sub = random.pick(main.subs);
    return { base: sub.name, sub, requested: random.chance(0.08) };
  }

  function nameOf(
    base: LocalizedText,
    qualifier: LocalizedText | undefined,
    audience: LocalizedText | undefined,
  ) {
    return (lang: Language) => {
      let name = base[lang];
      if (audience) name = `${name} ${audience[lang]}`;
      if (qualifier) name = `${name} - ${qualifier[lang]}`;
      return name;
    };
  }

  function describe(
    lang: Language,
    pitch: LocalizedText,
    closing: LocalizedText,
    tagNames: Partial<LocalizedText>[],
  ) {
    const skills = listOf(tagNames.map((t) => t[lang] ?? '').filter(Boolean), lang);
    const parts = [pitch[lang], skills ? `${SKILLS_INTRO[lang]}${skills}.` : '', closing[lang]].filter(
      Boolean,
    );
    // Longest first, dropping sentences from the end until the description fits.
    while (parts.length > 1 && visibleLength(parts.join(' ')) > SERVICE_DESCRIPTION_MAX_CHARS) parts.pop();
    return parts.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  }

  function pricing(provider: GeneratedProvider, range: [number, number], requested: boolean): PlannedPricing {
    const currency = random.chance(0.12)
      ? catalogue.currencyByCode.get('USD')!
      : catalogue.currencyById.get(provider.currencyId)!;
    const [low, high] = range;
    const aed = low + (high - low) * random.next() ** 2;
    if (requested || random.chance(0.4)) {
      return {
        currencyId: currency.id,
        pricing: 'individual',
        budgets: [
          {
            tier: 'individual',
            price: priceIn(currency, aed),
            deliveryDays: random.chance(0.7) ? random.int(1, 14) : null,
          },
        ],
        extraOptions: [],
      };
    }
    const prices = planPrices(currency, aed, random.between(1.6, 2.2), random.between(2.8, 4));
    const basicDays = random.int(1, 6);
    const standardDays = basicDays + random.int(1, 4);
    return {
      currencyId: currency.id,
      pricing: 'plans',
      budgets: [
        { tier: 'basic', price: prices.basic, deliveryDays: basicDays },
        { tier: 'standard', price: prices.standard, deliveryDays: standardDays },
        { tier: 'premium', price: prices.premium, deliveryDays: standardDays + random.int(2, 7) },
      ],
      extraOptions: [],
    };
  }

  return function next(): GeneratedService {
    const owner = weightedIndex(random, cumulative);
    const provider = providers[owner]!;
    const main = source.mains[random.pick(provider.mains)]!;
    const category = content.categories[main.slug]!;
    const { base, sub, requested } = nameParts(main);
    const qualifiers = requested ? content.texts.requestedSuffixes : QUALIFIERS;
    let qualifier = random.chance(0.6) ? random.pick(qualifiers) : undefined;
    let audience = random.chance(0.45) ? random.pick(AUDIENCES) : undefined;
    const fits = () =>
      LANGUAGES.every((lang) => nameOf(base, qualifier, audience)(lang).length <= SERVICE_NAME_MAX_CHARS);
    if (!fits()) audience = undefined;
    if (!fits()) qualifier = undefined;
    const langs = LANGUAGES.filter((lang) => lang === provider.lang || random.chance(ALSO_WRITTEN_IN[lang]));
    const name = Object.fromEntries(langs.map((lang) => [lang, nameOf(base, qualifier, audience)(lang)]));

    const mainTags = catalogue.tagsOf.get(main.id) ?? [];
    // In id order, as refreshListingFacts reads them back: word positions in the vector stay the same.
    const tagIds = random.sample(mainTags, Math.min(mainTags.length, random.int(2, 4))).sort((a, b) => a - b);
    const pitch = random.pick(requested ? content.texts.requestedPitches : category.pitches);
    const closing = random.pick(requested ? content.texts.requestedClosings : content.texts.providedClosings);
    const tagNames = tagIds.map((id) => source.tagNames.get(id) ?? {});
    const description = Object.fromEntries(
      langs.map((lang) => [lang, describe(lang, pitch, closing, tagNames)]),
    );

    let code: string;
    do code = `S${random.int(10_000_000, 99_999_999)}`;
    while (codes.has(code));
    codes.add(code);
    const publishedAt = new Date(now.getTime() - random.int(1, 365) * DAY_MS - random.int(0, DAY_MS));
    const roll = random.next();
    const status = requested || roll >= 0.02 ? 'open' : roll < 0.01 ? 'holiday' : 'closed';
    const pictures = random.sample(source.picturesOf.get(main.id) ?? [], random.int(1, 3));
    const priced = pricing(provider, category.price, requested);
    return {
      code,
      // As the service editor makes it when a service is submitted.
      slug: `${unicodeSlug(name.ar ?? Object.values(name)[0] ?? '') || 'service'}-${code.toLowerCase()}`,
      owner,
      type: requested ? 'requested' : 'provided',
      status,
      // A holiday that started yesterday and lasts a month: listed, and the sweeper leaves it alone.
      holiday:
        status === 'holiday'
          ? { start: ymd(new Date(now.getTime() - DAY_MS)), end: ymd(new Date(now.getTime() + 30 * DAY_MS)) }
          : null,
      name,
      description,
      mainCategoryId: main.id,
      categoryId: sub.id,
      tagIds,
      properties: (catalogue.propertiesOf.get(main.id) ?? [])
        .filter(() => random.chance(0.8))
        .map((property) => ({
          propertyId: property.id,
          chosen: random.sample(property.optionIds, random.chance(0.7) ? 1 : 2).sort((a, b) => a - b),
        })),
      experiences: requested ? random.sample(['junior', 'mid', 'senior'], random.int(1, 2)) : [],
      genders: provider.gender === 'unspecified' || requested ? [] : [provider.gender],
      currencyId: priced.currencyId,
      pricing: priced.pricing,
      budgets: priced.budgets,
      places: placesFor(random, provider, catalogue),
      pictures,
      views: requested ? random.int(10, 400) : Math.round(30 + 2500 * random.next() ** 2),
      publishedAt,
      createdAt: new Date(publishedAt.getTime() - random.int(1, 72) * 3_600_000),
    };
  };
}
