import { dashboardQuery, dashboardStatisticsSchema } from '@wasla/shared/contracts/dashboard';
import {
  ArrowRight,
  BadgeCheck,
  Hash,
  type LucideIcon,
  MessageCircle,
  QrCode,
  Settings,
  ShieldCheck,
  UserPen,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from '../components/ui/copy-button';
import { ProgressRing } from '../components/ui/progress-ring';
import { requireUser } from '../features/auth/require-user.server';
import { ChatUnreadBadge } from '../features/chat/chat-link';
import { ReceivedReviews, RecentAndPopular } from '../features/dashboard/dashboard-activity';
import { DashboardTour } from '../features/dashboard/dashboard-tour';
import { StatisticsTotals } from '../features/dashboard/statistics-totals';
import { VisitsChart } from '../features/dashboard/visits-chart';
import { missingProfileParts } from '../features/profile/completion';
import { profileHref } from '../features/providers/provider-page-url';
import { useLangData } from '../features/shell/use-lang-data';
import { availableOnly, type Feature } from '../lib/features';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/dashboard';

export async function loader(args: Route.LoaderArgs) {
  const { lang, user, api } = await requireUser(args);
  const { period } = dashboardQuery.parse({
    period: new URL(args.request.url).searchParams.get('period') ?? undefined,
  });
  const stats = await api.get(dashboardStatisticsSchema, `/dashboard/statistics?period=${period}`);
  return {
    name: user.name,
    code: user.code,
    slug: user.slug,
    score: user.completion_score,
    missing: missingProfileParts(user, lang),
    stats,
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'dashboard.title' }, { key: 'dashboard.intro' }),
  { name: 'robots', content: 'noindex' },
];

const SHORTCUTS: { id: string; path: string; icon: LucideIcon; feature?: Feature }[] = [
  { id: 'messages', path: 'chat', icon: MessageCircle, feature: 'chat' },
  { id: 'my_profile', path: 'my-profile', icon: UserPen },
  { id: 'account_settings', path: 'account-settings', icon: Settings },
  { id: 'two_step_verification', path: 'two-step-verification', icon: ShieldCheck },
  { id: 'my_qr_code', path: 'my-qr-code', icon: QrCode },
];

const CARD = 'rounded-2xl border border-line bg-surface p-5 sm:p-6';

export default function Dashboard({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { name, code, slug, score, missing, stats } = loaderData;
  const lang = langOf(params);
  const userId = useLangData().user?.id;
  const complete = missing.length === 0;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <header>
        {/* The name is isolated (FSI … PDI): a Latin name keeps its place in an Arabic sentence. */}
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">
          {t('dashboard.greeting', { name: `\u2068${name}\u2069` })}
        </h1>
        <p className="mt-1 text-muted">{t('dashboard.intro')}</p>
      </header>

      <StatisticsTotals totals={stats.totals} lang={lang} />
      <VisitsChart visits={stats.visits} period={stats.period} lang={lang} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="completion-title" className={CARD}>
          <div className="flex items-center gap-4">
            {complete ? (
              <span className="grid size-20 shrink-0 place-items-center rounded-full bg-success/10 text-success">
                <BadgeCheck aria-hidden="true" className="size-10" />
              </span>
            ) : (
              <ProgressRing
                value={score}
                size={80}
                stroke={7}
                label={t('dashboard.completion.ring_label', { percent: score })}
              />
            )}
            <div className="min-w-0">
              <h2 id="completion-title" className="text-lg font-bold">
                {complete ? t('dashboard.completion.complete') : t('dashboard.completion.title')}
              </h2>
              <p className="text-sm text-muted">
                {complete
                  ? t('dashboard.completion.complete_body')
                  : t('dashboard.completion.body', { percent: score })}
              </p>
            </div>
          </div>
          {complete ? null : (
            <ul className="mt-5 grid gap-2 sm:grid-cols-2">
              {missing.map((item) => (
                <li key={item.part}>
                  <Link
                    to={item.href}
                    className="group flex h-full items-center gap-3 rounded-xl border border-line px-3.5 py-3 text-sm font-medium outline-none transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
                  >
                    <span className="min-w-0 flex-1">{t(`dashboard.missing.${item.part}`)}</span>
                    <span className="shrink-0 rounded-full bg-accent-100 px-2 py-0.5 text-xs font-bold text-accent-900">
                      <bdi>{t('dashboard.completion.adds', { percent: item.weight })}</bdi>
                    </span>
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 shrink-0 text-muted transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="code-title" className={`${CARD} flex flex-col lg:self-start`}>
          <h2 id="code-title" className="flex items-center gap-2 text-lg font-bold">
            <Hash aria-hidden="true" className="size-5 text-brand-700" />
            {t('dashboard.code.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('dashboard.code.body')}</p>
          <p
            dir="ltr"
            className="mt-4 rounded-xl bg-canvas px-4 py-3 text-center font-mono text-2xl font-bold tracking-widest text-brand-900"
          >
            {code}
          </p>
          <CopyButton
            text={code}
            label={t('dashboard.code.copy')}
            copiedMessage={t('dashboard.code.copied')}
            failedMessage={t('dashboard.copy_failed')}
            className="mt-3 w-full"
          />
        </section>
      </div>

      <RecentAndPopular stats={stats} lang={lang} />
      <ReceivedReviews stats={stats} lang={lang} reviewsHref={profileHref(lang, slug, { tab: 'reviews' })} />

      <section aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title" className="mb-3 text-lg font-bold">
          {t('dashboard.shortcuts.title')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
          {availableOnly(SHORTCUTS).map(({ id, path, icon: Icon }) => (
            <li key={id}>
              <Link
                to={`/${lang}/${path}`}
                className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-surface p-4 outline-none transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
              >
                <span className="relative grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon
                    aria-hidden="true"
                    className={`size-5 ${id === 'messages' ? 'rtl:-scale-x-100' : ''}`}
                  />
                  {id === 'messages' && userId ? <ChatUnreadBadge lang={lang} userId={userId} /> : null}
                </span>
                <span className="font-semibold">{t(`dashboard.shortcuts.${id}`)}</span>
                <span className="text-sm text-muted">{t(`dashboard.shortcuts.${id}_body`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <DashboardTour />
    </div>
  );
}
