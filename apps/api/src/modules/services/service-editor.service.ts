import type { saveServiceRequest } from '@wasla/shared/contracts/services';
import type { Language } from '@wasla/shared/languages';
import { parseMinor } from '@wasla/shared/money';
import { isComplete } from '@wasla/shared/service-rules/completeness';
import { PLAN_TIERS, validDeliveryDays } from '@wasla/shared/service-rules/pricing';
import {
  isVisibilityOnlyChannel,
  normaliseSocialLink,
  type SocialChannelKind,
} from '@wasla/shared/service-rules/social-channels';
import { unicodeSlug } from '@wasla/shared/slugify';
import type { z } from 'zod';
import { brokenForeignKey } from '../../db/broken-foreign-key';
import { clock } from '../../lib/clock';
import { errors } from '../../lib/http/app-error';
import { fieldError, fieldErrors } from '../../lib/http/field-errors';
import { sanitizeRichText } from '../../lib/rich-text';
import type { PlansRepository } from '../plans/plans.repository';
import { refsOf } from './listing-counts.repository';
import { isListed, type ListingFreshness } from './listing-freshness';
import type { Owner, ServiceAccess } from './service-access';
import { dayAfter } from './service-dates';
import { serviceErrors } from './service-drafts.service';
import type { BudgetRow, ServicePartsRepository } from './service-parts.repository';
import { serviceProblems } from './services.presenter';
import type { ServiceChanges, ServiceRow, ServicesRepository, Transaction } from './services.repository';

type SaveInput = z.output<typeof saveServiceRequest>;
type Problem = { field: string; key: string; params?: Record<string, string | number> };

/** The field of each catalogue choice a service points to, by the name of its foreign key. */
const CHOICE_OF_KEY: Record<string, string> = {
  services_main_category_id_categories_id_fk: 'main_category_id',
  services_category_id_categories_id_fk: 'category_id',
  services_currency_id_currencies_id_fk: 'currency_id',
  service_tags_tag_id_tags_id_fk: 'tag_ids',
  service_properties_property_id_category_properties_id_fk: 'properties',
};

/**
 * A choice checked before the transaction and removed by the team before it wrote (a category
 * removed meanwhile): the same field error as a choice that never existed, not a server error.
 */
function goneChoice(error: unknown) {
  const key = brokenForeignKey(error);
  const field = key === undefined ? undefined : CHOICE_OF_KEY[key];
  return field ? fieldError(field, 'validation.invalid_choice') : undefined;
}

/**
 * Saving and submitting the wizard. A save keeps whatever is well formed, so a half-written draft is
 * never lost; a submit also needs every step complete, and is all-or-nothing, so a published service
 * is never left half changed.
 */
