import { onlyLatinDigits } from '@wasla/shared/digits';
import type { Language } from '@wasla/shared/languages';
import { CreditCard, LockKeyhole } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { FormAlert } from '../auth/form-alert';
import { type CardField, groupedCardNumber, tokeniseCard, typedExpiry } from './gateway-client';
import { TestCardsHint } from './test-cards-hint';
import { useWalletAction, type WalletReply } from './use-wallet-action';
import { showAed } from './wallet-money';

/** Where the browser tokenises cards, whether it is the test gateway, and the card check's amount. */
export type GatewayView = {
  url: string;
  testMode: boolean;
  checkCharge: { amount: string; currency: string } | null;
};

const EMPTY = { number: '', expiry: '', cvc: '', name: '' };

/**
 * A new card (SPEC.md section 3, Wallet): number, expiry, security code and name go from the browser
 * to the card gateway, which answers a token; only the token and the name are sent to `action`
 * (`intent=save-card`), so the card number never reaches our server. The inputs have no `name`, so
 * even a form sent without scripts carries none of it.
 */
export function AddCardForm({
  action,
  gateway,
  lang,
  onSaved,
}: {
  action: string;
  gateway: GatewayView;
  lang: Language;
  onSaved?: (reply: WalletReply) => void;
}) {
  const { t, i18n } = useTranslation();
  const [card, setCard] = useState(EMPTY);
  const [refused, setRefused] = useState<{ field: CardField | 'form'; code: string } | null>(null);
  const [tokenising, setTokenising] = useState(false);
  const save = useWalletAction(action, (reply) => {
    setCard(EMPTY);
    onSaved?.(reply);
  });
  const busy = tokenising || save.busy;

  const messageOf = (code: string) =>
    t(
      i18n.exists(`wallet.card_form.errors.${code}`)
        ? `wallet.card_form.errors.${code}`
        : 'wallet.card_form.errors.generic',
    );
  const errorsOf = (field: CardField) => {
    if (refused?.field === field) return [messageOf(refused.code)];
    return field === 'name' ? save.errors.name : undefined;
  };
  const formErrors = [
    ...(refused?.field === 'form' ? [messageOf(refused.code)] : []),
    ...(save.formErrors ?? []),
    ...(save.errors.token ?? []),
  ];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setRefused(null);
    setTokenising(true);
    const result = await tokeniseCard(gateway.url, card);
    setTokenising(false);
    if (!result.ok) {
      setRefused({ field: result.field, code: result.code });
      return;
    }
    save.submit({ intent: 'save-card', token: result.token, name: card.name.trim() });
  }

  const set = (field: keyof typeof EMPTY) => (value: string) => setCard((c) => ({ ...c, [field]: value }));
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby="add-card-title">
      <h3 id="add-card-title" className="flex items-center gap-2 font-bold">
        <CreditCard aria-hidden="true" className="size-5 text-brand-700" />
        {t('wallet.card_form.title')}
      </h3>
      {gateway.testMode ? <TestCardsHint /> : null}
      <FormAlert messages={formErrors.length ? formErrors : undefined} />
      <TextField
        label={t('wallet.card_form.number')}
        value={card.number}
        onChange={set('number')}
        normalise={groupedCardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        inputDir="ltr"
        placeholder="1234 1234 1234 1234"
        isRequired
        errors={errorsOf('number')}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t('wallet.card_form.expiry')}
          value={card.expiry}
          onChange={set('expiry')}
          normalise={typedExpiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          inputDir="ltr"
          placeholder={t('wallet.card_form.expiry_placeholder')}
          isRequired
          errors={errorsOf('expiry')}
        />
        <TextField
          label={t('wallet.card_form.cvc')}
          value={card.cvc}
          onChange={set('cvc')}
          normalise={(text) => onlyLatinDigits(text).slice(0, 4)}
          inputMode="numeric"
          autoComplete="cc-csc"
          inputDir="ltr"
          maxLength={4}
          isRequired
          errors={errorsOf('cvc')}
        />
      </div>
      <TextField
        label={t('wallet.card_form.name')}
        value={card.name}
        onChange={set('name')}
        autoComplete="cc-name"
        maxLength={100}
        errors={errorsOf('name')}
      />
      <p className="flex items-start gap-2 text-xs text-muted">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        <span>
          {t('wallet.card_form.secure_note')}
          {gateway.checkCharge
            ? ` ${t('wallet.card_form.check_charge', { amount: showAed(gateway.checkCharge.amount, lang, gateway.checkCharge.currency) })}`
            : null}
        </span>
      </p>
      <div>
        <Button type="submit" isPending={busy} className="w-full sm:w-auto">
          {busy ? t('wallet.card_form.saving') : t('wallet.card_form.save')}
        </Button>
      </div>
    </form>
  );
}
