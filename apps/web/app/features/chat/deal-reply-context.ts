import { createContext } from 'react';
import type { AboutDeal } from './deal-reply';

/**
 * How a deal's card starts a reply about its deal in the open conversation's composer; null while
 * nothing can be sent there (a block, a deleted account), when the card offers none.
 */
export const DealReplyContext = createContext<((deal: AboutDeal) => void) | null>(null);
