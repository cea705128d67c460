import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serviceMachine } from '@wasla/shared/service-rules/service-states';
import type { AnyMachine } from '@wasla/shared/state-machine/machine';
import { chargeMachine } from '@wasla/shared/wallet-rules/charge-states';
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
];

export const renderedPages = () =>
  MACHINE_PAGES.map((page) => ({ file: page.file, text: renderMachinePage(page.machine, page) }));
