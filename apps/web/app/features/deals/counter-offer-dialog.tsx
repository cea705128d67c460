import type { Deal } from '@wasla/shared/contracts/deals';
import type { Language } from '@wasla/shared/languages';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { FormAlert } from '../auth/form-alert';
import {
  type DealValues,
  type QuoteRates,
  quoteOf,
  type ServiceTerms,
  valuesOfDeal,
} from './deal-form-model';
import { DealSummary } from './deal-summary';
import { DealTermsFields } from './deal-terms-fields';
import { useDealAction } from './use-deal-action';

/**
 * The receiver's updated offer (SPEC.md section 4: "the provider may send an updated deal"): another
 * plan, time, extras or price, with the summary of what it would cost. The sender then approves,
 * rejects or dismisses it. Stays open with the server's errors and what was typed.
 */
export function CounterOfferDialog({
  isOpen,
  onOpenChange,
  action,
  deal,
  service,
  rates,
  lang,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  action: string;
  deal: Deal;
  service: ServiceTerms;
  rates: QuoteRates | null;
  lang: Language;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<DealValues>(() => valuesOfDeal(deal, service));
  const sent = useDealAction(action, () => onOpenChange(false));
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('deals.counter.title')}
      description={t('deals.counter.body')}
      busy={sent.busy}
    >
      <form
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          sent.submit({
            intent: 'counter',
            service_type: service.type,
            description: values.description,
            budget_type: values.budget_type,
            estimated_time: values.estimated_time,
            estimated_unit: values.estimated_unit,
            price: values.price,
            extra_option_ids: values.extra_option_ids.join(','),
          });
        }}
      >
        <FormAlert messages={sent.formErrors} />
        <DealTermsFields
          service={service}
          values={values}
          onChange={setValues}
          errors={sent.errors}
          lang={lang}
          withTitle={false}
        />
        <DealSummary quote={rates ? quoteOf(values, service, rates) : undefined} rates={rates} lang={lang} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={sent.busy}>
            {t('deals.actions.back')}
          </Button>
          <Button type="submit" isPending={sent.busy}>
            <Send aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />
            {t('deals.counter.send')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
