import { useEffect, useMemo, useRef, useState } from 'react';
import type { Outgoing } from './chat-model';
import { type AboutDeal, newlyClosedDeals } from './deal-reply';

/**
 * The open conversation's reply about a deal: started from a deal's card (`reply`, null while
 * nothing can be sent), ended with × or Escape (`cancel`), and ended by the API when it answers
 * that the deal's chat has closed, the deal's card then read again to say so (`refreshDeal`).
 */
export function useDealReply(
  conversationId: number,
  canSend: boolean,
  outgoing: readonly Outgoing[],
  refreshDeal: (dealId: number) => void,
) {
  const [replying, setReplying] = useState<{ conversationId: number; deal: AboutDeal } | null>(null);
  const about = replying?.conversationId === conversationId ? replying.deal : null;
  const reply = useMemo(
    () => (canSend ? (deal: AboutDeal) => setReplying({ conversationId, deal }) : null),
    [canSend, conversationId],
  );

  const handled = useRef(new Set<string>());
  const refresh = useRef(refreshDeal);
  refresh.current = refreshDeal;
  useEffect(() => {
    for (const dealId of newlyClosedDeals(outgoing, handled.current)) {
      setReplying((current) => (current?.deal.id === dealId ? null : current));
      refresh.current(dealId);
    }
  }, [outgoing]);

  return { about, reply, cancel: () => setReplying(null) };
}
