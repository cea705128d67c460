import type { FinanceBankTransfer, FinanceWithdrawal } from '@wasla/shared/contracts/wallet';
import { formatDateTime, formatMoney } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { Check, ExternalLink, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { adminHref } from './admin-href';
import { DecisionButton, ReasonedDecision } from './decision-forms';
import type { DecisionOutcome } from './decision-outcome';
import { DueClock } from './due-clock';
import { RecordCard as Card, Facts } from './record-card';

type CardProps<T> = { item: T; lang: Language; now: number; attempt: string; outcome?: DecisionOutcome };

const REASON = { minLength: 3, maxLength: 500 };

/** A top-up by bank transfer: who, how much, the bank's operation number and receipt, the 3-day clock. */
export function TopUpCard({ item, lang, now, attempt, outcome }: CardProps<FinanceBankTransfer>) {
  const { t } = useTranslation();
  return (
    <Card
      id={`top-up-${item.id}`}
      outcome={outcome}
      title={
        <>
          <span>{formatMoney(item.amount, item.currency, lang)}</span>
          <bdi className="text-base font-normal text-muted">{item.user.name}</bdi>
          {item.status === 'pending' ? <DueClock due={item.due_at} now={now} lang={lang} /> : null}
        </>
      }
    >
      <Facts
        rows={[
          [t('admin.finance.number'), `#${item.id}`, true],
          [t('admin.finance.email'), item.user.email ?? '—', true],
          [t('admin.finance.operation'), item.operation_number, true],
          [t('admin.finance.sent'), formatDateTime(item.created_at, lang)],
          ...(item.reason ? [[t('admin.finance.reason'), item.reason] as [string, string]] : []),
        ]}
      />
      <a
        href={adminHref(lang, `finance/receipts/${item.id}`)}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        {t('admin.finance.receipt')}
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{t('admin.new_tab')}</span>
      </a>
      {item.status === 'pending' ? (
        <div className="flex flex-wrap items-start gap-3">
          <DecisionButton id={item.id} attempt={attempt} intent="approve">
            <Check aria-hidden="true" className="size-4.5" />
            {t('admin.finance.approve')}
          </DecisionButton>
          <ReasonedDecision
            id={item.id}
            attempt={attempt}
            intent="reject"
            summary={
              <>
                <X aria-hidden="true" className="size-4.5" />
                {t('admin.finance.reject')}
              </>
            }
            reasonLabel={t('admin.finance.reason_for_user')}
            reasonHint={t('admin.finance.reason_hint')}
            submit={t('admin.finance.reject_send')}
            errors={outcome?.reasonErrors}
            {...REASON}
          />
        </div>
      ) : null}
    </Card>
  );
}

/** A withdrawal: who, how much, the account to pay and its legal name, the 3-working-day clock. */
export function WithdrawalCard({ item, lang, now, attempt, outcome }: CardProps<FinanceWithdrawal>) {
  const { t } = useTranslation();
  const open = item.status === 'requested' || item.status === 'processing';
  return (
    <Card
      id={`withdrawal-${item.id}`}
      outcome={outcome}
      title={
        <>
          <span>{formatMoney(item.amount, item.currency, lang)}</span>
          <bdi className="text-base font-normal text-muted">{item.user.name}</bdi>
          {open ? <DueClock due={item.due_at} now={now} lang={lang} /> : null}
        </>
      }
    >
      <Facts
        rows={[
          [t('admin.finance.number'), `#${item.id}`, true],
          [t('admin.finance.email'), item.user.email ?? '—', true],
          [t('admin.finance.legal_name'), item.legal_name ?? '—'],
          [t('admin.finance.bank'), item.bank_account.bank_name],
          [t('admin.finance.owner'), item.bank_account.owner_name],
          [t('admin.finance.iban'), item.bank_account.iban, true],
          [t('admin.finance.account_number'), item.bank_account.account_number, true],
          [t('admin.finance.swift'), item.bank_account.swift, true],
          [t('admin.finance.requested'), formatDateTime(item.created_at, lang)],
          ...(item.reason ? [[t('admin.finance.reason'), item.reason] as [string, string]] : []),
        ]}
      />
      {open ? (
        <div className="flex flex-wrap items-start gap-3">
          {item.status === 'requested' ? (
            <DecisionButton id={item.id} attempt={attempt} intent="processing">
              {t('admin.finance.start_processing')}
            </DecisionButton>
          ) : (
            <>
              <DecisionButton id={item.id} attempt={attempt} intent="paid">
                <Check aria-hidden="true" className="size-4.5" />
                {t('admin.finance.mark_paid')}
              </DecisionButton>
              <ReasonedDecision
                id={item.id}
                attempt={attempt}
                intent="failed"
                summary={t('admin.finance.mark_failed')}
                reasonLabel={t('admin.finance.reason_for_user')}
                reasonHint={t('admin.finance.fail_hint')}
                submit={t('admin.finance.fail_send')}
                errors={outcome?.reasonErrors}
                {...REASON}
              />
            </>
          )}
        </div>
      ) : null}
    </Card>
  );
}