export function createServiceEditor(
  repo: ServicesRepository,
  parts: ServicePartsRepository,
  access: ServiceAccess,
  listings: ListingFreshness,
  plans: PlansRepository,
) {
  /** Checks ids against the catalogue and turns the body into column changes and part rows. */
  async function prepare(row: ServiceRow, body: SaveInput, problems: Problem[]) {
    const changes: ServiceChanges = {};
    if (body.names) changes.name = body.names;
    if (body.descriptions) {
      changes.description = Object.fromEntries(
        Object.entries(body.descriptions)
          .map(([lang, html]) => [lang, sanitizeRichText(html)])
          .filter(([, html]) => html),
      );
    }

    const mainId = body.main_category_id === undefined ? row.mainCategoryId : body.main_category_id;
    if (body.main_category_id !== undefined) changes.mainCategoryId = body.main_category_id ?? null;
    if (body.category_id !== undefined) changes.categoryId = body.category_id ?? null;
    if (body.other_cat !== undefined) changes.otherCategory = body.other_cat || null;
    if (mainId) {
      const main = await parts.categoryById(mainId);
      if (!main || main.parentId !== null)
        problems.push({ field: 'main_category_id', key: 'validation.invalid_choice' });
    }
    const subId = body.category_id === undefined ? row.categoryId : body.category_id;
    if (body.category_id) {
      if (!mainId) problems.push({ field: 'category_id', key: 'validation.main_category_first' });
      else {
        const sub = await parts.categoryById(body.category_id);
        if (sub?.parentId !== mainId)
          problems.push({ field: 'category_id', key: 'validation.invalid_choice' });
      }
    }

    let tagIds: number[] | undefined;
    if (body.tag_ids) {
      tagIds = [...new Set(body.tag_ids)];
      const usable = await parts.usableTags(
        tagIds,
        [mainId, subId].filter((v): v is number => !!v),
        row.id,
      );
      if (usable.length !== tagIds.length)
        problems.push({ field: 'tag_ids', key: 'validation.invalid_choice' });
    }

    let properties:
      | { serviceId: number; propertyId: number; chosen: number[]; otherValue: string | null }[]
      | undefined;
    if (body.properties) {
      const known = mainId ? await parts.propertyOptionsOf(mainId) : [];
      properties = [];
      for (const [index, property] of body.properties.entries()) {
        const options = known.filter((k) => k.propertyId === property.id);
        const chosen = [...new Set(property.chosen)];
        if (!options.length || chosen.some((c) => !options.some((o) => o.optionId === c))) {
          problems.push({ field: `properties.${index}`, key: 'validation.invalid_choice' });
        } else if (chosen.length || property.other_value) {
          // A property with no choice and no other value is not stored (SPEC.md section 5).
          properties.push({
            serviceId: row.id,
            propertyId: property.id,
            chosen,
            otherValue: property.other_value,
          });
        }
      }
    }

    if (body.experiences) changes.experiences = [...new Set(body.experiences)];
    if (body.genders) changes.genders = [...new Set(body.genders)];
    const currencyId = body.currency_id === undefined ? row.currencyId : body.currency_id;
    if (body.currency_id !== undefined) changes.currencyId = body.currency_id ?? null;
    const currency = currencyId ? await repo.currencyOf(currencyId) : undefined;
    if (currencyId && !currency) problems.push({ field: 'currency_id', key: 'validation.invalid_choice' });

    let budgets: BudgetRow[] | undefined;
    const pricing = body.pricing === undefined ? row.pricing : body.pricing;
    if (body.pricing !== undefined) changes.pricing = body.pricing ?? null;
    if (body.budgets || body.pricing !== undefined) {
      // Only the tiers of the chosen mode are kept: switching modes erases the other's prices.
      const tiers = pricing === 'individual' ? ['individual'] : pricing === 'plans' ? [...PLAN_TIERS] : [];
      budgets = [];
      for (const tier of tiers as BudgetRow['tier'][]) {
        const given = body.budgets?.[tier];
        if (!given?.price) continue;
        const price = currency ? parseMinor(given.price, currency.minorUnits) : undefined;
        if (!currency) problems.push({ field: 'currency_id', key: 'validation.required' });
        else if (price === undefined || price <= 0n) {
          problems.push({
            field: `budgets.${tier}.price`,
            key: 'validation.amount',
            params: { decimals: currency.minorUnits },
          });
        } else {
          const days = given.delivery_days ?? null;
          if (days !== null && !validDeliveryDays(days)) {
            problems.push({ field: `budgets.${tier}.delivery_days`, key: 'validation.delivery_days' });
          }
          budgets.push({ serviceId: row.id, tier, price, deliveryDays: days });
        }
      }
    }

    let social: { serviceId: number; kind: string; link: string | null; visible: boolean }[] | undefined;
    if (body.social_media) {
      social = [];
      const seen = new Set<string>();
      for (const [index, channel] of body.social_media.entries()) {
        if (seen.has(channel.kind)) {
          problems.push({ field: `social_media.${index}.kind`, key: 'validation.social_duplicate' });
          continue;
        }
        seen.add(channel.kind);
        if (isVisibilityOnlyChannel(channel.kind as SocialChannelKind)) {
          social.push({ serviceId: row.id, kind: channel.kind, link: null, visible: channel.visible });
          continue;
        }
        const checked = normaliseSocialLink(channel.kind, channel.link ?? '');
        if (!checked.ok) problems.push({ field: `social_media.${index}.link`, key: checked.error });
        else
          social.push({
            serviceId: row.id,
            kind: channel.kind,
            link: checked.value,
            visible: channel.visible,
          });
      }
    }

    if (body.expired_at !== undefined) {
      const until = body.expired_at ? dayAfter(body.expired_at) : null;
      if (until && until <= clock.now())
        problems.push({ field: 'expired_at', key: 'validation.date_future' });
      changes.expiredAt = until;
    }
    return { changes, tagIds, properties, budgets, social, currency };
  }

  /**
   * What is still missing once this save is applied, read inside the same transaction. A service
   * carrying more media than the owner's plan allows now (after a downgrade) stays published as it
   * is, but an edit or a publication must fit the plan: the 431 that opens the upgrade prompt.
   */
  async function problemsAfter(tx: Transaction, row: ServiceRow, minimum: bigint | null, mediaLimit: number) {
    const bundle = await parts.bundleOf(row.id, row.currencyId, tx);
    if (bundle.media.length > mediaLimit) throw serviceErrors.mediaLimit();
    return serviceProblems(row, bundle, minimum);
  }

  async function save(owner: Owner, id: number, body: SaveInput, lang: Language, final: boolean) {
    const row = await access.owned(id, owner);
    const problems: Problem[] = [];
    const prepared = await prepare(row, body, problems);
    if (problems.length) throw fieldErrors(problems);
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const minimum = await access.minimumFor(prepared.currency?.id ?? null);
    const { mediaLimit } = await plans.currentPlanOf(owner.id);

    const saved = await repo
      .transaction(async (tx) => {
        const locked = await access.lockOwned(tx, id, owner);
        let updated = (await repo.update(tx, id, { ...prepared.changes })) as ServiceRow;
        if (prepared.tagIds) await parts.replaceTags(tx, id, prepared.tagIds);
        if (prepared.properties) await parts.replaceProperties(tx, id, prepared.properties);
        if (prepared.budgets) await parts.replaceBudgets(tx, id, prepared.budgets);
        if (prepared.social) await parts.replaceSocial(tx, id, prepared.social);
        // A published service must stay complete, whether this call publishes it or edits it.
        if (final || updated.status !== 'draft') {
          const missing = await problemsAfter(tx, updated, minimum, mediaLimit);
          if (!isComplete(missing)) {
            throw fieldErrors([...missing.general, ...missing.files, ...missing.communication]);
          }
          // Publishing is the table's `publish` row, with its history row and event in this transaction.
          if (final && updated.status === 'draft') {
            const published = await repo.applyEvent(
              {
                id,
                event: 'publish',
                ownerId: owner.id,
                context: { complete: isComplete(missing) },
                changes: () => ({ publishedAt: clock.now() }),
              },
              tx,
            );
            if (!published.ok) throw errors.conflict();
            updated = published.row;
          }
          if (final) {
            const slug = `${unicodeSlug(Object.values(updated.name)[0] ?? '') || 'service'}-${updated.code.toLowerCase()}`;
            if (slug !== updated.slug) updated = (await repo.update(tx, id, { slug })) as ServiceRow;
          }
        }
        await listings.refreshFacts(id, tx);
        const refs = [refsOf(locked), refsOf(updated)];
        if (isListed(locked.status) || isListed(updated.status)) await listings.recount(refs, tx);
        return { updated, refs, listed: isListed(locked.status) || isListed(updated.status) };
      })
      .catch((error: unknown) => {
        throw goneChoice(error) ?? error;
      });
    if (saved.listed) listings.changed(saved.refs);
    return access.present(saved.updated, lang);
  }

  return {
    saveDraft: (owner: Owner, id: number, body: SaveInput, lang: Language) =>
      save(owner, id, body, lang, false),
    submit: (owner: Owner, id: number, body: SaveInput, lang: Language) => save(owner, id, body, lang, true),
  };
}

export type ServiceEditor = ReturnType<typeof createServiceEditor>;
