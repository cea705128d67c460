import { randomUUID } from 'node:crypto';
import { ledgerVerificationSchema } from '@wasla/shared/contracts/ledger-desk';
import { pageOf } from '@wasla/shared/contracts/replies';
import {
  BANK_TRANSFER_STATUSES,
  financeBankTransferSchema,
  financeWithdrawalSchema,
  WITHDRAWAL_STATUSES,
} from '@wasla/shared/contracts/wallet';
import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { z } from 'zod';
import { LinkTabs } from '../../components/ui/link-tabs';
import { adminHref } from '../../features/admin/admin-href';
import { decisionFields, decisionKey } from '../../features/admin/decision-fields';
import { decisionOutcome } from '../../features/admin/decision-outcome';
import { TopUpCard, WithdrawalCard } from '../../features/admin/finance-cards';
import { LedgerHealth } from '../../features/admin/ledger-health';
import { pickOf, QueuePage, queuePageOf } from '../../features/admin/queue-page';
import { requireTeam } from '../../features/admin/team-access.server';
import { withSession } from '../../features/auth/require-user.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/finance';

const QUEUES = ['top-ups', 'withdrawals'] as const;
type Queue = (typeof QUEUES)[number];
const STATUSES = { 'top-ups': BANK_TRANSFER_STATUSES, withdrawals: WITHDRAWAL_STATUSES } as const;

/** The finance desk (team: finance, admin): bank top-ups and withdrawals, the oldest promise first. */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const query = new URL(args.request.url).searchParams;
  const queue = pickOf(QUEUES, query.get('queue'));
  const status = pickOf<string>(STATUSES[queue], query.get('status'));
  const page = queuePageOf(query);
  const list =
    queue === 'top-ups'
      ? {
          queue,
          page: await signedIn.api.get(
            pageOf(financeBankTransferSchema),
            `/admin/finance/bank-transfers?status=${status}&page=${page}`,
          ),
        }
      : {
          queue,
          page: await signedIn.api.get(
            pageOf(financeWithdrawalSchema),
            `/admin/finance/withdrawals?status=${status}&page=${page}`,
          ),
        };
  const ledger = await signedIn.api.get(ledgerVerificationSchema.nullable(), '/admin/ledger/verification');
  // `now` is the server's, so the clocks read the same before and after hydration.
  return withSession(signedIn, { list, status, ledger, now: Date.now(), attempt: randomUUID() });
}

const decisionForm = decisionFields.extend({
  intent: z.enum(['approve', 'reject', 'processing', 'paid', 'failed']),
  reason: z.string().max(2_000).optional(),
});
const PATHS = {
  approve: 'bank-transfers',
  reject: 'bank-transfers',
  processing: 'withdrawals',
  paid: 'withdrawals',
  failed: 'withdrawals',
} as const;

export async function action(args: Route.ActionArgs) {
  const { signedIn } = await requireTeam(args);
  const parsed = decisionForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const form = parsed.data;
  const path = `/admin/finance/${PATHS[form.intent]}/${form.id}/${form.intent}`;
  const result = await signedIn.api.post(
    PATHS[form.intent] === 'withdrawals' ? financeWithdrawalSchema : financeBankTransferSchema,
    path,
    form.reason === undefined ? {} : { reason: form.reason },
    { idempotencyKey: decisionKey(form) },
  );
  return withSession(signedIn, decisionOutcome(form.id, result));
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'admin.screens.finance.title' }, { key: 'admin.screens.finance.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminFinance({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { list, status, ledger, now, attempt } = loaderData;
  const here = (queue: Queue, rest = '') => `${adminHref(lang, 'finance')}?queue=${queue}${rest}`;
  const items = list.page.data;
  const shown = (id: number) => (actionData?.id === id ? actionData : undefined);
  const gone = actionData && !items.some((item) => item.id === actionData.id);
  return (
    <QueuePage
      screen="finance"
      before={
        <LedgerHealth run={ledger} lang={lang}>
          <Link
            to={adminHref(lang, 'finance/ledger')}
            className="justify-self-start text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('admin.ledger.open')}
          </Link>
        </LedgerHealth>
      }
      tabs={
        <>
          <LinkTabs
            label={t('admin.finance.queues')}
            current={list.queue}
            tabs={QUEUES.map((id) => ({ id, label: t(`admin.finance.queue_${id}`), href: here(id) }))}
          />
          <LinkTabs
            variant="pills"
            label={t('admin.finance.statuses')}
            current={status}
            tabs={STATUSES[list.queue].map((id) => ({
              id,
              label: t(`admin.finance.status_${id}`),
              href: here(list.queue, `&status=${id}`),
            }))}
          />
        </>
      }
      // A record that just left this list shows its outcome here; one still in it, on its card.
      outcome={gone ? actionData : null}
      cards={
        list.queue === 'top-ups'
          ? list.page.data.map((item) => (
              <TopUpCard key={item.id} {...{ item, lang, now, attempt }} outcome={shown(item.id)} />
            ))
          : list.page.data.map((item) => (
              <WithdrawalCard key={item.id} {...{ item, lang, now, attempt }} outcome={shown(item.id)} />
            ))
      }
      empty={{
        icon: Landmark,
        title: t('admin.finance.empty', { status: t(`admin.finance.status_${status}`) }),
        body: t('admin.finance.empty_body'),
      }}
      pages={{
        current: list.page.meta.current_page,
        last: list.page.meta.last_page,
        hrefOf: (page) => here(list.queue, `&status=${status}&page=${page}`),
      }}
    />
  );
}
