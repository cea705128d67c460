import { faqList } from '@wasla/shared/contracts/replies';
import { useTranslation } from 'react-i18next';
import { FaqList } from '../features/content/faq-list';
import { PageHeader } from '../features/content/page-header';
import { apiFor } from '../lib/api-client/client.server';
import { pageCopy } from '../lib/catalogs.server';
import { copyMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/faq';

const TOPICS = ['general', 'services', 'deals', 'payments', 'account'] as const;

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params);
  return { copy: pageCopy(lang, 'faq'), faqs: await apiFor(context, lang).get(faqList, '/faqs') };
}

export const meta: Route.MetaFunction = (args) => copyMeta(args);

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { copy, faqs } = loaderData;
  return (
    <>
      <PageHeader title={copy.title} intro={copy.intro} />
      <div className="container-page grid gap-10 py-12">
        {TOPICS.map((topic) => {
          const list = faqs.filter((f) => f.topic === topic);
          if (!list.length) return null;
          return (
            <section
              key={topic}
              aria-labelledby={`topic-${topic}`}
              className="grid gap-4 lg:grid-cols-[14rem_1fr]"
            >
              <h2 id={`topic-${topic}`} className="text-lg font-bold text-brand-800">
                {t(`faq_topics.${topic}`)}
              </h2>
              <FaqList faqs={list} />
            </section>
          );
        })}
      </div>
    </>
  );
}
