import { WALLET_CURRENCY } from '@wasla/shared/business-constants';
import type { Dispute } from '@wasla/shared/contracts/deals';
import type { TeamDispute, TeamDisputeDetail } from '@wasla/shared/contracts/disputes';
import type { Language } from '@wasla/shared/languages';
import { exponentOf, money, parseMinor, toDecimalString } from '@wasla/shared/money';
import type { Database } from '../../db/client';
import { actingRole, recordAudit } from '../../lib/audit/audit';
import { clock } from '../../lib/clock';
import { AppError, errors } from '../../lib/http/app-error';
import { fieldError } from '../../lib/http/field-errors';
import { type Actor, hasRole, type UserActor } from '../../lib/policy/actor';
import { DEAL_TEAM_ROLES } from './deal.policy';
import type { DealActions } from './deal-actions.service';
import type { DealCoreRepository } from './deal-core.repository';
import { dealErrors } from './deal-errors';
import type { DealRow } from './deal-machine';
import type { DealReader } from './deal-reader';
import { presentDelivery } from './deliveries.presenter';
import type { DeliveriesRepository } from './deliveries.repository';
import { presentDispute, presentTeamDispute } from './disputes.presenter';
import type { DisputeRow, DisputesRepository } from './disputes.repository';

export const DISPUTES_PAGE_SIZE = 20;
export type Resolution = 'release' | 'refund' | 'split';
type Decision = { resolution: Resolution; provider_amount?: string | undefined; note: string };

const aed = (amount: bigint) => toDecimalString(money(amount, WALLET_CURRENCY));

// The team guard let the caller in; asked again so a call from elsewhere is held to the same rule.
function member(actor: Actor): UserActor {
  if (!hasRole(actor, ...DEAL_TEAM_ROLES)) throw errors.notFound();
  return actor;
}

/**
 * What the provider is given before the commission: the whole subtotal on a release, nothing on a
 * refund, and for a split an AED amount above nothing and below the subtotal (a split of all or
 * nothing is a release or a refund), refused at its field otherwise.
 */
function providerAmountOf(deal: DealRow, decision: Decision): bigint {
  const subtotal = deal.subtotalAed ?? 0n;
  if (decision.resolution === 'release') return subtotal;
  if (decision.resolution === 'refund') return 0n;
  const text = decision.provider_amount?.trim();
  if (!text) throw fieldError('provider_amount', 'validation.required');
  const exponent = exponentOf(WALLET_CURRENCY);
  const amount = parseMinor(text, exponent);
  if (amount === undefined) throw fieldError('provider_amount', 'validation.amount', { decimals: exponent });
  if (amount <= 0n || amount >= subtotal)
    throw fieldError('provider_amount', 'validation.dispute_split_range', { max: aed(subtotal) });
  return amount;
}

/**
 * Disputes (issue "deals", Deliver 6): either side opens one on a delivered deal, or on a paid one
 * whose provider is more than a day late, with a reason and evidence; the escrow stays held. The
 * support team (roles support and admin) reads the queue, oldest first, and decides once: release to
 * the provider, refund the client, or split by an amount. The decision moves the deal through the
 * deal table (which moves the money and emits deal.released, deal.refunded or deal.split for both
 * sides), and marks the dispute decided and writes the audit row in the same transaction.
 */
