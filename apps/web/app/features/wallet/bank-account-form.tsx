import type { BankAccount } from '@wasla/shared/contracts/wallet';
import { bankAccountProblems } from '@wasla/shared/wallet-rules/bank-details';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { FormAlert } from '../auth/form-alert';
import { useWalletAction, type WalletReply } from './use-wallet-action';

const FIELDS = ['bank_name', 'owner_name', 'account_number', 'iban', 'swift'] as const;
type Field = (typeof FIELDS)[number];

const AUTOCOMPLETE: Partial<Record<Field, string>> = { owner_name: 'name' };
// Codes and numbers read left to right on every page.
const LTR: readonly Field[] = ['account_number', 'iban', 'swift'];

/**
 * A bank account to withdraw to, new or edited (`intent=add-account` or `update-account`). The IBAN
 * (country, length, mod-97) and SWIFT/BIC are checked here with the same rules the API applies, so a
 * mistyped digit is caught before sending; what the server still refuses shows at the field.
 */
export function BankAccountForm({
  action,
  account,
  onSaved,
  idPrefix,
}: {
  action: string;
  account?: BankAccount;
  onSaved?: (reply: WalletReply) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const [formKey, setFormKey] = useState(0);
  const [local, setLocal] = useState<Partial<Record<Field, string[]>>>({});
  const save = useWalletAction(action, (reply) => {
    setLocal({});
    if (!account) setFormKey((k) => k + 1);
    onSaved?.(reply);
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const problems = bankAccountProblems({ iban: text('iban'), swift: text('swift') });
    const found: Partial<Record<Field, string[]>> = {};
    for (const problem of problems) {
      const message = t(problem.key.replace(/^validation\./, 'validation:'), problem.params);
      found[problem.field] = [...(found[problem.field] ?? []), message];
    }
    setLocal(found);
    if (problems.length) {
      document.getElementById(`${idPrefix}-${problems[0]!.field}`)?.focus();
      return;
    }
    save.submit(Object.fromEntries(data) as Record<string, string>);
  }

  const kept = save.values;
  return (
    <form key={formKey} onSubmit={submit} method="post" action={action} noValidate className="grid gap-4">
      <input type="hidden" name="intent" value={account ? 'update-account' : 'add-account'} />
      {account ? <input type="hidden" name="id" value={account.id} /> : null}
      <FormAlert messages={save.formErrors} />
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            id={`${idPrefix}-${field}`}
            name={field}
            label={t(`wallet.bank_accounts.fields.${field}`)}
            defaultValue={kept?.[field] ?? account?.[field] ?? ''}
            autoComplete={AUTOCOMPLETE[field] ?? 'off'}
            inputDir={LTR.includes(field) ? 'ltr' : undefined}
            description={field === 'iban' ? t('wallet.bank_accounts.iban_hint') : undefined}
            isRequired
            errors={local[field] ?? save.errors[field]}
            className={field === 'iban' ? 'sm:col-span-2' : undefined}
          />
        ))}
      </div>
      {account ? <p className="text-sm text-muted">{t('wallet.bank_accounts.change_note')}</p> : null}
      <div>
        <Button type="submit" isPending={save.busy} className="w-full sm:w-auto">
          {account ? t('wallet.save') : t('wallet.bank_accounts.add')}
        </Button>
      </div>
    </form>
  );
}
