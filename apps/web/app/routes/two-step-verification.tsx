import { translator } from '@wasla/i18n/server-translator';
import type { TwoFactorSetup, TwoFactorStatus } from '@wasla/shared/contracts/auth';
import {
  otpSentSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  userSchema,
} from '@wasla/shared/contracts/auth';
import { formatDate } from '@wasla/shared/format';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../components/ui/button';
import { CopyButton } from '../components/ui/copy-button';
import { TextField } from '../components/ui/text-field';
import { CodeField } from '../features/auth/code-field';
import { FormAlert } from '../features/auth/form-alert';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { toFormResult, useFeedbackForm } from '../features/feedback/form-result';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/two-step-verification';

export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const status = await signedIn.api.get(twoFactorStatusSchema, '/two-factor');
  return withSession(signedIn, { status });
}

/** Setup shows the key once, as a QR code drawn on the server and as text to type. */
async function setupStep(secret: TwoFactorSetup) {
  const svg = await QRCode.toString(secret.otpauth_url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#062422', light: '#ffffff' },
  });
  return { secret: secret.secret, qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const { api, lang } = signedIn;
  const form = await args.request.formData();
  const intent = String(form.get('intent'));
  const t = translator(lang, 'common');
  const field = (name: string) => String(form.get(name) ?? '');

  if (intent === 'setup') {
    const reply = await api.post(twoFactorSetupSchema, '/two-factor/setup', { password: field('password') });
    if (reply.ok)
      return withSession(signedIn, {
        intent,
        ok: true as const,
        message: '',
        setup: await setupStep(reply.data),
      });
    return withSession(signedIn, { intent, ...toFormResult(reply, {}, ''), setup: null });
  }
  if (intent === 'enable') {
    const reply = await api.post(userSchema, '/two-factor/enable', { code: field('code') });
    const setup = reply.ok ? null : { secret: field('secret'), qr: field('qr') };
    return withSession(signedIn, { intent, ...toFormResult(reply, {}, t('two_factor.enabled')), setup });
  }
  if (intent === 'send') {
    const reply = await api.post(otpSentSchema, '/two-factor/send-code', { channel: field('channel') });
    return withSession(signedIn, {
      intent,
      ...toFormResult(reply, { method: field('channel') }, t('two_factor.code_sent')),
      setup: null,
    });
  }
  const values = { code: field('code'), method: field('method') || 'totp' };
  const reply = await api.post(userSchema, '/two-factor/disable', values);
  return withSession(signedIn, {
    intent,
    ...toFormResult(reply, { ...values, code: '' }, t('two_factor.disabled')),
    setup: null,
  });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'two_factor.title' }, { key: 'two_factor.intro' }),
  { name: 'robots', content: 'noindex' },
];

