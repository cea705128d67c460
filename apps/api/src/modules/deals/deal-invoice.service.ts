import type { DealInvoice } from '@wasla/shared/contracts/deals';
import { type Language, localize } from '@wasla/shared/languages';
import { money, toDecimalString } from '@wasla/shared/money';
import type { Database } from '../../db/client';
import { errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import { dealPartiesOf } from './deal.policy';
import type { DealRow } from './deal-machine';
import type { DealReader } from './deal-reader';
import { type DealReadRepository, dealReadRepository } from './deals.repository';

/**
 * An invoice's number: the year it was paid and the deal's id, so each paid deal has exactly one and
 * it never changes however often the invoice is printed.
 */
export const invoiceNumberOf = (deal: Pick<DealRow, 'id' | 'paidAt'>) =>
  `INV-${deal.paidAt!.getUTCFullYear()}-${String(deal.id).padStart(7, '0')}`;

/**
 * `GET /deals/{id}/invoice`: the invoice of a paid deal, for its two parties (SPEC.md section 7). The
 * provider sells, the client buys; the lines are the offer's price in its currency, and the AED
 * figures are those locked at approval and paid from the wallet. Before payment there is none: 404.
 */
export function createDealInvoices(deps: { db: Database; reader: DealReader; repo?: DealReadRepository }) {
  const { db, reader } = deps;
  const repo = deps.repo ?? dealReadRepository;

  return {
    async invoice(actor: UserActor, id: number, lang: Language): Promise<DealInvoice> {
      const deal = await reader.readable(db, actor, id);
      const parties = dealPartiesOf(actor, deal);
      const isParty = parties.includes('client') || parties.includes('provider');
      if (!isParty || !deal.paidAt || deal.totalAed === null) throw errors.notFound();
      const [people, services, options] = await Promise.all([
        repo.parties(db, [deal.clientId, deal.providerId]),
        repo.services(db, [deal.serviceId]),
        repo.extraOptions(db, deal.id),
      ]);
      const amount = (value: bigint) => toDecimalString(money(value, deal.currency));
      const aed = (value: bigint | null) => toDecimalString(money(value ?? 0n, 'AED'));
      const party = (userId: number) => {
        const row = people.get(userId);
        return {
          id: userId,
          name: row?.name ?? '',
          photo: row?.avatarPath ? `/media/avatars/${row.avatarPath}` : null,
          slug: row?.slug ?? null,
        };
      };
      const service = services.get(deal.serviceId)!;
      const lines: DealInvoice['lines'] = [
        { kind: 'plan', label: deal.budgetType, amount: amount(deal.price) },
        ...options.map((option) => ({
          kind: 'extra' as const,
          label: option.description,
          amount: amount(option.price),
        })),
        { kind: 'service_fee', label: null, amount: amount(deal.serviceFee) },
        { kind: 'tax', label: null, amount: amount(deal.tax) },
        ...(deal.discount > 0n
          ? [{ kind: 'discount' as const, label: null, amount: amount(deal.discount) }]
          : []),
      ];
      return {
        number: invoiceNumberOf(deal),
        deal_id: deal.id,
        deal_code: deal.code,
        issued_at: deal.paidAt.toISOString(),
        title: deal.title,
        seller: party(deal.providerId),
        buyer: party(deal.clientId),
        service: { code: service.code, name: localize(service.name, lang) },
        currency: deal.currency,
        lines,
        subtotal: amount(deal.price + deal.extrasTotal),
        service_fee: amount(deal.serviceFee),
        tax: amount(deal.tax),
        discount: amount(deal.discount),
        total: amount(deal.total),
        aed: {
          rate: deal.rateToAed ?? '1',
          total: aed(deal.totalAed),
          service_fee: aed(deal.serviceFeeAed),
          tax: aed(deal.taxAed),
          subtotal: aed(deal.subtotalAed),
        },
      };
    },
  };
}

export type DealInvoices = ReturnType<typeof createDealInvoices>;
