import { teamCurrencySchema } from '@wasla/shared/contracts/catalogue-admin';
import { formatDateTime } from '@wasla/shared/format';
import { useTranslation } from 'react-i18next';
import { data, Form } from 'react-router';
import { z } from 'zod';
import { TextField } from '../../components/ui/text-field';
import { ReasonField } from '../../features/admin/reason-field';
import { ScreenHeader } from '../../features/admin/screen-header';
import { SettingFormFooter } from '../../features/admin/setting-form-footer';
import { settingOutcome } from '../../features/admin/setting-outcome';
import { requireTeam } from '../../features/admin/team-access.server';
import { withSession } from '../../features/auth/require-user.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/currencies';

/** The base every rate is counted against. */
const BASE = 'USD';

/** Currencies and their rates against the US dollar (team: admin): prices convert with them at once. */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const currencies = await signedIn.api.get(z.array(teamCurrencySchema), '/admin/currencies');
  return withSession(signedIn, { currencies });
}

const rateForm = z.object({
  code: z.string().regex(/^[A-Z]{3}$/),
  usd_rate: z.string().max(40),
  confirm: z.literal('true').optional(),
  reason: z.string().max(2_000),
});

export async function action(args: Route.ActionArgs) {
  const { signedIn } = await requireTeam(args);
  const parsed = rateForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const { code, confirm, ...body } = parsed.data;
  const result = await signedIn.api.send(teamCurrencySchema, 'PATCH', `/admin/currencies/${code}`, {
    ...body,
    confirm: confirm === 'true',
  });
  return withSession(signedIn, settingOutcome(code, result));
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'admin.screens.currencies.title' }, { key: 'admin.screens.currencies.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminCurrencies({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  return (
    <div className="grid gap-5">
      <ScreenHeader screen="currencies" />
      <ul className="grid gap-3 lg:grid-cols-2">
        {loaderData.currencies.map((currency) => {
          const outcome = actionData?.id === currency.code ? actionData : undefined;
          const errors = outcome?.errors ?? {};
          return (
            <li
              key={currency.id}
              aria-labelledby={`currency-${currency.code}`}
              className="rounded-2xl border border-line bg-surface p-5"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`currency-${currency.code}`} className="text-lg font-semibold">
                  {currency.name} <span dir="ltr">({currency.code})</span>
                </h2>
                <p className="text-sm text-muted">
                  {t('admin.currencies.updated', { date: formatDateTime(currency.rate_updated_at, lang) })}
                </p>
              </div>
              <p className="mt-1">
                {t('admin.currencies.rate_now')}{' '}
                <bdi dir="ltr" className="font-semibold">
                  1 {BASE} = {currency.usd_rate} {currency.code}
                </bdi>
              </p>
              {currency.code === BASE ? (
                <p className="mt-2 text-sm text-muted">{t('admin.currencies.base')}</p>
              ) : (
                // A failed save keeps the form open, with its errors beside the fields.
                <details className="group mt-3" open={outcome ? !outcome.ok : undefined}>
                  <summary className="cursor-pointer font-semibold text-brand-700 hover:underline">
                    {t('admin.currencies.change', { code: currency.code })}
                  </summary>
                  <Form method="post" className="mt-3 grid gap-3">
                    <input type="hidden" name="code" value={currency.code} />
                    <TextField
                      key={`rate-${currency.usd_rate}`}
                      name="usd_rate"
                      label={t('admin.currencies.rate', { code: currency.code })}
                      defaultValue={currency.usd_rate}
                      inputMode="decimal"
                      inputDir="ltr"
                      isRequired
                      errors={errors.usd_rate}
                    />
                    <label className="flex items-start gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="confirm"
                        value="true"
                        className="mt-0.5 size-4 shrink-0 accent-brand-700"
                      />
                      {t('admin.currencies.confirm')}
                    </label>
                    <ReasonField errors={errors.reason} />
                    <SettingFormFooter
                      label={t('admin.currencies.save')}
                      saved={null}
                      formErrors={errors.form}
                    />
                  </Form>
                </details>
              )}
              {outcome?.ok ? (
                <p role="status" className="mt-2 text-success">
                  {t('admin.currencies.saved')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
