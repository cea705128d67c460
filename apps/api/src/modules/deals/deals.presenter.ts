import type { BudgetType, Deal, DealCard, DealFile } from '@wasla/shared/contracts/deals';
import {
  type DealEvent,
  type DealParty,
  dealMachine,
  dealStatusOf,
  dealSubStageOf,
} from '@wasla/shared/deal-rules/deal-states';
import { type Language, localize } from '@wasla/shared/languages';
import { money, percentOf, subtract, toDecimalString } from '@wasla/shared/money';
import { nextDue } from '@wasla/shared/state-machine/machine';
import type { DealRow } from './deal-machine';
import type {
  DealExtraOptionRow,
  DealFileRow,
  DealHistoryRow,
  DealPartyRow,
  DealServiceRow,
} from './deals.repository';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
const decimal = (amount: bigint, currency: string) => toDecimalString(money(amount, currency));
const avatarUrl = (file: string | null) => (file ? `/media/avatars/${file}` : null);
const serviceImageUrl = (file: string | null) => (file ? `/media/services/${file}` : null);

/**
 * Where the two parties (and the support team in a dispute) read an attachment of a deal: a route
 * that checks who asks, never the public media folder. (The prefix is app.ts's, which this module
 * cannot import without a cycle.)
 */
export const dealFileUrl = (dealId: number, fileId: number) => `/api/v1/deals/media/${dealId}/${fileId}`;

export const presentDealFile = (row: DealFileRow): DealFile => ({
  id: row.id,
  kind: row.kind,
  name: row.originalName,
  mime: row.mime,
  size: row.sizeBytes,
  url: dealFileUrl(row.dealId, row.id),
});

const presentParty = (id: number, row: DealPartyRow | undefined) => ({
  id,
  name: row?.name ?? '',
  photo: avatarUrl(row?.avatarPath ?? null),
  slug: row?.slug ?? null,
});

export function presentDealService(row: DealServiceRow, lang: Language, available: boolean) {
  return {
    id: row.id,
    code: row.code,
    slug: row.slug,
    name: localize(row.name, lang),
    type: row.type,
    image: serviceImageUrl(row.image),
    available,
  };
}

/** The deal's deadline columns by the names the table gives them. */
export const deadlinesOf = (row: DealRow) => ({
  offer_expires_at: row.offerExpiresAt,
  payment_due_at: row.paymentDueAt,
  acceptance_due_at: row.acceptanceDueAt,
});

/** The next change the clock will make to the deal, for the countdown both sides see. */
export function nextDueOf(row: DealRow): Deal['next_due'] {
  const next = nextDue(dealMachine, { status: row.stage, deadlines: deadlinesOf(row) });
  return next ? { event: next.event, at: next.at.toISOString() } : null;
}

const datesOf = (row: DealRow): Deal['dates'] => ({
  created_at: row.createdAt.toISOString(),
  sent_at: iso(row.sentAt),
  approved_at: iso(row.approvedAt),
  rejected_at: iso(row.rejectedAt),
  canceled_at: iso(row.canceledAt),
  paid_at: iso(row.paidAt),
  completed_at: iso(row.completedAt),
});

/** The AED side locked at approval; null before. The commission is taken from the subtotal. */
export function presentAed(row: DealRow): Deal['aed'] {
  if (
    row.totalAed === null ||
    row.subtotalAed === null ||
    row.serviceFeeAed === null ||
    row.taxAed === null ||
    row.rateToAed === null
  )
    return null;
  const subtotal = money(row.subtotalAed, 'AED');
  const commission = percentOf(subtotal, BigInt(row.commissionBp ?? 0));
  const aed = (amount: bigint) => decimal(amount, 'AED');
  return {
    rate: row.rateToAed,
    total: aed(row.totalAed),
    service_fee: aed(row.serviceFeeAed),
    tax: aed(row.taxAed),
    subtotal: aed(row.subtotalAed),
    commission: aed(commission.amount),
    provider_share: aed(subtract(subtotal, commission).amount),
  };
}

