import type {
  FavoriteToggleType,
  FavoriteType,
  ProviderCard,
  ServiceCard,
} from '@wasla/shared/contracts/discovery';
import type { Language } from '@wasla/shared/languages';
import { clock } from '../../lib/clock';
import { AppError, errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import { presentProviderCard } from '../providers/provider-cards.presenter';
import type { ProviderCardsRepository } from '../providers/provider-cards.repository';
import { providerErrors } from '../providers/provider-page.service';
import { presentServiceCard } from '../services/service-cards.presenter';
import type { ServiceCardsRepository } from '../services/service-cards.repository';
import { canFavorite } from './favorite.policy';
import type { FavoritesRepository } from './favorites.repository';
import type { TargetsRepository } from './targets.repository';

type Account = UserActor;
type Target = { type: FavoriteToggleType; type_id: number };

export const favoriteErrors = {
  ownAccount: () => new AppError(422, 'favorite_own_account', 'favorite_own_account'),
};

/**
 * An account's favourite services, providers and deals (SPEC.md "Social"; deals are listed with my
 * deals, `GET /deals?type=favored`). Adding and removing are
 * idempotent, so a double click or a retried request never fails.
 */
export function createFavorites(deps: {
  repo: FavoritesRepository;
  targets: TargetsRepository;
  serviceCards: ServiceCardsRepository;
  providerCards: ProviderCardsRepository;
}) {
  const { repo, targets, serviceCards, providerCards } = deps;

  // Which services and accounts can be kept is the favourite policy's (a draft, an expired or a
  // deleted service is not on offer); one's own account is a mistake worth a message of its own.
  async function ensureKeepable(account: Account, target: Target) {
    if (target.type === 'service') {
      const found = await targets.service(target.type_id);
      const service = found && { ownerId: found.user_id, status: found.status, deletedAt: found.deleted_at };
      if (!service || !canFavorite(account, 'keep', { type: 'service', service }))
        throw errors.notFound('service_unavailable');
      return;
    }
    if (target.type === 'deal') {
      const found = await targets.deal(target.type_id);
      const deal = found && {
        clientId: Number(found.client_id),
        providerId: Number(found.provider_id),
        senderId: Number(found.sender_id),
        stage: found.stage,
        deletedAt: found.deleted_at,
      };
      // A deal the account may not read is the 404 of a missing one, as everywhere else.
      if (!deal || !canFavorite(account, 'keep', { type: 'deal', deal })) throw errors.notFound();
      return;
    }
    if (target.type_id === account.id) throw favoriteErrors.ownAccount();
    const found = await targets.account(target.type_id);
    const provider = found && { id: found.id, deletedAt: found.deleted_at };
    if (!provider || !canFavorite(account, 'keep', { type: 'provider', account: provider }))
      throw providerErrors.notFound();
  }

  return {
    async add(account: Account, target: Target) {
      await ensureKeepable(account, target);
      await repo.add(account.id, target.type, target.type_id, clock.now());
      return { ...target, is_favorite: true };
    },

    /** Removing needs no live target: a favourite of something since deleted can still go. */
    async remove(account: Account, target: Target) {
      await repo.remove(account.id, target.type, target.type_id);
      return { ...target, is_favorite: false };
    },

    async ids(account: Account) {
      const rows = await repo.ids(account.id);
      const of = (kind: FavoriteType) => rows.filter((r) => r.kind === kind).map((r) => r.target_id);
      return { service: of('service'), provider: of('provider') };
    },

    async list(
      account: Account,
      query: { type: FavoriteType; perPage: number; sortBy: 'latest' | 'oldest'; page: number },
      visitorCurrency: string,
      lang: Language,
    ) {
      const { ids, total } = await repo.page(account.id, query.type, query.sortBy, {
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      });
      const items: (ServiceCard | ProviderCard)[] =
        query.type === 'service'
          ? (await serviceCards.byIds(ids, visitorCurrency)).map((row) => presentServiceCard(row, lang))
          : (await providerCards.byIds(ids)).map((row) => presentProviderCard(row, lang));
      return { items, total };
    },
  };
}

export type Favorites = ReturnType<typeof createFavorites>;
