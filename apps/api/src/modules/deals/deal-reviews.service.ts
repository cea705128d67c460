import type { DealReviews, dealReviewRequest } from '@wasla/shared/contracts/deals';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { clock } from '../../lib/clock';
import { type Executor, recordEvent } from '../../lib/events/record-event';
import { errors } from '../../lib/http/app-error';
import type { Actor, UserActor } from '../../lib/policy/actor';
import type { SweepJob } from '../../lib/sweeper';
import { dealPartiesOf } from './deal.policy';
import type { DealCoreRepository } from './deal-core.repository';
import { dealErrors } from './deal-errors';
import type { DealRow } from './deal-machine';
import { presentDealReview } from './deal-reviews.presenter';
import type { DealReviewsRepository } from './deal-reviews.repository';

type Side = 'client' | 'provider';
type Stars = z.output<typeof dealReviewRequest>;
const BATCH = 100;

/** The mean of four whole stars, exact to 2 decimals (a quarter step): 15 stars make "3.75". */
export function meanRating(stars: Pick<Stars, 'attitude' | 'quality' | 'commitment' | 'deal_again'>) {
  const sum = stars.attitude + stars.quality + stars.commitment + stars.deal_again;
  return `${Math.floor(sum / 4)}.${String((sum % 4) * 25).padStart(2, '0')}`;
}

/** Which side of the deal the actor writes as: client or provider; anyone else reads a missing deal. */
function sideOf(actor: Actor, deal: DealRow | undefined): Side {
  const parties = deal ? dealPartiesOf(actor, deal) : [];
  if (parties.includes('client')) return 'client';
  if (parties.includes('provider')) return 'provider';
  throw errors.notFound();
}

const windowOpen = (deal: DealRow, now: Date) =>
  deal.stage === 'completed' && !!deal.reviewsDueAt && now.getTime() < deal.reviewsDueAt.getTime();

/**
 * Double-blind reviews of a completed deal (issue "deals", Deliver 7; Sharetribe and Fiverr): each
 * side rates the other once (four stars and a comment). Nobody reads the other's review until both
 * have written, or until the window (14 days from completion, `reviews_due_at`) closes; a sweep
 * publishes what is left then. Only published reviews are listed on the service and the provider's
 * profile, and publishing the client's review recomputes the service's and the provider's rating in
 * the same transaction.
 */
export function createDealReviews(deps: {
  db: Database;
  core: DealCoreRepository;
  repo: DealReviewsRepository;
  /** After a commit that published reviews: the cached listings show ratings, which changed. */
  onPublished?: () => void;
}) {
  const { db, core, repo } = deps;
  const published = () => deps.onPublished?.();

  /** Publishes a deal's hidden reviews, and the ratings they feed. */
  async function publish(tx: Executor, deal: Pick<DealRow, 'id' | 'serviceId' | 'providerId'>, by: string) {
    const now = clock.now();
    const clientReviewPublished = await repo.publish(tx, deal.id, now);
    if (clientReviewPublished) await repo.refreshRatings(tx, deal.serviceId, deal.providerId);
    await recordEvent(tx, {
      type: 'deal.reviews_published',
      subject: { kind: 'deal', id: String(deal.id) },
      actor: by,
      payload: {},
    });
  }

  async function reviewsFor(executor: Executor, side: Side, deal: DealRow): Promise<DealReviews> {
    const both = await repo.ofDeal(executor, deal.id);
    const mine = side === 'client' ? both.client : both.provider;
    const theirs = side === 'client' ? both.provider : both.client;
    return {
      mine: mine ? presentDealReview(mine) : null,
      theirs: theirs?.publishedAt ? presentDealReview(theirs) : null,
      theirs_written: !!theirs,
      window_closes_at: deal.reviewsDueAt ? deal.reviewsDueAt.toISOString() : null,
    };
  }

  return {
    /**
     * Writes the actor's review: 409 when the deal is not completed or its window closed, or when
     * this side already wrote; the second review publishes both.
     */
    async write(actor: UserActor, dealId: number, stars: Stars): Promise<DealReviews> {
      let publishing = false;
      const reply = await db.transaction(async (tx) => {
        // Locked, so that the two sides writing at once see each other's review and publish once.
        const deal = await core.lock(tx, dealId);
        const side = sideOf(actor, deal);
        if (!windowOpen(deal!, clock.now())) throw dealErrors.notReviewable();
        const written = await repo.ofDeal(tx, dealId);
        if (side === 'client' ? written.client : written.provider) throw dealErrors.reviewExists();
        const review = {
          dealId,
          reviewerId: actor.id,
          attitude: stars.attitude,
          quality: stars.quality,
          commitment: stars.commitment,
          dealAgain: stars.deal_again,
          rating: meanRating(stars),
          comment: stars.comment,
        };
        if (side === 'client')
          await repo.insertByClient(tx, {
            ...review,
            serviceId: deal!.serviceId,
            providerId: deal!.providerId,
          });
        else await repo.insertByProvider(tx, { ...review, clientId: deal!.clientId });
        await recordEvent(tx, {
          type: 'deal.reviewed',
          subject: { kind: 'deal', id: String(dealId) },
          actor: `user:${actor.id}`,
          payload: { side, client_id: deal!.clientId, provider_id: deal!.providerId },
        });
        publishing = !!(side === 'client' ? written.provider : written.client);
        if (publishing) await publish(tx, deal!, `user:${actor.id}`);
        return reviewsFor(tx, side, deal!);
      });
      if (publishing) published();
      return reply;
    },

    /** The reader's review (always) and the other side's (once published). */
    async read(actor: Actor, dealId: number): Promise<DealReviews> {
      const deal = await core.find(db, dealId);
      return reviewsFor(db, sideOf(actor, deal), deal!);
    },

    /** Publishes the reviews of deals whose window closed with one still hidden. */
    sweep: (async (now: Date) => {
      let deals = 0;
      for (;;) {
        const claimed = await db.transaction(async (tx) => {
          const due = await repo.claimDue(tx, now, BATCH);
          for (const deal of due) await publish(tx, deal, 'timer:deal.reviews_window');
          return due.length;
        });
        if (claimed) published();
        deals += claimed;
        if (claimed < BATCH) return deals;
      }
    }) satisfies SweepJob,
  };
}

export type DealReviewsService = ReturnType<typeof createDealReviews>;
