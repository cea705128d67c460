import { SERVICE_NAME_MAX_CHARS } from '@wasla/shared/business-constants';
import type { ServiceEdit, WizardStep } from '@wasla/shared/contracts/services';
import { fieldLabelKeys } from '@wasla/shared/field-label-keys';
import { parseMinor } from '@wasla/shared/money';
import type { StepProblems } from '@wasla/shared/service-rules/completeness';
import {
  type BudgetTier,
  type FieldProblem,
  PLAN_TIERS,
  validDeliveryDays,
} from '@wasla/shared/service-rules/pricing';
import { isVisibilityOnlyChannel, normaliseSocialLink } from '@wasla/shared/service-rules/social-channels';
import type { i18n, TFunction } from 'i18next';
import { liveProblems, sentChannels, type WizardForm } from './wizard-form';

/**
 * The wizard checks what it can before sending, with the rules the server applies, so every problem
 * shows at once beside its field instead of one per round trip. A save refuses only what the server
 * would refuse in a draft (a malformed link, price or day count); publishing, and any save of a
 * published service, also needs every step complete.
 */
export function wizardCheck(
  form: WizardForm,
  service: ServiceEdit,
  minimumMinor: bigint | null,
  minorUnits: number | null,
  intent: 'save' | 'submit',
): FieldProblem[] {
  const format = formatProblems(form, minorUnits);
  if (intent === 'save' && service.status === 'draft') return format;
  const live = liveProblems(form, service, minimumMinor);
  const seen = new Set<string>();
  return [...live.general, ...live.files, ...live.communication, ...format].filter((problem) => {
    const id = `${problem.field} ${problem.key}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

function formatProblems(form: WizardForm, minorUnits: number | null): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [lang, name] of Object.entries(form.names)) {
    if ((name?.trim().length ?? 0) > SERVICE_NAME_MAX_CHARS)
      problems.push({
        field: `names.${lang}`,
        key: 'validation.max_chars',
        params: { count: SERVICE_NAME_MAX_CHARS },
      });
  }
  const tiers: BudgetTier[] =
    form.pricing === 'individual' ? ['individual'] : form.pricing === 'plans' ? [...PLAN_TIERS] : [];
  for (const tier of tiers) {
    const { price, delivery_days: days } = form.budgets[tier];
    if (price.trim()) {
      if (minorUnits === null) problems.push({ field: 'currency_id', key: 'validation.currency_first' });
      else {
        const minor = parseMinor(price, minorUnits);
        if (minor === undefined || minor <= 0n)
          problems.push({
            field: `budgets.${tier}.price`,
            key: 'validation.amount',
            params: { decimals: minorUnits },
          });
      }
    }
    if (days.trim() && !validDeliveryDays(Number(days)))
      problems.push({ field: `budgets.${tier}.delivery_days`, key: 'validation.delivery_days' });
  }
  sentChannels(form).forEach((kind, index) => {
    if (isVisibilityOnlyChannel(kind)) return;
    const checked = normaliseSocialLink(kind, form.social[kind].link);
    if (!checked.ok) problems.push({ field: `social_media.${index}.link`, key: checked.error });
  });
  if (form.expired_at && form.expired_at <= new Date().toISOString().slice(0, 10))
    problems.push({ field: 'expired_at', key: 'validation.date_future' });
  return problems;
}

const STEP_OF_FIELD: [RegExp, WizardStep][] = [
  [/^(images|main_image|media|voices|videos|certificates)/, 'files'],
  [/^(currency_id|pricing|budgets|social_media|expired_at|extra_option)/, 'communication'],
];

/** The step that holds a field; anything not on the files or prices step is on the first. */
export const stepOfField = (field: string): WizardStep =>
  STEP_OF_FIELD.find(([pattern]) => pattern.test(field))?.[1] ?? 'general';

/**
 * What each step lacks and what on it must be fixed, for its badge: a step is complete only when
 * nothing is missing and none of its fields shows an error.
 */
export function stepStates(problems: StepProblems, errors: Record<string, string[]>) {
  const fields = (step: WizardStep) => {
    const missing = new Set(problems[step].map((p) => p.field));
    const wrong = new Set(
      Object.keys(errors).filter((field) => field !== 'form' && stepOfField(field) === step),
    );
    return { missing: [...missing].filter((f) => !wrong.has(f)).length, toFix: wrong.size };
  };
  return { general: fields('general'), files: fields('files'), communication: fields('communication') };
}

/** Each problem as a sentence in the reader's language, by field; the field is named, never its path. */
export function problemMessages(
  t: TFunction,
  i18next: Pick<i18n, 'exists'>,
  problems: FieldProblem[],
): Record<string, string[]> {
  const label = (field: string) => {
    const key = fieldLabelKeys(field).find((k) => i18next.exists(`validation:fields.${k}`));
    return t(`validation:fields.${key ?? 'this_field'}`);
  };
  const messages: Record<string, string[]> = {};
  for (const { field, key, params } of problems) {
    const text = t(`validation:${key.replace(/^validation\./, '')}`, { ...params, field: label(field) });
    messages[field] = [...(messages[field] ?? []), text];
  }
  return messages;
}
