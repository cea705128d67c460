import { translator } from '@wasla/i18n/server-translator';
import { otpSentSchema } from '@wasla/shared/contracts/auth';
import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, redirect } from 'react-router';
import { Button } from '../components/ui/button';
import { LinkButton } from '../components/ui/link-button';
import { AccountPageHeader } from '../features/account/account-page-header';
import { IdentityProofField, readIdentityProof } from '../features/account/identity-proof-field';
import { CodeChannelField } from '../features/auth/code-channel-field';
import { isCodeChannel } from '../features/auth/contact';
import { phoneCountries, readContact, safeNext } from '../features/auth/contact.server';
import { FormAlert } from '../features/auth/form-alert';
import { PhoneField } from '../features/auth/phone-field';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { toFormResult, useFeedbackForm } from '../features/feedback/form-result';
import { submitWithDefaultOnEnter } from '../lib/default-submit';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/my-profile.change-phone-number';

/** `?add=true` (SPEC.md): the account has no phone yet, so the page adds one rather than changing it. */
const isAdding = (request: Request, phone: string | null) =>
  new URL(request.url).searchParams.get('add') === 'true' || !phone;

export async function loader(args: Route.LoaderArgs) {
  const { user, lang } = await requireUser(args);
  const query = new URL(args.request.url).searchParams;
  return {
    // Sent here by the login gate: the person may add the phone later and go where they were going.
    later: query.get('gate') === '1' ? safeNext(query.get('next'), lang) : null,
    adding: isAdding(args.request, user.phone_number),
    current: user.phone_number ? `+${user.country_code} ${user.phone_number}` : null,
    countries: await phoneCountries(args.context, lang),
  };
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const { api, lang } = signedIn;
  const form = await args.request.formData();
  const contact = readContact(form, 'phone');
  const channel = isCodeChannel(form.get('channel')) ? String(form.get('channel')) : 'sms';
  const values =
    contact.method === 'phone'
      ? { phone_number: contact.phone_number, country_code: contact.country_code, channel }
      : { phone_number: '', country_code: '', channel };
  if (form.get('intent') === 'proof-code') {
    const reply = await api.post(otpSentSchema, '/send-otp-code', { purpose: 'confirm_identity' });
    const sent = translator(lang, 'common')('account.proof_sent');
    return withSession(signedIn, { ...toFormResult(reply, values, sent), values, proofSent: reply.ok });
  }
  const proof = readIdentityProof(form);
  const reply = await api.post(otpSentSchema, '/change-email-phone', { type: 'phone', ...values, ...proof });
  if (reply.ok) {
    const query = new URLSearchParams({
      type: 'phone',
      phone: values.phone_number,
      country_code: values.country_code,
    });
    throw redirect(`/${lang}/otp-confirmation?${query}`);
  }
  return withSession(signedIn, { ...toFormResult(reply, values, ''), values, proofSent: 'code' in proof });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'account.change_phone_title' }, { key: 'account.add_phone_intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function ChangePhoneNumber({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { busy, failed } = useFeedbackForm(actionData, { inlineFormErrors: true });
  const values = actionData?.values;
  const { adding, current, countries } = loaderData;
  return (
    <div className="grid max-w-xl gap-6">
      <AccountPageHeader
        title={adding ? t('account.add_phone_title') : t('account.change_phone_title')}
        intro={
          current && !adding
            ? t('account.change_phone_current', { phone: current })
            : t('account.add_phone_intro')
        }
      />
      <Form
        method="post"
        noValidate
        onKeyDown={submitWithDefaultOnEnter}
        className="grid gap-4 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-7"
      >
        <FormAlert messages={failed?.errors.form} />
        <PhoneField
          countries={countries}
          label={t('account.new_phone')}
          defaultCountryCode={values?.country_code || '971'}
          defaultPhone={values?.phone_number}
          errors={failed?.errors.phone_number}
          codeErrors={failed?.errors.country_code}
        />
        <CodeChannelField defaultValue={values?.channel === 'whatsapp' ? 'whatsapp' : 'sms'} />
        <IdentityProofField codeSent={Boolean(actionData?.proofSent)} busy={busy} errors={failed?.errors} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" name="intent" value="change" isDisabled={busy} data-default-submit>
            <Smartphone aria-hidden="true" className="size-4.5" />
            {t('account.send_code_to_new')}
          </Button>
          {loaderData.later ? (
            <LinkButton to={loaderData.later} variant="ghost">
              {t('account.not_now')}
            </LinkButton>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
