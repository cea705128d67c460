import type { ProviderDetail } from '@wasla/shared/contracts/discovery';
import { formatDate, formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { useTranslation } from 'react-i18next';
import { USER_TEXT_SLOT, WithUserText } from '../../components/ui/with-user-text';
import { providerPlace } from './provider-format';

/** The about tab: the bio in the provider's own words, then the facts of the account. */
export function AboutTab({ provider, lang }: { provider: ProviderDetail; lang: Language }) {
  const { t } = useTranslation();
  const place = providerPlace(provider, lang);
  const facts: [string, string][] = [
    [
      t('provider_page.account_type'),
      t(`account_types.${provider.account_type}`, { defaultValue: provider.account_type }),
    ],
    ...(provider.experiences.length
      ? [
          [
            t('provider_page.experience'),
            provider.experiences
              .map((level) => t(`profile.experience_levels.${level}`, { defaultValue: level }))
              .join(lang === 'ar' ? '، ' : ', '),
          ] as [string, string],
        ]
      : []),
    ...(place ? [[t('provider_page.location'), place] as [string, string]] : []),
    [t('provider_page.joined'), formatDate(provider.member_since, lang)],
    [t('provider_page.type_provided'), formatNumber(provider.provided_count, lang)],
    [t('provider_page.type_requested'), formatNumber(provider.requested_count, lang)],
  ];
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
        <h3 className="mb-3 text-lg font-bold">
          <WithUserText sentence={t('provider_page.bio', { name: USER_TEXT_SLOT })} text={provider.name} />
        </h3>
        {provider.bio ? (
          <p dir="auto" className="leading-relaxed whitespace-pre-line">
            {provider.bio}
          </p>
        ) : (
          <p className="text-muted">{t('provider_page.no_bio')}</p>
        )}
      </div>
      <div className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
        <h3 className="mb-3 text-lg font-bold">{t('provider_page.details')}</h3>
        <dl className="flex flex-col divide-y divide-line text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
              <dt className="text-muted">{label}</dt>
              <dd className="text-end font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
