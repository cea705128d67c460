import type { Property, Tag } from '@wasla/shared/contracts/catalogue';
import type { ServiceEdit } from '@wasla/shared/contracts/services';
import type { Language } from '@wasla/shared/languages';
import { createContext, useContext } from 'react';
import type { WizardForm } from './wizard-form';

export type Option = { id: number; name: string };
export type CategoryOption = Option & { children: Option[] };

/** What the loader gives the wizard, besides the service itself. */
export type WizardCatalogue = {
  categories: CategoryOption[];
  currencies: (Option & { minor_units: number })[];
  countries: Option[];
  minimums: { currency_id: number; code: string; minimum: string }[];
  translation: boolean;
  properties: Property[];
  tags: Tag[];
};

export type WizardState = WizardCatalogue & {
  lang: Language;
  service: ServiceEdit;
  form: WizardForm;
  update: (change: Partial<WizardForm> | ((form: WizardForm) => Partial<WizardForm>)) => void;
  /** Messages by field from the last refused save, e.g. `names.en` or `budgets.basic.price`. */
  errors: Record<string, string[]>;
  /** The address the wizard's own action answers at. */
  action: string;
};

export const WizardContext = createContext<WizardState | null>(null);

export function useWizard(): WizardState {
  const state = useContext(WizardContext);
  if (!state) throw new Error('useWizard outside the service wizard');
  return state;
}

/** Every message for a field and the fields below it (`budgets.basic` finds `budgets.basic.price`). */
export function errorsUnder(errors: Record<string, string[]>, prefix: string): string[] {
  return Object.entries(errors)
    .filter(([field]) => field === prefix || field.startsWith(`${prefix}.`))
    .flatMap(([, list]) => list);
}
