import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { articleMachine } from '@wasla/shared/blog-rules/article-states';
import { dealMachine } from '@wasla/shared/deal-rules/deal-states';
import { markMachine } from '@wasla/shared/mark-rules/mark-states';
import { subscriptionMachine } from '@wasla/shared/plan-rules/subscription-states';
import { serviceMachine } from '@wasla/shared/service-rules/service-states';
import type { AnyMachine } from '@wasla/shared/state-machine/machine';
import { bankTransferMachine } from '@wasla/shared/wallet-rules/bank-transfer-states';
import { chargeMachine } from '@wasla/shared/wallet-rules/charge-states';
import { withdrawalMachine } from '@wasla/shared/wallet-rules/withdrawal-states';
import { renderMachinePage } from './docs';

/** Where the generated pages are kept: docs/state-machines/ at the root of the repository. */
export const PAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../../../docs/state-machines');

/** Every machine with its generated page under docs/state-machines/; add each new machine here. */
export const MACHINE_PAGES: {
  file: string;
  machine: AnyMachine;
  title: string;
  source: string;
  intro: string;
}[] = [
  {
    file: 'services.md',
    machine: serviceMachine,
    title: 'Service states',
    source: 'packages/shared/src/service-rules/service-states.ts',
    intro: [
      'The life of a service (SPEC.md section 4). The owner publishes a finished draft, closes and reopens',
      'it (for good or until a chosen day), and plans or cancels holidays; the timers expire it, end a',
      'reopening and start and end holidays when their deadline columns pass. Deleting a service is not a',
      'status: it leaves every list at once. The API refuses any change the table does not list (409',
      '`service_status_conflict`), and "my services" offers only the events the owner has from a status.',
    ].join('\n'),
  },
  {
    file: 'wallet-charges.md',
    machine: chargeMachine,
    title: 'Card charge states',
    source: 'packages/shared/src/wallet-rules/charge-states.ts',
    intro: [
      'A card charge of the wallet: a top-up, or the small check made when a card is saved. Only the',
      'gateway moves it, through its answer to the charge request, a webhook, or a retrieve (the',
      'retrieve-charge page, or the sweep that asks about charges left unanswered for five minutes).',
      'A status only moves forward and nothing leaves succeeded or failed, so answers arriving twice or',
      'out of order change nothing; a top-up that succeeds credits the wallet in the same transaction,',
      'under a ledger key of the charge, so it is credited once whichever answer arrives first.',
    ].join('\n'),
  },
  {
    file: 'withdrawals.md',
    machine: withdrawalMachine,
    title: 'Withdrawal states',
    source: 'packages/shared/src/wallet-rules/withdrawal-states.ts',
    intro: [
      'A withdrawal from the wallet to a bank account (SPEC.md sections 4 and 5). Asking for one holds the',
      'amount on the ledger at once (available to blocked); the finance team takes it into processing,',
      "then marks it paid (the hold is posted to the ledger's bank account) or failed with a reason (the",
      'hold is voided and the amount is available again). The owner may cancel while it is only requested,',
      'which voids the hold too. Each change and its ledger transfer commit together on the locked row, so',
      'two decisions at once make one (409 `withdrawal_status_conflict` for the other). `due_at` is the',
      'promise of 3 working days (Saturday and Sunday are the weekend in the Emirates), not a timer.',
    ].join('\n'),
  },
  {
    file: 'bank-transfers.md',
    machine: bankTransferMachine,
    title: 'Bank top-up states',
    source: 'packages/shared/src/wallet-rules/bank-transfer-states.ts',
    intro: [
      'A top-up of the wallet by bank transfer (SPEC.md sections 3 and 9): the user sends the amount, the',
      'operation number and the receipt, and the finance team approves it (the wallet is credited once,',
      'under the ledger key `bank_transfer:{id}:credit`) or rejects it with the reason the user reads.',
      'Both are final; a second decision answers 409 `bank_transfer_status_conflict`. `due_at` is the',
      'promise of a decision within 3 days, not a timer.',
    ].join('\n'),
  },
  {
    file: 'deals.md',
    machine: dealMachine,
    title: 'Deal states',
    source: 'packages/shared/src/deal-rules/deal-states.ts',
    intro: [
      'A deal from an offer to a completed, canceled, rejected or expired deal (SPEC.md section 4). The',
      'sender of an offer is the client ordering a provided service or the provider answering a requested',
      'one; the receiver approves, rejects with a reason, or counters, and the sender approves, rejects or',
      'dismisses the counter-offer. The client pays within three days of approval: the total is held on',
      'their wallet (available to blocked). Completion posts the hold to the provider, the platform fees',
      'and tax; every cancel or refund after payment voids it; a split posts part of it and returns the',
      'rest. A hold resolves once, so no deal is both refunded and paid out. Each timer is a deadline',
      'column set on entering its stage and cleared on leaving it. The API answers 409',
      '`deal_status_conflict` to a change the table does not list, and "The deadline for taking the',
      'required action has passed" to one that arrives after its deadline.',
    ].join('\n'),
  },
  {
    file: 'marks.md',
    machine: markMachine,
    title: 'Mark (paid promotion) states',
    source: 'packages/shared/src/mark-rules/mark-states.ts',
    intro: [
      'A paid promotion of a service (SPEC.md sections 3 and 7). The owner of an open service buys a',
      'number of days (1 to 30) or weeks (1 to 4) from a start time in the time zone they chose; the',
      'wallet pays the price less the plan discount plus tax, and the mark is kept `scheduled` with its',
      'period in UTC. Only the clock moves it: at `starts_at` it becomes `active` and its service is',
      'labelled promoted and ranked first within its category in listings and search; at `ends_at` it',
      "ends and the service goes back to its place. Both moves set the service's `promoted_until` in the",
      'same transaction and clear the cached listings. No two marks of a service overlap.',
    ].join('\n'),
  },
  {
    file: 'subscriptions.md',
    machine: subscriptionMachine,
    title: 'Subscription states',
    source: 'packages/shared/src/plan-rules/subscription-states.ts',
    intro: [
      'A paid plan (SPEC.md sections 3, 4 and 7). Subscribing pays the first period from the wallet (the',
      'shortfall by card) and starts `active`; the owner upgrades at once, paying the difference for the',
      'rest of the period, downgrades from the next renewal (refused, "Operation Cannot Be Completed",',
      "when what was paid exceeds the new paid plan's price), turns automatic renewal off and on, cancels",
      'with a reason (the plan lasts until the end of the paid period) and undoes it before then.',
      '`billing` is the renewal job: at the end of a period it charges the next one once, under the ledger',
      'key `subscription:{id}:period:{n}`, or moves the subscription to `past_due`, tries again 1, 3 and 5',
      'days after the end of the period, and the timer lapses it to the free plan after 7 days of grace.',
      'A subscription whose renewal is off expires at the end of its period; a canceled one ends then.',
    ].join('\n'),
  },
  {
    file: 'articles.md',
    machine: articleMachine,
    title: 'Article states',
    source: 'packages/shared/src/blog-rules/article-states.ts',
    intro: [
      'An article of the blog (SPEC.md sections 3, 4 and 6). It is written `pending`, read by nobody but',
      'its author and the moderation team, who publish it or reject it with a reason the author reads;',
      'the author is told either way. A revision, whatever the status, sends it back to `pending`, so',
      'nothing reaches readers unread. The team may also take a published article down with a reason.',
    ].join('\n'),
  },
];

export const renderedPages = () =>
  MACHINE_PAGES.map((page) => ({ file: page.file, text: renderMachinePage(page.machine, page) }));
