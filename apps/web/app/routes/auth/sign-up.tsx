import { UserPlus } from 'lucide-react';
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
import { type SessionTokens, sessionCookies, withCookies } from '../../lib/session.server';
import type { Route } from './+types/sign-up';

const FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await guestOnly(context, request, langOf(params));
  return null;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langOf(params);
  const form = await request.formData();
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')]));
  const reply = await apiFor(context, lang).post<SessionTokens>('/register', values);
  if (reply.ok) {
    // The account exists and a code is on its way: the next step is to verify the address.
    throw redirect(`/${lang}/auth/verify-email`, { headers: withCookies(sessionCookies(reply.data)) });
  }
  return toFormResult(reply, { ...values, password: '', password_confirmation: '' }, '');
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { key: 'auth.sign_up_title' }, { key: 'auth.sign_up_intro' });

export default function SignUp({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { busy, failed } = useFeedbackForm(actionData);
  return (
    <AuthCard
      title={t('auth.sign_up_title')}
      intro={t('auth.sign_up_intro')}
      footer={
        <>
          {t('auth.have_account')}{' '}
          <Link to={`/${params.lang}/auth/login`} className="font-semibold text-brand-700 hover:underline">
            {t('auth.login')}
          </Link>
        </>
      }
    >
      <Form method="post" noValidate className="grid gap-4">
        <TextField
          name="name"
          label={t('auth.name')}
          autoComplete="name"
          isRequired
          defaultValue={failed?.values.name}
          errors={failed?.errors.name}
        />
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
          autoComplete="new-password"
          isRequired
          description={t('auth.password_hint')}
          errors={failed?.errors.password}
        />
        <TextField
          name="password_confirmation"
          type="password"
          label={t('auth.password_confirmation')}
          autoComplete="new-password"
          isRequired
          errors={failed?.errors.password_confirmation}
        />
        <Button type="submit" isDisabled={busy} size="lg" className="mt-2 w-full">
          <UserPlus aria-hidden="true" className="size-5" />
          {t('auth.create_account')}
        </Button>
      </Form>
    </AuthCard>
  );
}
