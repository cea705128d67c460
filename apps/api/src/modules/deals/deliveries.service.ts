import type { DeliveryRejectReason } from '@wasla/shared/business-constants';
import type { Delivery } from '@wasla/shared/contracts/deals';
import type { DealEvent } from '@wasla/shared/deal-rules/deal-states';
import type { Database } from '../../db/client';
import { clock } from '../../lib/clock';
import type { Executor } from '../../lib/events/record-event';
import { errors } from '../../lib/http/app-error';
import { fieldError } from '../../lib/http/field-errors';
import type { Actor, UserActor } from '../../lib/policy/actor';
import type { MediaStore } from '../media/media-store';
import type { DealActions } from './deal-actions.service';
import type { DealCoreRepository } from './deal-core.repository';
import { dealErrors } from './deal-errors';
import { DEAL_FILES_COLLECTION } from './deal-files.service';
import type { DealRow } from './deal-machine';
import { canDelivery, type DeliveryAction } from './deliveries.policy';
import { presentDelivery } from './deliveries.presenter';
import type { DeliveriesRepository, DeliveryRow } from './deliveries.repository';
import type { DisputesRepository } from './disputes.repository';

type Loaded = { deal: DealRow; delivery: DeliveryRow };

/**
 * A delivery may be answered only while it is the latest one sent and the deal waits for the answer:
 * an older delivery, one already answered, or a deal that moved on is a 409.
 */
function answerable(deal: DealRow, delivery: DeliveryRow) {
  return deal.stage === 'delivered' && delivery.status === 'sent' && delivery.number === deal.deliveriesSent;
}

/**
 * Deliveries (SPEC.md sections 3, 4 and 7): the provider of a paid deal writes a draft (a text and up
 * to 10 files), edits or deletes it, and sends it; the client accepts it (the deal completes and the
 * escrow pays the provider) or rejects it with one of five reasons (back to work, or, on the last
 * delivery the deal allows, a dispute for the support team). Every change of the deal goes through
 * the deal table (`actions.act`); the delivery's own row changes in the same transaction, after the
 * deal is locked, so a delivery is marked sent or answered exactly when the deal moved.
 */
