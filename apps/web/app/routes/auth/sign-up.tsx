import { authReplySchema } from '@wasla/shared/contracts/auth';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { AuthCard } from '../../features/auth/auth-card';
import { CodeChannelField } from '../../features/auth/code-channel-field';
import { isCodeChannel, isContactMethod } from '../../features/auth/contact';
import {
  contactBody,
  contactQuery,
  errorsForContact,
  phoneCountries,
  readContact,
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
import type { Route } from './+types/sign-up';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params);
  await guestOnly(context, request, lang);
  const method = new URL(request.url).searchParams.get('method');
  return {
    countries: await phoneCountries(context, lang),
    method: isContactMethod(method) ? method : 'email',
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langOf(params);
  const form = await request.formData();
  const text = (key: string) => String(form.get(key) ?? '');
  const contact = readContact(form);
  const channel = isCodeChannel(form.get('otp_channel')) ? text('otp_channel') : 'sms';
  const body = {
    name: text('name'),
    ...contactBody(contact),
    ...(contact.method === 'phone' ? { otp_channel: channel } : {}),
    password: text('password'),
    password_confirmation: text('password_confirmation'),
  };
  const reply = await apiFor(context, lang).post(authReplySchema, '/register', body);
  if (reply.ok) {
    // The account exists and a code is on its way: the next step is to verify the address.
    const headers = withCookies(sessionCookies(reply.data));
    if (contact.method === 'phone')
      throw redirect(`/${lang}/auth/verify-phone-number?${contactQuery(contact)}`, { headers });
    throw redirect(`/${lang}/auth/verify-email`, { headers });
  }
  const values = {
    ...body,
    method: contact.method,
    otp_channel: channel,
    password: '',
    password_confirmation: '',
  };
  return errorsForContact(toFormResult(reply, values, ''), contact);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { key: 'auth.sign_up_title' }, { key: 'auth.sign_up_intro' });

export default function SignUp({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { busy, failed } = useFeedbackForm(actionData, { inlineFormErrors: true });
  const values = failed?.values;
  const [method, setMethod] = useState(isContactMethod(values?.method) ? values.method : loaderData.method);
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
        <FormAlert messages={failed?.errors.form} />
        <TextField
          name="name"
          label={t('auth.name')}
          autoComplete="name"
          isRequired
          defaultValue={values?.name}
          errors={failed?.errors.name}
        />
        <ContactMethodToggle value={method} onChange={setMethod} label={t('auth.sign_up_with')} />
        {method === 'email' ? (
          <TextField
            key="email"
            name="email"
            type="email"
            inputDir="ltr"
            label={t('auth.email')}
            autoComplete="email"
            isRequired
            defaultValue={values?.email}
            errors={failed?.errors.email}
          />
        ) : (
          <>
            <PhoneField
              key="phone"
              countries={loaderData.countries}
              defaultPhone={values?.phone_number}
              defaultCountryCode={values?.country_code}
              errors={failed?.errors.phone_number}
              codeErrors={failed?.errors.country_code}
            />
            <CodeChannelField
              name="otp_channel"
              defaultValue={values?.otp_channel === 'whatsapp' ? 'whatsapp' : 'sms'}
            />
          </>
        )}
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
