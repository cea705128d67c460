import type { PersonalInformation } from '@wasla/shared/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { FormAlert } from '../auth/form-alert';
import { useWalletAction, type WalletReply } from './use-wallet-action';

/**
 * The legal identity a payout is made to (SPEC.md section 3, personal_info): required before the
 * first withdrawal (`intent=save-personal`, a new record or the saved one changed).
 */
export function PersonalInfoForm({
  action,
  saved,
  onSaved,
}: {
  action: string;
  saved: PersonalInformation | null;
  onSaved?: (reply: WalletReply) => void;
}) {
  const { t } = useTranslation();
  const save = useWalletAction(action, onSaved);
  const kept = save.values;
  const value = (field: 'legal_name' | 'address' | 'date_of_birth') => kept?.[field] ?? saved?.[field] ?? '';
  return (
    <save.fetcher.Form method="post" action={action} noValidate className="grid max-w-2xl gap-4">
      <input type="hidden" name="intent" value="save-personal" />
      {saved ? <input type="hidden" name="id" value={saved.id} /> : null}
      <FormAlert messages={save.formErrors} />
      <TextField
        name="legal_name"
        label={t('wallet.personal.legal_name')}
        description={t('wallet.personal.legal_name_hint')}
        autoComplete="name"
        defaultValue={value('legal_name')}
        isRequired
        errors={save.errors.legal_name}
      />
      <TextField
        name="address"
        label={t('wallet.personal.address')}
        autoComplete="street-address"
        multiline
        defaultValue={value('address')}
        isRequired
        errors={save.errors.address}
      />
      <TextField
        name="date_of_birth"
        type="date"
        label={t('wallet.personal.date_of_birth')}
        autoComplete="bday"
        defaultValue={value('date_of_birth')}
        isRequired
        errors={save.errors.date_of_birth}
        className="sm:max-w-xs"
      />
      <div>
        <Button type="submit" isPending={save.busy} className="w-full sm:w-auto">
          {t('wallet.personal.save')}
        </Button>
      </div>
    </save.fetcher.Form>
  );
}
