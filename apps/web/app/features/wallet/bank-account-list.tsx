import type { BankAccount } from '@wasla/shared/contracts/wallet';
import { formatDateTime } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { Clock, Landmark, PencilLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { FormAlert } from '../auth/form-alert';
import { BankAccountForm } from './bank-account-form';
import { useWalletAction } from './use-wallet-action';

/** "•••• 1234": all a list shows of an IBAN. */
export const maskedIban = (iban: string) => `•••• ${iban.replace(/\s/g, '').slice(-4)}`;

/** When withdrawals to the account are possible again after its details changed, if not yet. */
export function waitingUntil(account: Pick<BankAccount, 'usable_from'>, now: number): string | undefined {
  return new Date(account.usable_from).getTime() > now ? account.usable_from : undefined;
}

/** The bank, the holder and the IBAN's end, and the 48-hour wait after a change with its time. */
export function BankAccountSummary({
  account,
  lang,
  now,
}: {
  account: BankAccount;
  lang: Language;
  now: number;
}) {
  const { t } = useTranslation();
  const waiting = waitingUntil(account, now);
  return (
    <span className="flex min-w-0 flex-col">
      <span className="flex flex-wrap items-baseline gap-x-2 font-semibold">
        <bdi>{account.bank_name}</bdi>
        <bdi dir="ltr" className="tabular-nums">
          {maskedIban(account.iban)}
        </bdi>
      </span>
      <span className="text-sm text-muted">
        <bdi>{account.owner_name}</bdi> · <bdi dir="ltr">{account.swift}</bdi>
      </span>
      {waiting ? (
        <span className="mt-1 inline-flex items-center gap-1 text-sm text-warning">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {t('wallet.bank_accounts.waiting', { time: formatDateTime(waiting, lang) })}
        </span>
      ) : null}
    </span>
  );
}

function BankAccountRow({
  account,
  action,
  lang,
  now,
}: {
  account: BankAccount;
  action: string;
  lang: Language;
  now: number;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const remove = useWalletAction(action, () => setDialog(null));
  const label = `${account.bank_name} ${maskedIban(account.iban)}`;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3.5">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <Landmark aria-hidden="true" className="size-5.5" />
      </span>
      {/* On a phone the actions move under the details rather than squeezing them. */}
      <div className="min-w-0 flex-1 basis-52">
        <BankAccountSummary account={account} lang={lang} now={now} />
      </div>
      <div className="-my-1 flex w-full justify-end gap-1 sm:w-auto">
        <Button variant="ghost" size="sm" onPress={() => setDialog('edit')}>
          <PencilLine aria-hidden="true" className="size-4" />
          {t('wallet.bank_accounts.edit')}
          <span className="sr-only">: {label}</span>
        </Button>
        <Button variant="ghost" size="sm" className="text-danger" onPress={() => setDialog('delete')}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('wallet.bank_accounts.delete')}
          <span className="sr-only">: {label}</span>
        </Button>
      </div>
      <ModalDialog
        isOpen={dialog === 'edit'}
        onOpenChange={(open) => setDialog(open ? 'edit' : null)}
        title={t('wallet.bank_accounts.edit_title')}
      >
        <BankAccountForm
          action={action}
          account={account}
          idPrefix={`account-${account.id}`}
          onSaved={() => setDialog(null)}
        />
      </ModalDialog>
      <ModalDialog
        role="alertdialog"
        isOpen={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={t('wallet.bank_accounts.delete_title')}
        description={t('wallet.bank_accounts.delete_body', { account: label })}
        busy={remove.busy}
      >
        <FormAlert messages={remove.formErrors} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={() => setDialog(null)} isDisabled={remove.busy}>
            {t('wallet.keep')}
          </Button>
          <Button
            variant="danger"
            isPending={remove.busy}
            onPress={() => remove.submit({ intent: 'delete-account', id: String(account.id) })}
          >
            <Trash2 aria-hidden="true" className="size-4.5" />
            {t('wallet.bank_accounts.delete_confirm')}
          </Button>
        </div>
      </ModalDialog>
    </li>
  );
}

/** The user's bank accounts, each editable (which restarts the 48-hour wait) and removable. */
export function BankAccountList({
  accounts,
  action,
  lang,
  now,
}: {
  accounts: BankAccount[];
  action: string;
  lang: Language;
  now: number;
}) {
  return (
    <ul className="divide-y divide-line">
      {accounts.map((account) => (
        <BankAccountRow key={account.id} account={account} action={action} lang={lang} now={now} />
      ))}
    </ul>
  );
}
