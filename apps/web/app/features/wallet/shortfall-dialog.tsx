import type { Card } from '@wasla/shared/contracts/wallet';
import type { Language } from '@wasla/shared/languages';
import { ArrowLeft, LockKeyhole, Plus } from 'lucide-react';
import { useState } from 'react';
import { Label, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { AddCardForm, type GatewayView } from './add-card-form';
import { AmountLines } from './amount-lines';
import { CardSummary } from './card-list';
import { ChoiceRadio } from './choice-radio';
import { showAed } from './wallet-money';

/** The wallet's 303 reply to a purchase (a deal, a plan): what it has, what is owed, the card's part. */
export type WalletShortfall = {
  available: string;
  total: string;
  shortfall: string;
  fee: string;
  charge_total: string;
  currency: string;
};

/**
 * The empty-wallet dialog (SPEC.md section 8, 303): what the wallet has, what the purchase (a deal, a
 * plan) costs (`totalLabel`), what is missing and the card fee on it; then a saved card is charged
 * only the shortfall plus its fee, and the purchase is paid in the same flow. A new card can be added
 * here without leaving the page. `fields` are hidden fields the page's action needs besides.
 */
export function ShortfallDialog({
  isOpen,
  onOpenChange,
  shortfall,
  cards,
  gateway,
  lang,
  attempt,
  totalLabel,
  description,
  fields = {},
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  shortfall: WalletShortfall;
  cards: Card[];
  gateway: GatewayView;
  lang: Language;
  attempt: string;
  totalLabel: string;
  /** What happens once the card is charged (the deal is paid, the plan starts). */
  description?: string;
  fields?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay-card';
  const [cardId, setCardId] = useState(cards[0] ? String(cards[0].id) : '');
  const [adding, setAdding] = useState(cards.length === 0);
  const aed = (amount: string) => showAed(amount, lang, shortfall.currency);
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={t('deals.pay.short_title')}
      description={description ?? t('deals.pay.short_body')}
      busy={busy}
    >
      <div className="grid gap-4">
        <AmountLines
          lines={[
            [t('deals.pay.available'), aed(shortfall.available)],
            [totalLabel, aed(shortfall.total)],
            [t('deals.pay.shortfall'), aed(shortfall.shortfall)],
            [t('deals.pay.card_fee'), aed(shortfall.fee)],
          ]}
          total={[t('deals.pay.charge_total'), aed(shortfall.charge_total)]}
        />
        {adding ? (
          <div className="grid gap-3">
            {cards.length ? (
              <div>
                <Button variant="ghost" size="sm" onPress={() => setAdding(false)}>
                  <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                  {t('deals.pay.saved_cards')}
                </Button>
              </div>
            ) : (
              <p className="text-sm text-muted">{t('deals.pay.no_cards')}</p>
            )}
            <AddCardForm
              action={`/${lang}/payment-methods`}
              gateway={gateway}
              lang={lang}
              onSaved={(reply) => {
                if (reply.id) setCardId(String(reply.id));
                setAdding(false);
              }}
            />
          </div>
        ) : (
          <Form method="post" className="grid gap-4">
            <input type="hidden" name="intent" value="pay-card" />
            <input type="hidden" name="attempt" value={attempt} />
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <RadioGroup name="card_id" value={cardId} onChange={setCardId} isRequired className="grid gap-2">
              <Label className="text-sm font-semibold">{t('deals.pay.choose_card')}</Label>
              {cards.map((card) => (
                <ChoiceRadio key={card.id} value={String(card.id)}>
                  <CardSummary card={card} />
                </ChoiceRadio>
              ))}
              <div>
                <Button variant="ghost" size="sm" onPress={() => setAdding(true)}>
                  <Plus aria-hidden="true" className="size-4" />
                  {t('wallet.cards.add')}
                </Button>
              </div>
            </RadioGroup>
            <p className="text-xs text-muted">{t('deals.pay.excess_note')}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={busy}>
                {t('deals.actions.back')}
              </Button>
              <Button type="submit" isPending={busy} isDisabled={!cardId}>
                <LockKeyhole aria-hidden="true" className="size-4.5" />
                {t('deals.pay.charge_card', { total: aed(shortfall.charge_total) })}
              </Button>
            </div>
          </Form>
        )}
      </div>
    </ModalDialog>
  );
}
