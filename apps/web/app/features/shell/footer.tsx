import { BadgeCheck, Landmark, LockKeyhole, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from './logo';
import { useLangData } from './use-lang-data';

const STORES = [
  { key: 'app_store', href: 'https://apps.apple.com/app/id6450000001' },
  { key: 'google_play', href: 'https://play.google.com/store/apps/details?id=app.wasla.services' },
  { key: 'app_gallery', href: 'https://appgallery.huawei.com/app/C110000001' },
];

/** Every footer link of SPEC.md section 1, app-store links, trust and regulator badges, copyright. */
export function Footer() {
  const { t } = useTranslation();
  const { lang } = useLangData();
  const columns = [
    {
      title: t('footer.company'),
      links: [
        ['about-us', 'footer.about'],
        ['our-platforms', 'footer.our_platforms'],
        ['faq', 'footer.faq'],
        ['siteMap', 'footer.site_map'],
      ],
    },
    {
      title: t('footer.help'),
      links: [
        ['suggestions', 'footer.suggestions'],
        ['app-rating', 'footer.rate_app'],
        ['categories-guide', 'footer.categories_guide'],
      ],
    },
    {
      title: t('footer.legal'),
      links: [
        ['privacy-policy', 'footer.privacy'],
        ['terms-and-conditions', 'footer.terms'],
      ],
    },
  ];
  const badges = [
    { icon: ShieldCheck, key: 'footer.badge_escrow' },
    { icon: LockKeyhole, key: 'footer.badge_cards' },
    { icon: BadgeCheck, key: 'footer.badge_verified' },
    { icon: Landmark, key: 'footer.badge_regulator' },
  ];
  return (
    <footer className="mt-auto border-t border-line bg-brand-950 text-brand-50">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="max-w-sm">
          <span className="inline-block rounded-xl bg-white px-3 py-2">
            <Logo lang={lang} withBoth />
          </span>
          <p className="mt-4 text-sm leading-relaxed text-brand-100">{t('footer.about_text')}</p>
          <p className="mt-3 text-xs text-brand-200">{t('footer.non_profit')}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 flex flex-col gap-2.5">
              {column.links.map(([path, key]) => (
                <li key={path}>
                  <Link
                    to={`/${lang}/${path}`}
                    className="text-sm text-brand-100 hover:text-white hover:underline"
                  >
                    {t(key!)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container-page grid gap-6 border-t border-white/10 py-8 md:grid-cols-2 md:items-center">
        <div>
          <h2 className="text-sm font-semibold text-white">{t('footer.download')}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {STORES.map((store) => (
              <li key={store.key}>
                <a
                  href={store.href}
                  rel="noopener"
                  className="inline-flex flex-col rounded-lg border border-white/25 px-3.5 py-1.5 leading-tight hover:border-white/60"
                >
                  <span className="text-[0.65rem] text-brand-200">{t('footer.get_it_on')}</span>
                  <span className="text-sm font-semibold text-white">{t(`footer.${store.key}`)}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <ul className="flex flex-wrap gap-x-5 gap-y-3 md:justify-end" aria-label={t('footer.trust')}>
          {badges.map(({ icon: Icon, key }) => (
            <li key={key} className="inline-flex items-center gap-2 text-xs text-brand-100">
              <Icon aria-hidden="true" className="size-5 text-accent-300" />
              {t(key)}
            </li>
          ))}
        </ul>
      </div>
      <div className="border-t border-white/10 py-5">
        <p className="container-page text-center text-xs text-brand-200">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
