import { teamPlanSchema } from '@wasla/shared/contracts/plans';
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
import type { Route } from './+types/plans';

/** The plans' limits (team: admin): what each plan lets an account publish, changed at once. */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const plans = await signedIn.api.get(z.array(teamPlanSchema), '/admin/plans');
  return withSession(signedIn, { plans });
}

const planForm = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  services_limit: z.string().max(20),
  media_limit: z.string().max(20),
  deliveries_limit: z.string().max(20),
  reason: z.string().max(2_000),
});

export async function action(args: Route.ActionArgs) {
  const { signedIn } = await requireTeam(args);
  const parsed = planForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const { id, ...body } = parsed.data;
  const result = await signedIn.api.send(teamPlanSchema, 'PATCH', `/admin/plans/${id}`, body);
  return withSession(signedIn, settingOutcome(id, result));
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'admin.screens.plans.title' }, { key: 'admin.screens.plans.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminPlans({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5">
      <ScreenHeader screen="plans" />
      <ul className="grid gap-4">
        {loaderData.plans.map((plan) => {
          const outcome = actionData?.id === plan.id ? actionData : undefined;
          const errors = outcome?.errors ?? {};
          return (
            <li
              key={plan.id}
              aria-labelledby={`plan-${plan.id}`}
              className="rounded-2xl border border-line bg-surface p-5"
            >
              <h2 id={`plan-${plan.id}`} className="text-lg font-semibold">
                {plan.name}
              </h2>
              <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-3">
                <input type="hidden" name="id" value={plan.id} />
                {(['services_limit', 'media_limit', 'deliveries_limit'] as const).map((field) => (
                  <TextField
                    key={`${field}-${plan[field]}`}
                    name={field}
                    label={t(`admin.plans.${field}`)}
                    defaultValue={String(plan[field])}
                    inputMode="numeric"
                    inputDir="ltr"
                    isRequired
                    errors={errors[field]}
                  />
                ))}
                <ReasonField errors={errors.reason} className="sm:col-span-3" />
                <SettingFormFooter
                  label={t('admin.plans.save')}
                  saved={outcome?.ok ? t('admin.plans.saved') : null}
                  formErrors={errors.form}
                  className="sm:col-span-3"
                />
              </Form>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
