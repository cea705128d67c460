import {
  DELIVERY_UNITS,
  EXTRA_OPTION_DESCRIPTION_MAX_CHARS,
  EXTRA_OPTIONS_MAX,
  EXTRA_OPTIONS_PAGE,
} from '@wasla/shared/business-constants';
import { onlyLatinDigits, toLatinDigits } from '@wasla/shared/digits';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-queue';
import type { WizardReply } from './wizard-actions.server';
import { useWizard } from './wizard-context';

const blank = { price: '', description: '', delivery_days: '', unit: 'day' };

/**
 * Extra options a client may add to an order: price, description, delivery time and its unit. Saved
 * as soon as added; the same four values twice are refused; the list shows three more at a time.
 */
export function ExtraOptions() {
  const { t } = useTranslation();
  const { service, action, form, minimums } = useWizard();
  const adder = useFetcher<WizardReply>();
  const remover = useFetcher<WizardReply>();
  const [draft, setDraft] = useState(blank);
  const [shown, setShown] = useState(EXTRA_OPTIONS_PAGE);
  const options = service.extra_options;
  const failed = adder.state === 'idle' && adder.data && !adder.data.ok ? adder.data.errors : {};
  const currency =
    minimums.find((m) => m.currency_id === form.currency_id)?.code ?? service.currency?.code ?? '';

  useEffect(() => {
    if (adder.state === 'idle' && adder.data?.ok) {
      setDraft(blank);
      toast.success(adder.data.message);
    }
  }, [adder.state, adder.data]);
  useEffect(() => {
    if (remover.state === 'idle' && remover.data && !remover.data.ok)
      toast.error(Object.values(remover.data.errors).flat().join(' '));
  }, [remover.state, remover.data]);

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4">
      <legend className="mb-2 text-base font-bold">
        {t('wizard.extras_title')}{' '}
        <span className="text-sm font-normal text-muted">
          ({options.length}/{EXTRA_OPTIONS_MAX})
        </span>
      </legend>
      <p className="-mt-2 text-sm text-muted">{t('wizard.extras_hint')}</p>
      {options.length ? (
        <ul className="grid gap-2">
          {options.slice(0, shown).map((option) => (
            <li
              key={option.id}
              className="flex items-center gap-3 rounded-xl border border-line px-3 py-2 text-sm"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold [overflow-wrap:anywhere]" dir="auto">
                  {option.description}
                </span>
                <span className="text-muted">
                  <span dir="ltr">
                    +{option.price} {currency}
                  </span>{' '}
                  · {t(`wizard.units.${option.unit}`, { count: option.delivery_days })}
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('wizard.remove_extra', { name: option.description })}
                isDisabled={remover.state !== 'idle'}
                onPress={() =>
                  remover.submit(
                    { intent: 'remove-extra', option_id: String(option.id) },
                    { method: 'post', action },
                  )
                }
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {options.length > shown ? (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          onPress={() => setShown((n) => n + EXTRA_OPTIONS_PAGE)}
        >
          {t('wizard.show_more', { count: Math.min(EXTRA_OPTIONS_PAGE, options.length - shown) })}
        </Button>
      ) : null}
      {options.length < EXTRA_OPTIONS_MAX ? (
        <div className="grid gap-3 rounded-2xl border border-dashed border-line p-4 sm:grid-cols-2">
          <TextField
            label={t('wizard.extra_description')}
            value={draft.description}
            onChange={(description) => setDraft({ ...draft, description })}
            maxLength={EXTRA_OPTION_DESCRIPTION_MAX_CHARS}
            errors={failed.description}
            className="sm:col-span-2"
          />
          <TextField
            label={t('wizard.price', { currency })}
            value={draft.price}
            onChange={(price) => setDraft({ ...draft, price: toLatinDigits(price) })}
            inputMode="decimal"
            inputDir="ltr"
            errors={[...(failed.price ?? []), ...(failed.currency_id ?? [])]}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t('wizard.extra_time')}
              value={draft.delivery_days}
              onChange={(value) => setDraft({ ...draft, delivery_days: onlyLatinDigits(value) })}
              inputMode="numeric"
              inputDir="ltr"
              maxLength={3}
              errors={failed.delivery_days}
            />
            <SelectField
              label={t('wizard.extra_unit')}
              name="unit"
              options={DELIVERY_UNITS.map((unit) => ({ id: unit, name: t(`wizard.unit_names.${unit}`) }))}
              value={draft.unit}
              onChange={(unit) => setDraft({ ...draft, unit: String(unit ?? 'day') })}
            />
          </div>
          {failed.extra_option || failed.form ? (
            <p role="alert" className="text-sm text-danger sm:col-span-2">
              {[...(failed.extra_option ?? []), ...(failed.form ?? [])].join(' ')}
            </p>
          ) : null}
          <Button
            variant="secondary"
            className="justify-self-start"
            isDisabled={adder.state !== 'idle'}
            onPress={() =>
              adder.submit(
                { intent: 'add-extra', ...draft, currency_id: String(form.currency_id ?? '') },
                { method: 'post', action },
              )
            }
          >
            <Plus aria-hidden="true" className="size-4.5" />
            {t('wizard.add_extra')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">{t('wizard.extras_full', { count: EXTRA_OPTIONS_MAX })}</p>
      )}
    </fieldset>
  );
}
