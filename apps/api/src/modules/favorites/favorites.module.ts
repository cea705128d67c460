import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { Auth } from '../auth/auth.module';
import { createProviderCardsRepository } from '../providers/provider-cards.repository';
import { createServiceCardsRepository } from '../services/service-cards.repository';
import { createFavoritesRepository } from './favorites.repository';
import { registerFavoriteRoutes } from './favorites.routes';
import { createFavorites } from './favorites.service';
import { createTargetsRepository } from './targets.repository';

/** Saved services and providers of an account. */
export function registerFavorites(api: FastifyInstance, { db }: Infrastructure, { guards }: Auth) {
  const favorites = createFavorites({
    repo: createFavoritesRepository(db),
    targets: createTargetsRepository(db),
    serviceCards: createServiceCardsRepository(db),
    providerCards: createProviderCardsRepository(db),
  });
  registerFavoriteRoutes(api, { favorites, guards });
}