/** The key in groups of four, the way people copy it into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export default function TwoStepVerification({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { busy, failed } = useFeedbackForm(actionData, { inlineFormErrors: true });
  const { status } = loaderData;
  const setup = actionData?.setup;
  return (
    <div className="grid max-w-2xl gap-6">
      <header>
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t('two_factor.title')}</h1>
        <p className="mt-1 text-muted">{t('two_factor.intro')}</p>
      </header>

      <section
        aria-labelledby="two-factor-state"
        className="grid gap-5 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-7"
      >
        <div className="flex items-start gap-4">
          <span
            className={`grid size-12 shrink-0 place-items-center rounded-2xl ${status.enabled ? 'bg-brand-50 text-brand-700' : 'bg-canvas text-muted'}`}
          >
            {status.enabled ? (
              <ShieldCheck aria-hidden="true" className="size-6" />
            ) : (
              <ShieldOff aria-hidden="true" className="size-6" />
            )}
          </span>
          <div>
            <h2 id="two-factor-state" className="text-lg font-bold">
              {status.enabled ? t('two_factor.on') : t('two_factor.off')}
            </h2>
            <p className="text-sm text-muted">
              {status.enabled && status.enabled_at
                ? t('two_factor.on_since', { date: formatDate(status.enabled_at, langOf(params)) })
                : t('two_factor.off_hint')}
            </p>
          </div>
        </div>

        {failed?.errors.form ? <FormAlert messages={failed.errors.form} /> : null}

        {status.enabled ? (
          <DisableForm fallback={status.fallback} busy={busy} failed={failed} />
        ) : setup ? (
          <Form method="post" noValidate className="grid gap-5">
            <ol className="grid gap-5 ps-5 marker:font-bold marker:text-brand-700 [list-style:decimal]">
              {/* Block, not grid: a grid item loses its list number. */}
              <li className="space-y-3 ps-1">
                <p>{t('two_factor.step_scan')}</p>
                <div className="w-full max-w-56 rounded-2xl border border-line bg-white p-2">
                  <img
                    src={setup.qr}
                    alt={t('two_factor.qr_alt')}
                    width={224}
                    height={224}
                    className="aspect-square h-auto w-full"
                  />
                </div>
                <p className="text-sm text-muted">{t('two_factor.step_key')}</p>
                <div className="flex flex-wrap items-center gap-2">
                  <code
                    dir="ltr"
                    data-testid="totp-key"
                    className="rounded-xl bg-canvas px-3 py-2 font-mono text-sm tracking-wider"
                  >
                    {grouped(setup.secret)}
                  </code>
                  <CopyButton
                    text={setup.secret}
                    label={t('two_factor.copy_key')}
                    copiedMessage={t('two_factor.key_copied')}
                    failedMessage={t('dashboard.copy_failed')}
                    variant="ghost"
                    size="sm"
                  />
                </div>
              </li>
              <li className="space-y-3 ps-1">
                <p>{t('two_factor.step_confirm')}</p>
                <input type="hidden" name="secret" value={setup.secret} />
                <input type="hidden" name="qr" value={setup.qr} />
                <CodeField
                  label={t('two_factor.app_code')}
                  errors={failed?.errors.code}
                  className="max-w-56"
                />
              </li>
            </ol>
            <Button
              type="submit"
              name="intent"
              value="enable"
              isDisabled={busy}
              className="justify-self-start"
            >
              <ShieldCheck aria-hidden="true" className="size-4.5" />
              {t('two_factor.enable')}
            </Button>
          </Form>
        ) : (
          <Form method="post" noValidate className="grid gap-4">
            <p className="text-sm">{t('two_factor.setup_intro')}</p>
            <TextField
              name="password"
              type="password"
              label={t('auth.password')}
              autoComplete="current-password"
              isRequired
              errors={failed?.errors.password ?? failed?.errors.code}
              className="max-w-sm"
            />
            <Button
              type="submit"
              name="intent"
              value="setup"
              isDisabled={busy}
              className="justify-self-start"
            >
              <KeyRound aria-hidden="true" className="size-4.5" />
              {t('two_factor.start')}
            </Button>
          </Form>
        )}
      </section>
    </div>
  );
}

function DisableForm({
  fallback,
  busy,
  failed,
}: {
  fallback: TwoFactorStatus['fallback'];
  busy: boolean;
  failed: { errors: Record<string, string[]>; values: Record<string, string> } | undefined;
}) {
  const { t } = useTranslation();
  const method = failed?.values.method ?? 'totp';
  return (
    <div className="grid gap-4 border-t border-line pt-5">
      <h3 className="font-semibold">{t('two_factor.disable_title')}</h3>
      <Form method="post" noValidate className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('two_factor.code_from')}</legend>
          {(['totp', ...fallback.map((f) => f.channel)] as const).map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="method"
                value={option}
                defaultChecked={option === method}
                className="size-4 accent-brand-700"
              />
              {option === 'totp' ? t('two_factor.method_app') : t(`two_factor.method_${option}`)}
            </label>
          ))}
        </fieldset>
        <CodeField errors={failed?.errors.code} className="max-w-56" />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="disable" variant="danger" isDisabled={busy}>
            <ShieldOff aria-hidden="true" className="size-4.5" />
            {t('two_factor.disable')}
          </Button>
        </div>
      </Form>
      {fallback.length ? (
        <div className="flex flex-wrap gap-2">
          {fallback.map(({ channel, target }) => (
            <Form method="post" key={channel}>
              <input type="hidden" name="channel" value={channel} />
              <Button type="submit" name="intent" value="send" variant="ghost" size="sm" isDisabled={busy}>
                {t(`two_factor.send_${channel}`, { target })}
              </Button>
            </Form>
          ))}
        </div>
      ) : null}
    </div>
  );
}
