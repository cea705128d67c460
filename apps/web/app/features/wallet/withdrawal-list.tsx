import type { Withdrawal } from '@wasla/shared/contracts/wallet';
import { formatDate, formatDateTime } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { ArrowUpFromLine, Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { Pagination } from '../../components/ui/pagination';
import { FormAlert } from '../auth/form-alert';
import { StatusBadge } from './status-badge';
import { useWalletAction } from './use-wallet-action';
import { showAed } from './wallet-money';

function WithdrawalRow({
  withdrawal,
  lang,
  action,
}: {
  withdrawal: Withdrawal;
  lang: Language;
  action: string;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const cancel = useWalletAction(action, () => setConfirming(false));
  const amount = showAed(withdrawal.amount, lang, withdrawal.currency);
  const open = withdrawal.status === 'requested' || withdrawal.status === 'processing';
  return (
    <li
      id={`withdrawal-${withdrawal.id}`}
      className="grid scroll-mt-[calc(5.3em+1rem)] gap-2 py-3.5 target:bg-accent-100/40"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1.5">
        <div className="min-w-0">
          <p className="font-bold tabular-nums">
            <bdi>{amount}</bdi>
          </p>
          <p className="text-sm text-muted">
            {t('wallet.withdrawals.to', { bank: withdrawal.bank_account.bank_name })}{' '}
            <bdi dir="ltr">•••• {withdrawal.bank_account.iban_last4}</bdi>
          </p>
          <p className="text-sm text-muted">
            <time dateTime={withdrawal.created_at}>{formatDateTime(withdrawal.created_at, lang)}</time>
          </p>
        </div>
        <StatusBadge status={withdrawal.status} />
      </div>
      {open ? (
        <p className="text-sm text-muted">
          {t('wallet.withdrawals.due', { date: formatDate(withdrawal.due_at, lang) })}
        </p>
      ) : null}
      {withdrawal.reason ? (
        <p className="text-sm">
          <span className="font-semibold">{t('wallet.withdrawals.reason')}</span>{' '}
          <bdi>{withdrawal.reason}</bdi>
        </p>
      ) : null}
      {withdrawal.status === 'requested' ? (
        <div>
          <Button variant="secondary" size="sm" onPress={() => setConfirming(true)}>
            <Ban aria-hidden="true" className="size-4" />
            {t('wallet.withdrawals.cancel')}
            <span className="sr-only">: {amount}</span>
          </Button>
        </div>
      ) : null}
      <ModalDialog
        role="alertdialog"
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('wallet.withdrawals.cancel_title')}
        description={t('wallet.withdrawals.cancel_body', { amount })}
        busy={cancel.busy}
      >
        <FormAlert messages={cancel.formErrors} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={() => setConfirming(false)} isDisabled={cancel.busy}>
            {t('wallet.keep')}
          </Button>
          <Button
            variant="danger"
            isPending={cancel.busy}
            onPress={() => cancel.submit({ intent: 'cancel', id: String(withdrawal.id) })}
          >
            {t('wallet.withdrawals.cancel_confirm')}
          </Button>
        </div>
      </ModalDialog>
    </li>
  );
}

/** The account's own withdrawals with their status; one still requested can be cancelled. */
export function WithdrawalList({
  withdrawals,
  lang,
  action,
  page,
  last,
}: {
  withdrawals: Withdrawal[];
  lang: Language;
  action: string;
  page: number;
  last: number;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="withdrawals-title"
      className="grid gap-3 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="withdrawals-title" className="text-lg font-bold">
        {t('wallet.withdrawals.title')}
      </h2>
      {withdrawals.length === 0 ? (
        <EmptyState
          icon={ArrowUpFromLine}
          headingLevel={3}
          title={t('wallet.withdrawals.empty_title')}
          body={t('wallet.withdrawals.empty_body')}
        />
      ) : (
        <ul className="divide-y divide-line">
          {withdrawals.map((withdrawal) => (
            <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} lang={lang} action={action} />
          ))}
        </ul>
      )}
      <Pagination
        current={page}
        last={last}
        hrefOf={(n) => `/${lang}/withdraw${n > 1 ? `?page=${n}` : ''}`}
        label={t('wallet.withdrawals.pages')}
      />
    </section>
  );
}
