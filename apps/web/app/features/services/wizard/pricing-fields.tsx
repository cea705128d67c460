import { DELIVERY_DAYS_MAX } from '@wasla/shared/business-constants';
import { onlyLatinDigits, toLatinDigits } from '@wasla/shared/digits';
import { type BudgetTier, PLAN_TIERS, type PricingMode } from '@wasla/shared/service-rules/pricing';
import { useState } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { idOfKey } from '../../../lib/select-key';
import { errorsUnder, useWizard } from './wizard-context';
import { hasBudgetData, type WizardForm } from './wizard-form';

const emptyBudgets = (form: WizardForm) =>
  Object.fromEntries(
    Object.keys(form.budgets).map((tier) => [tier, { price: '', delivery_days: '' }]),
  ) as WizardForm['budgets'];

/**
 * Currency, then one price or three plans. Switching between the two erases the prices written so far,
 * after a confirmation (SPEC.md section 5). The lowest price of the chosen currency is shown.
 */
export function PricingFields() {
  const { t } = useTranslation();
  const { form, update, errors, currencies, minimums } = useWizard();
  const [switchTo, setSwitchTo] = useState<PricingMode | null>(null);
  const minimum = minimums.find((m) => m.currency_id === form.currency_id);
  const code = minimum?.code ?? '';

  const choose = (mode: PricingMode) => {
    if (mode === form.pricing) return;
    if (form.pricing && hasBudgetData(form)) setSwitchTo(mode);
    else update({ pricing: mode });
  };
  const budget = (tier: BudgetTier, key: 'price' | 'delivery_days', value: string) =>
    update((current) => ({
      budgets: { ...current.budgets, [tier]: { ...current.budgets[tier], [key]: value } },
    }));

  const priceField = (tier: BudgetTier, label: string) => (
    <TextField
      label={label}
      value={form.budgets[tier].price}
      onChange={(value) => budget(tier, 'price', toLatinDigits(value))}
      inputMode="decimal"
      inputDir="ltr"
      description={minimum ? t('wizard.price_minimum', { amount: `${minimum.minimum} ${code}` }) : undefined}
      errors={errorsUnder(errors, `budgets.${tier}.price`)}
    />
  );
  const daysField = (tier: BudgetTier) => (
    <TextField
      label={t('wizard.delivery_days')}
      value={form.budgets[tier].delivery_days}
      // Digits of any script count: "٣" is three days, not nothing.
      onChange={(value) => budget(tier, 'delivery_days', onlyLatinDigits(value))}
      inputMode="numeric"
      inputDir="ltr"
      maxLength={3}
      description={t('wizard.delivery_days_hint', { max: DELIVERY_DAYS_MAX })}
      errors={errorsUnder(errors, `budgets.${tier}.delivery_days`)}
    />
  );

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-5">
      <legend className="mb-2 text-base font-bold">{t('wizard.pricing_title')}</legend>
      <div className="max-w-sm">
        <SelectField
          label={t('wizard.currency')}
          name="currency_id"
          options={currencies}
          value={form.currency_id}
          onChange={(key) => update({ currency_id: idOfKey(key) })}
          placeholder={t('profile.choose')}
          errors={errorsUnder(errors, 'currency_id')}
        />
      </div>
      <RadioGroup
        value={form.pricing}
        onChange={(value) => choose(value as PricingMode)}
        isInvalid={Boolean(errors.pricing)}
        className="grid gap-2"
        aria-label={t('wizard.pricing_mode')}
      >
        <span className="text-sm font-semibold">{t('wizard.pricing_mode')}</span>
        <div className="grid gap-2 sm:grid-cols-2">
          {(['individual', 'plans'] as const).map((mode) => (
            <Radio
              key={mode}
              value={mode}
              className="cursor-pointer rounded-xl border-2 border-line p-4 outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-accent-500 data-[selected]:border-brand-700 data-[selected]:bg-brand-50"
            >
              <span className="block font-bold">{t(`wizard.pricing_${mode}`)}</span>
              <span className="mt-1 block text-sm text-muted">{t(`wizard.pricing_${mode}_hint`)}</span>
            </Radio>
          ))}
        </div>
        {errors.pricing ? <p className="text-sm text-danger">{errors.pricing.join(' ')}</p> : null}
      </RadioGroup>

      {form.pricing === 'individual' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {priceField('individual', t('wizard.price', { currency: code }))}
          {daysField('individual')}
        </div>
      ) : null}
      {form.pricing === 'plans' ? (
        <div className="grid gap-4 lg:grid-cols-3">
          {PLAN_TIERS.map((tier) => (
            <div key={tier} className="grid gap-3 rounded-2xl border border-line p-4">
              <h4 className="font-bold">{t(`wizard.tiers.${tier}`)}</h4>
              {priceField(tier, t('wizard.price', { currency: code }))}
              {daysField(tier)}
            </div>
          ))}
        </div>
      ) : null}

      <ModalDialog
        isOpen={switchTo !== null}
        onOpenChange={(open) => {
          if (!open) setSwitchTo(null);
        }}
        role="alertdialog"
        title={t('wizard.switch_pricing_title')}
        description={t('wizard.switch_pricing_body')}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" autoFocus onPress={() => setSwitchTo(null)}>
            {t('wizard.keep_prices')}
          </Button>
          <Button
            variant="danger"
            onPress={() => {
              update((current) => ({ pricing: switchTo, budgets: emptyBudgets(current) }));
              setSwitchTo(null);
            }}
          >
            {t('wizard.erase_and_switch')}
          </Button>
        </div>
      </ModalDialog>
    </fieldset>
  );
}
