import { otpSentSchema, userSchema, verificationStatusSchema } from '@wasla/shared/contracts/auth';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, redirect } from 'react-router';
import { Button } from '../../components/ui/button';
import { AuthCard } from '../../features/auth/auth-card';
import { CodeField } from '../../features/auth/code-field';
import { ResendCodeButton } from '../../features/auth/resend-code-button';
import { toFormResult, useFeedbackForm } from '../../features/feedback/form-result';
import { apiFor } from '../../lib/api-client/client.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import { readSession } from '../../lib/session.server';
import type { Route } from './+types/verify-email';

function api(args: { params: { lang?: string }; request: Request; context: Route.LoaderArgs['context'] }) {
  const lang = langOf(args.params);
  const { token } = readSession(args.request);
  if (!token) throw redirect(`/${lang}/auth/login`);
  return { lang, client: apiFor(args.context, lang, { token }) };
}

export async function loader(args: Route.LoaderArgs) {
  const { lang, client } = api(args);
  const res = await client.request(verificationStatusSchema, 'GET', '/verification-status');
  if (res.status === 401) throw redirect(`/${lang}/auth/login`);
  if (res.body.error) throw new Response(null, { status: res.status });
  if (res.body.data.email_verified || !res.body.data.email) throw redirect(`/${lang}`);
  return res.body.data;
}

export async function action(args: Route.ActionArgs) {
  const { lang, client } = api(args);
  const form = await args.request.formData();
  if (form.get('intent') === 'resend') {
    const reply = await client.post(otpSentSchema, '/send-otp-code', { purpose: 'verify_email' });
    return toFormResult(reply, {}, '');
  }
  const code = String(form.get('code') ?? '');
  const reply = await client.post(userSchema, '/verify-otp-code', { purpose: 'verify_email', code });
  if (reply.ok) throw redirect(`/${lang}`);
  return toFormResult(reply, { code }, '');
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { key: 'auth.verify_title' }, { key: 'auth.verify_title' });

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { busy, failed } = useFeedbackForm(actionData);
  return (
    <AuthCard title={t('auth.verify_title')} intro={t('auth.verify_intro', { target: loaderData.email })}>
      <Form method="post" noValidate className="grid gap-4">
        <CodeField defaultValue={failed?.values.code} errors={failed?.errors.code} />
        <Button type="submit" name="intent" value="verify" isDisabled={busy} size="lg" className="w-full">
          <MailCheck aria-hidden="true" className="size-5" />
          {t('auth.verify_button')}
        </Button>
        <ResendCodeButton seconds={actionData?.ok ? 60 : loaderData.resend_in} busy={busy} />
      </Form>
    </AuthCard>
  );
}
