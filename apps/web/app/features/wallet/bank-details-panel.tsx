import type { BankInformation } from '@wasla/shared/contracts/wallet';
import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/ui/copy-button';

const ROWS = ['bank_name', 'account_name', 'account_number', 'iban', 'swift'] as const;
// Numbers and codes are read and copied left to right.
const CODES: readonly (typeof ROWS)[number][] = ['account_number', 'iban', 'swift'];

/** The platform's own account (`GET /bank-information`), each detail with a button to copy it. */
export function BankDetailsPanel({ bank }: { bank: BankInformation }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="bank-details-title"
      className="grid gap-3 rounded-xl border border-line bg-canvas p-4 sm:p-5"
    >
      <h2 id="bank-details-title" className="flex items-center gap-2 font-bold">
        <Landmark aria-hidden="true" className="size-5 text-brand-700" />
        {t('wallet.bank.details_title')}
      </h2>
      <p className="text-sm text-muted">{t('wallet.bank.details_intro')}</p>
      <dl className="grid gap-2">
        {ROWS.map((row) => {
          const label = t(`wallet.bank.details.${row}`);
          return (
            <div
              key={row}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-surface px-3 py-2"
            >
              <div className="min-w-0">
                <dt className="text-xs text-muted">{label}</dt>
                <dd className="font-semibold [overflow-wrap:anywhere]">
                  {CODES.includes(row) ? (
                    <bdi dir="ltr" className="font-mono tabular-nums">
                      {bank[row]}
                    </bdi>
                  ) : (
                    <bdi>{bank[row]}</bdi>
                  )}
                </dd>
              </div>
              <CopyButton
                text={bank[row]}
                label={t('wallet.bank.copy_short')}
                ariaLabel={t('wallet.bank.copy', { what: label })}
                copiedMessage={t('wallet.bank.copied', { what: label })}
                failedMessage={t('wallet.bank.copy_failed')}
                variant="ghost"
                className="shrink-0"
              />
            </div>
          );
        })}
      </dl>
    </section>
  );
}
