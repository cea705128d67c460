import {
  SERVICE_DESCRIPTION_MAX_CHARS,
  SERVICE_DESCRIPTION_MIN_CHARS,
  SERVICE_IMAGES_MIN,
  SERVICE_NAME_MAX_CHARS,
  SERVICE_NAME_MIN_CHARS,
  SERVICE_TAGS_MAX,
} from '../business-constants';
import type { Language } from '../languages';
import { visibleLength } from '../validation-rules';
import { type BudgetsDraft, budgetProblems, type FieldProblem, type PricingMode } from './pricing';

/**
 * What each step of the wizard still lacks before a service can be published. The server answers it
 * with every saved service and refuses to publish while anything is listed; the wizard marks a step
 * complete when its list is empty.
 */
export type CompletenessInput = {
  names: Partial<Record<Language, string>>;
  descriptions: Partial<Record<Language, string>>;
  main_category_id: number | null;
  category_id: number | null;
  other_cat: string | null;
  tag_count: number;
  place_count: number;
  image_count: number;
  has_main_image: boolean;
  currency_minor_units: number | null;
  /** The lowest price of the service's currency, in its minor units. */
  minimum_minor: bigint | null;
  pricing: PricingMode | null;
  budgets: BudgetsDraft;
};

export type StepProblems = { general: FieldProblem[]; files: FieldProblem[]; communication: FieldProblem[] };

/** Name and description rules of one language; `descriptionHtml` is counted without its markup. */
export function textProblems(lang: Language, name: string | undefined, descriptionHtml: string | undefined) {
  const problems: FieldProblem[] = [];
  const nameLength = name?.trim().length ?? 0;
  if (!nameLength) problems.push({ field: `names.${lang}`, key: 'validation.required' });
  else if (nameLength < SERVICE_NAME_MIN_CHARS || nameLength > SERVICE_NAME_MAX_CHARS) {
    problems.push({
      field: `names.${lang}`,
      key: nameLength < SERVICE_NAME_MIN_CHARS ? 'validation.min_chars' : 'validation.max_chars',
      params: {
        count: nameLength < SERVICE_NAME_MIN_CHARS ? SERVICE_NAME_MIN_CHARS : SERVICE_NAME_MAX_CHARS,
      },
    });
  }
  const length = descriptionHtml ? visibleLength(descriptionHtml) : 0;
  if (!length) problems.push({ field: `descriptions.${lang}`, key: 'validation.required' });
  else if (length < SERVICE_DESCRIPTION_MIN_CHARS) {
    problems.push({
      field: `descriptions.${lang}`,
      key: 'validation.description_short',
      params: { count: SERVICE_DESCRIPTION_MIN_CHARS },
    });
  } else if (length > SERVICE_DESCRIPTION_MAX_CHARS) {
    problems.push({
      field: `descriptions.${lang}`,
      key: 'validation.max_chars',
      params: { count: SERVICE_DESCRIPTION_MAX_CHARS },
    });
  }
  return problems;
}

export function wizardProblems(service: CompletenessInput): StepProblems {
  const general: FieldProblem[] = [];
  const languages = new Set([
    ...Object.keys(service.names),
    ...Object.keys(service.descriptions),
  ]) as Set<Language>;
  if (!languages.size) {
    general.push({ field: 'names', key: 'validation.required' });
    general.push({ field: 'descriptions', key: 'validation.required' });
  }
  for (const lang of languages) {
    general.push(...textProblems(lang, service.names[lang], service.descriptions[lang]));
  }
  if (!service.main_category_id) general.push({ field: 'main_category_id', key: 'validation.required' });
  if (!service.category_id && !service.other_cat?.trim()) {
    general.push({ field: 'category_id', key: 'validation.required' });
  }
  if (service.tag_count < 1) general.push({ field: 'tag_ids', key: 'validation.tags_required' });
  if (service.tag_count > SERVICE_TAGS_MAX)
    general.push({ field: 'tag_ids', key: 'validation.tags_max', params: { count: SERVICE_TAGS_MAX } });
  if (service.place_count < 1) general.push({ field: 'places', key: 'validation.places_required' });

  const files: FieldProblem[] = [];
  if (service.image_count < SERVICE_IMAGES_MIN) {
    files.push({ field: 'images', key: 'validation.images_min', params: { count: SERVICE_IMAGES_MIN } });
  }
  if (!service.has_main_image) files.push({ field: 'main_image', key: 'validation.main_image' });

  const communication: FieldProblem[] =
    service.currency_minor_units === null || service.minimum_minor === null
      ? [{ field: 'currency_id', key: 'validation.required' }]
      : budgetProblems(service.pricing, service.budgets, service.currency_minor_units, service.minimum_minor);
  return { general, files, communication };
}

export const isComplete = (problems: StepProblems) =>
  !problems.general.length && !problems.files.length && !problems.communication.length;
