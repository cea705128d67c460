import { devMailboxMessageList } from '@wasla/shared/contracts/replies';
import { formatDateTime } from '@wasla/shared/format';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../features/content/page-header';
import { apiFor } from '../lib/api-client/client.server';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/dev-mailbox';

/** The development mailbox: codes and mails kept instead of sent. Absent when a mail server is set. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params);
  return { lang, messages: await apiFor(context, lang).get(devMailboxMessageList, '/dev/mailbox') };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'mailbox.title' }, { key: 'mailbox.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, messages } = loaderData;
  return (
    <>
      <PageHeader title={t('mailbox.title')} intro={t('mailbox.intro')} />
      <div className="container-page py-10">
        {messages.length === 0 ? (
          <div className="grid place-items-center rounded-2xl border border-dashed border-line bg-surface p-12 text-center">
            <Inbox aria-hidden="true" className="size-10 text-brand-300" />
            <p className="mt-3 text-muted">{t('mailbox.empty')}</p>
          </div>
        ) : (
          <ul className="grid gap-3">
            {messages.map((m) => (
              <li key={m.id} className="rounded-2xl border border-line bg-surface p-5">
                <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                  <span className="font-semibold">
                    <bdi>{m.recipient}</bdi>{' '}
                    <span className="ms-1 rounded bg-canvas px-1.5 py-0.5 text-xs uppercase text-muted">
                      {m.channel}
                    </span>
                  </span>
                  <time dateTime={m.created_at} className="text-muted">
                    {formatDateTime(m.created_at, lang)}
                  </time>
                </div>
                <p className="mt-2 font-medium">{m.subject}</p>
                <p className="mt-1 whitespace-pre-wrap text-muted">{m.text}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
