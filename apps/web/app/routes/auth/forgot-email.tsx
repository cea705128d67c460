import { codeRequestedSchema, forgotEmailSchema } from '@wasla/shared/contracts/auth';
import { LogIn, MailSearch, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect } from 'react-router';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { AuthCard } from '../../features/auth/auth-card';
import { CodeField } from '../../features/auth/code-field';
import type { CodeSent } from '../../features/auth/contact';
import {
  type Contact,
  codeSent,
  contactBody,
  contactLabel,
  contactQuery,
  hasContact,
  latinDigits,
  phoneCountries,
  readContact,
} from '../../features/auth/contact.server';
import { FormAlert } from '../../features/auth/form-alert';
import { guestOnly } from '../../features/auth/guest-only.server';
import { PhoneField } from '../../features/auth/phone-field';
import { ResendCodeButton } from '../../features/auth/resend-code-button';
import { type FormResult, toFormResult, useFeedbackForm } from '../../features/feedback/form-result';
import { apiFor } from '../../lib/api-client/client.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/forgot-email';

/** The API's wait between two codes; its replies to a new code carry the same number. */
const FIRST_WAIT_SECONDS = 60;

type Phone = Extract<Contact, { method: 'phone' }>;
type Found = { found: true; email: string | null; loginQuery: string };

/** Step two knows the phone from the query (`phone`, `country_code`); step one has none yet. */
function phoneOf(request: Request): Phone | null {
  const contact = readContact(new URL(request.url).searchParams, 'phone') as Phone;
  return hasContact(contact) ? contact : null;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params);
  await guestOnly(context, request, lang);
  const phone = phoneOf(request);
  if (phone) return { step: 'code' as const, target: contactLabel(phone), countries: [] };
  return { step: 'phone' as const, target: '', countries: await phoneCountries(context, lang) };
}

export async function action({
  request,
  params,
  context,
}: Route.ActionArgs): Promise<(FormResult & CodeSent) | Found> {
  const lang = langOf(params);
  const api = apiFor(context, lang);
  const form = await request.formData();
  const intent = form.get('intent');

  if (intent === 'send') {
    const phone = readContact(form, 'phone') as Phone;
    const reply = await api.post(codeRequestedSchema, '/forget-email', contactBody(phone));
    // The same reply whether or not an account has this number; step two says so too.
    if (reply.ok) throw redirect(`/${lang}/auth/forgot-email?${contactQuery(phone)}`);
    return toFormResult(reply, contactBody(phone), '');
  }

  const phone = phoneOf(request);
  if (!phone) throw redirect(`/${lang}/auth/forgot-email`);
  if (intent === 'resend') {
    const reply = await api.post(codeRequestedSchema, '/forget-email', contactBody(phone));
    return { ...toFormResult(reply, {}, ''), ...codeSent(reply) };
  }
  const code = latinDigits(String(form.get('code') ?? '')).trim();
  const reply = await api.post(forgotEmailSchema, '/forget-email/verify', {
    ...contactBody(phone),
    code,
  });
  if (reply.ok) return { found: true, email: reply.data.email, loginQuery: contactQuery(phone) };
  return toFormResult(reply, { code }, '');
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { key: 'auth.forgot_email_title' }, { key: 'auth.forgot_email_intro' });

/** The answer: the account's e-mail, masked, or word that it signs in with its phone. */
function Found({ email, loginQuery, lang }: { email: string | null; loginQuery: string; lang: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.email_found_title')}>
      <div role="status" className="grid gap-5">
        {email ? (
          <div className="rounded-2xl border border-brand-100 bg-brand-50 p-5 text-center">
            <p className="text-sm text-muted">{t('auth.email_found')}</p>
            <p dir="ltr" className="mt-2 break-all text-lg font-semibold text-brand-900">
              {email}
            </p>
          </div>
        ) : (
          <p className="rounded-2xl border border-line bg-canvas p-5 text-ink">{t('auth.email_none')}</p>
        )}
        <LinkButton
          to={`/${lang}/auth/login${email ? '' : `?${loginQuery}`}`}
          variant="primary"
          size="lg"
          className="w-full"
        >
          <LogIn aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          {t('auth.login')}
        </LinkButton>
        {email ? (
          <Link
            to={`/${lang}/auth/forgot-password`}
            className="justify-self-center text-sm font-medium text-brand-700 hover:underline"
          >
            {t('auth.forgot_password_link')}
          </Link>
        ) : null}
      </div>
    </AuthCard>
  );
}

export default function ForgotEmail({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = actionData && 'found' in actionData ? actionData : undefined;
  const formResult = actionData && !('found' in actionData) ? actionData : undefined;
  const { busy, failed } = useFeedbackForm(formResult, { inlineFormErrors: true });
  const sent: CodeSent = formResult ?? {};
  const lang = params.lang;
  if (result) return <Found email={result.email} loginQuery={result.loginQuery} lang={lang} />;

  const back = (
    <>
      {t('auth.have_account')}{' '}
      <Link to={`/${lang}/auth/login`} className="font-semibold text-brand-700 hover:underline">
        {t('auth.login')}
      </Link>
    </>
  );

  if (loaderData.step === 'phone') {
    return (
      <AuthCard title={t('auth.forgot_email_title')} intro={t('auth.forgot_email_intro')} footer={back}>
        <Form method="post" noValidate className="grid gap-4">
          <FormAlert messages={failed?.errors.form} />
          <PhoneField
            countries={loaderData.countries}
            defaultPhone={failed?.values.phone_number}
            defaultCountryCode={failed?.values.country_code}
            errors={failed?.errors.phone_number}
            codeErrors={failed?.errors.country_code}
          />
          <Button
            type="submit"
            name="intent"
            value="send"
            isDisabled={busy}
            size="lg"
            className="mt-2 w-full"
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            {t('auth.send_whatsapp_code')}
          </Button>
        </Form>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.forgot_email_code_title')}
      intro={t('auth.forgot_email_code_intro', { target: `\u2066${loaderData.target}\u2069` })}
      footer={
        <Link to={`/${lang}/auth/forgot-email`} className="font-semibold text-brand-700 hover:underline">
          {t('auth.change_number')}
        </Link>
      }
    >
      <Form method="post" noValidate className="grid gap-4">
        <FormAlert messages={failed?.errors.form} />
        <CodeField defaultValue={failed?.values.code} errors={failed?.errors.code} />
        <Button type="submit" name="intent" value="verify" isDisabled={busy} size="lg" className="w-full">
          <MailSearch aria-hidden="true" className="size-5" />
          {t('auth.show_email')}
        </Button>
        {/* Each new code starts the wait again. */}
        <ResendCodeButton
          key={sent.sentAt ?? 'first'}
          seconds={sent.resendIn ?? FIRST_WAIT_SECONDS}
          busy={busy}
        />
      </Form>
    </AuthCard>
  );
}
