import type { Card } from '@wasla/shared/contracts/wallet';
import { CreditCard, PencilLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { TextField } from '../../components/ui/text-field';
import { FormAlert } from '../auth/form-alert';
import { useWalletAction } from './use-wallet-action';

/** "Visa" for "visa": brands are names, not words to translate. */
export const brandName = (brand: string) => (brand ? brand[0]!.toUpperCase() + brand.slice(1) : brand);

/** "•••• 4242", read left to right in every language. */
export const maskedCard = (last4: string) => `•••• ${last4}`;

/** "04/28", as printed on the card. */
export const cardExpiry = (card: Pick<Card, 'exp_month' | 'exp_year'>) =>
  `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;

/** The card as a line of text, for labels and radio choices. */
export function CardSummary({ card }: { card: Card }) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-0 flex-col">
      <span className="flex flex-wrap items-baseline gap-x-2 font-semibold">
        {brandName(card.brand)}
        <bdi dir="ltr" className="tabular-nums">
          {maskedCard(card.last4)}
        </bdi>
      </span>
      <span className="text-sm text-muted">
        {card.name ? <bdi>{card.name}</bdi> : null}
        {card.name ? ' · ' : null}
        {t('wallet.cards.expires', { date: cardExpiry(card) })}
      </span>
    </span>
  );
}

function CardRow({ card, action }: { card: Card; action: string }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const write = useWalletAction(action, () => setDialog(null));
  const label = `${brandName(card.brand)} ${maskedCard(card.last4)}`;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3.5">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <CreditCard aria-hidden="true" className="size-5.5" />
      </span>
      {/* On a phone the actions move under the details rather than squeezing them. */}
      <div className="min-w-0 flex-1 basis-52">
        <CardSummary card={card} />
      </div>
      <div className="-my-1 flex w-full justify-end gap-1 sm:w-auto">
        <Button variant="ghost" size="sm" onPress={() => setDialog('rename')}>
          <PencilLine aria-hidden="true" className="size-4" />
          {t('wallet.cards.rename')}
          <span className="sr-only">: {label}</span>
        </Button>
        <Button variant="ghost" size="sm" className="text-danger" onPress={() => setDialog('delete')}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('wallet.cards.delete')}
          <span className="sr-only">: {label}</span>
        </Button>
      </div>
      <ModalDialog
        isOpen={dialog === 'rename'}
        onOpenChange={(open) => setDialog(open ? 'rename' : null)}
        title={t('wallet.cards.rename_title')}
        busy={write.busy}
      >
        <write.fetcher.Form method="post" action={action} className="grid gap-4">
          <input type="hidden" name="intent" value="rename-card" />
          <input type="hidden" name="id" value={card.id} />
          <FormAlert messages={write.formErrors} />
          <TextField
            name="name"
            label={t('wallet.cards.name')}
            defaultValue={card.name}
            maxLength={100}
            isRequired
            autoFocus
            errors={write.errors.name}
          />
          <div className="flex justify-end">
            <Button type="submit" isPending={write.busy}>
              {t('wallet.save')}
            </Button>
          </div>
        </write.fetcher.Form>
      </ModalDialog>
      <ModalDialog
        role="alertdialog"
        isOpen={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={t('wallet.cards.delete_title')}
        description={t('wallet.cards.delete_body', { card: label })}
        busy={write.busy}
      >
        <FormAlert messages={write.formErrors} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={() => setDialog(null)} isDisabled={write.busy}>
            {t('wallet.keep')}
          </Button>
          <Button
            variant="danger"
            isPending={write.busy}
            onPress={() => write.submit({ intent: 'delete-card', id: String(card.id) })}
          >
            <Trash2 aria-hidden="true" className="size-4.5" />
            {t('wallet.cards.delete_confirm')}
          </Button>
        </div>
      </ModalDialog>
    </li>
  );
}

/** The saved cards: brand, last four digits, expiry and name, never the number. */
export function CardList({ cards, action }: { cards: Card[]; action: string }) {
  return (
    <ul className="divide-y divide-line">
      {cards.map((card) => (
        <CardRow key={card.id} card={card} action={action} />
      ))}
    </ul>
  );
}
