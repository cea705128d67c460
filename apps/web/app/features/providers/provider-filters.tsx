import type { Language } from '@wasla/shared/languages';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { NativeSelectField } from '../../components/ui/native-select-field';
import { TextField } from '../../components/ui/text-field';
import type { PlaceOption } from '../catalogue/use-place-lists';
import { keyOf, PlaceFilterFields, RatingFilterField } from '../discovery/shared-filter-fields';
import { ANY, type ProviderListingState, providerListingHref } from './provider-listing-url';

/**
 * The filters of the providers listing as one GET form: it works without scripts, and the loader
 * turns what it sends ("any" included) into the listing's canonical address.
 */
export function ProviderFilters({
  lang,
  categories,
  countries,
  initialStates,
  initialCities,
  state,
}: {
  lang: Language;
  categories: { id: number; name: string }[];
  countries: PlaceOption[];
  initialStates: PlaceOption[];
  initialCities: PlaceOption[];
  state: ProviderListingState;
}) {
  const { t } = useTranslation();

  return (
    <Form method="get" action={`/${lang}/providers`} className="flex flex-col gap-5">
      {state.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
      {state.per_page ? <input type="hidden" name="per_page" value={state.per_page} /> : null}

      <TextField
        label={t('providers.name')}
        name="name"
        type="search"
        defaultValue={state.name ?? ''}
        maxLength={100}
      />
      <NativeSelectField
        label={t('listing.main_category')}
        name="main_category_id"
        defaultValue={keyOf(state.main_category_id)}
        options={[{ id: ANY, name: t('listing.all_categories') }, ...categories]}
      />
      <PlaceFilterFields
        lang={lang}
        countries={countries}
        initialStates={initialStates}
        initialCities={initialCities}
        chosen={state}
      />
      <RatingFilterField rating={state.rating} />

      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="flex-1">
          {t('listing.apply')}
        </Button>
        <Link
          to={providerListingHref(lang, {})}
          className="inline-flex h-11 items-center rounded-xl px-4 font-semibold text-brand-700 outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
        >
          {t('listing.clear')}
        </Link>
      </div>
    </Form>
  );
}
