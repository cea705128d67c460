import { CATEGORY_ICONS, type TeamCategory } from '@wasla/shared/contracts/catalogue-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { NativeSelectField } from '../../components/ui/native-select-field';
import { CategoryIcon } from '../catalogue/category-icon';
import { LocalizedFields, type Texts } from './localized-fields';
import { SettingFormFooter } from './setting-form-footer';
import type { SettingErrors } from './setting-outcome';
import { SortOrderField } from './sort-order-field';

/**
 * A category's names and descriptions in the four languages, its place in its list and, for a main
 * category, its icon (shown beside the choice). Edits `category`, or adds one under `parentId`.
 */
export function CategoryEditor({
  category,
  parentId,
  errors,
  saved,
}: {
  category?: TeamCategory;
  /** For a new category: its main category, or null for a new main one. */
  parentId?: number | null;
  errors: SettingErrors;
  saved: string | null;
}) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState<Record<string, Texts>>({
    name: category?.name ?? {},
    description: category?.description ?? {},
  });
  const isMain = category ? category.parent_id === null : parentId === null;
  const [icon, setIcon] = useState(category?.icon ?? '');
  return (
    <Form method="post" className="grid gap-4">
      <input type="hidden" name="intent" value={category ? 'update' : 'add'} />
      {category ? <input type="hidden" name="id" value={category.id} /> : null}
      {!category && parentId ? <input type="hidden" name="parent_id" value={parentId} /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {isMain ? (
          <div className="flex items-end gap-3">
            <NativeSelectField
              label={t('admin.categories.icon')}
              name="icon"
              value={icon}
              onChange={setIcon}
              className="flex-1"
              options={[
                { id: '', name: t('admin.categories.no_icon') },
                ...CATEGORY_ICONS.map((id) => ({ id, name: id })),
              ]}
            />
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <CategoryIcon name={icon || null} />
            </span>
          </div>
        ) : null}
        <SortOrderField value={category?.sort_order} errors={errors.sort_order} />
      </div>
      {errors.icon?.length || errors.parent_id?.length ? (
        <p role="alert" className="text-danger">
          {[...(errors.icon ?? []), ...(errors.parent_id ?? [])].join(' ')}
        </p>
      ) : null}
      <LocalizedFields
        fields={[
          { name: 'name', label: t('admin.categories.name'), max: 80 },
          { name: 'description', label: t('admin.categories.description'), max: 500, multiline: true },
        ]}
        values={texts}
        onChange={(field, code, text) =>
          setTexts((all) => ({ ...all, [field]: { ...all[field], [code]: text } }))
        }
        errors={errors}
      />
      <SettingFormFooter
        label={category ? t('admin.categories.save') : t('admin.categories.add')}
        saved={saved}
        formErrors={errors.form}
      />
    </Form>
  );
}