export function createDeliveries(deps: {
  db: Database;
  actions: DealActions;
  core: DealCoreRepository;
  repo: DeliveriesRepository;
  disputes: DisputesRepository;
  store: MediaStore;
}) {
  const { db, actions, core, repo, disputes, store } = deps;

  async function present(executor: Executor, row: DeliveryRow): Promise<Delivery> {
    const files = await repo.files(executor, [row.id]);
    return presentDelivery(row, files.get(row.id) ?? []);
  }

  /** The deal the actor may read, else the 404 of a missing one. */
  async function readableDeal(executor: Executor, actor: Actor, dealId: number) {
    const deal = await core.find(executor, dealId);
    if (!deal || !canDelivery(actor, 'read', deal, { status: 'sent' })) throw errors.notFound();
    return deal;
  }

  /** The delivery and its deal when the actor may do `action` with it, else the 404 of a missing one. */
  async function load(
    executor: Executor,
    actor: Actor,
    id: number,
    action: DeliveryAction,
    lock = false,
  ): Promise<Loaded> {
    const delivery = await (lock ? repo.lock(executor, id) : repo.find(executor, id));
    const deal = delivery && (await core.find(executor, delivery.dealId));
    if (!delivery || !deal || !canDelivery(actor, action, deal, delivery)) throw errors.notFound();
    return { deal, delivery };
  }

  /** A draft the provider may still change: another status is a 409. */
  async function draftOf(executor: Executor, actor: Actor, id: number, lock = false) {
    const loaded = await load(executor, actor, id, 'edit', lock);
    if (loaded.delivery.status !== 'draft') throw dealErrors.deliveryConflict();
    return loaded;
  }

  /** Inside the deal's change: the delivery locked and still in the state the change expects. */
  async function lockedAgain(tx: Executor, id: number, still: (row: DeliveryRow) => boolean) {
    const row = await repo.lock(tx, id);
    if (!row || !still(row)) throw dealErrors.deliveryConflict();
    return row;
  }

  /**
   * What a delivery whose status refuses `event` answers: itself as it is now, when this very request
   * (its Idempotency-Key) already took `event` on the deal (a retry after the API died before the
   * reply), else the 409. Asked only on a refusal, so a request that goes through pays nothing for it.
   */
  async function refusedUnlessDone(
    actor: UserActor,
    loaded: Loaded,
    event: DealEvent,
    requestKey: string | undefined,
  ): Promise<Delivery> {
    if (await actions.didBefore(actor, loaded.deal.id, event, requestKey))
      return present(db, loaded.delivery);
    throw dealErrors.deliveryConflict();
  }

  /** The delivery after a change; the row as it is when `act` answered an earlier run of the request. */
  const presentChanged = async (changed: DeliveryRow | undefined, id: number) =>
    present(db, changed ?? ((await repo.find(db, id)) as DeliveryRow));

  return {
    present,
    load,
    draftOf,

    /** `generate-id`: the deal's draft delivery, made now unless one is being written. */
    async generate(actor: UserActor, dealId: number): Promise<Delivery> {
      const deal = await readableDeal(db, actor, dealId);
      if (deal.providerId !== actor.id) throw errors.notFound();
      return db.transaction(async (tx) => {
        const locked = (await core.lock(tx, dealId))!;
        if (locked.stage !== 'in_progress') throw dealErrors.conflict();
        const draft = (await repo.latestDraft(tx, dealId)) ?? (await repo.insertDraft(tx, dealId));
        return present(tx, draft);
      });
    },

    async saveDraft(actor: UserActor, id: number, description: string): Promise<Delivery> {
      return db.transaction(async (tx) => {
        const { delivery } = await draftOf(tx, actor, id, true);
        return present(tx, await repo.update(tx, delivery.id, { description, updatedAt: clock.now() }));
      });
    },

    /** The draft the provider was writing for this deal, or null. */
    async latestDraft(actor: UserActor, dealId: number): Promise<Delivery | null> {
      const deal = await readableDeal(db, actor, dealId);
      if (deal.providerId !== actor.id) throw errors.notFound();
      const draft = await repo.latestDraft(db, dealId);
      return draft ? present(db, draft) : null;
    },

    async read(actor: Actor, id: number): Promise<Delivery> {
      return present(db, (await load(db, actor, id, 'read')).delivery);
    },

    /** The edit form of a draft. */
    async edit(actor: UserActor, id: number): Promise<Delivery> {
      return present(db, (await draftOf(db, actor, id)).delivery);
    },

    /** A draft deleted with its files; a sent delivery stays, as both sides saw it. */
    async remove(actor: UserActor, id: number): Promise<void> {
      const files = await db.transaction(async (tx) => {
        const { delivery } = await draftOf(tx, actor, id, true);
        await repo.update(tx, delivery.id, { deletedAt: clock.now() });
        return repo.removeFiles(tx, delivery.id);
      });
      await Promise.all(files.map((file) => store.remove(DEAL_FILES_COLLECTION, file.storageKey)));
    },

    /** `GET /deals/deliveries/{dealId}`: what was sent, in order, for whoever reads the deal. */
    async list(actor: Actor, dealId: number): Promise<Delivery[]> {
      await readableDeal(db, actor, dealId);
      const rows = await repo.sent(db, dealId);
      const files = await repo.files(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => presentDelivery(row, files.get(row.id) ?? []));
    },

    /** Sends a draft: the deal is delivered and waits three days for the client's answer. */
    async deliver(actor: UserActor, id: number, requestKey?: string): Promise<Delivery> {
      const loaded = await load(db, actor, id, 'edit');
      if (loaded.delivery.status !== 'draft') return refusedUnlessDone(actor, loaded, 'deliver', requestKey);
      const { deal, delivery } = loaded;
      const files = await repo.files(db, [id]);
      if (!delivery.description.trim() && !files.get(id)?.length)
        throw fieldError('description', 'validation.required');
      let sent: DeliveryRow | undefined;
      await actions.act(actor, deal.id, 'deliver', {
        payload: { delivery_id: id },
        requestKey,
        after: async (tx, moved) => {
          await lockedAgain(tx, id, (row) => row.status === 'draft' && row.dealId === deal.id);
          const now = clock.now();
          sent = await repo.update(tx, id, {
            status: 'sent',
            number: moved.row.deliveriesSent,
            sentAt: now,
            updatedAt: now,
          });
        },
      });
      return presentChanged(sent, id);
    },

    /** The client accepts the latest delivery: the deal completes and the escrow pays the provider. */
    async accept(actor: UserActor, id: number, requestKey?: string): Promise<Delivery> {
      const loaded = await load(db, actor, id, 'answer');
      if (!answerable(loaded.deal, loaded.delivery))
        return refusedUnlessDone(actor, loaded, 'accept', requestKey);
      const { deal } = loaded;
      let accepted: DeliveryRow | undefined;
      await actions.act(actor, deal.id, 'accept', {
        payload: { delivery_id: id },
        requestKey,
        after: async (tx, moved) => {
          await lockedAgain(tx, id, (row) => answerable({ ...moved.row, stage: moved.from }, row));
          const now = clock.now();
          accepted = await repo.update(tx, id, { status: 'accepted', decidedAt: now, updatedAt: now });
        },
      });
      return presentChanged(accepted, id);
    },

    /**
     * The client rejects the latest delivery with a reason: the provider works on, or, when it was
     * the last delivery the deal allows, the deal is disputed and the rejection opens the dispute.
     */
    async reject(
      actor: UserActor,
      id: number,
      input: { reason: DeliveryRejectReason; comment?: string | undefined },
      requestKey?: string,
    ): Promise<Delivery> {
      const comment = input.comment?.trim() || null;
      if (input.reason === 'other' && !comment) throw fieldError('comment', 'validation.required');
      const loaded = await load(db, actor, id, 'answer');
      if (!answerable(loaded.deal, loaded.delivery))
        return refusedUnlessDone(actor, loaded, 'reject_delivery', requestKey);
      const { deal } = loaded;
      let rejected: DeliveryRow | undefined;
      await actions.act(actor, deal.id, 'reject_delivery', {
        reasonCode: input.reason,
        reasonComment: comment,
        payload: { delivery_id: id },
        requestKey,
        after: async (tx, moved) => {
          await lockedAgain(tx, id, (row) => answerable({ ...moved.row, stage: moved.from }, row));
          const now = clock.now();
          rejected = await repo.update(tx, id, {
            status: 'rejected',
            decidedAt: now,
            updatedAt: now,
            reasonCode: input.reason,
            reasonComment: comment,
          });
          if (moved.to === 'disputed')
            await disputes.insert(tx, {
              dealId: deal.id,
              openedBy: actor.id,
              reason: input.reason,
              evidence: comment ?? '',
            });
        },
      });
      return presentChanged(rejected, id);
    },
  };
}

export type Deliveries = ReturnType<typeof createDeliveries>;
