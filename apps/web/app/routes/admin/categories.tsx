import { teamCategorySchema, teamPropertySchema } from '@wasla/shared/contracts/catalogue-admin';
import { LANGUAGES, localize } from '@wasla/shared/languages';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { z } from 'zod';
import { CategoryEditor } from '../../features/admin/category-editor';
import { ConfirmRemove } from '../../features/admin/confirm-remove';
import { LazyDetails } from '../../features/admin/lazy-details';
import { localizedBody, localizedFormFields } from '../../features/admin/localized-fields';
import { PropertyEditor } from '../../features/admin/property-editor';
import { ScreenHeader } from '../../features/admin/screen-header';
import { settingOutcome } from '../../features/admin/setting-outcome';
import { requireTeam } from '../../features/admin/team-access.server';
import { withSession } from '../../features/auth/require-user.server';
import { CategoryIcon } from '../../features/catalogue/category-icon';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/categories';

/** The categories in four languages (team: admin): renamed, reordered or added, shown at once. */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const [categories, properties] = await Promise.all([
    signedIn.api.get(z.array(teamCategorySchema), '/admin/categories'),
    signedIn.api.get(z.array(teamPropertySchema), '/admin/properties'),
  ]);
  return withSession(signedIn, { categories, properties });
}

const id = z.coerce.number().int().min(1).max(2_147_483_647);
/** A property's form: its names, and its options' ids and names as `options.{n}.…`. */
function propertyBody(form: Record<string, FormDataEntryValue>) {
  const text = (key: string) => String(form[key] ?? '').slice(0, 4_000);
  const indexes = [
    ...new Set(
      Object.keys(form).flatMap((key) => {
        const found = /^options\.(\d{1,2})\./.exec(key);
        return found ? [Number(found[1])] : [];
      }),
    ),
  ].sort((a, b) => a - b);
  return {
    name: Object.fromEntries(LANGUAGES.map((lang) => [lang, text(`name.${lang}`)])),
    sort_order: text('sort_order') || 0,
    options: indexes.map((n) => ({
      ...(form[`options.${n}.id`] ? { id: text(`options.${n}.id`) } : {}),
      name: Object.fromEntries(LANGUAGES.map((lang) => [lang, text(`options.${n}.name.${lang}`)])),
    })),
  };
}

async function propertyAction(
  signedIn: Awaited<ReturnType<typeof requireTeam>>['signedIn'],
  form: Record<string, FormDataEntryValue>,
) {
  const id = z.coerce.number().int().min(1).max(2_147_483_647).safeParse(form.id);
  if (!id.success) throw data(null, { status: 400 });
  const adding = form.intent === 'property-add';
  const result = adding
    ? await signedIn.api.send(
        teamPropertySchema,
        'POST',
        `/admin/categories/${id.data}/properties`,
        propertyBody(form),
      )
    : await signedIn.api.send(teamPropertySchema, 'PUT', `/admin/properties/${id.data}`, propertyBody(form));
  const outcomeId = adding ? `new-property-${id.data}` : `property-${id.data}`;
  return withSession(signedIn, { intent: String(form.intent), ...settingOutcome(outcomeId, result) });
}

const categoryForm = z.object({
  intent: z.enum(['add', 'update', 'delete']),
  id: id.optional(),
  parent_id: id.optional(),
  icon: z.string().max(40).default(''),
  sort_order: z.string().max(20).default(''),
  ...localizedFormFields(['name', 'description'], z.string().max(4_000).default('')),
});

