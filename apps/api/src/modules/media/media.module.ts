import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { Auth } from '../auth/auth.module';
import { createUsersRepository } from '../auth/users.repository';
import { registerAvatarRoutes } from './avatar.routes';
import { createAvatarService } from './avatar.service';
import { registerMediaRoutes } from './media.routes';

/** Stored pictures, served with ranges and long caching, and the account photo upload. */
export async function registerMedia(
  api: FastifyInstance,
  app: FastifyInstance,
  infra: Infrastructure,
  { guards }: Auth,
) {
  registerMediaRoutes(app, infra.media);
  const avatars = createAvatarService(createUsersRepository(infra.db), infra.media, () =>
    infra.caches.listing.clear(),
  );
  await registerAvatarRoutes(api, avatars, guards);
}
