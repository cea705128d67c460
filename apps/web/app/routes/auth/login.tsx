import type { AuthReply } from '@wasla/shared/contracts/auth';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { AuthCard } from '../../features/auth/auth-card';
import { guestOnly } from '../../features/auth/guest-only.server';
import { toFormResult, useFeedbackForm } from '../../features/feedback/form-result';
import { apiFor } from '../../lib/api.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import { sessionCookies, withCookies } from '../../lib/session.server';
import type { Route } from './+types/login';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await guestOnly(context, request, langOf(params));
  return null;
}

/** Only paths of this site are followed after signing in, never another origin. */
function safeNext(value: FormDataEntryValue | null, lang: string) {
  const next = typeof value === 'string' ? value : '';
  return next.startsWith(`/${lang}`) && !next.startsWith('//') ? next : `/${lang}`;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langOf(params);
  const form = await request.formData();
  const values = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
  const reply = await apiFor(context, lang).post<AuthReply>('/login', values);
  if (reply.ok) {
    const next =
      reply.data.user.email && !reply.data.user.email_verified_at
        ? `/${lang}/auth/verify-email`
        : safeNext(form.get('next'), lang);
    throw redirect(next, { headers: withCookies(sessionCookies(reply.data)) });
  }
  return toFormResult(reply, { ...values, password: '' }, '');
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { key: 'auth.login_title' }, { key: 'auth.login_intro' });

export default function Login({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { busy, failed } = useFeedbackForm(actionData, { inlineFormErrors: true });
  const formError = failed?.errors.form;
  return (
    <AuthCard
      title={t('auth.login_title')}
      intro={t('auth.login_intro')}
      footer={
        <>
          {t('auth.no_account')}{' '}
          <Link to={`/${params.lang}/auth/sign-up`} className="font-semibold text-brand-700 hover:underline">
            {t('auth.register')}
          </Link>
        </>
      }
    >
      <Form method="post" noValidate className="grid gap-4">
        {formError ? (
          <p
            role="alert"
            className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger"
          >
            {formError.join(' ')}
          </p>
        ) : null}
        <TextField
          name="email"
          type="email"
          label={t('auth.email')}
          autoComplete="email"
          isRequired
          defaultValue={failed?.values.email}
          errors={failed?.errors.email}
        />
        <TextField
          name="password"
          type="password"
          label={t('auth.password')}
          autoComplete="current-password"
          isRequired
          errors={failed?.errors.password}
        />
        <Button type="submit" isDisabled={busy} size="lg" className="mt-2 w-full">
          <LogIn aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          {t('auth.login')}
        </Button>
      </Form>
    </AuthCard>
  );
}
