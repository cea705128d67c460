import { teamPaidFeatureSchema } from '@wasla/shared/contracts/catalogue-admin';
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
import type { Route } from './+types/fees';

/** Fees, commission, tax and promotion prices (team: admin): the next price worked out uses them. */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const fees = await signedIn.api.get(z.array(teamPaidFeatureSchema), '/admin/fees');
  return withSession(signedIn, { fees });
}

const feeForm = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/),
  value: z.string().max(40),
  reason: z.string().max(2_000),
});

export async function action(args: Route.ActionArgs) {
  const { signedIn } = await requireTeam(args);
  const parsed = feeForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const { slug, ...body } = parsed.data;
  const result = await signedIn.api.send(teamPaidFeatureSchema, 'PATCH', `/admin/fees/${slug}`, body);
  return withSession(signedIn, settingOutcome(slug, result));
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'admin.screens.fees.title' }, { key: 'admin.screens.fees.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminFees({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5">
      <ScreenHeader screen="fees" />
      <ul className="grid gap-4 lg:grid-cols-2">
        {loaderData.fees.map((fee) => {
          const outcome = actionData?.id === fee.slug ? actionData : undefined;
          const errors = outcome?.errors ?? {};
          return (
            <li
              key={fee.id}
              aria-labelledby={`fee-${fee.id}`}
              className="rounded-2xl border border-line bg-surface p-5"
            >
              <h2 id={`fee-${fee.id}`} className="text-lg font-semibold">
                {fee.name}
              </h2>
              <p className="mt-1 text-sm text-muted">
                {fee.kind === 'percentage'
                  ? t('admin.fees.now_percent', { value: fee.value })
                  : t('admin.fees.now_amount', { value: fee.value, currency: fee.currency })}
              </p>
              <Form method="post" className="mt-3 grid gap-3">
                <input type="hidden" name="slug" value={fee.slug} />
                <TextField
                  key={`value-${fee.value}`}
                  name="value"
                  label={
                    fee.kind === 'percentage'
                      ? t('admin.fees.percent')
                      : t('admin.fees.amount', { currency: fee.currency })
                  }
                  defaultValue={fee.value}
                  inputMode="decimal"
                  inputDir="ltr"
                  isRequired
                  errors={errors.value}
                />
                <ReasonField errors={errors.reason} />
                <SettingFormFooter
                  label={t('admin.fees.save')}
                  saved={outcome?.ok ? t('admin.fees.saved') : null}
                  formErrors={errors.form}
                />
              </Form>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
