import { teamNumbersSchema } from '@wasla/shared/contracts/team-numbers';
import { formatDate, formatMoney, formatNumber } from '@wasla/shared/format';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { BarChart } from '../../features/admin/bar-chart';
import { failureText } from '../../features/admin/failure-text';
import { requireTeam } from '../../features/admin/team-access.server';
import { withSession } from '../../features/auth/require-user.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/numbers';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The team's numbers over a period (team: finance, support, admin): the last 30 days by default. */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const url = new URL(args.request.url);
  const query = new URLSearchParams();
  for (const name of ['from', 'to'] as const) {
    const value = url.searchParams.get(name) ?? '';
    if (DAY.test(value)) query.set(name, value);
  }
  const reply = await signedIn.api.request(teamNumbersSchema, 'GET', `/admin/numbers?${query}`);
  if (!reply.body.error)
    return withSession(signedIn, { numbers: reply.body.data, problem: null, asked: null });
  // A period the API refuses (backwards, too long) is said above the form, which keeps what was typed.
  const fallback = await signedIn.api.get(teamNumbersSchema, '/admin/numbers');
  return withSession(signedIn, {
    numbers: fallback,
    problem: failureText(reply.body.message),
    asked: Object.fromEntries(query),
  });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'admin.screens.numbers.title' }, { key: 'admin.screens.numbers.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminNumbers({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { numbers, problem, asked } = loaderData;
  const { series } = numbers;
  const label = (start: string) => formatDate(start, lang);
  const count = (value: number) => formatNumber(value, lang);
  const aed = (value: number) => formatMoney(value.toFixed(2), 'AED', lang);
  const sum = (pick: (bucket: (typeof series)[number]) => number) =>
    series.reduce((total, bucket) => total + pick(bucket), 0);
  const caption = (title: string, total: string) =>
    t('admin.numbers.caption', { title, total, from: label(numbers.from), to: label(numbers.to) });
  const charts: { key: string; pick: (bucket: (typeof series)[number]) => number; money?: boolean }[] = [
    { key: 'signups', pick: (b) => b.signups },
    { key: 'services_published', pick: (b) => b.services_published },
    { key: 'deals_paid', pick: (b) => b.deals_paid },
    { key: 'gross_volume', pick: (b) => Number(b.gross_volume), money: true },
    { key: 'fees', pick: (b) => Number(b.fees), money: true },
    { key: 'disputes_opened', pick: (b) => b.disputes_opened },
  ];
  const responses = series.map((b) => b.first_response_minutes).filter((m): m is number => m !== null);
  const typical = responses.length
    ? [...responses].sort((x, y) => x - y)[Math.floor(responses.length / 2)]!
    : null;
  const stages = Object.entries(numbers.deals_by_stage).filter(([, n]) => n);
  const most = Math.max(...stages.map(([, n]) => n ?? 0), 1);
  return (
    <div className="grid gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('admin.screens.numbers.title')}</h1>
        <p className="mt-1 text-muted">{t('admin.screens.numbers.intro')}</p>
      </header>
      <Form
        method="get"
        className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        {problem ? (
          <p role="alert" className="text-danger sm:col-span-3">
            {problem}
          </p>
        ) : null}
        <TextField
          name="from"
          type="date"
          label={t('admin.ledger.from')}
          defaultValue={asked?.from ?? numbers.from}
        />
        <TextField
          name="to"
          type="date"
          label={t('admin.ledger.to')}
          defaultValue={asked?.to ?? numbers.to}
        />
        <Button type="submit" variant="secondary">
          {t('admin.numbers.show')}
        </Button>
      </Form>
      <p className="text-sm text-muted">
        {t(numbers.bucket === 'day' ? 'admin.numbers.by_day' : 'admin.numbers.by_week', {
          from: label(numbers.from),
          to: label(numbers.to),
        })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {charts.map((chart) => {
          const title = t(`admin.numbers.${chart.key}`);
          const show = chart.money ? aed : count;
          const total = show(sum(chart.pick));
          return (
            <BarChart
              key={chart.key}
              title={title}
              total={total}
              show={show}
              caption={caption(title, total)}
              bars={series.map((bucket) => ({ label: label(bucket.start), value: chart.pick(bucket) }))}
            />
          );
        })}
        <BarChart
          title={t('admin.numbers.first_response')}
          total={typical === null ? '—' : t('admin.numbers.minutes', { n: formatNumber(typical, lang) })}
          show={(minutes) => t('admin.numbers.minutes', { n: formatNumber(minutes, lang) })}
          caption={t('admin.numbers.first_response_caption')}
          bars={series.map((bucket) => ({
            label: label(bucket.start),
            value: bucket.first_response_minutes ?? 0,
          }))}
        />
      </div>
      <section
        aria-labelledby="numbers-now"
        className="grid gap-3 rounded-2xl border border-line bg-surface p-4"
      >
        <h2 id="numbers-now" className="text-lg font-semibold">
          {t('admin.numbers.now')}
        </h2>
        <p>{t('admin.numbers.disputes_open', { n: count(numbers.disputes_open) })}</p>
        <ul className="grid gap-2">
          {stages.map(([stage, n]) => (
            <li key={stage} className="grid grid-cols-[9rem_1fr_auto] items-center gap-3 text-sm">
              <span>{t(`admin.accounts.deal_stage.${stage}`)}</span>
              <span className="h-2 rounded-full bg-canvas">
                <span
                  className="block h-2 rounded-full bg-brand-600"
                  style={{ width: `${((n ?? 0) / most) * 100}%` }}
                />
              </span>
              <span>{count(n ?? 0)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
