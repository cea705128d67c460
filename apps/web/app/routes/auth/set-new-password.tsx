import { codeRequestedSchema } from '@wasla/shared/contracts/auth';
import { emptyReply } from '@wasla/shared/contracts/replies';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { AuthCard } from '../../features/auth/auth-card';
import { CodeChannelField } from '../../features/auth/code-channel-field';
import { CodeField } from '../../features/auth/code-field';
import { type CodeSent, isCodeChannel } from '../../features/auth/contact';
import {
  codeSent,
  contactBody,
  contactLabel,
  contactQuery,
  hasContact,
  latinDigits,
  readContact,
} from '../../features/auth/contact.server';
import { FormAlert } from '../../features/auth/form-alert';
import { guestOnly } from '../../features/auth/guest-only.server';
import { ResendCodeButton } from '../../features/auth/resend-code-button';
import { type FormResult, toFormResult, useFeedbackForm } from '../../features/feedback/form-result';
import { apiFor } from '../../lib/api-client/client.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/set-new-password';

/** The API's wait between two codes; its replies to a new code carry the same number. */
const FIRST_WAIT_SECONDS = 60;
const FIELDS = ['code', 'password', 'password_confirmation'];

/** The address the code went to, from the query: `email=…`, or `phone=…&country_code=…`. */
function contactOf(request: Request) {
  const query = new URL(request.url).searchParams;
  const contact = readContact(query);
  const channel =
    contact.method === 'phone' && isCodeChannel(query.get('channel')) ? String(query.get('channel')) : '';
  return { contact, channel };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params);
  await guestOnly(context, request, lang);
  const { contact, channel } = contactOf(request);
  if (!hasContact(contact)) throw redirect(`/${lang}/auth/forgot-password`);
  return {
    method: contact.method,
    target: contactLabel(contact),
    channel,
    backQuery: contactQuery(contact, { channel }),
  };
}

/** Field errors beside the three fields; anything about the address itself above the form. */
function besideFields(result: FormResult): FormResult {
  if (result.ok) return result;
  const errors: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(result.errors)) {
    const at = FIELDS.includes(field) ? field : 'form';
    errors[at] = [...(errors[at] ?? []), ...list];
  }
  return { ...result, errors };
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<FormResult & CodeSent> {
  const lang = langOf(params);
  const { contact } = contactOf(request);
  const api = apiFor(context, lang);
  const form = await request.formData();
  if (form.get('intent') === 'resend') {
    const channel = isCodeChannel(form.get('channel')) ? String(form.get('channel')) : undefined;
    const reply = await api.post(codeRequestedSchema, '/forget-password', {
      ...contactBody(contact),
      ...(contact.method === 'phone' && channel ? { channel } : {}),
    });
    return { ...besideFields(toFormResult(reply, {}, '')), ...codeSent(reply) };
  }
  const code = latinDigits(String(form.get('code') ?? '')).trim();
  const reply = await api.post(emptyReply, '/reset-password', {
    ...contactBody(contact),
    code,
    password: String(form.get('password') ?? ''),
    password_confirmation: String(form.get('password_confirmation') ?? ''),
  });
  // Every session of the account has ended: the person logs in with the new password.
  if (reply.ok) throw redirect(`/${lang}/auth/login?${contactQuery(contact, { reset: '1' })}`);
  return besideFields(toFormResult(reply, { code }, ''));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { key: 'auth.set_password_title' }, { key: 'auth.forgot_password_intro' });

export default function SetNewPassword({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { busy, failed } = useFeedbackForm(actionData, { inlineFormErrors: true });
  const sent: CodeSent = actionData ?? {};
  const { method, target, channel, backQuery } = loaderData;
  return (
    <AuthCard
      title={t('auth.set_password_title')}
      intro={t('auth.set_password_intro', { target: `\u2066${target}\u2069` })}
      footer={
        <Link
          to={`/${params.lang}/auth/forgot-password?${backQuery}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('auth.change_address')}
        </Link>
      }
    >
      <Form method="post" noValidate className="grid gap-4">
        <FormAlert messages={failed?.errors.form} />
        <CodeField defaultValue={failed?.values.code} errors={failed?.errors.code} />
        <TextField
          name="password"
          type="password"
          label={t('auth.new_password')}
          autoComplete="new-password"
          isRequired
          description={t('auth.password_hint')}
          errors={failed?.errors.password}
        />
        <TextField
          name="password_confirmation"
          type="password"
          label={t('auth.new_password_confirmation')}
          autoComplete="new-password"
          isRequired
          errors={failed?.errors.password_confirmation}
        />
        <Button type="submit" name="intent" value="reset" isDisabled={busy} size="lg" className="mt-2 w-full">
          <KeyRound aria-hidden="true" className="size-5" />
          {t('auth.save_password')}
        </Button>
        <div className="mt-2 grid gap-3 border-t border-line pt-5">
          {method === 'phone' ? (
            <CodeChannelField
              label={t('auth.resend_by')}
              defaultValue={channel === 'sms' ? 'sms' : 'whatsapp'}
            />
          ) : null}
          {/* Each new code starts the wait again. */}
          <ResendCodeButton
            key={sent.sentAt ?? 'first'}
            seconds={sent.resendIn ?? FIRST_WAIT_SECONDS}
            busy={busy}
          />
        </div>
      </Form>
    </AuthCard>
  );
}
