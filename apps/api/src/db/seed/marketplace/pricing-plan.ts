import type { PlannedAccount } from './accounts';
import type { Catalogue } from './catalogue';
import type { DemoContent } from './demo-content';
import { planPrices, priceIn } from './prices';
import type { Random } from './random';
import type { Entry } from './service-entry';

export type PlannedPricing = {
  currencyId: number;
  pricing: 'individual' | 'plans';
  budgets: {
    tier: 'individual' | 'basic' | 'standard' | 'premium';
    /** Minor units of the currency. */
    price: bigint;
    deliveryDays: number | null;
  }[];
  extraOptions: { price: bigint; description: string; deliveryDays: number; unit: 'day' }[];
};

/**
 * Prices in the owner's currency (now and then in US dollars, as providers abroad often do), drawn
 * from the category's range with cheap offers more common than expensive ones. A requested service
 * states a budget; most provided ones sell three plans, the rest one price, some with extras.
 */
export function planPricing(
  random: Random,
  entry: Entry,
  owner: PlannedAccount,
  catalogue: Catalogue,
  content: DemoContent,
): PlannedPricing {
  const currency = random.chance(0.12)
    ? catalogue.currencyByCode.get('USD')!
    : catalogue.currencyById.get(owner.currencyId)!;
  const [low, high] = entry.category.price;
  const aed = low + (high - low) * random.next() ** 2;
  const requested = entry.template.type === 'requested';

  if (requested || random.chance(0.4)) {
    return {
      currencyId: currency.id,
      pricing: 'individual',
      budgets: [
        {
          tier: 'individual',
          price: priceIn(currency, aed),
          // An individual price may leave the delivery time to the deal.
          deliveryDays: random.chance(0.7) ? random.int(1, 14) : null,
        },
      ],
      extraOptions: requested ? [] : extrasFor(random, currency, aed, owner, content),
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
    extraOptions: extrasFor(random, currency, aed, owner, content),
  };
}

/** Up to three extras, written in the owner's language as a provider types them. */
function extrasFor(
  random: Random,
  currency: Parameters<typeof priceIn>[0],
  aed: number,
  owner: PlannedAccount,
  content: DemoContent,
): PlannedPricing['extraOptions'] {
  const count = random.weighted([35, 30, 25, 10]);
  return random.sample(content.texts.extraOptions, count).map((option) => ({
    price: priceIn(currency, aed * random.between(0.1, 0.35)),
    description: option.text[owner.lang],
    deliveryDays: option.days,
    unit: 'day',
  }));
}
