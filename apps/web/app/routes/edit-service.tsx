import {
  categoryTreeList,
  countryList,
  currencyList,
  minimumPriceList,
  propertyList,
  tagList,
  translationStatusSchema,
} from '@wasla/shared/contracts/replies';
import { serviceEditSchema } from '@wasla/shared/contracts/services';
import { data } from 'react-router';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { ServiceWizard } from '../features/services/wizard/service-wizard';
import { runWizardIntent } from '../features/services/wizard/wizard-actions.server';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/edit-service';

const serviceIdOf = (params: { id?: string }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
};

export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const { api } = signedIn;
  const id = serviceIdOf(args.params);
  const service = await api.get(serviceEditSchema, `/services/${id}/edit`);
  const tagCategory = service.category_id ?? service.main_category_id;
  const [categories, currencies, countries, minimums, translation, properties, tags] = await Promise.all([
    api.get(categoryTreeList, '/all-categories'),
    api.get(currencyList, '/currencies'),
    api.get(countryList, '/countries'),
    api.get(minimumPriceList, '/budgets/minimums'),
    api.get(translationStatusSchema, '/translation/status'),
    service.main_category_id ? api.get(propertyList, `/properties/${service.main_category_id}`) : [],
    tagCategory ? api.get(tagList, `/tags/${tagCategory}`) : [],
  ]);
  return withSession(signedIn, {
    catalog: ACCOUNT_CATALOG,
    service,
    categories: categories.map(({ id: categoryId, name, children }) => ({
      id: categoryId,
      name,
      children: children.map((child) => ({ id: child.id, name: child.name })),
    })),
    currencies: currencies.map(({ id: currencyId, label, minor_units }) => ({
      id: currencyId,
      name: label,
      minor_units,
    })),
    countries: countries.map(({ id: countryId, name }) => ({ id: countryId, name })),
    minimums,
    translation: translation.enabled,
    properties,
    tags,
  });
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const form = await args.request.formData();
  return withSession(signedIn, await runWizardIntent(signedIn, serviceIdOf(args.params), form));
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'wizard.edit_title' }, { key: 'wizard.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function EditService({ loaderData }: Route.ComponentProps) {
  return <ServiceWizard {...loaderData} />;
}
