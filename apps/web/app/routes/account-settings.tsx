import { randomUUID } from 'node:crypto';
import { translator } from '@wasla/i18n/server-translator';
import { ACCOUNT_TYPES, changeAccountTypeSchema } from '@wasla/shared/contracts/auth';
import { accountTypeRequestReply, emptyReply } from '@wasla/shared/contracts/replies';
import { formatDate } from '@wasla/shared/format';
import {
  BellRing,
  Building,
  ChevronRight,
  KeyRound,
  LogOut,
  Mail,
  ShieldCheck,
  Smartphone,
  Trash2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { Button } from '../components/ui/button';
import { SelectField } from '../components/ui/select-field';
import { TextField } from '../components/ui/text-field';
import { AccountTypeDocuments } from '../features/account/account-type-documents';
import { dataExportApi } from '../features/account/data-export-api.server';
import { DataExportSection } from '../features/account/data-export-section';
import { beforeLogout } from '../features/auth/before-logout';
import { FormAlert } from '../features/auth/form-alert';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { attemptOf } from '../features/deals/deal-offer.server';
import { toFormResult, useFeedbackForm } from '../features/feedback/form-result';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/account-settings';

export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const [request, dataExport] = await Promise.all([
    signedIn.api.get(accountTypeRequestReply, '/change-account-type'),
    dataExportApi(signedIn.api).latest(),
  ]);
  const { user } = signedIn;
  return withSession(signedIn, {
    accountType: user.account_type,
    twoFactor: user.two_factor_enabled,
    hasPhone: Boolean(user.phone_number),
    request,
    dataExport: dataExport.export,
    // The Idempotency-Key of the next "Prepare my data": a double submit asks once.
    attempt: randomUUID(),
  });
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const form = await args.request.formData();
  const intent = String(form.get('intent'));
  if (intent === 'account-type') {
    const reply = await signedIn.api.post(changeAccountTypeSchema, '/change-account-type', {
      account_type: String(form.get('account_type')),
    });
    return withSession(signedIn, { intent, ...toFormResult(reply, {}, '') });
  }
  if (intent === 'remove-document') {
    const id = Number(form.get('document_id'));
    if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 400 });
    const reply = await signedIn.api.send(emptyReply, 'DELETE', `/change-account-type/documents/${id}`);
    const done = translator(signedIn.lang, 'common')('account.documents.removed');
    return withSession(signedIn, { intent, ...toFormResult(reply, {}, done) });
  }
  if (intent === 'data-export') {
    const reply = await dataExportApi(signedIn.api).request(attemptOf(form));
    return withSession(signedIn, { intent, ...toFormResult(reply, {}, '') });
  }
  const body = {
    current_password: String(form.get('current_password') ?? ''),
    password: String(form.get('password') ?? ''),
    password_confirmation: String(form.get('password_confirmation') ?? ''),
    logout_other_devices: form.get('logout_other_devices') === '1' ? 1 : 0,
  };
  const reply = await signedIn.api.post(emptyReply, '/change-password', body);
  const done = translator(signedIn.lang, 'common')('account_changes.password_changed');
  return withSession(signedIn, { intent, ...toFormResult(reply, {}, done) });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'account.settings_title' }, { key: 'account.settings_intro' }),
  { name: 'robots', content: 'noindex' },
];

