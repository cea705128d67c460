import { statisticsSchema } from '@wasla/shared/contracts/catalogue';
import { formatNumber } from '@wasla/shared/format';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../components/ui/link-button';
import { PageHeader } from '../features/content/page-header';
import { apiFor } from '../lib/api-client/client.server';
import { pageCopy } from '../lib/catalogs.server';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/about-us';

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params);
  const statistics = await apiFor(context, lang).get(statisticsSchema, '/about-us/statistics');
  return { lang, copy: pageCopy(lang, 'about'), statistics };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { text: args.loaderData?.copy.title }, { text: args.loaderData?.copy.lead });

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { lang, copy, statistics } = loaderData;
  const { t } = useTranslation();
  // Live figures, computed by the API from the data itself; each is labelled for what it counts.
  const figures = [
    { label: t('stats.categories'), value: statistics.main_categories + statistics.sub_categories },
    { label: t('stats.main_categories'), value: statistics.main_categories },
    { label: t('stats.countries'), value: statistics.countries },
    { label: t('stats.cities'), value: statistics.cities },
    { label: t('stats.currencies'), value: statistics.currencies },
    { label: t('stats.languages'), value: statistics.languages },
  ];
  return (
    <>
      <PageHeader title={copy.title} intro={copy.lead} />
      <div className="container-page grid gap-12 py-12">
        <section aria-labelledby="mission-title" className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
          <h2 id="mission-title" className="text-2xl font-bold">
            {copy.mission_title}
          </h2>
          <p className="text-lg leading-relaxed text-muted">{copy.mission}</p>
        </section>
        <section aria-labelledby="stats-title" className="rounded-3xl bg-brand-900 p-8 text-white sm:p-10">
          <h2 id="stats-title" className="text-xl font-bold">
            {copy.stats_title}
          </h2>
          <dl className="mt-6 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6">
            {figures.map((figure) => (
              <div key={figure.label}>
                <dt className="text-sm text-brand-100">{figure.label}</dt>
                <dd className="mt-1 text-3xl font-bold text-accent-300">
                  {formatNumber(figure.value, lang)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="values-title">
          <h2 id="values-title" className="text-2xl font-bold">
            {copy.values_title}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {copy.values.map((value) => (
              <li key={value.title} className="rounded-2xl border border-line bg-surface p-6">
                <h3 className="text-lg font-semibold text-brand-800">{value.title}</h3>
                <p className="mt-2 text-muted">{value.body}</p>
              </li>
            ))}
          </ul>
        </section>
        <div>
          <LinkButton to={`/${lang}/auth/sign-up`} size="lg">
            {copy.cta}
          </LinkButton>
        </div>
      </div>
    </>
  );
}
