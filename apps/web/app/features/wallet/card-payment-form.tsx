import { TOP_UP_MAXIMUM_AED, TOP_UP_MINIMUM_AED } from '@wasla/shared/business-constants';
import type { Card } from '@wasla/shared/contracts/wallet';
import { toLatinDigits } from '@wasla/shared/digits';
import type { Language } from '@wasla/shared/languages';
import { LockKeyhole, Plus } from 'lucide-react';
import { useState } from 'react';
import { FieldError, Label, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { TextField } from '../../components/ui/text-field';
import { FormAlert } from '../auth/form-alert';
import type { FormResult } from '../feedback/form-result';
import { AddCardForm, type GatewayView } from './add-card-form';
import { CardSummary } from './card-list';
import { ChoiceRadio } from './choice-radio';
import { PaymentUnsuccessful, reasonOf } from './payment-unsuccessful';
import { formatPercent, showAed, showMoney, topUpQuote } from './wallet-money';

type Failed = Extract<FormResult, { ok: false }> & { code?: string };

/** The amount, the fee from the platform's pricing and what the card is charged, before paying. */
function Quote({ amount, feePercent, lang }: { amount: string; feePercent: string; lang: Language }) {
  const { t } = useTranslation();
  const quote = topUpQuote(amount, feePercent);
  const row = (label: string, value: string, strong = false) => (
    <div className={`flex justify-between gap-4 ${strong ? 'border-t border-line pt-2 font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
  return (
    <dl aria-live="polite" className="grid gap-2 rounded-xl bg-canvas p-4 text-sm">
      {row(t('wallet.pay.credited'), quote ? showMoney(quote.amount, lang) : '—')}
      {row(
        t('wallet.pay.fee', { percent: formatPercent(feePercent, lang) }),
        quote ? showMoney(quote.fee, lang) : '—',
      )}
      {row(t('wallet.pay.total'), quote ? showMoney(quote.total, lang) : '—', true)}
    </dl>
  );
}

/**
 * A card payment into the wallet (SPEC.md sections 3 and 9): the amount, a saved card or a new one,
 * the fee and total shown before paying. The form posts to its page's action, which charges the card
 * and sends the browser to 3-D Secure or to the result page.
 */
export function CardPaymentForm({
  lang,
  cards,
  feePercent,
  attempt,
  gateway,
  methodsAction,
  defaults,
  failed,
}: {
  lang: Language;
  cards: Card[];
  feePercent: string;
  attempt: string;
  gateway: GatewayView;
  methodsAction: string;
  defaults: { amount?: string; card_id?: number };
  failed?: Failed;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay';
  const [amount, setAmount] = useState(failed?.values.amount ?? defaults.amount ?? '');
  const firstCard = cards.find((c) => c.id === defaults.card_id) ?? cards[0];
  const [cardId, setCardId] = useState(failed?.values.card_id || (firstCard ? String(firstCard.id) : ''));
  const [adding, setAdding] = useState(false);
  const errors = failed?.errors ?? {};
  const quote = topUpQuote(amount, feePercent);
  // The card was refused: "Payment Unsuccessful" until the person chooses to try again.
  const [dismissed, setDismissed] = useState<Failed | undefined>(undefined);
  if (failed?.code === 'payment_failed' && dismissed !== failed) {
    return (
      <PaymentUnsuccessful
        lang={lang}
        headingLevel={2}
        reason={reasonOf(errors.form?.join(' ') ?? '', t('wallet.charge.failed_title'))}
        tryAgain={{ onPress: () => setDismissed(failed) }}
      />
    );
  }

  return (
    <>
      <Form method="post" noValidate className="grid max-w-xl gap-5">
        <input type="hidden" name="intent" value="pay" />
        <input type="hidden" name="attempt" value={attempt} />
        <FormAlert messages={failed?.code === 'payment_failed' ? undefined : errors.form} />
        <TextField
          name="amount"
          label={t('wallet.pay.amount')}
          description={t('wallet.pay.amount_hint', {
            min: showAed(String(TOP_UP_MINIMUM_AED), lang),
            max: showAed(String(TOP_UP_MAXIMUM_AED), lang),
          })}
          value={amount}
          onChange={setAmount}
          normalise={toLatinDigits}
          inputMode="decimal"
          inputDir="ltr"
          autoComplete="off"
          isRequired
          errors={errors.amount}
          className="sm:max-w-xs"
        />
        <RadioGroup
          name="card_id"
          value={cardId}
          onChange={setCardId}
          isRequired
          isInvalid={Boolean(errors.card_id?.length)}
          validationBehavior="aria"
          className="grid gap-2"
        >
          <Label className="text-sm font-semibold">{t('wallet.pay.card')}</Label>
          {cards.length === 0 ? <p className="text-sm text-muted">{t('wallet.pay.no_cards')}</p> : null}
          {cards.map((card) => (
            <ChoiceRadio key={card.id} value={String(card.id)}>
              <CardSummary card={card} />
            </ChoiceRadio>
          ))}
          <FieldError className="text-sm text-danger">{errors.card_id?.join(' ')}</FieldError>
          <div>
            <Button variant="ghost" size="sm" onPress={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {t('wallet.cards.add')}
            </Button>
          </div>
        </RadioGroup>
        <Quote amount={amount} feePercent={feePercent} lang={lang} />
        <div className="grid gap-2">
          <Button
            type="submit"
            size="lg"
            isPending={busy}
            isDisabled={!cardId}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            <LockKeyhole aria-hidden="true" className="size-4.5" />
            {quote ? t('wallet.pay.pay_total', { total: showMoney(quote.total, lang) }) : t('wallet.pay.pay')}
          </Button>
          <p className="text-xs text-muted">{t('wallet.pay.three_d_note')}</p>
        </div>
      </Form>
      <ModalDialog isOpen={adding} onOpenChange={setAdding} title={t('wallet.cards.add')}>
        <AddCardForm
          action={methodsAction}
          gateway={gateway}
          lang={lang}
          onSaved={(reply) => {
            if (reply.id) setCardId(String(reply.id));
            setAdding(false);
          }}
        />
      </ModalDialog>
    </>
  );
}
