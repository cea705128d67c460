import type { EventHandler } from '../../lib/events/handlers';
import type { ChargeSettlement, Report } from './charge-settlement';
import { chargeIdOfReference } from './charges.service';
import type { CheckRefunds } from './check-refunds';
import type { WalletRepository } from './wallet.repository';

const REPORTED = new Set<string>(['requires_action', 'processing', 'succeeded', 'failed']);

type Log = { warn(obj: unknown, msg: string): void };

/** The charge as the payments module recorded it from the gateway's signed webhook. */
function reportOf(gatewayChargeId: string, payload: Record<string, unknown>) {
  const object = (payload.charge ?? payload) as Record<string, unknown>;
  const status = String(object.status ?? '');
  return {
    reference: object.reference,
    report: REPORTED.has(status)
      ? ({
          id: gatewayChargeId,
          status: status as Report['status'],
          ...(typeof object.failure_code === 'string' ? { failureCode: object.failure_code } : {}),
        } satisfies Report)
      : undefined,
  };
}

/**
 * Settles a wallet charge when the gateway's webhook says where it stands. Delivery is at least once
 * and in any order: the charge table moves a charge only forward and its ledger transfer has the
 * charge's key, so the same event twice, or a "failed" arriving after "succeeded", changes nothing.
 * A webhook may come before the charge request's own answer was written: the charge is then found
 * by the reference it was sent with. Charges of other modules are none of the wallet's business.
 */
export function createWalletHandlers(deps: {
  repo: WalletRepository;
  settlement: ChargeSettlement;
  checkRefunds: CheckRefunds;
  log: Log;
}): EventHandler[] {
  const { repo, settlement, checkRefunds } = deps;
  return [
    {
      name: 'wallet.settle_charge',
      type: 'payment.charge_updated',
      async handle(event) {
        const gatewayChargeId = event.subjectId;
        const { reference, report } = reportOf(gatewayChargeId, event.payload as Record<string, unknown>);
        let charge = await repo.chargeByGatewayId(gatewayChargeId);
        const byReference = chargeIdOfReference(reference);
        if (!charge && byReference !== undefined) charge = await repo.charge(repo.db, byReference);
        if (!charge || !report) return;
        if (charge.gatewayChargeId !== null && charge.gatewayChargeId !== gatewayChargeId) {
          deps.log.warn(
            { chargeId: charge.id, gatewayChargeId },
            'a webhook names a wallet charge it did not make',
          );
          return;
        }
        await settlement.settle(charge.id, report, 'gateway');
      },
    },
    {
      // Idempotent as it is: the refund is recorded under the card's ledger key, once.
      name: 'wallet.card_check_refunded',
      type: 'payment.refund_updated',
      async handle(event) {
        const status = (event.payload as { status?: unknown }).status;
        if (status === 'succeeded' || status === 'pending' || status === 'failed')
          await checkRefunds.refundUpdated(event.subjectId, status);
      },
    },
  ];
}
