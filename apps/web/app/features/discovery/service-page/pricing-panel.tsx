import type { ServiceDetail } from '@wasla/shared/contracts/discovery';
import type { Language } from '@wasla/shared/languages';
import { Clock, Info, Plus } from 'lucide-react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/link-button';
import { PriceDisplay } from '../../../components/ui/price-display';
import { isAvailable } from '../../../lib/features';
import { NotifyWhenAvailable } from './notify-when-available';

/**
 * The price of a service (one price, or basic, standard and premium as tabs), its extra options and
 * the order button. Guests are told to log in first; a service that cannot be contacted says why.
 */
export function PricingPanel({
  service,
  lang,
  signedIn,
  loginHref,
}: {
  service: ServiceDetail;
  lang: Language;
  signedIn: boolean;
  loginHref: string;
}) {
  const { t } = useTranslation();
  const budget = (b: ServiceDetail['budgets'][number]) => (
    <div className="flex flex-col gap-2">
      <PriceDisplay price={b.price} lang={lang} size="lg" />
      {b.delivery_days ? (
        <span className="inline-flex items-center gap-1.5 text-sm text-muted">
          <Clock aria-hidden="true" className="size-4" />
          {t('service_page.delivery_in', { count: b.delivery_days })}
        </span>
      ) : null}
    </div>
  );
  return (
    <section
      aria-labelledby="pricing-title"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id="pricing-title" className="text-lg font-bold">
        {t('service_page.budget')}
      </h2>
      {service.budgets.length > 1 ? (
        <Tabs>
          <TabList
            aria-label={t('service_page.plans')}
            className="grid grid-cols-3 gap-1 rounded-xl bg-canvas p-1"
          >
            {service.budgets.map((b) => (
              <Tab
                key={b.tier}
                id={b.tier}
                className="cursor-pointer rounded-lg px-2 py-2 text-center text-sm font-semibold text-muted outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-accent-500 data-[selected]:bg-surface data-[selected]:text-brand-800 data-[selected]:shadow-sm"
              >
                {t(`service_page.tier_${b.tier}`)}
              </Tab>
            ))}
          </TabList>
          {service.budgets.map((b) => (
            <TabPanel key={b.tier} id={b.tier} className="pt-4 outline-none">
              {budget(b)}
            </TabPanel>
          ))}
        </Tabs>
      ) : service.budgets[0] ? (
        budget(service.budgets[0])
      ) : null}

      {service.extra_options.length ? (
        <div className="border-t border-line pt-4">
          <h3 className="mb-2 text-sm font-semibold">{t('service_page.extra_options')}</h3>
          <ul className="flex flex-col gap-2">
            {service.extra_options.map((option) => (
              <li key={option.id} className="flex items-start justify-between gap-3 text-sm">
                <span className="flex min-w-0 gap-1.5">
                  <Plus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <span>
                    {option.description}
                    <span className="block text-xs text-muted">
                      {t(`service_page.extra_${option.unit}`, { count: option.delivery_days })}
                    </span>
                  </span>
                </span>
                <PriceDisplay price={option.price} lang={lang} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {service.is_own ? (
        <LinkButton to={`/${lang}/edit-service/${service.id}`} variant="secondary">
          {t('service_page.edit')}
        </LinkButton>
      ) : service.can_contact ? (
        signedIn ? (
          // Ordering a provided service, or answering a requested one, starts a deal offer.
          isAvailable('deals') ? (
            <LinkButton to={`/${lang}/deals/add-deal?service_id=${service.id}`} variant="accent" size="lg">
              {t(service.type === 'requested' ? 'service_page.send_offer' : 'service_page.order')}
            </LinkButton>
          ) : null
        ) : (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-muted">{t('service_page.login_required')}</p>
            <LinkButton to={loginHref} variant="accent" size="lg">
              {t(
                service.type === 'requested' ? 'service_page.login_to_offer' : 'service_page.login_to_order',
              )}
            </LinkButton>
          </div>
        )
      ) : (
        <>
          <p className="flex gap-2 rounded-xl bg-accent-100 p-3 text-sm text-accent-900">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t(
              `service_page.unavailable_${service.status === 'holiday' ? 'holiday' : service.status === 'expired' ? 'expired' : 'closed'}`,
              {
                end: service.holiday?.end ?? '',
              },
            )}
          </p>
          {signedIn && isAvailable('notifications') ? (
            <NotifyWhenAvailable serviceId={service.id} action={`/${lang}/discovery-action`} />
          ) : null}
        </>
      )}
    </section>
  );
}
