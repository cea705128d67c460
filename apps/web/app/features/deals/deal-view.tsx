import type { Deal, DealFile } from '@wasla/shared/contracts/deals';
import { formatMoney, formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { FileText, Paperclip, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { AmountLines } from '../wallet/amount-lines';

type Party = Deal['client'];

/** Where a person's public page is: their profile by slug, else the id redirect. */
export const partyHref = (lang: Language, party: Party) =>
  party.slug ? `/${lang}/provider/${encodeURIComponent(party.slug)}` : `/${lang}/user/${party.id}`;

export const money = (amount: string, currency: string, lang: Language) =>
  formatMoney(amount, currency, lang);

/** A titled block of the deal page. */
export function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One side of the deal: picture, name and a link to their page. */
export function PartyCard({
  side,
  party,
  lang,
  me,
}: {
  side: string;
  party: Party;
  lang: Language;
  me: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 items-center gap-3 rounded-xl bg-canvas p-3">
      <Avatar name={party.name} url={party.photo} size={44} />
      <div className="min-w-0">
        <p className="text-xs text-muted">{t(`deals.party.${side}`)}</p>
        <Link
          to={partyHref(lang, party)}
          className="block truncate font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          <bdi>{party.name}</bdi>
        </Link>
        {me ? <p className="text-xs text-muted">{t('deals.party.you')}</p> : null}
      </div>
    </div>
  );
}

export function Parties({ deal, lang, meId }: { deal: Deal; lang: Language; meId?: number }) {
  return (
    <div className="grid gap-3">
      <PartyCard side="client" party={deal.client} lang={lang} me={meId === deal.client.id} />
      <PartyCard side="provider" party={deal.provider} lang={lang} me={meId === deal.provider.id} />
    </div>
  );
}

/** "3 days", "2 weeks", in the reader's language. */
export function useEstimate() {
  const { t } = useTranslation();
  return (time: number | null, unit: string | null) =>
    time && unit ? t(`deals.estimate.${unit}`, { count: time }) : t('deals.terms.not_set');
}

function sizeOf(bytes: number, lang: Language) {
  return bytes >= 1024 * 1024
    ? `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10, lang)} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)), lang)} KB`;
}

/**
 * Where the browser opens a deal's file: the web's own route, which asks the API as the signed-in
 * reader (the API's address needs a token the page never holds).
 */
export function fileHref(lang: Language, url: string) {
  const found = url.match(/\/deals\/media\/(\d+)\/(\d+)$/);
  return found ? `/${lang}/deals/${found[1]}/files/${found[2]}` : url;
}

/** Attached pictures as thumbnails and other files as links, each with its name and size. */
export function FileList({
  files,
  lang,
  after,
}: {
  files: DealFile[];
  lang: Language;
  after?: (file: DealFile) => ReactNode;
}) {
  if (!files.length) return null;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {files.map((file) => (
        <li key={file.id} className="flex min-w-0 items-center gap-3 rounded-xl border border-line p-2.5">
          {file.kind === 'image' ? (
            <img
              src={fileHref(lang, file.url)}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 shrink-0 rounded-lg bg-brand-50 object-cover"
            />
          ) : (
            <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <FileText aria-hidden="true" className="size-6" />
            </span>
          )}
          <span className="min-w-0 flex-1">
            <a
              href={fileHref(lang, file.url)}
              target="_blank"
              rel="noopener"
              className="block truncate text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
              dir="auto"
            >
              {file.name}
            </a>
            <span className="text-xs text-muted">
              <bdi>{sizeOf(file.size, lang)}</bdi>
            </span>
          </span>
          {after?.(file)}
        </li>
      ))}
    </ul>
  );
}

/** The terms of the offer: what is asked, the plan, the time, the extras and the files. */
export function Terms({ deal, lang }: { deal: Deal; lang: Language }) {
  const { t } = useTranslation();
  const estimate = useEstimate();
  const row = (label: string, value: ReactNode) => (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
  return (
    <Block id="deal-terms" title={t('deals.terms.title')}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {row(
          t('deals.terms.budget_type'),
          deal.budget_type ? t(`deals.budget.${deal.budget_type}`) : t('deals.terms.not_set'),
        )}
        {row(t('deals.terms.estimated_time'), estimate(deal.estimated_time, deal.estimated_unit))}
        {row(t('deals.terms.service_code'), <bdi>{deal.service.code}</bdi>)}
      </dl>
      <div>
        <h3 className="text-sm font-semibold">{t('deals.terms.description')}</h3>
        <p className="mt-1 whitespace-pre-line break-words text-ink/90" dir="auto">
          {deal.description || t('deals.terms.not_set')}
        </p>
      </div>
      {deal.extra_options.length ? (
        <div>
          <h3 className="text-sm font-semibold">{t('deals.terms.extras')}</h3>
          <ul className="mt-1.5 grid gap-1.5">
            {deal.extra_options.map((option) => (
              <li key={option.id} className="flex items-start justify-between gap-3 text-sm">
                <span className="flex min-w-0 gap-1.5">
                  <Plus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <span dir="auto">
                    {option.description}
                    <span className="block text-xs text-muted">
                      {t(`deals.extra_time.${option.unit}`, { count: option.delivery_days })}
                    </span>
                  </span>
                </span>
                <bdi className="font-semibold tabular-nums">{money(option.price, deal.currency, lang)}</bdi>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {deal.attachments.length ? (
        <div>
          <h3 className="mb-1.5 flex items-center gap-1.5 text-sm font-semibold">
            <Paperclip aria-hidden="true" className="size-4" />
            {t('deals.terms.attachments')}
          </h3>
          <FileList files={deal.attachments} lang={lang} />
        </div>
      ) : null}
    </Block>
  );
}

/**
 * What the deal costs in the service's currency, and once approval locked the rate, the AED figures
 * the client pays from the wallet and (for the provider) what they are paid.
 */
export function Amounts({ deal, lang }: { deal: Deal; lang: Language }) {
  const { t } = useTranslation();
  const m = (amount: string) => money(amount, deal.currency, lang);
  const lines: [string, string][] = [
    [t('deals.amounts.price'), m(deal.price)],
    [t('deals.amounts.extras'), m(deal.extras_total)],
    [t('deals.amounts.service_fee'), m(deal.service_fee)],
    [t('deals.amounts.tax'), m(deal.tax)],
  ];
  if (Number(deal.discount) > 0) lines.push([t('deals.amounts.discount'), `−${m(deal.discount)}`]);
  const isProvider = deal.my_parties.includes('provider');
  // The client of a deal in dirhams already sees these figures above; the provider, what they receive.
  const aed = deal.aed && (isProvider || deal.currency !== 'AED') ? deal.aed : null;
  return (
    <Block id="deal-amounts" title={t('deals.amounts.title')}>
      <AmountLines lines={lines} total={[t('deals.amounts.total'), m(deal.total)]} />
      {aed ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">{t('deals.amounts.aed_title')}</h3>
          <AmountLines
            lines={
              isProvider
                ? [
                    [t('deals.amounts.subtotal'), money(aed.subtotal, 'AED', lang)],
                    [t('deals.amounts.commission'), `−${money(aed.commission, 'AED', lang)}`],
                  ]
                : [
                    [t('deals.amounts.subtotal'), money(aed.subtotal, 'AED', lang)],
                    [t('deals.amounts.service_fee'), money(aed.service_fee, 'AED', lang)],
                    [t('deals.amounts.tax'), money(aed.tax, 'AED', lang)],
                  ]
            }
            total={
              isProvider
                ? [t('deals.amounts.provider_share'), money(aed.provider_share, 'AED', lang)]
                : [t('deals.amounts.aed_total'), money(aed.total, 'AED', lang)]
            }
          />
          {deal.currency !== 'AED' ? (
            <p className="text-xs text-muted">
              {t('deals.amounts.rate', { currency: deal.currency, rate: aed.rate })}
            </p>
          ) : null}
        </div>
      ) : null}
    </Block>
  );
}
