import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import { createSealedBox } from '../../lib/sealed-box';
import { removeAvatar } from '../media/small-avatar';
import type { Messaging } from '../messaging/messaging.module';
import { createAccountService } from './account.service';
import { registerAccountChangeRoutes } from './account-changes.routes';
import { createAccountChangesService } from './account-changes.service';
import { createAccountRecordsRepository } from './account-records.repository';
import { registerAuthRoutes } from './auth.routes';
import { createAuthGuards } from './auth-guard';
import { createCodeLimits } from './code-limits';
import { createCodesRepository } from './codes.repository';
import { createCodesService } from './codes.service';
import { createIdentityProof } from './identity-proof';
import { createLoginThrottle } from './login-throttle';
import { registerProfileRoutes } from './profile.routes';
import { createProfileService } from './profile.service';
import { registerRecoveryRoutes } from './recovery.routes';
import { createRecoveryService } from './recovery.service';
import { createSessionService } from './session.service';
import { createSessionsRepository } from './sessions.repository';
import { createIdTokenVerifier, providerSettingsFrom } from './social/id-token-verifier';
import { registerSocialAuthRoutes } from './social/social-auth.routes';
import { createSocialAuthService } from './social/social-auth.service';
import { createSocialIdentitiesRepository } from './social/social-identities.repository';
import { registerTwoFactorRoutes } from './two-factor.routes';
import { createTwoFactorService } from './two-factor.service';
import { createUsersRepository } from './users.repository';

/**
 * Accounts: sign-up and sign-in (password, Google, Apple), one-time codes, two-step verification,
 * recovery, profile and account changes. Hands the other modules the guards that say who is asking.
 */
export function registerAuth(api: FastifyInstance, infra: Infrastructure, { messenger }: Messaging) {
  const { db, config, attempts, caches, media, log } = infra;
  const sessions = createSessionService(createSessionsRepository(db));
  const codeLimits = createCodeLimits(attempts, {
    sendsPerHour: config.CODE_SENDS_PER_CLIENT_PER_HOUR,
    failuresPerHour: config.CODE_FAILURES_PER_CLIENT_PER_HOUR,
  });
  const codes = createCodesService(
    createCodesRepository(db),
    messenger,
    config.AUTH_SECRET,
    codeLimits,
    (error) => log.error({ err: error }, 'a one-time code could not be delivered'),
  );
  const users = createUsersRepository(db);
  const throttle = createLoginThrottle(attempts);
  const confirmIdentity = createIdentityProof(codes, throttle);
  const guards = createAuthGuards(sessions);

  registerAuthRoutes(api, {
    accounts: createAccountService(users, sessions, codes, throttle),
    sessions,
    guards,
  });
  registerSocialAuthRoutes(
    api,
    createSocialAuthService({
      verifier: createIdTokenVerifier(providerSettingsFrom(config)),
      identities: createSocialIdentitiesRepository(db),
      users,
      sessions,
      codes,
    }),
  );
  // Cards show the provider's name, photo and place: a profile change drops the cached listings too.
  registerProfileRoutes(
    api,
    createProfileService(users, () => caches.listing.clear()),
    guards,
  );
  const twoFactor = createTwoFactorService({
    users,
    sessions,
    codes,
    attempts,
    confirmIdentity,
    box: createSealedBox(config.AUTH_SECRET, 'totp-key'),
  });
  registerTwoFactorRoutes(api, twoFactor, guards);
  registerRecoveryRoutes(api, createRecoveryService(users, codes, sessions, throttle));
  const accountChanges = createAccountChangesService({
    users,
    records: createAccountRecordsRepository(db),
    sessions,
    codes,
    messenger,
    throttle,
    confirmIdentity,
    forgetDocuments: async (files) => {
      for (const file of files) await media.remove('documents', file);
    },
  });
  registerAccountChangeRoutes(api, accountChanges, guards, {
    accountClosed: async (formerAvatar) => {
      if (formerAvatar) await removeAvatar(media, formerAvatar);
    },
  });
  return { guards, sessions };
}

export type Auth = ReturnType<typeof registerAuth>;
