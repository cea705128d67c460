import type { BankTransfer } from '@wasla/shared/contracts/wallet';
import { formatDate, formatDateTime } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { StatusBadge } from './status-badge';
import { showAed } from './wallet-money';

function BankTransferRow({ transfer, lang }: { transfer: BankTransfer; lang: Language }) {
  const { t } = useTranslation();
  return (
    <li className="grid gap-2 py-3.5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1.5">
        <div className="min-w-0">
          <p className="font-bold tabular-nums">
            <bdi>{showAed(transfer.amount, lang, transfer.currency)}</bdi>
          </p>
          <p className="text-sm text-muted">
            {t('wallet.bank_transfers.operation')} <bdi dir="ltr">{transfer.operation_number}</bdi>
          </p>
          <p className="text-sm text-muted">
            <time dateTime={transfer.created_at}>{formatDateTime(transfer.created_at, lang)}</time>
          </p>
        </div>
        <StatusBadge status={transfer.status} />
      </div>
      {transfer.status === 'pending' ? (
        <p className="text-sm text-muted">
          {t('wallet.bank_transfers.due', { date: formatDate(transfer.due_at, lang) })}
        </p>
      ) : null}
      {transfer.reason ? (
        <p className="text-sm">
          <span className="font-semibold">{t('wallet.bank_transfers.reason')}</span>{' '}
          <bdi>{transfer.reason}</bdi>
        </p>
      ) : null}
    </li>
  );
}

/**
 * The account's own top-ups by bank transfer with their status: a pending one is in no balance or
 * activity until the finance team approves it, so this is where the person sees it waiting.
 */
export function BankTransferList(props: {
  transfers: BankTransfer[];
  lang: Language;
  page: number;
  last: number;
}) {
  const { t } = useTranslation();
  const { transfers, lang } = props;
  return (
    <section
      aria-labelledby="bank-transfers-title"
      className="grid gap-3 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="bank-transfers-title" className="text-lg font-bold">
        {t('wallet.bank_transfers.title')}
      </h2>
      {transfers.length === 0 ? (
        <EmptyState
          icon={Landmark}
          headingLevel={3}
          title={t('wallet.bank_transfers.empty_title')}
          body={t('wallet.bank_transfers.empty_body')}
        />
      ) : (
        <ul className="divide-y divide-line">
          {transfers.map((transfer) => (
            <BankTransferRow key={transfer.id} transfer={transfer} lang={lang} />
          ))}
        </ul>
      )}
      <Pagination
        current={props.page}
        last={props.last}
        hrefOf={(n) => `/${lang}/top-up-wallet?method=bank${n > 1 ? `&page=${n}` : ''}`}
        label={t('wallet.bank_transfers.pages')}
      />
    </section>
  );
}
