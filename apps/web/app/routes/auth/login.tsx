import { authReplySchema } from '@wasla/shared/contracts/auth';
import { LogIn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast-queue';
import { AuthCard } from '../../features/auth/auth-card';
import { isContactMethod } from '../../features/auth/contact';
import {
  contactBody,
  contactPrefill,
  contactQuery,
  errorsForContact,
  phoneCountries,
  readContact,
  safeNext,
} from '../../features/auth/contact.server';
import { ContactMethodToggle } from '../../features/auth/contact-method-toggle';
import { FormAlert } from '../../features/auth/form-alert';
import { guestOnly } from '../../features/auth/guest-only.server';
import { PhoneField } from '../../features/auth/phone-field';
import { toFormResult, useFeedbackForm } from '../../features/feedback/form-result';
import { apiFor } from '../../lib/api-client/client.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import { sessionCookies, withCookies } from '../../lib/session.server';
import type { Route } from './+types/login';

/**
 * The query may fill the form: `email=…`, or `phone=…&country_code=…` (after a new
 * password or a found account), `next=…` (the page to return to) and `reset=1` (password changed).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params);
  await guestOnly(context, request, lang);
  const query = new URL(request.url).searchParams;
  const contact = readContact(query);
  return {
    countries: await phoneCountries(context, lang),
    prefill: { ...contactPrefill(contact) },
    next: query.get('next') ?? '',
    passwordReset: query.get('reset') === '1',
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langOf(params);
  const form = await request.formData();
  const contact = readContact(form);
  const password = String(form.get('password') ?? '');
  const next = safeNext(form.get('next'), lang);
  const reply = await apiFor(context, lang).post(authReplySchema, '/login', {
    ...contactBody(contact),
    password,
  });
  if (reply.ok) {
    const { user } = reply.data;
    const headers = withCookies(sessionCookies(reply.data));
    const keepNext: Record<string, string> = next === `/${lang}` ? {} : { next };
    // SPEC.md section 4, in the API's order: the second step, then an unverified e-mail, then the phone.
    if (user.two_factor_enabled) {
      const query = new URLSearchParams(keepNext).toString();
      throw redirect(`/${lang}/auth/two-factor-authentication${query ? `?${query}` : ''}`, { headers });
    }
    if (user.email && !user.email_verified_at) throw redirect(`/${lang}/auth/verify-email`, { headers });
    if (user.phone_number && user.country_code && !user.phone_verified_at) {
      const phone = {
        method: 'phone' as const,
        phone_number: user.phone_number,
        country_code: user.country_code,
      };
      throw redirect(`/${lang}/auth/verify-phone-number?${contactQuery(phone, keepNext)}`, { headers });
    }
    // The gate's last step: an account without a phone is asked to add one, and may put it off.
    if (!user.phone_number) {
      const query = new URLSearchParams({ add: 'true', gate: '1', ...keepNext });
      throw redirect(`/${lang}/my-profile/change-phone-number?${query}`, { headers });
    }
    throw redirect(next, { headers });
  }
  // A blocked account gets the error page's "blocked" message with a way to contact support.
  if (reply.status === 403) throw data(null, { status: 403 });
  const values = { ...contactBody(contact), method: contact.method, password: '' };
  return errorsForContact(toFormResult(reply, values, ''), contact);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { key: 'auth.login_title' }, { key: 'auth.login_intro' });

/** After a new password: a toast says so once, and the address stays in the form. */
function usePasswordResetNotice(show: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shown = useRef(false);
  useEffect(() => {
    if (!show || shown.current) return;
    shown.current = true;
    toast.success(t('recovery.password_reset'));
    const url = new URL(window.location.href);
    url.searchParams.delete('reset');
    void navigate(`${url.pathname}${url.search}`, { replace: true, preventScrollReset: true });
  }, [show, t, navigate]);
}

export default function Login({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { busy, failed } = useFeedbackForm(actionData, { inlineFormErrors: true });
  const { countries, prefill, next, passwordReset } = loaderData;
  const values = failed?.values ?? prefill;
  const [method, setMethod] = useState(isContactMethod(values.method) ? values.method : 'email');
  usePasswordResetNotice(passwordReset);
  const lang = params.lang;
  return (
    <AuthCard
      title={t('auth.login_title')}
      intro={t('auth.login_intro')}
      footer={
        <>
          {t('auth.no_account')}{' '}
          <Link to={`/${lang}/auth/sign-up`} className="font-semibold text-brand-700 hover:underline">
            {t('auth.register')}
          </Link>
        </>
      }
    >
      <Form method="post" noValidate className="grid gap-4">
        <FormAlert messages={failed?.errors.form} />
        <ContactMethodToggle value={method} onChange={setMethod} label={t('auth.login_with')} />
        {method === 'email' ? (
          <TextField
            key="email"
            name="email"
            type="email"
            inputDir="ltr"
            label={t('auth.email')}
            autoComplete="email"
            isRequired
            defaultValue={values.email}
            errors={failed?.errors.email}
          />
        ) : (
          <PhoneField
            key="phone"
            countries={countries}
            defaultPhone={values.phone_number}
            defaultCountryCode={values.country_code}
            errors={failed?.errors.phone_number}
            codeErrors={failed?.errors.country_code}
          />
        )}
        <TextField
          name="password"
          type="password"
          label={t('auth.password')}
          autoComplete="current-password"
          isRequired
          errors={failed?.errors.password}
        />
        <div className="-mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
          <Link to={`/${lang}/auth/forgot-password`} className="font-medium text-brand-700 hover:underline">
            {t('auth.forgot_password_link')}
          </Link>
          <Link to={`/${lang}/auth/forgot-email`} className="font-medium text-brand-700 hover:underline">
            {t('auth.forgot_email_link')}
          </Link>
        </div>
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <Button type="submit" isDisabled={busy} size="lg" className="mt-2 w-full">
          <LogIn aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          {t('auth.login')}
        </Button>
      </Form>
    </AuthCard>
  );
}
