import type { Deal, DealReviews } from '@wasla/shared/contracts/deals';

/** A deal as its cards show it; `reviews` when a rating card asked for them. */
export type DealCardData = { deal: Deal; reviews: DealReviews | null };

/** `missing`: the deal can no longer be read (its service was deleted with the offer, for one). */
export type DealCardEntry = {
  status: 'loading' | 'ready' | 'error' | 'missing';
  data: DealCardData | null;
};

export type DealCardLoad = (dealId: number, withReviews: boolean) => Promise<DealCardData | 'missing'>;

type Slot = DealCardEntry & {
  /** The newest card seq asked for, and the one the data answers. */
  wanted: number;
  loaded: number;
  withReviews: boolean;
  /** Whether the data held was read with the reviews. */
  hasReviews: boolean;
  force: boolean;
  running: boolean;
};

/**
 * The deals of an open conversation's cards, read once per deal however many cards it has. A card
 * newer than the one the data answers (it came over the socket) has the deal read again; so does an
 * action taken on a card (`refresh`), whatever the API answered it. One read at a time per deal; what
 * is asked meanwhile is read once more after it.
 */
export function createDealCards(
  load: DealCardLoad,
  seed: Record<number, { version: number } & DealCardData>,
) {
  const slots = new Map<number, Slot>();
  const listeners = new Set<() => void>();
  let snapshot: ReadonlyMap<number, DealCardEntry> = new Map();

  for (const [id, { version, deal, reviews }] of Object.entries(seed)) {
    slots.set(Number(id), {
      status: 'ready',
      data: { deal, reviews },
      wanted: version,
      loaded: version,
      withReviews: reviews !== null,
      hasReviews: reviews !== null,
      force: false,
      running: false,
    });
  }
  publish();

  function publish() {
    snapshot = new Map([...slots].map(([id, slot]) => [id, { status: slot.status, data: slot.data }]));
    for (const listener of listeners) listener();
  }

  async function run(id: number, slot: Slot) {
    slot.running = true;
    while (slot.force || slot.loaded < slot.wanted || (slot.withReviews && !slot.hasReviews)) {
      const target = slot.wanted;
      const withReviews = slot.withReviews;
      slot.force = false;
      if (slot.status !== 'ready' || !slot.data) slot.status = 'loading';
      publish();
      try {
        const found = await load(id, withReviews);
        if (found === 'missing') {
          slot.status = 'missing';
          slot.data = null;
        } else {
          slot.status = 'ready';
          slot.data = found;
        }
        slot.loaded = target;
        slot.hasReviews = withReviews;
      } catch {
        // Kept as it was shown; the card offers to try again.
        slot.status = 'error';
        slot.loaded = target;
        slot.hasReviews = withReviews;
        publish();
        break;
      }
      publish();
      if (slot.status === 'missing') break;
    }
    slot.running = false;
  }

  return {
    /** The deal as the card seq `version` shows it: read if nothing newer is held. */
    want(id: number, version: number, withReviews: boolean) {
      let slot = slots.get(id);
      if (!slot) {
        slot = {
          status: 'loading',
          data: null,
          wanted: version,
          loaded: 0,
          withReviews,
          hasReviews: false,
          force: false,
          running: false,
        };
        slots.set(id, slot);
      }
      slot.wanted = Math.max(slot.wanted, version);
      slot.withReviews ||= withReviews;
      if (!slot.running && slot.status !== 'missing') void run(id, slot);
    },
    /** Read the deal again now: an action was taken on it, or the reader asks after an error. */
    refresh(id: number) {
      const slot = slots.get(id);
      if (!slot) return;
      slot.force = true;
      if (slot.status === 'missing') slot.status = 'loading';
      if (!slot.running) void run(id, slot);
    },
    get: (id: number): DealCardEntry | undefined => snapshot.get(id),
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type DealCards = ReturnType<typeof createDealCards>;
