import {
  DEAL_DESCRIPTION_MAX_CHARS,
  DEAL_ESTIMATE_MAX,
  DEAL_TITLE_MAX_CHARS,
  DELIVERY_UNITS,
} from '@wasla/shared/business-constants';
import { toLatinDigits } from '@wasla/shared/digits';
import { formatMoney } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { Check } from 'lucide-react';
import { Checkbox, CheckboxGroup, FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { NativeSelectField } from '../../components/ui/native-select-field';
import { TextField } from '../../components/ui/text-field';
import { asksPrice, budgetChoices, type DealValues, type ServiceTerms } from './deal-form-model';

const CARD =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface p-3.5 outline-none transition-colors hover:border-brand-300 data-[focus-visible]:outline-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-accent-500 data-[selected]:border-brand-600 data-[selected]:bg-brand-50';

/**
 * The terms of an offer or a counter-offer: the plan, the price when a provider answers a request,
 * the estimated time, the extra options with their prices, and (for an offer) the title and the task.
 * Controlled: the page keeps the values, so an error from the server loses nothing typed.
 */
export function DealTermsFields({
  service,
  values,
  onChange,
  errors,
  lang,
  withTitle = true,
}: {
  service: ServiceTerms;
  values: DealValues;
  onChange: (values: DealValues) => void;
  errors: Record<string, string[] | undefined>;
  lang: Language;
  withTitle?: boolean;
}) {
  const { t } = useTranslation();
  const set = (change: Partial<DealValues>) => onChange({ ...values, ...change });
  const money = (amount: string) => formatMoney(amount, service.currency, lang);
  const unit = DELIVERY_UNITS.includes(values.estimated_unit as never)
    ? (values.estimated_unit as keyof typeof DEAL_ESTIMATE_MAX)
    : 'day';
  const choices = budgetChoices(service);
  return (
    <div className="grid gap-5">
      {withTitle ? (
        <TextField
          name="title"
          label={t('deals.form.title')}
          description={t('deals.form.title_hint')}
          value={values.title}
          onChange={(title) => set({ title })}
          maxLength={DEAL_TITLE_MAX_CHARS}
          isRequired
          errors={errors.title}
        />
      ) : null}
      <TextField
        name="description"
        label={t('deals.form.description')}
        description={t('deals.form.description_hint')}
        multiline
        value={values.description}
        onChange={(description) => set({ description })}
        maxLength={DEAL_DESCRIPTION_MAX_CHARS}
        isRequired
        errors={errors.description}
      />
      <RadioGroup
        name="budget_type"
        value={values.budget_type}
        onChange={(budget_type) => {
          const tier = service.budgets.find((b) => b.tier === budget_type);
          // A plan brings its own time and price; what was typed for another plan gives way.
          set({
            budget_type,
            ...(tier?.delivery_days
              ? { estimated_time: String(tier.delivery_days), estimated_unit: 'day' }
              : {}),
            ...(asksPrice(service) && tier ? { price: tier.price } : {}),
          });
        }}
        isRequired
        isInvalid={Boolean(errors.budget_type?.length)}
        validationBehavior="aria"
        className="grid gap-2"
      >
        <Label className="text-sm font-semibold">{t('deals.form.budget_type')}</Label>
        <div className={`grid gap-2 ${choices.length >= 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
          {choices.map((tier) => {
            const plan = service.budgets.find((b) => b.tier === tier);
            return (
              <Radio key={tier} value={tier} className={CARD}>
                {({ isSelected }) => (
                  <>
                    <span
                      aria-hidden="true"
                      className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border-2 ${isSelected ? 'border-brand-700' : 'border-line'}`}
                    >
                      {isSelected ? <span className="size-2.5 rounded-full bg-brand-700" /> : null}
                    </span>
                    <span className="grid gap-0.5">
                      <span className="font-semibold">{t(`deals.budget.${tier}`)}</span>
                      {plan ? (
                        <span className="text-sm text-muted">
                          <bdi>{money(plan.price)}</bdi>
                          {plan.delivery_days
                            ? ` · ${t('deals.estimate.day', { count: plan.delivery_days })}`
                            : ''}
                        </span>
                      ) : (
                        <span className="text-sm text-muted">{t('deals.form.your_price')}</span>
                      )}
                    </span>
                  </>
                )}
              </Radio>
            );
          })}
        </div>
        <FieldError className="text-sm text-danger">{errors.budget_type?.join(' ')}</FieldError>
      </RadioGroup>
      {asksPrice(service) ? (
        <TextField
          name="price"
          label={t('deals.form.price', { currency: service.currency })}
          description={
            service.minPrice
              ? t('deals.form.price_min', { min: money(service.minPrice) })
              : t('deals.form.price_hint')
          }
          value={values.price}
          onChange={(price) => set({ price })}
          normalise={toLatinDigits}
          inputMode="decimal"
          inputDir="ltr"
          autoComplete="off"
          isRequired
          errors={errors.price}
          className="sm:max-w-xs"
        />
      ) : null}
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold">{t('deals.form.estimated_time')}</legend>
        <div className="flex flex-wrap items-start gap-3">
          <TextField
            name="estimated_time"
            label={t('deals.form.estimated_number')}
            value={values.estimated_time}
            onChange={(estimated_time) => set({ estimated_time })}
            normalise={toLatinDigits}
            inputMode="numeric"
            inputDir="ltr"
            autoComplete="off"
            isRequired
            errors={errors.estimated_time}
            className="w-32"
          />
          <NativeSelectField
            name="estimated_unit"
            label={t('deals.form.estimated_unit')}
            value={unit}
            onChange={(estimated_unit) => set({ estimated_unit })}
            options={DELIVERY_UNITS.map((u) => ({ id: u, name: t(`deals.units.${u}`) }))}
            className="w-40"
          />
        </div>
        <p className="text-xs text-muted">
          {t('deals.form.estimated_hint', {
            max: t(`deals.estimate.${unit}`, { count: DEAL_ESTIMATE_MAX[unit] }),
          })}
        </p>
        {errors.estimated_unit?.length ? (
          <p className="text-sm text-danger">{errors.estimated_unit.join(' ')}</p>
        ) : null}
      </fieldset>
      {service.extras.length ? (
        <CheckboxGroup
          name="extra_option_ids"
          value={values.extra_option_ids}
          onChange={(extra_option_ids) => set({ extra_option_ids })}
          isInvalid={Boolean(errors.extra_option_ids?.length)}
          validationBehavior="aria"
          className="grid gap-2"
        >
          <Label className="text-sm font-semibold">{t('deals.form.extras')}</Label>
          <Text slot="description" className="text-xs text-muted">
            {t('deals.form.extras_hint')}
          </Text>
          {service.extras.map((option) => (
            <Checkbox key={option.id} value={String(option.id)} className={`group ${CARD}`}>
              <span
                aria-hidden="true"
                className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-md border-2 border-line group-data-[selected]:border-brand-700 group-data-[selected]:bg-brand-700"
              >
                <Check className="hidden size-3.5 text-white group-data-[selected]:block" strokeWidth={3} />
              </span>
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-medium" dir="auto">
                  {option.description}
                </span>
                <span className="text-xs text-muted">
                  {t(`deals.extra_time.${option.unit}`, { count: option.delivery_days })}
                </span>
              </span>
              <bdi className="font-semibold tabular-nums">{money(option.price)}</bdi>
            </Checkbox>
          ))}
          <FieldError className="text-sm text-danger">{errors.extra_option_ids?.join(' ')}</FieldError>
        </CheckboxGroup>
      ) : null}
    </div>
  );
}
