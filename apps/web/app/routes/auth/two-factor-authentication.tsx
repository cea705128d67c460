import { translator } from '@wasla/i18n/server-translator';
import { otpSentSchema, twoFactorStatusSchema, userSchema } from '@wasla/shared/contracts/auth';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, redirect } from 'react-router';
import { Button } from '../../components/ui/button';
import { AuthCard } from '../../features/auth/auth-card';
import { CodeField } from '../../features/auth/code-field';
import { safeNext } from '../../features/auth/contact.server';
import { currentUser } from '../../features/auth/current-user.server';
import { FormAlert } from '../../features/auth/form-alert';
import { toFormResult, useFeedbackForm } from '../../features/feedback/form-result';
import { apiFor } from '../../lib/api-client/client.server';
import { ACCOUNT_CATALOG } from '../../lib/catalog-groups';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import { withCookies } from '../../lib/session.server';
import type { Route } from './+types/two-factor-authentication';

type Method = 'totp' | 'email' | 'whatsapp';

/** Only a session held at the second step belongs here; anyone else goes where they belong. */
async function heldSession(args: Route.LoaderArgs | Route.ActionArgs) {
  const lang = langOf(args.params);
  const found = await currentUser(args.context, args.request, lang);
  const headers = found.cookies.length ? withCookies(found.cookies) : undefined;
  if (found.gate !== 'two-factor' || !found.token) {
    throw redirect(found.user ? `/${lang}` : `/${lang}/auth/login`, { headers });
  }
  return { lang, api: apiFor(args.context, lang, { token: found.token }), headers };
}

export async function loader(args: Route.LoaderArgs) {
  const { api } = await heldSession(args);
  const status = await api.get(twoFactorStatusSchema, '/two-factor');
  return { fallback: status.fallback, catalog: ACCOUNT_CATALOG };
}

export async function action(args: Route.ActionArgs) {
  const { lang, api, headers } = await heldSession(args);
  const form = await args.request.formData();
  if (form.get('intent') === 'send') {
    const channel = String(form.get('channel'));
    const reply = await api.post(otpSentSchema, '/two-factor/send-code', { channel });
    const sent = translator(lang, 'common')('two_factor.code_sent');
    return { ...toFormResult(reply, {}, sent), sentTo: reply.ok ? (channel as Method) : null };
  }
  const values = { code: String(form.get('code') ?? ''), method: String(form.get('method') ?? 'totp') };
  const reply = await api.post(userSchema, '/two-factor/verify', values);
  if (reply.ok)
    throw redirect(safeNext(new URL(args.request.url).searchParams.get('next'), lang), { headers });
  return { ...toFormResult(reply, { ...values, code: '' }, ''), sentTo: null };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { key: 'two_factor.verify_title' }, { key: 'two_factor.verify_intro' });

/** The second step of signing in: a code from the authenticator app, or one sent by e-mail or WhatsApp. */
export default function TwoFactorAuthentication({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { busy, failed } = useFeedbackForm(actionData, { inlineFormErrors: true });
  const [method, setMethod] = useState<Method>('totp');
  const sentTo = actionData?.sentTo;
  const active: Method = sentTo ?? (failed?.values.method as Method | undefined) ?? method;
  const target = loaderData.fallback.find((f) => f.channel === active)?.target;
  const formError = failed?.errors.form;
  return (
    <AuthCard
      title={t('two_factor.verify_title')}
      intro={active === 'totp' ? t('two_factor.verify_intro') : t('two_factor.fallback_intro', { target })}
    >
      <Form method="post" noValidate className="grid gap-4">
        {formError ? <FormAlert messages={formError} /> : null}
        <input type="hidden" name="method" value={active} />
        <CodeField
          key={active}
          label={active === 'totp' ? t('two_factor.app_code') : t('auth.code')}
          autoFocus
          errors={failed?.errors.code}
        />
        <Button type="submit" name="intent" value="verify" isDisabled={busy} size="lg" className="w-full">
          <ShieldCheck aria-hidden="true" className="size-5" />
          {t('two_factor.verify_button')}
        </Button>
      </Form>

      {loaderData.fallback.length ? (
        <section aria-labelledby="fallback-title" className="mt-6 border-t border-line pt-5">
          <h2 id="fallback-title" className="text-sm font-semibold">
            {t('two_factor.no_app')}
          </h2>
          <div className="mt-3 grid gap-2">
            {active !== 'totp' ? (
              <Button variant="ghost" onPress={() => setMethod('totp')} className="w-full">
                {t('two_factor.use_app')}
              </Button>
            ) : null}
            {loaderData.fallback.map(({ channel, target: to }) => (
              <Form method="post" key={channel} onSubmit={() => setMethod(channel)}>
                <input type="hidden" name="channel" value={channel} />
                <Button
                  type="submit"
                  name="intent"
                  value="send"
                  variant="secondary"
                  isDisabled={busy}
                  className="w-full"
                >
                  {t(`two_factor.send_${channel}`, { target: to })}
                </Button>
              </Form>
            ))}
          </div>
        </section>
      ) : null}
    </AuthCard>
  );
}
