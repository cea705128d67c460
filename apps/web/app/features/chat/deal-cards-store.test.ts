import type { Deal } from '@wasla/shared/contracts/deals';
import { describe, expect, it, vi } from 'vitest';
import { createDealCards, type DealCardData, type DealCardLoad } from './deal-cards-store';

const dealOf = (id: number, stage: string) => ({ id, stage }) as unknown as Deal;

/** A load that answers when told to, so the test decides what is in flight. */
function pendingLoads() {
  const calls: {
    id: number;
    withReviews: boolean;
    answer: (value: DealCardData | 'missing' | Error) => void;
  }[] = [];
  const load: DealCardLoad = (id, withReviews) =>
    new Promise((resolve, reject) => {
      calls.push({
        id,
        withReviews,
        answer: (value) => (value instanceof Error ? reject(value) : resolve(value)),
      });
    });
  return { calls, load: vi.fn(load) };
}

const flush = async () => {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
};

describe("the conversation's deal cards", () => {
  it('show what the page was rendered with, and read nothing while no newer card asks', () => {
    const { load } = pendingLoads();
    const cards = createDealCards(load, { 5: { version: 3, deal: dealOf(5, 'pending'), reviews: null } });
    cards.want(5, 3, false);
    expect(load).not.toHaveBeenCalled();
    expect(cards.get(5)).toMatchObject({ status: 'ready', data: { deal: { stage: 'pending' } } });
  });

  it('read a deal again when a newer card of it arrives, once however many cards ask', async () => {
    const { calls, load } = pendingLoads();
    const cards = createDealCards(load, { 5: { version: 3, deal: dealOf(5, 'pending'), reviews: null } });
    cards.want(5, 4, false);
    cards.want(5, 4, false);
    expect(calls).toHaveLength(1);
    // Still shown as it was while the new read is on its way.
    expect(cards.get(5)?.data?.deal.stage).toBe('pending');
    calls[0]!.answer({ deal: dealOf(5, 'approved'), reviews: null });
    await flush();
    expect(cards.get(5)).toMatchObject({ status: 'ready', data: { deal: { stage: 'approved' } } });
    cards.want(5, 4, false);
    expect(calls).toHaveLength(1);
  });

  it('read once more after the read in flight when a newer card came meanwhile', async () => {
    const { calls, load } = pendingLoads();
    const cards = createDealCards(load, {});
    cards.want(8, 1, false);
    expect(cards.get(8)?.status).toBe('loading');
    cards.want(8, 2, false);
    expect(calls).toHaveLength(1);
    calls[0]!.answer({ deal: dealOf(8, 'pending'), reviews: null });
    await flush();
    expect(calls).toHaveLength(2);
    calls[1]!.answer({ deal: dealOf(8, 'approved'), reviews: null });
    await flush();
    expect(cards.get(8)?.data?.deal.stage).toBe('approved');
    expect(calls).toHaveLength(2);
  });

  it('read again on refresh (an action came back), and with the reviews once a rating card asks', async () => {
    const { calls, load } = pendingLoads();
    const cards = createDealCards(load, { 5: { version: 3, deal: dealOf(5, 'delivered'), reviews: null } });
    cards.refresh(5);
    expect(calls).toMatchObject([{ id: 5, withReviews: false }]);
    calls[0]!.answer({ deal: dealOf(5, 'completed'), reviews: null });
    await flush();
    cards.want(5, 3, true);
    expect(calls[1]).toMatchObject({ id: 5, withReviews: true });
  });

  it('say a deal is gone (404), and keep what it showed with an error when a read fails', async () => {
    const { calls, load } = pendingLoads();
    const cards = createDealCards(load, { 5: { version: 1, deal: dealOf(5, 'pending'), reviews: null } });
    const seen = vi.fn();
    cards.subscribe(seen);
    cards.want(6, 1, false);
    calls[0]!.answer('missing');
    await flush();
    expect(cards.get(6)).toEqual({ status: 'missing', data: null });
    cards.want(6, 2, false);
    expect(calls).toHaveLength(1);

    cards.refresh(5);
    calls[1]!.answer(new Error('offline'));
    await flush();
    expect(cards.get(5)).toMatchObject({ status: 'error', data: { deal: { stage: 'pending' } } });
    expect(seen).toHaveBeenCalled();
    // Trying again reads it.
    cards.refresh(5);
    calls[2]!.answer({ deal: dealOf(5, 'approved'), reviews: null });
    await flush();
    expect(cards.get(5)).toMatchObject({ status: 'ready', data: { deal: { stage: 'approved' } } });
  });
});
