import { userSchema } from '@wasla/shared/contracts/auth';
import { CircleCheck, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect } from 'react-router';
import { Button } from '../components/ui/button';
import { LinkButton } from '../components/ui/link-button';
import { AccountPageHeader } from '../features/account/account-page-header';
import { CodeField } from '../features/auth/code-field';
import { FormAlert } from '../features/auth/form-alert';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { toFormResult, useFeedbackForm } from '../features/feedback/form-result';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/otp-confirmation';

type Target =
  | { type: 'email'; email: string }
  | { type: 'phone'; phone_number: string; country_code: string };

/** The new address being confirmed, from the query the change screens send here. */
function targetOf(request: Request): Target | null {
  const query = new URL(request.url).searchParams;
  if (query.get('type') === 'email' && query.get('email'))
    return { type: 'email', email: query.get('email')! };
  if (query.get('type') === 'phone' && query.get('phone') && query.get('country_code')) {
    return { type: 'phone', phone_number: query.get('phone')!, country_code: query.get('country_code')! };
  }
  return null;
}

const shown = (target: Target) =>
  target.type === 'email' ? target.email : `+${target.country_code} ${target.phone_number}`;

export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireUser(args);
  const target = targetOf(args.request);
  if (!target) throw redirect(`/${lang}/my-profile`);
  return { type: target.type, shown: shown(target) };
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const target = targetOf(args.request);
  if (!target) throw redirect(`/${signedIn.lang}/my-profile`);
  const form = await args.request.formData();
  const code = String(form.get('code') ?? '');
  const reply = await signedIn.api.post(userSchema, '/change-email-phone/verify', { ...target, code });
  return withSession(signedIn, toFormResult(reply, { code: '' }, ''));
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'account.otp_title' }, { key: 'account.otp_title' }),
  { name: 'robots', content: 'noindex' },
];

/** Step two of changing an e-mail or phone: the code sent to the new address. */
export default function OtpConfirmation({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { busy, failed } = useFeedbackForm(actionData, { inlineFormErrors: true });
  const again = loaderData.type === 'email' ? 'my-profile/change-email' : 'my-profile/change-phone-number';
  if (actionData?.ok) {
    return (
      <div className="grid max-w-xl gap-6">
        <section className="grid justify-items-start gap-4 rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8">
          <CircleCheck aria-hidden="true" className="size-12 text-brand-700" />
          <h1 className="text-2xl font-bold text-brand-950">{actionData.message}</h1>
          <LinkButton to={`/${params.lang}/my-profile`}>{t('account.back_to.my-profile')}</LinkButton>
        </section>
      </div>
    );
  }
  return (
    <div className="grid max-w-xl gap-6">
      <AccountPageHeader
        title={t('account.otp_title')}
        intro={t('account.otp_intro', { target: loaderData.shown })}
      />
      <Form
        method="post"
        noValidate
        className="grid gap-4 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-7"
      >
        <FormAlert messages={failed?.errors.form} />
        <CodeField autoFocus errors={failed?.errors.code} className="max-w-56" />
        <Button type="submit" isDisabled={busy} className="justify-self-start">
          <ShieldCheck aria-hidden="true" className="size-4.5" />
          {t('account.confirm_code')}
        </Button>
        <p className="text-sm text-muted">
          {t('account.no_code')}{' '}
          <Link to={`/${params.lang}/${again}`} className="font-semibold text-brand-700 hover:underline">
            {t('account.ask_again')}
          </Link>
        </p>
      </Form>
    </div>
  );
}
