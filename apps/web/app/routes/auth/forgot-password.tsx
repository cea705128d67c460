import { codeRequestedSchema } from '@wasla/shared/contracts/auth';
import { Send } from 'lucide-react';
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
  contactPrefill,
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
import type { Route } from './+types/forgot-password';

/** Step one of a forgotten password: the account's e-mail, or its phone and how the code should go. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params);
  await guestOnly(context, request, lang);
  const query = new URL(request.url).searchParams;
  const contact = readContact(query);
  return {
    countries: await phoneCountries(context, lang),
    prefill: { ...contactPrefill(contact), channel: query.get('channel') ?? '' },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langOf(params);
  const form = await request.formData();
  const contact = readContact(form);
  const channel =
    contact.method === 'phone' && isCodeChannel(form.get('channel')) ? String(form.get('channel')) : '';
  const reply = await apiFor(context, lang).post(codeRequestedSchema, '/forget-password', {
    ...contactBody(contact),
    ...(channel ? { channel } : {}),
  });
  // The reply is the same whether or not an account has this address; the next step says so too.
  if (reply.ok) throw redirect(`/${lang}/auth/set-new-password?${contactQuery(contact, { channel })}`);
  return errorsForContact(
    toFormResult(reply, { ...contactBody(contact), method: contact.method, channel }, ''),
    contact,
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { key: 'auth.forgot_password_title' }, { key: 'auth.forgot_password_intro' });

export default function ForgotPassword({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { busy, failed } = useFeedbackForm(actionData, { inlineFormErrors: true });
  const values = failed?.values ?? loaderData.prefill;
  const [method, setMethod] = useState(isContactMethod(values.method) ? values.method : 'email');
  return (
    <AuthCard
      title={t('auth.forgot_password_title')}
      intro={t('auth.forgot_password_intro')}
      footer={
        <>
          {t('auth.remembered_password')}{' '}
          <Link to={`/${params.lang}/auth/login`} className="font-semibold text-brand-700 hover:underline">
            {t('auth.login')}
          </Link>
        </>
      }
    >
      <Form method="post" noValidate className="grid gap-4">
        <FormAlert messages={failed?.errors.form} />
        <ContactMethodToggle value={method} onChange={setMethod} label={t('auth.recover_with')} />
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
          <>
            <PhoneField
              key="phone"
              countries={loaderData.countries}
              defaultPhone={values.phone_number}
              defaultCountryCode={values.country_code}
              errors={failed?.errors.phone_number}
              codeErrors={failed?.errors.country_code}
            />
            <CodeChannelField defaultValue={values.channel === 'sms' ? 'sms' : 'whatsapp'} />
          </>
        )}
        <Button type="submit" isDisabled={busy} size="lg" className="mt-2 w-full">
          <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          {t('auth.send_code')}
        </Button>
      </Form>
    </AuthCard>
  );
}
