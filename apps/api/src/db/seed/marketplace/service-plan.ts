import { SERVICE_DESCRIPTION_MAX_CHARS, SERVICE_NAME_MAX_CHARS } from '@wasla/shared/business-constants';
import type { Language, LocalizedText } from '@wasla/shared/languages';
import { visibleLength } from '@wasla/shared/validation-rules';
import type { PlannedAccount } from './accounts';
import type { Catalogue, CatalogueCountry } from './catalogue';
import type { DemoContent } from './demo-content';
import { assignOwners } from './owners';
import { type PlannedPricing, planPricing } from './pricing-plan';
import type { Random } from './random';
import type { Entry } from './service-entry';

type Written = Partial<Record<Language, string>>;
export type Place = { countryId: number; stateId: number | null; cityId: number | null };

export type PlannedService = PlannedPricing & {
  code: string;
  /** Index of the owner in the planned accounts. */
  owner: number;
  type: 'provided' | 'requested';
  status: 'open' | 'holiday' | 'closed';
  name: Written;
  description: Written;
  mainCategoryId: number;
  categoryId: number;
  /** Also tagged with its sub category's own name, a tag created in that sub category. */
  subTag: boolean;
  tagIds: number[];
  properties: { propertyId: number; chosen: number[] }[];
  experiences: string[];
  genders: string[];
  places: Place[];
  social: { kind: string; link: string | null; visible: boolean }[];
  /** Indexes of the generated pictures; the first is the main one. */
  pictures: number[];
  views: number;
  publishedAt: Date;
  createdAt: Date;
  holiday: { start: string; end: string } | null;
};

// Templates offered a second time under a different wording, so that popular kinds of work have a
// few competing providers as on a real marketplace.
const REPEATS = 36;
const HOLIDAYS = 4;
const CLOSED = 4;
const DAY_MS = 86_400_000;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ymd = (date: Date) => date.toISOString().slice(0, 10);

function nameOf(entry: Entry, suffixes: LocalizedText[], lang: Language) {
  const suffix = entry.suffix === undefined ? undefined : suffixes[entry.suffix];
  return suffix ? `${entry.template[lang]} - ${suffix[lang]}` : entry.template[lang];
}

const fits = (entry: Entry, suffixes: LocalizedText[]) =>
  (['ar', 'en', 'fr', 'tr'] as const).every(
    (lang) => nameOf(entry, suffixes, lang).length <= SERVICE_NAME_MAX_CHARS,
  );

/** Every template once, a fifth of them with a suffix, and some provided ones again with another. */
export function expandTemplates(random: Random, content: DemoContent): Entry[] {
  const { providedSuffixes, requestedSuffixes } = content.texts;
  const suffixesOf = (entry: Entry) =>
    entry.template.type === 'requested' ? requestedSuffixes : providedSuffixes;
  const entries: Entry[] = Object.entries(content.categories).flatMap(([mainSlug, category], mainIndex) =>
    category.services.map((template) => ({ mainSlug, mainIndex, category, template })),
  );
  for (const entry of entries) {
    if (!random.chance(0.2)) continue;
    const suffix = random.int(0, suffixesOf(entry).length - 1);
    if (fits({ ...entry, suffix }, suffixesOf(entry))) entry.suffix = suffix;
  }
  const provided = entries.filter((e) => e.template.type !== 'requested');
  for (const original of random.sample(provided, REPEATS)) {
    const choices = random
      .shuffle(providedSuffixes.map((_, index) => index))
      .filter((index) => index !== original.suffix && fits({ ...original, suffix: index }, providedSuffixes));
    if (choices.length) entries.push({ ...original, suffix: choices[0] });
  }
  return entries;
}

function describe(random: Random, entry: Entry, content: DemoContent, langs: Language[]): Written {
  const requested = entry.template.type === 'requested';
  const pitch = random.pick(requested ? content.texts.requestedPitches : entry.category.pitches);
  const closing = random.pick(requested ? content.texts.requestedClosings : content.texts.providedClosings);
  return Object.fromEntries(
    langs.map((lang) => {
      const full = `<p>${escapeHtml(pitch[lang])}</p><p>${escapeHtml(closing[lang])}</p>`;
      return [
        lang,
        visibleLength(full) <= SERVICE_DESCRIPTION_MAX_CHARS ? full : `<p>${escapeHtml(pitch[lang])}</p>`,
      ];
    }),
  );
}

/**
 * Where the service is offered: around its owner, sometimes a whole country, sometimes one more. The
 * benchmark catalogue places its services the same way.
 */
