import { randomUUID } from 'node:crypto';
import type { ServiceType } from '@wasla/shared/business-constants';
import { emptyReply, latestDraftReply } from '@wasla/shared/contracts/replies';
import { limitationSchema, serviceDraftReplySchema } from '@wasla/shared/contracts/services';
import { FilePen, Handshake, Search, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, redirect, useActionData, useNavigate, useNavigation } from 'react-router';
import { Button } from '../components/ui/button';
import { LinkButton } from '../components/ui/link-button';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { UpgradeModal } from '../features/services/wizard/upgrade-modal';
import { ACCOUNT_CATALOG } from '../lib/catalog-groups';
import { pageMeta } from '../lib/meta';
import { withCookies } from '../lib/session.server';
import type { Route } from './+types/add-service';

const ATTEMPT_ID = /^[0-9a-f-]{36}$/;
const typeOf = (value: string | null): ServiceType => (value === 'requested' ? 'requested' : 'provided');

export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const type = typeOf(new URL(args.request.url).searchParams.get('type'));
  const [draft, limitation] = await Promise.all([
    signedIn.api.get(latestDraftReply, '/services/latest-draft'),
    signedIn.api.get(limitationSchema, '/services/limitation'),
  ]);
  // One attempt id per page shown: the form sends it as the Idempotency-Key of the new draft.
  const attempt = randomUUID();
  return withSession(signedIn, { type, draft, limitation, attempt, catalog: ACCOUNT_CATALOG });
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const form = await args.request.formData();
  if (form.get('intent') === 'discard') {
    await signedIn.api.send(emptyReply, 'DELETE', `/services/${Number(form.get('id'))}`);
    return withSession(signedIn, { limitReached: false, message: '' });
  }
  const attempt = String(form.get('attempt') ?? '');
  const created = await signedIn.api.post(
    serviceDraftReplySchema,
    '/budgets',
    { type: typeOf(String(form.get('type'))) },
    { idempotencyKey: ATTEMPT_ID.test(attempt) ? attempt : undefined },
  );
  if (created.ok) {
    throw redirect(`/${signedIn.lang}/edit-service/${created.data.service.id}`, {
      headers: withCookies(signedIn.cookies),
    });
  }
  return withSession(signedIn, {
    limitReached: created.status === 431,
    message: Object.values(created.message).flat().filter(Boolean).join(' '),
  });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'wizard.add_title' }, { key: 'wizard.intro' }),
  { name: 'robots', content: 'noindex' },
];

/**
 * The start of the draft-first flow: the service exists on the server from the moment the author
 * starts it. An unfinished one is offered first: continue it or discard it (SPEC.md section 4).
 */
export default function AddService({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { type, draft, limitation, attempt } = loaderData;
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const busy = navigation.state !== 'idle';
  const [limitOpen, setLimitOpen] = useState(false);
  useEffect(() => {
    if (reply?.limitReached) setLimitOpen(true);
  }, [reply]);
  const lang = params.lang;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('wizard.add_title')}</h1>
      <p className="mt-2 text-muted">{t('wizard.intro')}</p>

      {draft ? (
        <section
          aria-labelledby="draft-title"
          className="mt-8 rounded-2xl border-2 border-accent-400 bg-surface p-5 sm:p-6"
        >
          <FilePen aria-hidden="true" className="size-8 text-accent-600" />
          <h2 id="draft-title" className="mt-2 text-lg font-bold">
            {t('wizard.unfinished_title')}
          </h2>
          <p className="mt-1 text-muted">
            {t('wizard.unfinished_body', { name: draft.name || t('wizard.untitled'), code: draft.code })}
          </p>
          <div className="mt-5 flex flex-wrap gap-2">
            <LinkButton to={`/${lang}/edit-service/${draft.id}`}>{t('wizard.continue')}</LinkButton>
            <Form method="post">
              <input type="hidden" name="intent" value="discard" />
              <input type="hidden" name="id" value={draft.id} />
              <Button type="submit" variant="secondary" isDisabled={busy}>
                <Trash2 aria-hidden="true" className="size-4.5" />
                {t('wizard.discard')}
              </Button>
            </Form>
          </div>
        </section>
      ) : (
        <Form method="post" className="mt-8 grid gap-6">
          <input type="hidden" name="attempt" value={attempt} />
          <fieldset className="min-w-0 grid gap-3 sm:grid-cols-2">
            <legend className="mb-3 font-semibold">{t('wizard.choose_type')}</legend>
            {(['provided', 'requested'] as const).map((option) => (
              <label
                key={option}
                className="flex cursor-pointer gap-3 rounded-2xl border-2 border-line bg-surface p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-500"
              >
                <input
                  type="radio"
                  name="type"
                  value={option}
                  defaultChecked={option === type}
                  className="sr-only"
                />
                {option === 'provided' ? (
                  <Handshake aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
                ) : (
                  <Search aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
                )}
                <span>
                  <span className="block font-bold">{t(`wizard.type_${option}`)}</span>
                  <span className="mt-1 block text-sm text-muted">{t(`wizard.type_${option}_hint`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <ol className="grid gap-2 text-sm text-muted sm:grid-cols-3">
            {(['general', 'files', 'communication'] as const).map((step, index) => (
              <li key={step} className="flex items-center gap-2 rounded-xl bg-canvas px-3 py-2">
                <span className="grid size-6 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
                  {index + 1}
                </span>
                {t(`wizard.steps.${step}`)}
              </li>
            ))}
          </ol>
          <p className="text-sm text-muted">
            {t('wizard.limit_usage', { used: limitation.services_used, limit: limitation.services_limit })}
          </p>
          {reply?.message && !reply.limitReached ? (
            <p role="alert" className="text-sm text-danger">
              {reply.message}
            </p>
          ) : null}
          <div>
            <Button type="submit" size="lg" isDisabled={busy}>
              {busy ? t('wizard.starting') : t('wizard.start')}
            </Button>
          </div>
        </Form>
      )}
      <UpgradeModal
        isOpen={limitOpen}
        reason="services"
        onLater={() => {
          setLimitOpen(false);
          navigate(`/${lang}/dashboard`);
        }}
        onUpgrade={() => navigate(`/${lang}/plans`)}
      />
    </div>
  );
}
