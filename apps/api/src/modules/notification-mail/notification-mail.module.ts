import type { Infrastructure } from '../../composition/infrastructure';
import type { Messenger } from '../messaging/messenger';
import type { NotificationPreferencesService } from '../notification-preferences/preferences.service';
import type { UnsubscribeTokens } from '../notification-preferences/unsubscribe-token';
import { createMailComposer } from './mail-composer';
import { createMailJobsRepository } from './mail-jobs.repository';
import { createMailPlanning } from './mail-planning';
import { createMailSweep } from './mail-sweep';

/**
 * E-mail for what matters while the reader is away (issue 19): a notification that matters still
 * unread after a delay, a chat's unread stretch after a quarter of an hour, and a daily digest, in
 * the reader's language, through the messenger (the outbox and SMTP), each with its one-click
 * unsubscribe. Answers `withStored` for the notifications module, the chat handler and the sweep.
 */
export function registerNotificationMail(
  infra: Infrastructure,
  deps: {
    messenger: Messenger;
    preferences: Pick<NotificationPreferencesService, 'allows'>;
    tokens: UnsubscribeTokens;
  },
) {
  const repo = createMailJobsRepository(infra.db);
  const planning = createMailPlanning(repo);
  const sweep = createMailSweep({
    db: infra.db,
    repo,
    preferences: deps.preferences,
    messenger: deps.messenger,
    composer: createMailComposer({
      publicUrl: infra.config.PUBLIC_URL,
      tokens: deps.tokens,
    }),
    log: infra.log,
  });
  return { withStored: planning.notificationsStored, handlers: planning.handlers, sweeps: [sweep] };
}