export function placesFor(
  random: Random,
  owner: { country: CatalogueCountry; stateId: number },
  catalogue: Pick<Catalogue, 'countries'>,
): Place[] {
  const country = owner.country;
  const state = country.states.find((s) => s.id === owner.stateId)!;
  const roll = random.next();
  const places: Place[] =
    roll < 0.35
      ? [{ countryId: country.id, stateId: null, cityId: null }]
      : roll < 0.65
        ? [{ countryId: country.id, stateId: state.id, cityId: null }]
        : random
            .sample(state.cityIds, random.int(1, Math.min(3, state.cityIds.length)))
            .map((cityId) => ({ countryId: country.id, stateId: state.id, cityId }));
  if (random.chance(0.2)) {
    const other = random.pick(catalogue.countries.filter((c) => c.id !== country.id));
    places.push({ countryId: other.id, stateId: null, cityId: null });
  }
  return places;
}

export function planServices(
  random: Random,
  content: DemoContent,
  catalogue: Catalogue,
  accounts: PlannedAccount[],
  options: {
    now: Date;
    servicesLimit: number;
    picturesOf: (mainIndex: number) => number[];
    genericPictures: number[];
  },
): PlannedService[] {
  const entries = expandTemplates(random, content);
  const owners = assignOwners(random, entries, accounts, options.servicesLimit);
  const services = entries.map((entry, index): PlannedService => {
    const owner = accounts[owners[index]!]!;
    const main = catalogue.categoryBySlug.get(entry.mainSlug);
    const sub = catalogue.categoryBySlug.get(entry.template.sub);
    if (!main || main.parentId !== null) throw new Error(`demo services: no main category ${entry.mainSlug}`);
    if (!sub || sub.parentId !== main.id)
      throw new Error(`demo services: ${entry.template.sub} is not under ${entry.mainSlug}`);
    const requested = entry.template.type === 'requested';
    const suffixes = requested ? content.texts.requestedSuffixes : content.texts.providedSuffixes;
    // Arabic and English always; most also in French and Turkish, always in the owner's language.
    const langs: Language[] = ['ar', 'en'];
    if (owner.lang === 'fr' || random.chance(0.85)) langs.push('fr');
    if (owner.lang === 'tr' || random.chance(0.8)) langs.push('tr');
    const mainTags = catalogue.tagsOf.get(main.id) ?? [];
    const pictures = random.shuffle(options.picturesOf(entry.mainIndex));
    if (random.chance(0.25)) pictures.push(random.pick(options.genericPictures));
    const publishedAt = new Date(options.now.getTime() - random.int(1, 180) * DAY_MS - random.int(0, DAY_MS));
    return {
      ...planPricing(random, entry, owner, catalogue, content),
      code: '',
      owner: owners[index]!,
      type: requested ? 'requested' : 'provided',
      status: 'open',
      name: Object.fromEntries(langs.map((lang) => [lang, nameOf(entry, suffixes, lang)])),
      description: describe(random, entry, content, langs),
      mainCategoryId: main.id,
      categoryId: sub.id,
      subTag: random.chance(0.6) && Object.values(sub.name).every((text) => text.length <= 30),
      tagIds: random.sample(mainTags, random.int(2, 4)),
      properties: (catalogue.propertiesOf.get(main.id) ?? [])
        .filter(() => random.chance(0.8))
        .map((property) => ({
          propertyId: property.id,
          chosen: random.sample(property.optionIds, random.chance(0.7) ? 1 : 2).sort((a, b) => a - b),
        })),
      experiences: requested
        ? random.sample(['junior', 'mid', 'senior'], random.int(1, 2))
        : owner.experiences,
      genders: requested
        ? random.chance(0.75)
          ? []
          : [random.pick(['male', 'female'])]
        : owner.gender === 'unspecified'
          ? []
          : [owner.gender],
      places: placesFor(random, owner, catalogue),
      social: random.sample(['whatsapp', 'phone', 'email'], 2).map((kind) => ({
        kind,
        link: kind === 'whatsapp' ? `+${owner.phoneCode}-${owner.phone}` : null,
        visible: true,
      })),
      pictures,
      views: requested ? random.int(10, 400) : Math.round(30 + 2500 * random.next() ** 2),
      publishedAt,
      createdAt: new Date(publishedAt.getTime() - random.int(1, 72) * 3_600_000),
      holiday: null,
    };
  });

  // A few providers are away or have closed a service: listings show holidays, and closed ones are not listed.
  const provided = random.shuffle(services.filter((s) => s.type === 'provided'));
  const today = options.now.getTime();
  for (const service of provided.slice(0, HOLIDAYS)) {
    service.status = 'holiday';
    service.holiday = {
      start: ymd(new Date(today - random.int(0, 3) * DAY_MS)),
      end: ymd(new Date(today + random.int(4, 20) * DAY_MS)),
    };
  }
  for (const service of provided.slice(HOLIDAYS, HOLIDAYS + CLOSED)) service.status = 'closed';
  return services;
}