function Card({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-7"
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function AccountSettings({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { busy, failed, formKey } = useFeedbackForm(actionData, { inlineFormErrors: true });
  const failedOf = (intent: string) => (actionData?.intent === intent ? failed : undefined);
  const password = failedOf('password');
  const type = failedOf('account-type');
  const exportFailed = failedOf('data-export');
  const links = [
    { to: 'my-profile/change-email', icon: Mail, label: t('account.change_email_title') },
    {
      to: loaderData.hasPhone ? 'my-profile/change-phone-number' : 'my-profile/change-phone-number?add=true',
      icon: Smartphone,
      label: loaderData.hasPhone ? t('account.change_phone_title') : t('account.add_phone_title'),
    },
    { to: 'notifications/settings', icon: BellRing, label: t('notifications_page.settings.link') },
    {
      to: 'two-step-verification',
      icon: ShieldCheck,
      label: `${t('two_factor.title')} · ${loaderData.twoFactor ? t('account.on') : t('account.off')}`,
    },
  ];
  return (
    <div className="grid max-w-2xl gap-6">
      <header>
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t('account.settings_title')}</h1>
        <p className="mt-1 text-muted">{t('account.settings_intro')}</p>
      </header>

      <nav
        aria-label={t('account.security_links')}
        className="overflow-hidden rounded-3xl border border-line bg-surface shadow-sm"
      >
        <ul className="divide-y divide-line">
          {links.map(({ to, icon: Icon, label }) => (
            <li key={to}>
              <Link
                to={`/${lang}/${to}`}
                className="flex items-center gap-3 px-5 py-4 font-medium hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
              >
                <Icon aria-hidden="true" className="size-5 text-brand-700" />
                <span className="flex-1">{label}</span>
                <ChevronRight aria-hidden="true" className="size-4.5 text-muted rtl:-scale-x-100" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Card
        id="password-title"
        title={t('account.password_title')}
        icon={<KeyRound aria-hidden="true" className="size-5 text-brand-700" />}
      >
        <Form method="post" noValidate key={`password-${formKey}`} className="grid gap-4">
          <FormAlert messages={password?.errors.form} />
          <TextField
            name="current_password"
            type="password"
            label={t('account.current_password')}
            autoComplete="current-password"
            isRequired
            errors={password?.errors.current_password}
          />
          <TextField
            name="password"
            type="password"
            label={t('account.new_password')}
            description={t('auth.password_hint')}
            autoComplete="new-password"
            isRequired
            errors={password?.errors.password}
          />
          <TextField
            name="password_confirmation"
            type="password"
            label={t('auth.password_confirmation')}
            autoComplete="new-password"
            isRequired
            errors={password?.errors.password_confirmation}
          />
          <label className="flex items-center gap-2.5 text-sm">
            <input
              type="checkbox"
              name="logout_other_devices"
              value="1"
              defaultChecked
              className="size-4 accent-brand-700"
            />
            {t('account.logout_others')}
          </label>
          <Button
            type="submit"
            name="intent"
            value="password"
            isDisabled={busy}
            className="justify-self-start"
          >
            {t('account.change_password')}
          </Button>
        </Form>
      </Card>

      <Card
        id="type-title"
        title={t('account.type_title')}
        icon={<Building aria-hidden="true" className="size-5 text-brand-700" />}
      >
        <p className="text-sm text-muted">{t('account.type_intro')}</p>
        {loaderData.request ? (
          <>
            <p
              role="status"
              className="rounded-xl border border-accent-400/50 bg-accent-400/10 px-4 py-3 text-sm"
            >
              {t('account.type_pending', {
                type: t(`account_types.${loaderData.request.requested_type}`),
                date: formatDate(loaderData.request.created_at, lang),
              })}
            </p>
            <AccountTypeDocuments lang={lang} documents={loaderData.request.documents} busy={busy} />
          </>
        ) : null}
        <Form method="post" noValidate className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <FormAlert messages={type?.errors.form} />
          <SelectField
            label={t('account.type_label')}
            name="account_type"
            defaultValue={loaderData.request?.requested_type ?? loaderData.accountType}
            options={ACCOUNT_TYPES.map((id) => ({ id, name: t(`account_types.${id}`) }))}
            errors={type?.errors.account_type}
          />
          <Button type="submit" name="intent" value="account-type" variant="secondary" isDisabled={busy}>
            {t('account.type_save')}
          </Button>
        </Form>
      </Card>

      <Card
        id="devices-title"
        title={t('account.devices_title')}
        icon={<LogOut aria-hidden="true" className="size-5 text-brand-700 rtl:-scale-x-100" />}
      >
        <p className="text-sm text-muted">{t('account.devices_intro')}</p>
        <Form method="post" action={`/${lang}/auth/logout`} onSubmit={beforeLogout}>
          <input type="hidden" name="everywhere" value="1" />
          <Button type="submit" variant="secondary">
            {t('auth.logout_everywhere')}
          </Button>
        </Form>
      </Card>

      <DataExportSection
        latest={loaderData.dataExport}
        attempt={loaderData.attempt}
        lang={lang}
        busy={busy}
        errors={exportFailed?.errors.form}
      />

      <Link
        to={`/${lang}/my-profile/delete-account`}
        className="inline-flex items-center gap-2 justify-self-start rounded-xl px-1 py-2 text-sm font-semibold text-danger hover:underline"
      >
        <Trash2 aria-hidden="true" className="size-4.5" />
        {t('account.delete_title')}
      </Link>
    </div>
  );
}
