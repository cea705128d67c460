import type { TeamAccountTypeRequest } from '@wasla/shared/contracts/account-types';
import { formatDateTime, formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { Check, ExternalLink, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminHref } from './admin-href';
import { ReasonedDecision } from './decision-forms';
import type { DecisionOutcome } from './decision-outcome';
import { Facts, RecordCard } from './record-card';

const REASON = { minLength: 5, maxLength: 500 };

/**
 * An account-type request: who asks, from which type to which, the documents sent (each opens in a
 * new tab through the page server), and, while it waits, approve or reject with a reason.
 */
export function AccountTypeCard({
  item,
  lang,
  attempt,
  outcome,
}: {
  item: TeamAccountTypeRequest;
  lang: Language;
  attempt: string;
  outcome?: DecisionOutcome;
}) {
  const { t } = useTranslation();
  const titleId = `account-type-${item.id}`;
  const decided = item.decided_at
    ? [
        [t('admin.account_types.decided'), formatDateTime(item.decided_at, lang)] as [string, string],
        [t('admin.account_types.reason'), item.decision_reason ?? ''] as [string, string],
      ]
    : [];
  return (
    <RecordCard
      id={titleId}
      title={
        <>
          <Link to={adminHref(lang, `accounts/${item.account.id}`)} className="hover:underline">
            <bdi>{item.account.name}</bdi>
          </Link>
          <span className="text-base font-normal text-muted">
            {t('admin.account_types.change', {
              from: t(`account_types.${item.account.current_type}`),
              to: t(`account_types.${item.requested_type}`),
            })}
          </span>
        </>
      }
      outcome={outcome}
    >
      <Facts
        rows={[
          [t('admin.account_types.code'), item.account.code, true],
          [t('admin.account_types.email'), item.account.email ?? '—', true],
          [t('admin.account_types.asked'), formatDateTime(item.created_at, lang)],
          ...decided,
        ]}
      />
      {item.documents.length ? (
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {item.documents.map((document, index) => (
            <li key={document.id}>
              <a
                href={adminHref(lang, `account-types/documents/${document.id}`)}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
              >
                {t('admin.account_types.document', {
                  number: formatNumber(index + 1, lang),
                  kind: t(
                    document.type === 'application/pdf'
                      ? 'admin.account_types.pdf'
                      : 'admin.account_types.picture',
                  ),
                })}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{t('admin.new_tab')}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('admin.account_types.no_documents')}</p>
      )}
      {item.status === 'awaiting_documents' ? (
        <div className="flex flex-wrap items-start gap-3">
          <ReasonedDecision
            id={item.id}
            attempt={attempt}
            intent="approve"
            summary={
              <>
                <Check aria-hidden="true" className="size-4.5" />
                {t('admin.account_types.approve')}
              </>
            }
            reasonLabel={t('admin.account_types.reason_approve')}
            reasonHint={t('admin.account_types.approve_hint')}
            submit={t('admin.account_types.approve_send')}
            {...REASON}
            errors={outcome?.id === item.id ? outcome.reasonErrors : undefined}
          />
          <ReasonedDecision
            id={item.id}
            attempt={attempt}
            intent="reject"
            summary={
              <>
                <X aria-hidden="true" className="size-4.5" />
                {t('admin.account_types.reject')}
              </>
            }
            reasonLabel={t('admin.account_types.reason_reject')}
            reasonHint={t('admin.account_types.reject_hint')}
            submit={t('admin.account_types.reject_send')}
            {...REASON}
            errors={outcome?.id === item.id ? outcome.reasonErrors : undefined}
          />
        </div>
      ) : null}
    </RecordCard>
  );
}
