import { translator } from '@wasla/i18n/server-translator';
import { otpSentSchema } from '@wasla/shared/contracts/auth';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, redirect } from 'react-router';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/text-field';
import { AccountPageHeader } from '../features/account/account-page-header';
import { IdentityProofField, readIdentityProof } from '../features/account/identity-proof-field';
import { FormAlert } from '../features/auth/form-alert';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { toFormResult, useFeedbackForm } from '../features/feedback/form-result';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/my-profile.change-email';

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireUser(args);
  return { email: user.email };
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const { api, lang } = signedIn;
  const form = await args.request.formData();
  const values = {
    email: String(form.get('email') ?? '').trim(),
    email_confirmation: String(form.get('email_confirmation') ?? '').trim(),
  };
  if (form.get('intent') === 'proof-code') {
    const reply = await api.post(otpSentSchema, '/send-otp-code', { purpose: 'confirm_identity' });
    const sent = translator(lang, 'common')('account.proof_sent');
    return withSession(signedIn, { ...toFormResult(reply, values, sent), values, proofSent: reply.ok });
  }
  const proof = readIdentityProof(form);
  const reply = await api.post(otpSentSchema, '/change-email-phone', { type: 'email', ...values, ...proof });
  if (reply.ok) {
    throw redirect(
      `/${lang}/otp-confirmation?${new URLSearchParams({ type: 'email', email: values.email })}`,
    );
  }
  return withSession(signedIn, { ...toFormResult(reply, values, ''), values, proofSent: 'code' in proof });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'account.change_email_title' }, { key: 'account.change_email_intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function ChangeEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { busy, failed } = useFeedbackForm(actionData, { inlineFormErrors: true });
  const values = actionData?.values;
  return (
    <div className="grid max-w-xl gap-6">
      <AccountPageHeader
        title={t('account.change_email_title')}
        intro={
          loaderData.email
            ? t('account.change_email_current', { email: loaderData.email })
            : t('account.change_email_intro')
        }
      />
      <Form
        method="post"
        noValidate
        className="grid gap-4 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-7"
      >
        <FormAlert messages={failed?.errors.form} />
        <TextField
          name="email"
          type="email"
          inputDir="ltr"
          label={t('account.new_email')}
          autoComplete="email"
          isRequired
          defaultValue={values?.email}
          errors={failed?.errors.email}
        />
        <TextField
          name="email_confirmation"
          type="email"
          inputDir="ltr"
          label={t('account.confirm_email')}
          autoComplete="off"
          isRequired
          defaultValue={values?.email_confirmation}
          errors={failed?.errors.email_confirmation}
        />
        <IdentityProofField codeSent={Boolean(actionData?.proofSent)} busy={busy} errors={failed?.errors} />
        <Button type="submit" name="intent" value="change" isDisabled={busy} className="justify-self-start">
          <Mail aria-hidden="true" className="size-4.5" />
          {t('account.send_code_to_new')}
        </Button>
      </Form>
    </div>
  );
}
