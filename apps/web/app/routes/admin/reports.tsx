import { randomUUID } from 'node:crypto';
import {
  moderatedAccountSchema,
  moderatedServiceSchema,
  REPORT_STATUSES,
  type ReportStatus,
  teamReportSchema,
} from '@wasla/shared/contracts/moderation';
import { pageOf } from '@wasla/shared/contracts/replies';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { z } from 'zod';
import { LinkTabs } from '../../components/ui/link-tabs';
import { adminHref } from '../../features/admin/admin-href';
import { decisionFields, decisionKey } from '../../features/admin/decision-fields';
import { decisionOutcome } from '../../features/admin/decision-outcome';
import { pickOf, QueuePage, queuePageOf } from '../../features/admin/queue-page';
import { ReportCard } from '../../features/admin/report-card';
import { requireTeam } from '../../features/admin/team-access.server';
import { withSession } from '../../features/auth/require-user.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/reports';

/** The reports queue (team: moderator, support, admin): services, accounts and conversations reported. */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const query = new URL(args.request.url).searchParams;
  const status = pickOf<ReportStatus>(REPORT_STATUSES, query.get('status'));
  const page = queuePageOf(query);
  const list = await signedIn.api.get(
    pageOf(teamReportSchema),
    `/admin/reports?status=${status}&page=${page}`,
  );
  return withSession(signedIn, { status, list, now: Date.now(), attempt: randomUUID() });
}

const decisionForm = decisionFields.extend({
  intent: z.enum(['dismiss', 'hide', 'warn', 'restore', 'ban', 'unban']),
  reason: z.string().max(2_000).default(''),
});

export async function action(args: Route.ActionArgs) {
  const { signedIn } = await requireTeam(args);
  const parsed = decisionForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const form = parsed.data;
  const write = { idempotencyKey: decisionKey(form) };
  const body = { reason: form.reason };
  const { target, done, result } =
    form.intent === 'ban' || form.intent === 'unban'
      ? {
          target: 'account' as const,
          done: 'account',
          result: await signedIn.api.post(
            moderatedAccountSchema,
            `/admin/accounts/${form.id}/${form.intent}`,
            body,
            write,
          ),
        }
      : form.intent === 'restore'
        ? {
            target: 'service' as const,
            done: 'restore',
            result: await signedIn.api.post(
              moderatedServiceSchema,
              `/admin/services/${form.id}/restore`,
              body,
              write,
            ),
          }
        : {
            target: 'report' as const,
            done: form.intent === 'dismiss' ? 'report' : form.intent,
            result: await signedIn.api.post(
              teamReportSchema,
              `/admin/reports/${form.id}/${form.intent}`,
              body,
              write,
            ),
          };
  return withSession(signedIn, { target, done, ...decisionOutcome(form.id, result) });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'admin.screens.reports.title' }, { key: 'admin.screens.reports.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminReports({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { status, list, now, attempt } = loaderData;
  const here = (query: string) => `${adminHref(lang, 'reports')}?${query}`;
  const done = actionData?.ok ? t(`admin.reports.done_${actionData.done}`) : null;
  return (
    <QueuePage
      screen="reports"
      tabs={
        <LinkTabs
          label={t('admin.reports.tabs')}
          current={status}
          tabs={REPORT_STATUSES.map((id) => ({
            id,
            label: t(`admin.reports.status_${id}`),
            href: here(`status=${id}`),
          }))}
        />
      }
      outcome={done ? { ok: true, message: done } : null}
      cards={list.data.map((report) => (
        <ReportCard
          key={report.id}
          {...{ report, lang, now, attempt }}
          outcome={actionData && !actionData.ok ? actionData : undefined}
        />
      ))}
      empty={{
        icon: Flag,
        title: t(`admin.reports.empty_${status}`),
        body: t('admin.reports.empty_body'),
      }}
      pages={{
        current: list.meta.current_page,
        last: list.meta.last_page,
        hrefOf: (page) => here(`status=${status}&page=${page}`),
      }}
    />
  );
}