export function createDisputes(deps: {
  db: Database;
  actions: DealActions;
  core: DealCoreRepository;
  repo: DisputesRepository;
  deliveries: DeliveriesRepository;
  reader: DealReader;
}) {
  const { db, actions, core, repo, deliveries, reader } = deps;

  async function detail(who: UserActor, dispute: DisputeRow, lang: Language): Promise<TeamDisputeDetail> {
    const deal = (await core.find(db, dispute.dealId))!;
    const sent = await deliveries.sent(db, deal.id);
    const files = await deliveries.files(
      db,
      sent.map((row) => row.id),
    );
    return {
      dispute: presentTeamDispute(dispute, deal),
      deal: await reader.present(db, who, deal, lang),
      deliveries: sent.map((row) => presentDelivery(row, files.get(row.id) ?? [])),
    };
  }

  return {
    /** A party opens a dispute: the deal is disputed and its money stays held for the team. */
    async open(actor: UserActor, dealId: number, input: { reason: string; evidence?: string | undefined }) {
      let opened: DisputeRow | undefined;
      await actions.act(actor, dealId, 'open_dispute', {
        after: async (tx) => {
          opened = await repo.insert(tx, {
            dealId,
            openedBy: actor.id,
            reason: input.reason,
            evidence: input.evidence ?? '',
          });
        },
      });
      return presentDispute(opened!);
    },

    /** The deal's latest dispute, for whoever reads the deal; null when it never had one. */
    async ofDeal(actor: Actor, dealId: number): Promise<Dispute | null> {
      await reader.readable(db, actor, dealId);
      const row = await repo.latestOf(db, dealId);
      return row ? presentDispute(row) : null;
    },

    /** The team's queue: open disputes, the oldest first, each with its deal's card. */
    async queue(actor: Actor, page: number, lang: Language) {
      const who = member(actor);
      const { items, total } = await repo.queue(db, {
        limit: DISPUTES_PAGE_SIZE,
        offset: (page - 1) * DISPUTES_PAGE_SIZE,
      });
      const rows = (await Promise.all(items.map((item) => core.find(db, item.dealId)))) as DealRow[];
      const cards = await reader.cards(db, who, rows, lang);
      const list: TeamDispute[] = items.map((item, i) => ({
        ...presentTeamDispute(item, rows[i]!),
        deal: cards[i]!,
      }));
      return { items: list, total, page, perPage: DISPUTES_PAGE_SIZE };
    },

    /** One dispute, open or decided, with its deal, history and deliveries. */
    async read(actor: Actor, id: number, lang: Language): Promise<TeamDisputeDetail> {
      const who = member(actor);
      const dispute = await repo.find(db, id);
      if (!dispute) throw errors.notFound();
      return detail(who, dispute, lang);
    },

    /** The team's decision, once: a second one (or one racing it) is a 409. */
    async decide(actor: Actor, id: number, decision: Decision, lang: Language): Promise<TeamDisputeDetail> {
      const who = member(actor);
      const dispute = await repo.find(db, id);
      if (!dispute) throw errors.notFound();
      if (dispute.resolution) throw dealErrors.conflict();
      const deal = (await core.find(db, dispute.dealId))!;
      const providerAmount = providerAmountOf(deal, decision);
      const role = actingRole(who, DEAL_TEAM_ROLES);
      let decided: DisputeRow | undefined;
      try {
        await actions.act(who, deal.id, decision.resolution, {
          providerAmountAed: providerAmount,
          payload: { dispute_id: id, provider_amount: aed(providerAmount) },
          after: async (tx, moved) => {
            const open = await repo.lockOpenOf(tx, deal.id);
            if (!open || open.id !== id) throw dealErrors.conflict();
            const now = clock.now();
            decided = await repo.decide(tx, id, {
              resolution: decision.resolution,
              providerAmountAed: providerAmount,
              note: decision.note,
              decidedBy: who.id,
              decidedAt: now,
            });
            await recordAudit(tx, {
              actor: who,
              role,
              action: `deal_dispute.${decision.resolution}`,
              subject: { kind: 'deal_dispute', id },
              before: { stage: moved.from },
              after: { stage: moved.to, provider_amount: aed(providerAmount), currency: WALLET_CURRENCY },
              reason: decision.note,
            });
          },
        });
      } catch (error) {
        // Decided by someone else in the meantime: the deal left `disputed`, so the team is no
        // longer a party to it and the table answers as for a stranger.
        if (error instanceof AppError && error.status === 404) throw dealErrors.conflict();
        throw error;
      }
      return detail(who, decided!, lang);
    },
  };
}

export type Disputes = ReturnType<typeof createDisputes>;
