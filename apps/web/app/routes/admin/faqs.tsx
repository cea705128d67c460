import { FAQ_TOPICS, teamFaqSchema } from '@wasla/shared/contracts/catalogue-admin';
import { localize } from '@wasla/shared/languages';
import { HelpCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../components/ui/empty-state';
import { FaqEditor } from '../../features/admin/faq-editor';
import { FaqRemove } from '../../features/admin/faq-remove';
import { LazyDetails } from '../../features/admin/lazy-details';
import { localizedBody, localizedFormFields } from '../../features/admin/localized-fields';
import { ScreenHeader } from '../../features/admin/screen-header';
import { settingOutcome } from '../../features/admin/setting-outcome';
import { requireTeam } from '../../features/admin/team-access.server';
import { withSession } from '../../features/auth/require-user.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/faqs';

/** The FAQ in four languages (team: admin): the FAQ page and the home page show a save at once. */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const faqs = await signedIn.api.get(z.array(teamFaqSchema), '/admin/faqs');
  return withSession(signedIn, { faqs });
}

const text = z.string().max(4_000).default('');
const faqForm = z.object({
  intent: z.enum(['add', 'update', 'delete']),
  id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  topic: z.string().max(40).default(''),
  sort_order: z.string().max(20).default(''),
  ...localizedFormFields(['question', 'answer'], text),
});

/** The form's flat fields (`question.ar`) as the API's body, one text per language. */
const bodyOf = (form: Record<string, string>) => ({
  topic: form.topic,
  sort_order: form.sort_order || 0,
  ...localizedBody(form, ['question', 'answer']),
});

export async function action(args: Route.ActionArgs) {
  const { signedIn } = await requireTeam(args);
  const parsed = faqForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success || (parsed.data.intent !== 'add' && !parsed.data.id)) throw data(null, { status: 400 });
  const { intent, id } = parsed.data;
  const form = parsed.data as unknown as Record<string, string>;
  const result =
    intent === 'add'
      ? await signedIn.api.send(teamFaqSchema, 'POST', '/admin/faqs', bodyOf(form))
      : intent === 'update'
        ? await signedIn.api.send(teamFaqSchema, 'PUT', `/admin/faqs/${id}`, bodyOf(form))
        : await signedIn.api.send(z.object({ id: z.number() }), 'DELETE', `/admin/faqs/${id}`);
  return withSession(signedIn, { intent, ...settingOutcome(id ?? 'new', result) });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'admin.screens.faqs.title' }, { key: 'admin.screens.faqs.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminFaqs({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { faqs } = loaderData;
  const outcomeOf = (id: number | 'new') => (actionData?.id === id ? actionData : undefined);
  const added = outcomeOf('new');
  const removed = actionData?.intent === 'delete' && actionData.ok;
  return (
    <div className="grid gap-5">
      <ScreenHeader screen="faqs" />
      {/* Told above the list: the new question's form has closed, the removed one is gone. */}
      {removed || added?.ok ? (
        <p role="status" className="text-success">
          {t(removed ? 'admin.faqs.removed' : 'admin.faqs.added')}
        </p>
      ) : null}
      <LazyDetails
        className="rounded-2xl border border-line bg-surface p-5"
        summaryClassName="cursor-pointer text-lg font-semibold text-brand-700"
        summary={t('admin.faqs.new')}
        open={Boolean(added && !added.ok)}
      >
        <div className="mt-4">
          {/* A new key after each question added empties the form for the next one. */}
          <FaqEditor key={`new-${faqs.length}`} lang={lang} errors={added?.errors ?? {}} saved={null} />
        </div>
      </LazyDetails>
      {faqs.length ? (
        FAQ_TOPICS.map((topic) => {
          const list = faqs.filter((faq) => faq.topic === topic);
          if (!list.length) return null;
          return (
            <section key={topic} aria-labelledby={`topic-${topic}`} className="grid gap-3">
              <h2 id={`topic-${topic}`} className="text-lg font-bold text-brand-800">
                {t(`faq_topics.${topic}`)}
              </h2>
              <ul className="grid gap-2">
                {list.map((faq) => {
                  const outcome = outcomeOf(faq.id);
                  const question = localize(faq.question, lang);
                  return (
                    <li key={faq.id} className="rounded-2xl border border-line bg-surface">
                      <LazyDetails
                        open={Boolean(outcome)}
                        summaryClassName="flex cursor-pointer items-center justify-between gap-3 px-5 py-4 font-semibold"
                        summary={
                          <>
                            <span>{question}</span>
                            <span className="shrink-0 text-sm font-normal text-muted">
                              {t('admin.faqs.position', { position: faq.sort_order })}
                            </span>
                          </>
                        }
                      >
                        <div className="grid gap-4 border-t border-line p-5">
                          <FaqEditor
                            key={JSON.stringify([faq.question, faq.answer, faq.topic, faq.sort_order])}
                            faq={faq}
                            lang={lang}
                            errors={outcome?.errors ?? {}}
                            saved={outcome?.ok ? t('admin.faqs.saved') : null}
                          />
                          <div className="justify-self-start">
                            <FaqRemove id={faq.id} question={question} />
                          </div>
                        </div>
                      </LazyDetails>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })
      ) : (
        <EmptyState icon={HelpCircle} title={t('admin.faqs.empty')} body={t('admin.faqs.empty_body')} />
      )}
    </div>
  );
}
