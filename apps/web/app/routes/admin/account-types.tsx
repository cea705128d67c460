import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_TYPE_REQUEST_STATUSES,
  type AccountTypeRequestStatus,
  teamAccountTypeRequestSchema,
} from '@wasla/shared/contracts/account-types';
import { pageOf } from '@wasla/shared/contracts/replies';
import { Building } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { z } from 'zod';
import { LinkTabs } from '../../components/ui/link-tabs';
import { AccountTypeCard } from '../../features/admin/account-type-card';
import { adminHref } from '../../features/admin/admin-href';
import { decisionFields, decisionKey } from '../../features/admin/decision-fields';
import { decisionOutcome } from '../../features/admin/decision-outcome';
import { pickOf, QueuePage, queuePageOf } from '../../features/admin/queue-page';
import { requireTeam } from '../../features/admin/team-access.server';
import { withSession } from '../../features/auth/require-user.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/account-types';

/** Account-type requests (team: support, admin): the waiting ones oldest first, with their documents. */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const query = new URL(args.request.url).searchParams;
  const status = pickOf<AccountTypeRequestStatus>(ACCOUNT_TYPE_REQUEST_STATUSES, query.get('status'));
  const page = queuePageOf(query);
  const list = await signedIn.api.get(
    pageOf(teamAccountTypeRequestSchema),
    `/admin/account-types?status=${status}&page=${page}`,
  );
  return withSession(signedIn, { status, list, attempt: randomUUID() });
}

const decisionForm = decisionFields.extend({
  intent: z.enum(['approve', 'reject']),
  reason: z.string().max(2_000).default(''),
});

export async function action(args: Route.ActionArgs) {
  const { signedIn } = await requireTeam(args);
  const parsed = decisionForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const form = parsed.data;
  const result = await signedIn.api.post(
    teamAccountTypeRequestSchema,
    `/admin/account-types/${form.id}/${form.intent}`,
    { reason: form.reason },
    { idempotencyKey: decisionKey(form) },
  );
  return withSession(signedIn, { intent: form.intent, ...decisionOutcome(form.id, result) });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(
    args,
    { key: 'admin.screens.account-types.title' },
    { key: 'admin.screens.account-types.intro' },
  ),
  { name: 'robots', content: 'noindex' },
];

export default function AdminAccountTypes({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { status, list, attempt } = loaderData;
  const here = (query: string) => `${adminHref(lang, 'account-types')}?${query}`;
  const done = actionData?.ok ? t(`admin.account_types.done_${actionData.intent}`) : null;
  return (
    <QueuePage
      screen="account-types"
      tabs={
        <LinkTabs
          label={t('admin.account_types.tabs')}
          current={status}
          tabs={ACCOUNT_TYPE_REQUEST_STATUSES.map((id) => ({
            id,
            label: t(`admin.account_types.status_${id}`),
            href: here(`status=${id}`),
          }))}
        />
      }
      outcome={done ? { ok: true, message: done } : null}
      cards={list.data.map((item) => (
        <AccountTypeCard
          key={item.id}
          {...{ item, lang, attempt }}
          outcome={actionData && !actionData.ok && actionData.id === item.id ? actionData : undefined}
        />
      ))}
      empty={{
        icon: Building,
        title: t(`admin.account_types.empty_${status}`),
        body: t('admin.account_types.empty_body'),
      }}
      pages={{
        current: list.meta.current_page,
        last: list.meta.last_page,
        hrefOf: (page) => here(`status=${status}&page=${page}`),
      }}
    />
  );
}
