import { EXTRA_OPTIONS_PAGE } from '@wasla/shared/business-constants';
import type { extraOptionRequest } from '@wasla/shared/contracts/services';
import type { Language, LocalizedText } from '@wasla/shared/languages';
import { minorToDecimal, parseMinor } from '@wasla/shared/money';
import { checkNewPlace } from '@wasla/shared/service-rules/places';
import { extraOptionProblem } from '@wasla/shared/service-rules/pricing';
import { isPublished } from '@wasla/shared/service-rules/service-states';
import { unicodeSlug } from '@wasla/shared/slugify';
import type { z } from 'zod';
import { errors } from '../../lib/http/app-error';
import { fieldError } from '../../lib/http/field-errors';
import type { Owner, ServiceAccess } from './service-access';
import type { ExtraOptionRow, PlaceIds, ServicePartsRepository } from './service-parts.repository';
import type { ServicesRepository, Transaction } from './services.repository';

type ExtraOptionInput = Omit<z.output<typeof extraOptionRequest>, 'service_id'>;

const toPlaceRef = (p: PlaceIds) => ({ country_id: p.countryId, state_id: p.stateId, city_id: p.cityId });

/**
 * The parts the wizard changes one at a time: new tags, places, extra options and single channels.
 * Each change locks its service row, so two quick clicks cannot both pass a rule that counts.
 */
