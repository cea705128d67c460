import type { Deal, DealCard } from '@wasla/shared/contracts/deals';
import {
  type DealEvent,
  type DealParty,
  type DealStage,
  dealActions,
  dealMachine,
  dealTransition,
} from '@wasla/shared/deal-rules/deal-states';
import type { Language } from '@wasla/shared/languages';
import { nextDue } from '@wasla/shared/state-machine/machine';
import type { Database } from '../../db/client';
import { clock } from '../../lib/clock';
import type { Executor } from '../../lib/events/record-event';
import { type Actor, isUser } from '../../lib/policy/actor';
import { canDeal, dealPartiesOf } from './deal.policy';
import { serviceAvailability } from './deal-actions.service';
import { dealErrors } from './deal-errors';
import type { DealRow } from './deal-machine';
import { deadlinesOf, presentDeal, presentDealCard } from './deals.presenter';
import { type DealReadRepository, type DealServiceRow, dealReadRepository } from './deals.repository';

/**
 * The events the reader may fire now: the table's rows for their parties from the deal's stage,
 * less those whose guard fails on the deal as it is (a client's cancel of a paid deal before the
 * provider is late, a delivery past the limit, anything on a closed service). None once a deadline
 * of the stage has passed: the timer is about to move the deal, and an answer would be refused.
 */
export function openActions(
  row: DealRow,
  parties: readonly DealParty[],
  serviceAvailable: boolean,
  now: Date,
): DealEvent[] {
  const next = nextDue(dealMachine, { status: row.stage, deadlines: deadlinesOf(row) });
  if (next && next.at.getTime() <= now.getTime()) return [];
  const context = {
    now,
    serviceAvailable,
    deadlineAt: row.deadlineAt,
    deliveriesSent: row.deliveriesSent,
    deliveryLimit: row.deliveryLimit,
  };
  return dealActions(row.stage as DealStage, parties).filter(
    (event) => dealTransition(row.stage, event, parties, context).ok,
  );
}

const isAvailable = (service: DealServiceRow | undefined) => serviceAvailability(service) === 'open';

/**
 * Deals as their readers see them. `present` builds the `Deal` reply of one deal already loaded (and
 * checked) by the caller, inside the caller's transaction when there is one; `read` loads a deal the
 * actor may read, else 404 exactly as a missing deal; `cards` builds a page of the lists.
 */
export function createDealReader(deps: { db: Database; repo?: DealReadRepository }) {
  const { db } = deps;
  const repo = deps.repo ?? dealReadRepository;

  async function present(executor: Executor, actor: Actor, row: DealRow, lang: Language): Promise<Deal> {
    const parties = dealPartiesOf(actor, row);
    const userId = isUser(actor) ? actor.id : 0;
    const [people, services, extraOptions, attachments, history, favorites, isReviewed] = await Promise.all([
      repo.parties(executor, [row.clientId, row.providerId]),
      repo.services(executor, [row.serviceId]),
      repo.extraOptions(executor, row.id),
      repo.attachments(executor, row.id),
      repo.history(executor, row.id),
      repo.favorites(executor, userId, [row.id]),
      repo.reviewed(executor, userId, row.id),
    ]);
    const service = services.get(row.serviceId)!;
    const now = clock.now();
    const serviceAvailable = isAvailable(service);
    return presentDeal(
      row,
      {
        client: people.get(row.clientId),
        provider: people.get(row.providerId),
        service,
        serviceAvailable,
        extraOptions,
        attachments,
        history,
        parties,
        actions: openActions(row, parties, serviceAvailable, now),
        isFavorite: favorites.has(row.id),
        isReviewed,
        now,
      },
      lang,
    );
  }

  async function cards(
    executor: Executor,
    actor: Actor,
    rows: DealRow[],
    lang: Language,
  ): Promise<DealCard[]> {
    const userId = isUser(actor) ? actor.id : 0;
    const [people, services, favorites] = await Promise.all([
      repo.parties(
        executor,
        rows.flatMap((row) => [row.clientId, row.providerId]),
      ),
      repo.services(
        executor,
        rows.map((row) => row.serviceId),
      ),
      repo.favorites(
        executor,
        userId,
        rows.map((row) => row.id),
      ),
    ]);
    const now = clock.now();
    return rows.map((row) => {
      const service = services.get(row.serviceId)!;
      return presentDealCard(
        row,
        {
          client: people.get(row.clientId),
          provider: people.get(row.providerId),
          service,
          serviceAvailable: isAvailable(service),
          isFavorite: favorites.has(row.id),
          now,
        },
        lang,
      );
    });
  }

  /** A deal the actor may read, else the 404 of a missing one. */
  async function readable(executor: Executor, actor: Actor, id: number): Promise<DealRow> {
    const row = await repo.find(executor, id);
    if (!row || !canDeal(actor, 'read', row)) throw dealErrors.notFound();
    return row;
  }

  return {
    present,
    cards,
    readable,
    async read(actor: Actor, id: number, lang: Language): Promise<Deal> {
      return present(db, actor, await readable(db, actor, id), lang);
    },
  };
}

export type DealReader = ReturnType<typeof createDealReader>;
