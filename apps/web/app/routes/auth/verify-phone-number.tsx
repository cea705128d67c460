import { otpSentSchema, userSchema, verificationStatusSchema } from '@wasla/shared/contracts/auth';
import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, redirect } from 'react-router';
import { Button } from '../../components/ui/button';
import { AuthCard } from '../../features/auth/auth-card';
import { CodeChannelField } from '../../features/auth/code-channel-field';
import { CodeField } from '../../features/auth/code-field';
import { type CodeSent, isCodeChannel } from '../../features/auth/contact';
import { codeSent, latinDigits, safeNext } from '../../features/auth/contact.server';
import { FormAlert } from '../../features/auth/form-alert';
import { ResendCodeButton } from '../../features/auth/resend-code-button';
import { type FormResult, toFormResult, useFeedbackForm } from '../../features/feedback/form-result';
import { apiFor } from '../../lib/api-client/client.server';
import { submitWithDefaultOnEnter } from '../../lib/default-submit';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import { readSession } from '../../lib/session.server';
import type { Route } from './+types/verify-phone-number';

/** The signed-in account's API, and where to go once the phone is verified (`next`, else home). */
function api(args: { params: { lang?: string }; request: Request; context: Route.LoaderArgs['context'] }) {
  const lang = langOf(args.params);
  const { token } = readSession(args.request);
  if (!token) throw redirect(`/${lang}/auth/login`);
  const next = safeNext(new URL(args.request.url).searchParams.get('next'), lang);
  return { lang, next, client: apiFor(args.context, lang, { token }) };
}

export async function loader(args: Route.LoaderArgs) {
  const { lang, next, client } = api(args);
  const res = await client.request(verificationStatusSchema, 'GET', '/verification-status');
  if (res.status === 401) throw redirect(`/${lang}/auth/login`);
  if (res.body.error) throw new Response(null, { status: res.status });
  const status = res.body.data;
  if (status.phone_verified || !status.phone) throw redirect(next);
  // The wait shown applies to the e-mail's code when the account has one; the phone's own is fresh.
  return { phone: status.phone, resendIn: status.email ? 0 : status.resend_in };
}

export async function action(args: Route.ActionArgs): Promise<FormResult & CodeSent> {
  const { next, client } = api(args);
  const form = await args.request.formData();
  if (form.get('intent') === 'resend') {
    const channel = isCodeChannel(form.get('channel')) ? String(form.get('channel')) : 'sms';
    const reply = await client.post(otpSentSchema, '/send-otp-code', {
      purpose: 'verify_phone',
      channel,
    });
    return { ...toFormResult(reply, {}, ''), ...codeSent(reply) };
  }
  const code = latinDigits(String(form.get('code') ?? '')).trim();
  const reply = await client.post(userSchema, '/verify-otp-code', { purpose: 'verify_phone', code });
  if (reply.ok) throw redirect(next);
  return toFormResult(reply, { code }, '');
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { key: 'auth.verify_phone_title' }, { key: 'auth.verify_phone_title' });

export default function VerifyPhoneNumber({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { busy, failed } = useFeedbackForm(actionData, { inlineFormErrors: true });
  const sent: CodeSent = actionData ?? {};
  // U+2066 … U+2069 keep "+971…" left to right inside a right-to-left sentence.
  const target = `\u2066${loaderData.phone}\u2069`;
  return (
    <AuthCard title={t('auth.verify_phone_title')} intro={t('auth.verify_phone_intro', { target })}>
      <Form method="post" noValidate onKeyDown={submitWithDefaultOnEnter} className="grid gap-4">
        <FormAlert messages={failed?.errors.form} />
        <CodeField defaultValue={failed?.values.code} errors={failed?.errors.code} />
        <Button
          type="submit"
          name="intent"
          value="verify"
          isDisabled={busy}
          size="lg"
          className="w-full"
          data-default-submit
        >
          <Smartphone aria-hidden="true" className="size-5" />
          {t('auth.verify_button')}
        </Button>
        <div className="mt-2 grid gap-3 border-t border-line pt-5">
          <CodeChannelField label={t('auth.resend_by')} />
          {/* Each new code starts the wait again. */}
          <ResendCodeButton
            key={sent.sentAt ?? 'first'}
            seconds={sent.resendIn ?? loaderData.resendIn}
            busy={busy}
          />
        </div>
      </Form>
    </AuthCard>
  );
}
