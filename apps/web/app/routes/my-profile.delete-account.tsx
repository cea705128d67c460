import { translator } from '@wasla/i18n/server-translator';
import { DELETION_REASONS, otpSentSchema } from '@wasla/shared/contracts/auth';
import { emptyReply } from '@wasla/shared/contracts/replies';
import { CircleCheck, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, Form } from 'react-router';
import { Button } from '../components/ui/button';
import { LinkButton } from '../components/ui/link-button';
import { TextField } from '../components/ui/text-field';
import { AccountPageHeader } from '../features/account/account-page-header';
import { IdentityProofField, readIdentityProof } from '../features/account/identity-proof-field';
import { FormAlert } from '../features/auth/form-alert';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { toFormResult, useFeedbackForm } from '../features/feedback/form-result';
import { pageMeta } from '../lib/meta';
import { clearedSessionCookies, withCookies } from '../lib/session.server';
import type { Route } from './+types/my-profile.delete-account';

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const { api, lang } = signedIn;
  const form = await args.request.formData();
  const values = { reason: String(form.get('reason') ?? ''), note: String(form.get('note') ?? '').trim() };
  if (form.get('intent') === 'proof-code') {
    const reply = await api.post(otpSentSchema, '/send-otp-code', { purpose: 'confirm_identity' });
    const sent = translator(lang, 'common')('account.proof_sent');
    return withSession(signedIn, {
      ...toFormResult(reply, values, sent),
      values,
      proofSent: reply.ok,
      closed: false,
    });
  }
  if (form.get('confirm') !== 'yes') {
    const must = translator(lang, 'common')('account.delete_confirm_required');
    return withSession(signedIn, {
      ok: false as const,
      errors: { confirm: [must] },
      values,
      proofSent: false,
      closed: false,
    });
  }
  const proof = readIdentityProof(form);
  const reply = await api.post(emptyReply, '/providers/delete/account', {
    reason: values.reason,
    note: values.note || undefined,
    ...proof,
  });
  if (reply.ok) {
    // The account is gone: its cookies go too, and the page says goodbye instead of a form.
    return data(
      { ...toFormResult(reply, {}, ''), values, proofSent: false, closed: true },
      { headers: withCookies(clearedSessionCookies()) },
    );
  }
  return withSession(signedIn, {
    ...toFormResult(reply, values, ''),
    values,
    proofSent: 'code' in proof,
    closed: false,
  });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'account.delete_title' }, { key: 'account.delete_intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function DeleteAccount({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { busy, failed } = useFeedbackForm(actionData, { inlineFormErrors: true });
  if (actionData?.closed) {
    return (
      <section className="grid max-w-xl justify-items-start gap-4 rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8">
        <CircleCheck aria-hidden="true" className="size-12 text-brand-700" />
        <h1 className="text-2xl font-bold text-brand-950">{t('account.deleted_title')}</h1>
        <p className="text-muted">{actionData.ok ? actionData.message : null}</p>
        <LinkButton to={`/${params.lang}`} reloadDocument>
          {t('error_page.go_home')}
        </LinkButton>
      </section>
    );
  }
  const values = actionData?.values;
  return (
    <div className="grid max-w-xl gap-6">
      <AccountPageHeader title={t('account.delete_title')} intro={t('account.delete_intro')} />
      <Form
        method="post"
        noValidate
        className="grid gap-5 rounded-3xl border border-danger/30 bg-surface p-5 shadow-sm sm:p-7"
      >
        <FormAlert messages={failed?.errors.form} />
        <ul className="grid list-disc gap-1 ps-5 text-sm text-muted">
          <li>{t('account.delete_effect_data')}</li>
          <li>{t('account.delete_effect_sessions')}</li>
          <li>{t('account.delete_effect_others')}</li>
        </ul>
        <fieldset
          className="grid gap-2"
          aria-describedby={failed?.errors.reason ? 'reason-error' : undefined}
        >
          <legend className="mb-1 text-sm font-semibold">{t('account.delete_reason')}</legend>
          {DELETION_REASONS.map((reason) => (
            <label key={reason} className="flex items-center gap-2.5 text-sm">
              <input
                type="radio"
                name="reason"
                value={reason}
                defaultChecked={values?.reason === reason}
                className="size-4 accent-brand-700"
              />
              {t(`account.reasons.${reason}`)}
            </label>
          ))}
          {failed?.errors.reason ? (
            <p id="reason-error" className="text-sm text-danger">
              {failed.errors.reason.join(' ')}
            </p>
          ) : null}
        </fieldset>
        <TextField
          name="note"
          label={t('account.delete_note')}
          multiline
          maxLength={1000}
          defaultValue={values?.note}
          errors={failed?.errors.note}
        />
        <IdentityProofField codeSent={Boolean(actionData?.proofSent)} busy={busy} errors={failed?.errors} />
        <div className="grid gap-1">
          <label className="flex items-start gap-2.5 text-sm">
            <input type="checkbox" name="confirm" value="yes" className="mt-0.5 size-4 accent-danger" />
            {t('account.delete_confirm')}
          </label>
          {failed?.errors.confirm ? (
            <p className="text-sm text-danger">{failed.errors.confirm.join(' ')}</p>
          ) : null}
        </div>
        <Button
          type="submit"
          name="intent"
          value="delete"
          variant="danger"
          isDisabled={busy}
          className="justify-self-start"
        >
          <Trash2 aria-hidden="true" className="size-4.5" />
          {t('account.delete_button')}
        </Button>
      </Form>
    </div>
  );
}