export async function action(args: Route.ActionArgs) {
  const { signedIn } = await requireTeam(args);
  const entries = Object.fromEntries(await args.request.formData());
  if (entries.intent === 'property-add' || entries.intent === 'property-update')
    return propertyAction(signedIn, entries);
  const parsed = categoryForm.safeParse(entries);
  if (!parsed.success || (parsed.data.intent !== 'add' && !parsed.data.id)) throw data(null, { status: 400 });
  const form = parsed.data;
  if (form.intent === 'delete') {
    const removed = await signedIn.api.send(
      z.object({ id: z.number() }),
      'DELETE',
      `/admin/categories/${form.id}`,
    );
    return withSession(signedIn, { intent: 'delete', ...settingOutcome(form.id!, removed) });
  }
  const body = {
    ...localizedBody(form, ['name', 'description']),
    icon: form.icon || null,
    sort_order: form.sort_order || 0,
  };
  const result =
    form.intent === 'update'
      ? await signedIn.api.send(teamCategorySchema, 'PUT', `/admin/categories/${form.id}`, body)
      : await signedIn.api.send(teamCategorySchema, 'POST', '/admin/categories', {
          ...body,
          parent_id: form.parent_id ?? null,
        });
  // A new category is told to the form it came from: the new main one, or its main category's.
  const outcomeId = form.intent === 'update' ? form.id! : `new-${form.parent_id ?? 'main'}`;
  return withSession(signedIn, { intent: String(form.intent), ...settingOutcome(outcomeId, result) });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'admin.screens.categories.title' }, { key: 'admin.screens.categories.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminCategories({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { categories, properties } = loaderData;
  const outcomeOf = (key: number | string) => (actionData?.id === key ? actionData : undefined);
  // A removal's outcome belongs to the removal, not to the category's form.
  const savedOf = (key: number) => (actionData?.intent === 'delete' ? undefined : outcomeOf(key));
  const mains = categories.filter((category) => category.parent_id === null);
  // A category or property just added: its form has closed, so the news is told above the list.
  const added =
    actionData?.ok && (actionData.intent === 'add' || actionData.intent === 'property-add')
      ? actionData.intent
      : null;
  const removed = actionData?.ok && actionData.intent === 'delete';
  // Removal, offered on a category without sub categories; the API refuses one still in use.
  const removal = (category: (typeof categories)[number]) => {
    const refused = actionData?.intent === 'delete' ? outcomeOf(category.id)?.errors.form : undefined;
    return (
      <div className="grid gap-2 border-t border-line pt-4">
        <p className="text-sm text-muted">{t('admin.categories.remove_hint')}</p>
        {refused?.length ? (
          <p role="alert" className="text-sm text-danger">
            {refused.join(' ')}
          </p>
        ) : null}
        <div>
          <ConfirmRemove
            id={category.id}
            texts={{
              button: t('admin.categories.remove'),
              title: t('admin.categories.remove_title'),
              body: t('admin.categories.remove_body', { name: localize(category.name, lang) }),
              keep: t('admin.categories.keep'),
              confirm: t('admin.categories.remove_confirm'),
            }}
          />
        </div>
      </div>
    );
  };
  const newForm = (parentId: number | null) => {
    const key = `new-${parentId ?? 'main'}`;
    const outcome = outcomeOf(key);
    return (
      <LazyDetails
        className="rounded-xl border border-dashed border-line p-4"
        summaryClassName="cursor-pointer font-semibold text-brand-700"
        summary={parentId === null ? t('admin.categories.new_main') : t('admin.categories.new_sub')}
        open={Boolean(outcome && !outcome.ok)}
      >
        <div className="mt-4">
          {/* A new key once one is added empties the form for the next. */}
          <CategoryEditor
            key={`${key}-${categories.length}`}
            parentId={parentId}
            errors={outcome?.errors ?? {}}
            saved={null}
          />
        </div>
      </LazyDetails>
    );
  };
  return (
    <div className="grid gap-5">
      <ScreenHeader screen="categories" />
      {added || removed ? (
        <p role="status" className="text-success">
          {t(
            removed
              ? 'admin.categories.removed'
              : added === 'add'
                ? 'admin.categories.added'
                : 'admin.categories.property_added',
          )}
        </p>
      ) : null}
      {newForm(null)}
      <ul className="grid gap-3">
        {mains.map((main) => {
          const subs = categories.filter((category) => category.parent_id === main.id);
          // A main category counts its own services and those of its sub categories, as visitors see.
          const servicesUnder = subs.reduce((sum, sub) => sum + sub.services_count, main.services_count);
          const own = properties.filter((property) => property.category_id === main.id);
          const touched = [
            main.id,
            `new-${main.id}`,
            `new-property-${main.id}`,
            ...subs.map((sub) => sub.id),
            ...own.map((property) => `property-${property.id}`),
          ].some(outcomeOf);
          return (
            <li key={main.id} className="rounded-2xl border border-line bg-surface">
              <LazyDetails
                open={touched}
                summaryClassName="flex cursor-pointer items-center gap-3 px-5 py-4"
                summary={
                  <>
                    <CategoryIcon name={main.icon} className="size-6 shrink-0 text-brand-700" />
                    <span className="grid flex-1 gap-0.5">
                      <span className="font-semibold">{localize(main.name, lang)}</span>
                      <span className="text-sm text-muted">
                        {t('admin.categories.counts', { subs: subs.length, services: servicesUnder })}
                      </span>
                    </span>
                  </>
                }
              >
                <div className="grid gap-4 border-t border-line p-5">
                  <CategoryEditor
                    key={JSON.stringify(main)}
                    category={main}
                    errors={savedOf(main.id)?.errors ?? {}}
                    saved={savedOf(main.id)?.ok ? t('admin.categories.saved') : null}
                  />
                  <h2 className="text-lg font-bold">
                    {t('admin.categories.subs', { name: localize(main.name, lang) })}
                  </h2>
                  <ul className="grid gap-2">
                    {subs.map((sub) => (
                      <li key={sub.id} className="rounded-xl border border-line">
                        <LazyDetails
                          open={Boolean(outcomeOf(sub.id))}
                          summaryClassName="flex cursor-pointer items-center justify-between gap-3 px-4 py-3"
                          summary={
                            <>
                              <span className="font-medium">{localize(sub.name, lang)}</span>
                              <span className="shrink-0 text-sm text-muted">
                                {t('admin.categories.services', { services: sub.services_count })}
                              </span>
                            </>
                          }
                        >
                          <div className="border-t border-line p-4">
                            <CategoryEditor
                              key={JSON.stringify(sub)}
                              category={sub}
                              errors={savedOf(sub.id)?.errors ?? {}}
                              saved={savedOf(sub.id)?.ok ? t('admin.categories.saved') : null}
                            />
                            {removal(sub)}
                          </div>
                        </LazyDetails>
                      </li>
                    ))}
                  </ul>
                  {newForm(main.id)}
                  <h2 className="text-lg font-bold">
                    {t('admin.categories.properties', { name: localize(main.name, lang) })}
                  </h2>
                  <p className="text-sm text-muted">{t('admin.categories.properties_hint')}</p>
                  <ul className="grid gap-2">
                    {own.map((property) => {
                      const outcome = outcomeOf(`property-${property.id}`);
                      return (
                        <li key={property.id} className="rounded-xl border border-line">
                          <LazyDetails
                            open={Boolean(outcome)}
                            summaryClassName="flex cursor-pointer items-center justify-between gap-3 px-4 py-3"
                            summary={
                              <>
                                <span className="font-medium">{localize(property.name, lang)}</span>
                                <span className="shrink-0 text-sm text-muted">
                                  {t('admin.categories.options_count', { options: property.options.length })}
                                </span>
                              </>
                            }
                          >
                            <div className="border-t border-line p-4">
                              <PropertyEditor
                                key={JSON.stringify(property)}
                                property={property}
                                errors={outcome?.errors ?? {}}
                                saved={outcome?.ok ? t('admin.categories.saved') : null}
                              />
                            </div>
                          </LazyDetails>
                        </li>
                      );
                    })}
                  </ul>
                  <LazyDetails
                    className="rounded-xl border border-dashed border-line p-4"
                    summaryClassName="cursor-pointer font-semibold text-brand-700"
                    summary={t('admin.categories.new_property')}
                    open={Boolean(
                      outcomeOf(`new-property-${main.id}`) && !outcomeOf(`new-property-${main.id}`)?.ok,
                    )}
                  >
                    <div className="mt-4">
                      <PropertyEditor
                        key={`new-property-${main.id}-${own.length}`}
                        categoryId={main.id}
                        errors={outcomeOf(`new-property-${main.id}`)?.errors ?? {}}
                        saved={null}
                      />
                    </div>
                  </LazyDetails>
                  {subs.length ? null : removal(main)}
                </div>
              </LazyDetails>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
