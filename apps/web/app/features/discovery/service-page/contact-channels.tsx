import type { ServiceDetail } from '@wasla/shared/contracts/discovery';
import { ExternalLink, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A link a channel opens: its own address, or a call, a mail or a chat for phone, e-mail and apps. */
function hrefOf(kind: string, link: string): string {
  if (kind === 'phone') return `tel:${link.replace(/[^\d+]/g, '')}`;
  if (kind === 'email') return `mailto:${link}`;
  if (kind === 'whatsapp') return `https://wa.me/${link.replace(/\D/g, '')}`;
  if (kind === 'telegram') return `https://t.me/${link.replace(/^@/, '')}`;
  if (kind === 'wechat') return `weixin://dl/chat?${link}`;
  return /^https?:\/\//.test(link) ? link : `https://${link}`;
}

/** "Contact via": the channels the provider made visible. Guests see which, not the numbers. */
export function ContactChannels({ service, signedIn }: { service: ServiceDetail; signedIn: boolean }) {
  const { t } = useTranslation();
  if (!service.social_media.length) return null;
  return (
    <section aria-labelledby="contact-title" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="contact-title" className="mb-3 text-lg font-bold">
        {t('service_page.contact_via')}
      </h2>
      {service.can_contact ? null : (
        <p className="mb-3 text-sm text-muted">{t('service_page.contact_closed')}</p>
      )}
      <ul className="flex flex-wrap gap-2">
        {service.social_media.map(({ kind, link }) => {
          const Icon = kind === 'phone' ? Phone : kind === 'email' ? Mail : ExternalLink;
          const name = t(`channels.${kind}`);
          return (
            <li key={kind}>
              {link && service.can_contact ? (
                <a
                  href={hrefOf(kind, link)}
                  target={kind === 'phone' || kind === 'email' ? undefined : '_blank'}
                  rel="noreferrer nofollow"
                  className="inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-sm font-medium hover:bg-brand-50"
                >
                  <Icon aria-hidden="true" className="size-4 text-brand-700" />
                  {name}
                </a>
              ) : (
                <span className="inline-flex items-center gap-1.5 rounded-full border border-dashed border-line px-3 py-1.5 text-sm text-muted">
                  <Icon aria-hidden="true" className="size-4" />
                  {name}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {!signedIn && service.social_media.some((s) => s.kind === 'phone' || s.kind === 'email') ? (
        <p className="mt-3 text-xs text-muted">{t('service_page.contact_login')}</p>
      ) : null}
    </section>
  );
}
