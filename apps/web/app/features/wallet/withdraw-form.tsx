import type { BankAccount } from '@wasla/shared/contracts/wallet';
import { toLatinDigits } from '@wasla/shared/digits';
import type { Language } from '@wasla/shared/languages';
import { ArrowUpFromLine, Plus } from 'lucide-react';
import { useState } from 'react';
import { FieldError, Label, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { TextField } from '../../components/ui/text-field';
import { FormAlert } from '../auth/form-alert';
import { BankAccountForm } from './bank-account-form';
import { BankAccountSummary } from './bank-account-list';
import { ChoiceRadio } from './choice-radio';
import { minimumWithdrawal } from './wallet-money';

export type WithdrawFailure = { errors: Record<string, string[]>; values: Record<string, string> };

/**
 * A withdrawal request (SPEC.md sections 5 and 7): the amount, at least the minimum, and the bank
 * account it goes to. The server's refusals show at their field: the minimum and "not enough credit"
 * at the amount, the 48-hour wait after a change at the account.
 */
export function WithdrawForm({
  lang,
  accounts,
  attempt,
  now,
  methodsAction,
  failed,
}: {
  lang: Language;
  accounts: BankAccount[];
  attempt: string;
  now: number;
  methodsAction: string;
  failed?: WithdrawFailure;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'withdraw';
  const [accountId, setAccountId] = useState(
    failed?.values.bank_account_id || (accounts[0] ? String(accounts[0].id) : ''),
  );
  const [adding, setAdding] = useState(false);
  const errors = failed?.errors ?? {};
  const accountErrors = errors.bank_account_id ?? errors.bank_account;
  return (
    <>
      <Form method="post" noValidate className="grid max-w-xl gap-5">
        <input type="hidden" name="intent" value="withdraw" />
        <input type="hidden" name="attempt" value={attempt} />
        <FormAlert messages={errors.form} />
        <TextField
          name="amount"
          label={t('wallet.withdraw_page.amount')}
          description={t('wallet.withdraw_page.minimum', { amount: minimumWithdrawal(lang) })}
          defaultValue={failed?.values.amount ?? ''}
          normalise={toLatinDigits}
          inputMode="decimal"
          inputDir="ltr"
          autoComplete="off"
          isRequired
          errors={errors.amount}
          className="sm:max-w-xs"
        />
        <RadioGroup
          name="bank_account_id"
          value={accountId}
          onChange={setAccountId}
          isRequired
          isInvalid={Boolean(accountErrors?.length)}
          validationBehavior="aria"
          className="grid gap-2"
        >
          <Label className="text-sm font-semibold">{t('wallet.withdraw_page.account')}</Label>
          {accounts.length === 0 ? (
            <p className="text-sm text-muted">{t('wallet.withdraw_page.no_accounts')}</p>
          ) : null}
          {accounts.map((account) => (
            <ChoiceRadio key={account.id} value={String(account.id)}>
              <BankAccountSummary account={account} lang={lang} now={now} />
            </ChoiceRadio>
          ))}
          <FieldError className="text-sm text-danger">{accountErrors?.join(' ')}</FieldError>
          <div>
            <Button variant="ghost" size="sm" onPress={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {t('wallet.bank_accounts.add')}
            </Button>
          </div>
        </RadioGroup>
        <div className="grid gap-2">
          <Button
            type="submit"
            size="lg"
            isPending={busy}
            isDisabled={!accountId}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            <ArrowUpFromLine aria-hidden="true" className="size-4.5" />
            {t('wallet.withdraw_page.submit')}
          </Button>
          <p className="text-xs text-muted">{t('wallet.withdraw_page.timing')}</p>
        </div>
      </Form>
      <ModalDialog isOpen={adding} onOpenChange={setAdding} title={t('wallet.bank_accounts.add')}>
        <BankAccountForm
          action={methodsAction}
          idPrefix="withdraw-account"
          onSaved={(reply) => {
            if (reply.id) setAccountId(String(reply.id));
            setAdding(false);
          }}
        />
      </ModalDialog>
    </>
  );
}
