import type { AccountFile } from '@wasla/shared/contracts/account-lookup';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Facts } from './record-card';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Counts by status as chips: "Open 3", "Closed 1"; nothing when there are none. */
function Counts({
  counts,
  label,
}: {
  counts: Record<string, number | undefined>;
  label: (key: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const entries = Object.entries(counts).filter(([, n]) => n);
  if (!entries.length) return <p className="text-sm text-muted">{t('admin.accounts.none_yet')}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {entries.map(([key, n]) => (
        <li key={key} className="rounded-full bg-canvas px-3 py-1 text-sm">
          {label(key)} <strong>{formatNumber(n ?? 0, i18n.language as Language)}</strong>
        </li>
      ))}
    </ul>
  );
}

/** Who the account is: contacts and their proof, type, age, security, and team roles. */
export function AccountIdentity({ file, lang }: { file: AccountFile; lang: Language }) {
  const { t } = useTranslation();
  // The address reads left to right on its own; whether it is proved reads in the page's direction.
  const contact = (value: string | null, proved: boolean) =>
    value ? (
      <>
        <bdi dir="ltr" className="break-all">
          {value}
        </bdi>
        <span className="text-muted">
          {' · '}
          {t(proved ? 'admin.accounts.verified' : 'admin.accounts.unverified')}
        </span>
      </>
    ) : (
      '—'
    );
  return (
    <Section id="account-identity" title={t('admin.accounts.identity')}>
      <Facts
        rows={[
          [t('admin.account_types.code'), file.code, true],
          [t('admin.account_types.email'), contact(file.email, file.email_verified)],
          [t('admin.accounts.phone'), contact(file.phone, file.phone_verified)],
          [t('admin.accounts.type'), t(`account_types.${file.account_type}`)],
          [t('admin.accounts.joined'), formatDate(file.created_at, lang)],
          [t('admin.accounts.two_factor'), t(file.two_factor ? 'admin.accounts.on' : 'admin.accounts.off')],
          [
            t('admin.accounts.roles'),
            file.roles.length ? file.roles.map((role) => t(`admin.roles.${role}`)).join(' · ') : '—',
          ],
        ]}
      />
      <Link
        to={`/${lang}/provider/${encodeURIComponent(file.slug)}`}
        target="_blank"
        className="justify-self-start text-sm font-semibold text-brand-700 hover:underline"
      >
        {t('admin.accounts.public_page')}
      </Link>
    </Section>
  );
}

/** What the account does on Wasla: its wallet, services and deals. */
export function AccountActivity({ file, lang }: { file: AccountFile; lang: Language }) {
  const { t } = useTranslation();
  const money = (amount: string) => formatMoney(amount, file.wallet.currency, lang);
  return (
    <>
      <Section id="account-wallet" title={t('admin.accounts.wallet')}>
        <Facts
          rows={[
            [t('admin.accounts.available'), money(file.wallet.available)],
            [t('admin.accounts.blocked'), money(file.wallet.blocked)],
            [t('admin.accounts.total'), money(file.wallet.total)],
          ]}
        />
      </Section>
      <Section id="account-services" title={t('admin.accounts.services')}>
        <Counts counts={file.services} label={(status) => t(`admin.accounts.service_status.${status}`)} />
        {file.latest_services.length ? (
          <ul className="grid gap-1 text-sm">
            {file.latest_services.map((service) => (
              <li key={service.id}>
                <bdi>{service.name || `#${service.id}`}</bdi>
                <span className="text-muted"> · {t(`admin.accounts.service_status.${service.status}`)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </Section>
      <Section id="account-deals" title={t('admin.accounts.deals')}>
        <Counts counts={file.deals} label={(stage) => t(`admin.accounts.deal_stage.${stage}`)} />
        {file.latest_deals.length ? (
          <ul className="grid gap-1 text-sm">
            {file.latest_deals.map((deal) => (
              <li key={deal.id}>
                <span dir="ltr">{deal.code}</span> · <bdi>{deal.title || '—'}</bdi>
                <span className="text-muted">
                  {' · '}
                  {t(`admin.accounts.deal_stage.${deal.stage}`)} · {t(`admin.accounts.as_${deal.role}`)} ·{' '}
                  {formatMoney(deal.total, deal.currency, lang)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </Section>
    </>
  );
}

/** The sessions that open the account now: where and when each was last used. */
export function AccountSessions({
  file,
  lang,
  children,
}: {
  file: AccountFile;
  lang: Language;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Section
      id="account-sessions"
      title={t('admin.accounts.sessions', { n: formatNumber(file.sessions.length, lang) })}
    >
      {file.sessions.length ? (
        <ul className="grid gap-2 text-sm">
          {file.sessions.map((session) => (
            <li key={session.id} className="grid gap-0.5 rounded-xl border border-line px-3 py-2">
              <span dir="ltr" className="break-all rtl:text-end">
                {session.user_agent ?? '—'}
              </span>
              <span className="text-muted">
                <span dir="ltr">{session.ip ?? '—'}</span> ·{' '}
                {t('admin.accounts.last_used', { date: formatDateTime(session.last_used_at, lang) })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('admin.accounts.no_sessions')}</p>
      )}
      {children}
    </Section>
  );
}
