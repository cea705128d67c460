import { DELIVERY_DAYS_MAX, SERVICE_TYPES } from '@wasla/shared/business-constants';
import type { Language } from '@wasla/shared/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { NativeSelectField } from '../../components/ui/native-select-field';
import { TextField } from '../../components/ui/text-field';
import type { PlaceOption } from '../catalogue/use-place-lists';
import { type ListingState, listingHref } from './listing-url';
import { ANY, keyOf, PlaceFilterFields, RatingFilterField } from './shared-filter-fields';

export type FilterCategory = {
  id: number;
  slug: string;
  name: string;
  children: { id: number; slug: string; name: string }[];
};
export type FilterProperty = { id: number; name: string; options: { id: number; name: string }[] };

const DELIVERY = [1, 3, 7, 14, 30].filter((d) => d <= DELIVERY_DAYS_MAX);

/**
 * The filters of the services listing as one GET form: it works without scripts, and the loader
 * turns what it sends (`category`, repeated `option`) into the listing's canonical address.
 */
export function ListingFilters({
  lang,
  currency,
  categories,
  mainSlug,
  subSlug,
  properties,
  countries,
  initialStates,
  initialCities,
  state,
}: {
  lang: Language;
  currency: string;
  categories: FilterCategory[];
  mainSlug?: string;
  subSlug?: string;
  properties: FilterProperty[];
  countries: PlaceOption[];
  initialStates: PlaceOption[];
  initialCities: PlaceOption[];
  state: ListingState;
}) {
  const { t } = useTranslation();
  const [main, setMain] = useState<string>(mainSlug ?? ANY);
  const chosenMain = categories.find((c) => c.slug === main);
  const chosenOptions = new Set((state.options ?? '').split(',').filter(Boolean));
  const any = { id: ANY, name: t('listing.any') };

  return (
    <Form method="get" action={`/${lang}/category`} className="flex flex-col gap-5">
      {state.name ? <input type="hidden" name="name" value={state.name} /> : null}
      {state.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
      {state.per_page ? <input type="hidden" name="per_page" value={state.per_page} /> : null}

      <NativeSelectField
        label={t('listing.main_category')}
        name="category"
        value={main}
        onChange={setMain}
        options={[
          { id: ANY, name: t('listing.all_categories') },
          ...categories.map((c) => ({ id: c.slug, name: c.name })),
        ]}
      />
      {chosenMain?.children.length ? (
        <NativeSelectField
          key={chosenMain.slug}
          label={t('listing.sub_category')}
          name="sub"
          defaultValue={subSlug ?? ANY}
          options={[any, ...chosenMain.children.map((c) => ({ id: c.slug, name: c.name }))]}
        />
      ) : null}

      {chosenMain?.slug === mainSlug && properties.length
        ? properties.map((property) => (
            <fieldset key={property.id} className="flex min-w-0 flex-col gap-2">
              <legend className="mb-1 text-sm font-semibold">{property.name}</legend>
              <div className="flex flex-wrap gap-2">
                {property.options.map((option) => (
                  <label
                    key={option.id}
                    className="cursor-pointer rounded-full border border-line px-3 py-1.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:outline-3 has-focus-visible:outline-solid has-focus-visible:outline-accent-500"
                  >
                    <input
                      type="checkbox"
                      name="option"
                      value={option.id}
                      defaultChecked={chosenOptions.has(String(option.id))}
                      className="sr-only"
                    />
                    {option.name}
                  </label>
                ))}
              </div>
            </fieldset>
          ))
        : null}

      <fieldset className="grid min-w-0 grid-cols-2 gap-3">
        <legend className="mb-2 text-sm font-semibold">{t('listing.price_range', { currency })}</legend>
        <TextField
          label={t('listing.price_min')}
          name="min_price"
          inputMode="decimal"
          defaultValue={state.min_price ?? ''}
          inputDir="ltr"
        />
        <TextField
          label={t('listing.price_max')}
          name="max_price"
          inputMode="decimal"
          defaultValue={state.max_price ?? ''}
          inputDir="ltr"
        />
      </fieldset>

      <PlaceFilterFields
        lang={lang}
        countries={countries}
        initialStates={initialStates}
        initialCities={initialCities}
        chosen={state}
      />
      <RatingFilterField rating={state.rating} />
      <NativeSelectField
        label={t('listing.delivery')}
        name="delivery_days"
        defaultValue={keyOf(state.delivery_days)}
        options={[
          any,
          ...DELIVERY.map((d) => ({ id: String(d), name: t('listing.delivery_within', { count: d }) })),
        ]}
      />
      <NativeSelectField
        label={t('listing.type')}
        name="type"
        defaultValue={keyOf(state.type)}
        options={[
          { id: ANY, name: t('listing.type_all') },
          ...SERVICE_TYPES.map((type) => ({ id: type, name: t(`listing.type_${type}`) })),
        ]}
      />

      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="flex-1">
          {t('listing.apply')}
        </Button>
        <Link
          to={listingHref(lang, undefined, state.name ? { name: state.name } : {})}
          className="inline-flex h-11 items-center rounded-xl px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('listing.clear')}
        </Link>
      </div>
    </Form>
  );
}
