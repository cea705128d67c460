import { CARD_CHECK_REFUND_AFTER_MINUTES } from '@wasla/shared/business-constants';
import type { Card, CardSaveRequest, CardUpdateRequest } from '@wasla/shared/contracts/wallet';
import type { Language } from '@wasla/shared/languages';
import { toDecimalString } from '@wasla/shared/money';
import { clock } from '../../lib/clock';
import { fieldError } from '../../lib/http/field-errors';
import type { UserActor } from '../../lib/policy/actor';
import { type PaymentGateway, PaymentGatewayError, type SavedCard } from '../payments/payment-gateway';
import type { ChargeSettlement } from './charge-settlement';
import { askGateway } from './charges.service';
import { type CardAction, canCard } from './wallet.policy';
import { presentCard } from './wallet.presenter';
import type { CardRow, WalletRepository } from './wallet.repository';
import { walletErrors } from './wallet-errors';
import type { WalletFees } from './wallet-fees';

const MINUTE = 60_000;

/**
 * Saved cards (SPEC.md sections 3 and 9). Saving turns a gateway token into a reusable card and
 * proves it with a small check charge (the paid feature `card-verification-charge`, 1 AED) that a
 * sweep refunds within the hour. A card refused at its check is not saved. A card whose check asks
 * for 3-D Secure is saved without the challenge: nothing was captured, and every charge on such a
 * card asks its holder to authenticate again, which proves the card where it matters (the model is
 * Stripe's SetupIntent, which saves a card for later charges that may still ask for authentication).
 */
export function createCards(deps: {
  repo: WalletRepository;
  settlement: ChargeSettlement;
  gateway: PaymentGateway;
  fees: WalletFees;
  publicUrl: string;
  log: { warn(obj: unknown, msg: string): void };
}) {
  const { repo, settlement, gateway, fees } = deps;

  async function owned(actor: UserActor, id: number, action: CardAction) {
    const card = await repo.card(repo.db, id);
    if (!card || !canCard(actor, action, card)) throw walletErrors.cardNotFound();
    return card;
  }

  /** The reusable card of a token; a refusal says what to do next, an outage asks for a retry. */
  async function tokenised(token: string): Promise<SavedCard> {
    try {
      return await gateway.saveCard(token);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      if (error.kind === 'declined') throw walletErrors.cardDeclined(error.code, await checkText());
      if (error.kind === 'invalid_token' || error.kind === 'not_found')
        throw fieldError('token', 'validation.card_token');
      throw walletErrors.gatewayUnavailable();
    }
  }

  const checkText = async () => toDecimalString(await fees.cardCheckAmount());

  /**
   * The card row and its check charge, committed before the gateway is asked to charge: a crash
   * after the charge leaves a row the sweep asks about and, if it went through, refunds.
   */
  async function recordCard(actor: UserActor, found: SavedCard, name: string | undefined, lang: Language) {
    const check = await fees.cardCheckAmount();
    return repo.transaction(async (tx) => {
      const known = await repo.cardByGatewayId(tx, gateway.name, found.gatewayCardId);
      if (known) {
        // The same save retried: the gateway gave the same card back.
        if (known.userId !== actor.id) throw fieldError('token', 'validation.card_token');
        return { card: known, charge: await repo.checkChargeOf(tx, known.id) };
      }
      const card = await repo.insertCard(tx, {
        userId: actor.id,
        gateway: gateway.name,
        gatewayCardId: found.gatewayCardId,
        name: name || `${found.brand.toUpperCase()} ${found.last4}`,
        brand: found.brand,
        last4: found.last4,
        expMonth: found.expMonth,
        expYear: found.expYear,
        checkRefundDueAt: new Date(clock.now().getTime() + CARD_CHECK_REFUND_AFTER_MINUTES * MINUTE),
      });
      const charge = await repo.insertCharge(tx, {
        userId: actor.id,
        cardId: card.id,
        purpose: 'card_check',
        currency: check.currency,
        amount: check.amount,
        fee: 0n,
        total: check.amount,
        returnUrl: `${deps.publicUrl}/${lang}/payment-methods`,
      });
      return { card, charge };
    });
  }

  return {
    async list(actor: UserActor): Promise<Card[]> {
      return (await repo.liveCardsOf(actor.id)).map(presentCard);
    },

    async edit(actor: UserActor, id: number): Promise<Card> {
      return presentCard(await owned(actor, id, 'read'));
    },

    async rename(actor: UserActor, id: number, input: CardUpdateRequest): Promise<Card> {
      const card = await owned(actor, id, 'edit');
      return presentCard((await repo.updateCard(repo.db, card.id, { name: input.name })) ?? card);
    },

    /**
     * Deleting keeps the row (charges name it; the check refund still falls due) and then forgets the
     * card at the gateway, so that nothing can charge it any more. The gateway being away does not
     * keep the card on the page: the wallet never charges a deleted card, and the next removal of the
     * same card at the gateway is harmless.
     */
    async remove(actor: UserActor, id: number): Promise<void> {
      const card = await owned(actor, id, 'delete');
      await repo.updateCard(repo.db, card.id, { deletedAt: clock.now() });
      try {
        await gateway.removeCard(card.gatewayCardId);
      } catch (error) {
        deps.log.warn({ err: error, cardId: card.id }, 'a deleted card could not be removed at the gateway');
      }
    },

    async save(actor: UserActor, input: CardSaveRequest, lang: Language): Promise<Card> {
      const found = await tokenised(input.token);
      const recorded = await recordCard(actor, found, input.name, lang);
      let { card, charge } = recorded;
      if (charge && (charge.status === 'created' || charge.status === 'processing')) {
        let answer: Awaited<ReturnType<typeof askGateway>>;
        try {
          answer = await askGateway(gateway, charge, card);
        } catch (error) {
          if (error instanceof PaymentGatewayError && error.kind === 'unavailable')
            throw walletErrors.gatewayUnavailable();
          throw error;
        }
        charge = (await settlement.settle(charge.id, answer, `user:${actor.id}`)).row ?? charge;
        card = (await repo.card(repo.db, card.id)) ?? card;
      }
      if (card.deletedAt !== null)
        throw walletErrors.cardDeclined(charge?.failureCode ?? null, await checkText());
      return presentCard(card);
    },
  };
}

export type Cards = ReturnType<typeof createCards>;
export type { CardRow };
