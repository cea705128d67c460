import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { ExtraOptions } from './extra-options';
import { PricingFields } from './pricing-fields';
import { SocialChannels } from './social-channels';
import { errorsUnder, useWizard } from './wizard-context';

/** Step 3: prices and extra options, how to get in touch, and an optional end date. */
export function CommunicationStep() {
  const { t } = useTranslation();
  const { form, update, errors } = useWizard();
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return (
    <div className="grid grid-cols-1 gap-10">
      <PricingFields />
      <ExtraOptions />
      <SocialChannels />
      <div className="max-w-xs">
        <TextField
          label={t('wizard.expires_at')}
          description={t('wizard.expires_at_hint')}
          type="date"
          value={form.expired_at}
          onChange={(expired_at) => update({ expired_at })}
          inputDir="ltr"
          min={tomorrow}
          errors={errorsUnder(errors, 'expired_at')}
        />
      </div>
    </div>
  );
}