export function createServiceParts(
  repo: ServicesRepository,
  parts: ServicePartsRepository,
  access: ServiceAccess,
) {
  async function withLockedService<T>(owner: Owner, id: number, work: (tx: Transaction) => Promise<T>) {
    return repo.transaction(async (tx) => {
      await access.lockOwned(tx, id, owner);
      return work(tx);
    });
  }

  async function presentOptions(serviceId: number) {
    const row = await repo.findLive(serviceId);
    const currency = row?.currencyId ? await repo.currencyOf(row.currencyId) : undefined;
    return (o: ExtraOptionRow) => ({
      id: o.id,
      price: minorToDecimal(o.price, currency?.minorUnits ?? 2),
      description: o.description,
      delivery_days: o.deliveryDays,
      unit: o.unit,
    });
  }

  async function optionValues(serviceId: number, input: ExtraOptionInput) {
    const row = await repo.findLive(serviceId);
    const currency = row?.currencyId ? await repo.currencyOf(row.currencyId) : undefined;
    if (!currency) throw fieldError('currency_id', 'validation.currency_first');
    const price = parseMinor(input.price, currency.minorUnits);
    if (price === undefined)
      throw fieldError('price', 'validation.amount', { decimals: currency.minorUnits });
    const minimum = await access.minimumFor(currency.id);
    if (minimum !== null && price < minimum) {
      throw fieldError('price', 'validation.amount_min', {
        min: minorToDecimal(minimum, currency.minorUnits),
      });
    }
    return { price, description: input.description, deliveryDays: input.delivery_days, unit: input.unit };
  }

  return {
    /**
     * New tags written by an author, kept in the service's sub category (or main category), in every
     * language as written. A tag that already exists there is reused, not duplicated. The wizard names
     * the category chosen on the page: the draft saves its fields after its new tags, so on a first
     * save the stored service has no category yet.
     */
    async addTags(owner: Owner, id: number, names: string[], lang: Language, chosenCategoryId?: number) {
      const row = await access.owned(id, owner);
      if (chosenCategoryId && !(await parts.categoryById(chosenCategoryId)))
        throw fieldError('category_id', 'validation.invalid_choice');
      const categoryId = chosenCategoryId ?? row.categoryId ?? row.mainCategoryId;
      if (!categoryId) throw fieldError('tags', 'validation.main_category_first');
      const wanted = new Map<string, string>();
      for (const name of names) {
        const slug = unicodeSlug(name, 40);
        if (slug) wanted.set(slug, name.trim());
      }
      if (!wanted.size) throw fieldError('tags', 'validation.required');
      const text = (name: string): LocalizedText => ({ ar: name, en: name, fr: name, tr: name });
      await parts.insertTags(
        [...wanted].map(([slug, name]) => ({
          categoryId,
          slug,
          name: text(name),
          origin: 'author' as const,
        })),
      );
      const rows = await parts.tagsBySlug(categoryId, [...wanted.keys()]);
      await parts.attachTags(
        id,
        rows.map((tag) => tag.id),
      );
      return rows.map((tag) => ({
        id: tag.id,
        name: tag.name[lang] || tag.name.ar,
        category_id: tag.categoryId,
      }));
    },

    async addPlace(owner: Owner, id: number, place: PlaceIds, lang: Language) {
      if (!(await parts.placeChain(place))) throw fieldError('city_id', 'validation.invalid_choice');
      await withLockedService(owner, id, async (tx) => {
        const existing = await parts.placesOf(id, tx);
        const problem = checkNewPlace(existing.map(toPlaceRef), toPlaceRef(place));
        if (problem) throw fieldError('place', problem);
        await parts.insertPlace(tx, id, place);
      });
      return access.present(await access.owned(id, owner), lang);
    },

    async removePlace(owner: Owner, id: number, placeId: number, lang: Language) {
      const row = await access.owned(id, owner);
      await withLockedService(owner, id, async (tx) => {
        const existing = await parts.placesOf(id, tx);
        if (!existing.some((p) => p.id === placeId)) throw errors.notFound();
        // A published service keeps at least one place.
        if (isPublished(row.status) && existing.length === 1)
          throw fieldError('places', 'validation.places_required');
        await parts.deletePlace(id, placeId, tx);
      });
      return access.present(await access.owned(id, owner), lang);
    },

    /** A page of a service's extra options, three at a time as the wizard shows them. */
    async listExtraOptions(owner: Owner, id: number, page: number) {
      await access.owned(id, owner);
      const all = await parts.extraOptionsOf(id);
      const start = (page - 1) * EXTRA_OPTIONS_PAGE;
      return {
        items: all.slice(start, start + EXTRA_OPTIONS_PAGE).map(await presentOptions(id)),
        total: all.length,
      };
    },

    async addExtraOption(owner: Owner, input: ExtraOptionInput & { service_id: number }) {
      await access.owned(input.service_id, owner);
      const values = await optionValues(input.service_id, input);
      const created = await withLockedService(owner, input.service_id, async (tx) => {
        const existing = await parts.extraOptionsOf(input.service_id, tx);
        const problem = extraOptionProblem(
          existing.map((o) => ({ ...o, delivery_days: o.deliveryDays })),
          { ...values, delivery_days: values.deliveryDays },
        );
        if (problem) throw fieldError('extra_option', problem);
        return parts.insertExtraOption(tx, { serviceId: input.service_id, ...values });
      });
      return (await presentOptions(input.service_id))(created as ExtraOptionRow);
    },

    async updateExtraOption(owner: Owner, optionId: number, input: ExtraOptionInput) {
      const option = await parts.extraOptionById(optionId);
      // A missing option answers as an option of someone else's service does, so ids reveal nothing.
      if (!option) throw errors.notFound('service_not_found');
      await access.owned(option.serviceId, owner);
      const values = await optionValues(option.serviceId, input);
      const updated = await withLockedService(owner, option.serviceId, async (tx) => {
        const existing = await parts.extraOptionsOf(option.serviceId, tx);
        const problem = extraOptionProblem(
          existing.map((o) => ({ ...o, delivery_days: o.deliveryDays })),
          { ...values, delivery_days: values.deliveryDays, id: optionId },
        );
        if (problem) throw fieldError('extra_option', problem);
        return parts.updateExtraOption(tx, optionId, values);
      });
      return (await presentOptions(option.serviceId))(updated as ExtraOptionRow);
    },

    async removeExtraOption(owner: Owner, optionId: number) {
      const option = await parts.extraOptionById(optionId);
      if (!option) throw errors.notFound('service_not_found');
      await access.owned(option.serviceId, owner);
      await parts.deleteExtraOption(optionId);
    },

    async removeSocialChannel(owner: Owner, channelId: number) {
      const serviceId = await parts.socialOwner(channelId);
      if (!serviceId) throw errors.notFound('service_not_found');
      await access.owned(serviceId, owner);
      await parts.deleteSocial(serviceId, channelId);
    },
  };
}

export type ServicePartsService = ReturnType<typeof createServiceParts>;
