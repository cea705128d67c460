import { SERVICE_OTHER_VALUE_MAX_CHARS } from '@wasla/shared/business-constants';
import type { Property } from '@wasla/shared/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { ChoiceChipsField } from '../../../components/ui/choice-chips-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { idOfKey } from '../../../lib/select-key';
import { useCatalogueList } from './use-catalogue-list';
import { errorsUnder, useWizard } from './wizard-context';
import { OTHER_CATEGORY } from './wizard-form';

/**
 * Main category, then sub category (or "other" with a written name), then the main category's
 * properties, each a set of chips with an "other" value of its own.
 */
export function CategoryFields() {
  const { t } = useTranslation();
  const { form, update, errors, categories, lang, properties: savedProperties, service } = useWizard();
  const main = categories.find((c) => c.id === form.main_category_id);
  const subOptions = main ? [...main.children, { id: OTHER_CATEGORY, name: t('wizard.other_category') }] : [];
  const subValue = form.category_id ?? (form.other_cat || errors.other_cat ? OTHER_CATEGORY : null);
  const { list: properties, loading } = useCatalogueList<Property>(
    lang,
    'properties',
    form.main_category_id,
    savedProperties,
    service.main_category_id,
  );

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-5">
      <legend className="mb-2 text-base font-bold">{t('wizard.category_title')}</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('wizard.main_category')}
          name="main_category_id"
          options={categories}
          value={form.main_category_id}
          onChange={(key) => {
            const next = idOfKey(key);
            if (next === form.main_category_id) return;
            // Sub category, properties and the tags of the old category no longer apply.
            update({
              main_category_id: next,
              category_id: null,
              other_cat: '',
              properties: {},
            });
          }}
          placeholder={t('profile.choose')}
          errors={errorsUnder(errors, 'main_category_id')}
        />
        <SelectField
          label={t('wizard.sub_category')}
          name="category_id"
          options={subOptions}
          value={subValue}
          isDisabled={!main}
          onChange={(key) =>
            update(
              key === OTHER_CATEGORY ? { category_id: null } : { category_id: idOfKey(key), other_cat: '' },
            )
          }
          placeholder={main ? t('profile.choose') : t('wizard.main_category_first')}
          description={main ? undefined : t('wizard.main_category_first')}
          errors={errorsUnder(errors, 'category_id')}
        />
      </div>
      {subValue === OTHER_CATEGORY ? (
        <TextField
          label={t('wizard.other_category_name')}
          value={form.other_cat}
          onChange={(value) => update({ other_cat: value })}
          maxLength={80}
          errors={errorsUnder(errors, 'other_cat')}
        />
      ) : null}

      {loading ? <p className="text-sm text-muted">{t('profile.loading')}</p> : null}
      {properties.map((property) => {
        const answer = form.properties[String(property.id)] ?? { chosen: [], other_value: '' };
        const options = property.options
          .filter((o) => o.id !== 'other')
          .map((o) => ({ id: String(o.id), name: o.name }));
        const withOther = [...options, { id: 'other', name: t('wizard.other_option') }];
        // "Other" is chosen while it has a value; a lone space keeps it open before anything is typed.
        const chosen = [...answer.chosen.map(String), ...(answer.other_value ? ['other'] : [])];
        const set = (next: { chosen: number[]; other_value: string }) =>
          update((current) => ({ properties: { ...current.properties, [String(property.id)]: next } }));
        return (
          <div key={property.id} className="grid gap-3">
            <ChoiceChipsField
              label={property.name}
              options={withOther}
              value={chosen}
              onChange={(values) =>
                set({
                  chosen: values.filter((v) => v !== 'other').map(Number),
                  other_value: values.includes('other') ? answer.other_value || ' ' : '',
                })
              }
              errors={errorsUnder(errors, `properties.${property.id}`)}
            />
            {chosen.includes('other') ? (
              <TextField
                label={t('wizard.other_value', { property: property.name })}
                value={answer.other_value.trimStart()}
                onChange={(value) => set({ chosen: answer.chosen, other_value: value || ' ' })}
                maxLength={SERVICE_OTHER_VALUE_MAX_CHARS}
              />
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
