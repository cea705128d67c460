import type { TeamProperty } from '@wasla/shared/contracts/catalogue-admin';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button';
import { LocalizedInputs } from './localized-inputs';
import { SettingFormFooter } from './setting-form-footer';
import type { SettingErrors } from './setting-outcome';
import { SortOrderField } from './sort-order-field';

/**
 * A property of a main category and its options, in the four languages. Options already there may be
 * renamed, never removed (services keep the ones they chose); new ones are added at the end.
 */
export function PropertyEditor({
  property,
  categoryId,
  errors,
  saved,
}: {
  property?: TeamProperty;
  /** For a new property: its main category. */
  categoryId?: number;
  errors: SettingErrors;
  saved: string | null;
}) {
  const { t } = useTranslation();
  const [added, setAdded] = useState(property ? 0 : 1);
  const options = [
    ...(property?.options ?? []).map((option) => ({
      id: option.id as number | undefined,
      name: option.name,
    })),
    ...Array.from({ length: added }, () => ({ id: undefined, name: {} })),
  ];
  const problems = [...(errors.options ?? []), ...(errors.category_id ?? [])];
  return (
    <Form method="post" className="grid gap-4">
      <input type="hidden" name="intent" value={property ? 'property-update' : 'property-add'} />
      <input type="hidden" name="id" value={property?.id ?? categoryId} />
      <LocalizedInputs
        name="name"
        label={t('admin.categories.property_name')}
        values={property?.name ?? {}}
        errors={errors}
      />
      <SortOrderField value={property?.sort_order} errors={errors.sort_order} />
      <ol className="grid gap-3">
        {options.map((option, index) => (
          <li key={option.id ?? `new-${index}`}>
            <fieldset className="grid gap-3 rounded-xl border border-line p-4">
              <legend className="px-1 text-sm font-bold">
                {t('admin.categories.option', { number: index + 1 })}
              </legend>
              {option.id ? <input type="hidden" name={`options.${index}.id`} value={option.id} /> : null}
              <LocalizedInputs
                name={`options.${index}.name`}
                label={t('admin.categories.option_name')}
                values={option.name}
                errors={errors}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      {problems.length ? (
        <p role="alert" className="text-danger">
          {problems.join(' ')}
        </p>
      ) : null}
      <div>
        <Button variant="secondary" onPress={() => setAdded((count) => count + 1)}>
          <Plus aria-hidden="true" className="size-4.5" />
          {t('admin.categories.add_option')}
        </Button>
      </div>
      <SettingFormFooter
        label={property ? t('admin.categories.save_property') : t('admin.categories.add_property')}
        saved={saved}
        formErrors={errors.form}
      />
    </Form>
  );
}
