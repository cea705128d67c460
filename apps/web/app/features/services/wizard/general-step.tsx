import { EXPERIENCES, GENDERS } from '@wasla/shared/contracts/auth';
import { useTranslation } from 'react-i18next';
import { ChoiceChipsField } from '../../../components/ui/choice-chips-field';
import { CategoryFields } from './category-fields';
import { LanguageTexts } from './language-texts';
import { PlacesEditor } from './places-editor';
import { TagInput } from './tag-input';
import { errorsUnder, useWizard } from './wizard-context';

/** Step 1: names and descriptions, categories and properties, tags, who it suits, and places. */
export function GeneralStep() {
  const { t } = useTranslation();
  const { form, update, errors } = useWizard();
  return (
    <div className="grid grid-cols-1 gap-10">
      <LanguageTexts />
      <CategoryFields />
      <TagInput />
      <div className="grid gap-6 sm:grid-cols-2">
        <ChoiceChipsField
          label={t('wizard.experiences')}
          description={t('wizard.experiences_hint')}
          options={EXPERIENCES.map((id) => ({ id, name: t(`profile.experience_levels.${id}`) }))}
          value={form.experiences}
          onChange={(experiences) => update({ experiences })}
          errors={errorsUnder(errors, 'experiences')}
        />
        <ChoiceChipsField
          label={t('wizard.genders')}
          description={t('wizard.genders_hint')}
          options={GENDERS.map((id) => ({ id, name: t(`wizard.gender_options.${id}`) }))}
          value={form.genders}
          onChange={(genders) => update({ genders })}
          errors={errorsUnder(errors, 'genders')}
        />
      </div>
      <PlacesEditor />
    </div>
  );
}