function presentProposal(row: DealRow): Deal['proposal'] {
  const p = row.proposal;
  if (!p) return null;
  return {
    budget_type: p.budgetType as BudgetType,
    estimated_time: p.estimatedTime,
    estimated_unit: p.estimatedUnit as NonNullable<Deal['estimated_unit']>,
    description: p.description,
    price: decimal(BigInt(p.price), row.currency),
    extras_total: decimal(BigInt(p.extrasTotal), row.currency),
    extra_option_ids: p.extraOptionIds,
    proposed_at: p.proposedAt,
  };
}

export type DealParts = {
  client: DealPartyRow | undefined;
  provider: DealPartyRow | undefined;
  service: DealServiceRow;
  serviceAvailable: boolean;
  extraOptions: DealExtraOptionRow[];
  attachments: DealFileRow[];
  history: DealHistoryRow[];
  parties: DealParty[];
  actions: DealEvent[];
  isFavorite: boolean;
  isReviewed: boolean;
  now: Date;
};

/** A deal as one of its parties (or the support team) reads it: the `Deal` reply. */
export function presentDeal(row: DealRow, parts: DealParts, lang: Language): Deal {
  const amount = (value: bigint) => decimal(value, row.currency);
  return {
    id: row.id,
    code: row.code,
    status: dealStatusOf(row.stage),
    stage: row.stage,
    sub_stage: dealSubStageOf(row.stage, row.deadlineAt, parts.now),
    title: row.title,
    description: row.description,
    budget_type: row.budgetType,
    estimated_time: row.estimatedTime,
    estimated_unit: row.estimatedUnit,
    service: presentDealService(parts.service, lang, parts.serviceAvailable),
    client: presentParty(row.clientId, parts.client),
    provider: presentParty(row.providerId, parts.provider),
    sender_id: row.senderId,
    my_parties: parts.parties,
    actions: parts.actions,
    currency: row.currency,
    price: amount(row.price),
    extras_total: amount(row.extrasTotal),
    service_fee: amount(row.serviceFee),
    tax: amount(row.tax),
    discount: amount(row.discount),
    total: amount(row.total),
    aed: presentAed(row),
    extra_options: parts.extraOptions.map((option) => ({
      id: option.id,
      extra_option_id: option.extraOptionId,
      description: option.description,
      price: amount(option.price),
      delivery_days: option.deliveryDays,
      unit: option.unit,
    })),
    attachments: parts.attachments.map(presentDealFile),
    proposal: presentProposal(row),
    delivery_limit: row.deliveryLimit,
    deliveries_sent: row.deliveriesSent,
    deadlines: {
      offer_expires_at: iso(row.offerExpiresAt),
      payment_due_at: iso(row.paymentDueAt),
      acceptance_due_at: iso(row.acceptanceDueAt),
      deadline_at: iso(row.deadlineAt),
      chat_open_until: iso(row.chatOpenUntil),
      reviews_due_at: iso(row.reviewsDueAt),
    },
    next_due: nextDueOf(row),
    dates: datesOf(row),
    reason: row.reasonCode ? { code: row.reasonCode, comment: row.reasonComment } : null,
    is_favorite: parts.isFavorite,
    is_reviewed: parts.isReviewed,
    history: parts.history.map((h) => ({
      event: h.event,
      from: h.fromState,
      to: h.toState,
      // Who: 'user:12', or the timer that fired ('timer:deal.lapse'); the web names them.
      by: h.actor,
      at: h.at.toISOString(),
      reason: h.reason,
    })),
  };
}

/** A line of the deal lists. */
export function presentDealCard(
  row: DealRow,
  parts: Pick<DealParts, 'client' | 'provider' | 'service' | 'serviceAvailable' | 'isFavorite' | 'now'>,
  lang: Language,
): DealCard {
  return {
    id: row.id,
    code: row.code,
    status: dealStatusOf(row.stage),
    stage: row.stage,
    sub_stage: dealSubStageOf(row.stage, row.deadlineAt, parts.now),
    title: row.title,
    service: presentDealService(parts.service, lang, parts.serviceAvailable),
    client: presentParty(row.clientId, parts.client),
    provider: presentParty(row.providerId, parts.provider),
    currency: row.currency,
    total: decimal(row.total, row.currency),
    next_due: nextDueOf(row),
    is_favorite: parts.isFavorite,
    dates: datesOf(row),
  };
}
