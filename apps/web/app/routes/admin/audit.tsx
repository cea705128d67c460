import { auditPageSchema } from '@wasla/shared/contracts/team';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { NativeSelectField } from '../../components/ui/native-select-field';
import { TextField } from '../../components/ui/text-field';
import { adminHref } from '../../features/admin/admin-href';
import { AuditEntry } from '../../features/admin/audit-entry';
import { requireTeam } from '../../features/admin/team-access.server';
import { withSession } from '../../features/auth/require-user.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/audit';

/** The kinds of things the team acts on, as the log names them. */
const AUDIT_KINDS = [
  'report',
  'account',
  'service',
  'article',
  'bank_transfer',
  'withdrawal',
  'deal_dispute',
  'outbox_event',
  'plan',
  'account_type_request',
  'paid_feature',
  'currency',
  'faq',
  'category',
  'static_page',
  'property',
] as const;

/** The query the API is asked: only the filters it knows, in the shape it takes; junk is dropped. */
function auditFilters(url: URL) {
  const kind = url.searchParams.get('kind') ?? '';
  const id = url.searchParams.get('id')?.trim() ?? '';
  const before = url.searchParams.get('before') ?? '';
  const query = new URLSearchParams({ limit: '30' });
  const known = (AUDIT_KINDS as readonly string[]).includes(kind);
  if (known) query.set('subject_kind', kind);
  if (known && /^\d{1,10}$/.test(id) && Number(id) <= 2_147_483_647) query.set('subject_id', id);
  if (/^\d{1,15}$/.test(before)) query.set('before', before);
  return { query, kind: known ? kind : '', id: query.get('subject_id') ?? '' };
}

/** The audit log (team: admin): what every team member did, newest first, of one thing if asked. */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const { query, kind, id } = auditFilters(new URL(args.request.url));
  const page = await signedIn.api.get(auditPageSchema, `/admin/audit?${query}`);
  return withSession(signedIn, { page, kind, id });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'admin.screens.audit.title' }, { key: 'admin.screens.audit.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminAudit({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { page, kind, id } = loaderData;
  const older = new URLSearchParams({ ...(kind ? { kind } : {}), ...(id ? { id } : {}) });
  if (page.next_before) older.set('before', String(page.next_before));
  return (
    <div className="grid gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('admin.screens.audit.title')}</h1>
        <p className="mt-1 text-muted">{t('admin.screens.audit.intro')}</p>
      </header>
      <Form
        method="get"
        className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <NativeSelectField
          name="kind"
          label={t('admin.audit.kind')}
          defaultValue={kind}
          options={[
            { id: '', name: t('admin.audit.all_kinds') },
            ...AUDIT_KINDS.map((value) => ({ id: value, name: t(`admin.audit.kinds.${value}`) })),
          ]}
        />
        <TextField
          name="id"
          label={t('admin.audit.id')}
          defaultValue={id}
          inputMode="numeric"
          inputDir="ltr"
        />
        <Button type="submit" variant="secondary">
          {t('admin.audit.filter')}
        </Button>
      </Form>
      {page.entries.length ? (
        <ul className="grid gap-3">
          {page.entries.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} lang={lang} />
          ))}
        </ul>
      ) : (
        <EmptyState icon={History} title={t('admin.audit.empty')} body={t('admin.audit.empty_body')} />
      )}
      {page.next_before ? (
        <Link
          to={`${adminHref(lang, 'audit')}?${older}`}
          className="justify-self-center font-semibold text-brand-700 hover:underline"
        >
          {t('admin.audit.older')}
        </Link>
      ) : null}
    </div>
  );
}
