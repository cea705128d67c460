import type { SaveServiceRequest, ServiceEdit } from '@wasla/shared/contracts/services';
import type { Language } from '@wasla/shared/languages';
import {
  type CompletenessInput,
  type StepProblems,
  wizardProblems,
} from '@wasla/shared/service-rules/completeness';
import { type BudgetTier, PLAN_TIERS, type PricingMode } from '@wasla/shared/service-rules/pricing';
import {
  isVisibilityOnlyChannel,
  SOCIAL_CHANNEL_KINDS,
  type SocialChannelKind,
} from '@wasla/shared/service-rules/social-channels';
import { visibleLength } from '@wasla/shared/validation-rules';

/**
 * What the wizard's fields hold, kept apart from the server's shape: prices and days as typed text,
 * tags that may not exist yet, and every channel with an on/off switch. `toPayload` turns it into the
 * save request; `fromService` reads a saved service back.
 */
export type TagChoice = { id?: number; name: string };
export type ChannelState = { enabled: boolean; link: string; visible: boolean };
export type WizardForm = {
  names: Partial<Record<Language, string>>;
  descriptions: Partial<Record<Language, string>>;
  main_category_id: number | null;
  category_id: number | null;
  other_cat: string;
  tags: TagChoice[];
  properties: Record<string, { chosen: number[]; other_value: string }>;
  experiences: string[];
  genders: string[];
  currency_id: number | null;
  pricing: PricingMode | null;
  budgets: Record<BudgetTier, { price: string; delivery_days: string }>;
  social: Record<SocialChannelKind, ChannelState>;
  expired_at: string;
};

export const OTHER_CATEGORY = 'other';
const TIERS: BudgetTier[] = ['individual', ...PLAN_TIERS];

export function fromService(service: ServiceEdit): WizardForm {
  const budgets = Object.fromEntries(
    TIERS.map((tier) => [tier, { price: '', delivery_days: '' }]),
  ) as WizardForm['budgets'];
  for (const budget of service.budgets) {
    budgets[budget.tier] = {
      price: budget.price,
      delivery_days: budget.delivery_days ? String(budget.delivery_days) : '',
    };
  }
  const social = Object.fromEntries(
    SOCIAL_CHANNEL_KINDS.map((kind) => [kind, { enabled: false, link: '', visible: true }]),
  ) as WizardForm['social'];
  for (const channel of service.social_media) {
    social[channel.kind] = { enabled: true, link: channel.link ?? '', visible: channel.visible };
  }
  return {
    names: { ...service.names },
    descriptions: { ...service.descriptions },
    main_category_id: service.main_category_id,
    category_id: service.category_id,
    other_cat: service.other_cat ?? '',
    tags: service.tags.map((tag) => ({ id: tag.id, name: tag.name })),
    properties: Object.fromEntries(
      (service.properties ?? []).map((p) => [
        String(p.id),
        { chosen: p.chosen, other_value: p.other_value ?? '' },
      ]),
    ),
    experiences: [...service.experiences],
    genders: [...service.genders],
    currency_id: service.currency?.id ?? null,
    pricing: service.pricing,
    budgets,
    social,
    expired_at: service.expired_at ? dayBefore(service.expired_at) : '',
  };
}

/** The service ends at the start of the day after the chosen one; the field shows the chosen day. */
function dayBefore(iso: string) {
  return new Date(Date.parse(iso) - 86_400_000).toISOString().slice(0, 10);
}

/** The channels sent, in a fixed order, so an error on `social_media.2.link` finds its field. */
export const sentChannels = (form: WizardForm) =>
  SOCIAL_CHANNEL_KINDS.filter((kind) => form.social[kind].enabled);

export function toPayload(form: WizardForm): { payload: SaveServiceRequest; newTags: string[] } {
  const days = (text: string) => (text.trim() ? Number(text) : null);
  const tiers = form.pricing === 'individual' ? ['individual'] : form.pricing === 'plans' ? PLAN_TIERS : [];
  return {
    newTags: form.tags.filter((tag) => tag.id === undefined).map((tag) => tag.name),
    payload: {
      names: form.names,
      descriptions: form.descriptions,
      main_category_id: form.main_category_id,
      category_id: form.category_id,
      other_cat: form.category_id ? null : form.other_cat.trim() || null,
      tag_ids: form.tags.flatMap((tag) => (tag.id === undefined ? [] : [tag.id])),
      properties: Object.entries(form.properties)
        .filter(([, p]) => p.chosen.length || p.other_value.trim())
        .map(([id, p]) => ({ id: Number(id), chosen: p.chosen, other_value: p.other_value.trim() || null })),
      experiences: form.experiences as SaveServiceRequest['experiences'],
      genders: form.genders as SaveServiceRequest['genders'],
      currency_id: form.currency_id,
      pricing: form.pricing,
      budgets: Object.fromEntries(
        tiers.map((tier) => [
          tier,
          {
            price: form.budgets[tier as BudgetTier].price.trim(),
            delivery_days: days(form.budgets[tier as BudgetTier].delivery_days),
          },
        ]),
      ),
      social_media: sentChannels(form).map((kind) => ({
        kind,
        link: isVisibilityOnlyChannel(kind) ? null : form.social[kind].link,
        visible: form.social[kind].visible,
      })),
      expired_at: form.expired_at || null,
    },
  };
}

/** What each step still lacks, from the fields as they are now and the parts already on the server. */
export function liveProblems(
  form: WizardForm,
  service: ServiceEdit,
  minimumMinor: bigint | null,
): StepProblems {
  const currency = service.currency?.id === form.currency_id ? service.currency : null;
  // A language whose tab was opened and emptied again is not written: the server drops it too.
  const written = <T extends string | undefined>(
    texts: Partial<Record<Language, T>>,
    length: (t: string) => number,
  ) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text && length(text) > 0));
  const input: CompletenessInput = {
    names: written(form.names, (text) => text.trim().length),
    descriptions: written(form.descriptions, visibleLength),
    main_category_id: form.main_category_id,
    category_id: form.category_id,
    other_cat: form.other_cat,
    tag_count: form.tags.length,
    place_count: service.places.length,
    image_count: service.media.filter((m) => m.kind === 'image').length,
    has_main_image: service.main_image !== null,
    currency_minor_units: form.currency_id === null ? null : (currency?.minor_units ?? 2),
    minimum_minor: minimumMinor,
    pricing: form.pricing,
    budgets: Object.fromEntries(
      TIERS.map((tier) => [
        tier,
        {
          price: form.budgets[tier].price,
          delivery_days: form.budgets[tier].delivery_days ? Number(form.budgets[tier].delivery_days) : null,
        },
      ]),
    ),
  };
  return wizardProblems(input);
}

/** Whether any price was written, so switching between one price and three plans asks first. */
export const hasBudgetData = (form: WizardForm) =>
  TIERS.some((tier) => form.budgets[tier].price.trim() || form.budgets[tier].delivery_days.trim());

export const sameForm = (a: WizardForm, b: WizardForm) => JSON.stringify(a) === JSON.stringify(b);
