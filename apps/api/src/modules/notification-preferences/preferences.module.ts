import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { AuthGuards } from '../auth/auth-guard';
import { createPreferencesRepository } from './preferences.repository';
import { registerPreferenceRoutes } from './preferences.routes';
import { createNotificationPreferences } from './preferences.service';
import { createUnsubscribeTokens } from './unsubscribe-token';

/**
 * Notification preferences (issue 19): per account and topic, push and e-mail on or off, and the
 * signed unsubscribe links of the mails. Answers the service the push and e-mail senders ask, and
 * the signer of those links.
 */
export function registerNotificationPreferences(
  api: FastifyInstance,
  infra: Infrastructure,
  deps: { guards: AuthGuards },
) {
  const tokens = createUnsubscribeTokens(infra.config.AUTH_SECRET);
  const preferences = createNotificationPreferences({
    db: infra.db,
    repo: createPreferencesRepository(infra.db),
    tokens,
  });
  registerPreferenceRoutes(api, { preferences, guards: deps.guards });
  return { preferences, tokens };
}
