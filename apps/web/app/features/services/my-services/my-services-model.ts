import type { ServiceType } from '@wasla/shared/business-constants';
import type { WizardStep } from '@wasla/shared/contracts/services';
import type { Language } from '@wasla/shared/languages';
import { ownerActions, type ServiceStatus } from '@wasla/shared/service-rules/service-states';

/** The three lists of "my services" (SPEC.md section 2): published by type, and unfinished drafts. */
export const MY_SERVICES_TYPES = ['provided', 'requested', 'uncompleted'] as const;
export type MyServicesType = (typeof MY_SERVICES_TYPES)[number];

export const isMyServicesType = (value: unknown): value is MyServicesType =>
  MY_SERVICES_TYPES.includes(value as MyServicesType);

/** The status tabs of a published list: all, open (active), closed (inactive) and holiday. */
export const STATUS_TABS = ['all', 'open', 'closed', 'holiday'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

/** The tab and page of the address; anything unknown falls back to the first of each. */
export function listQueryOf(search: URLSearchParams): { status: StatusTab; page: number } {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    status: STATUS_TABS.includes(status as StatusTab) ? (status as StatusTab) : 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of one page of a list; the first tab and the first page stay out of the query. */
export function listHref(lang: Language, type: MyServicesType, status: StatusTab, page = 1): string {
  const query = new URLSearchParams();
  if (status !== 'all' && type !== 'uncompleted') query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `/${lang}/my-services/${type}${search ? `?${search}` : ''}`;
}

/** Where "add a service" leads from a list: the wizard for the same type (provided for drafts). */
export function addServiceHref(lang: Language, type: MyServicesType): string {
  const serviceType: ServiceType = type === 'requested' ? 'requested' : 'provided';
  return `/${lang}/add-service?type=${serviceType}`;
}

/** The buttons of a published service, from the state table; cancelling needs a planned holiday. */
export function cardActions(service: {
  status: ServiceStatus;
  holiday: { start: string; end: string } | null;
}) {
  const events = ownerActions(service.status);
  return {
    close: events.includes('close'),
    reopen: events.includes('reopen'),
    holiday: events.includes('set_holiday'),
    cancelHoliday: events.includes('cancel_holiday') && service.holiday !== null,
  };
}

/**
 * `open_until` and `expired_at` are the first moment after the chosen day (UTC); people read the
 * chosen day itself, the last one the service is open.
 */
export function lastDayOf(exclusiveEnd: string): string {
  return new Date(Date.parse(exclusiveEnd) - 1).toISOString().slice(0, 10);
}

/** A calendar day as `YYYY-MM-DD` in this device's time zone (the date inputs' own format). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => YMD.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** Catalog keys (under `my_services.errors`) of the fields of a dialog, before anything is sent. */
export type DialogErrors = Record<string, string[]>;

/** Reopening: for good, or until a day that has not passed. */
export function reopenProblems(mode: string, until: string, today: string): DialogErrors {
  if (mode === 'forever') return {};
  if (!until) return { until: ['until_required'] };
  if (!isDay(until)) return { until: ['date_invalid'] };
  if (until < today) return { until: ['until_past'] };
  return {};
}

/** A holiday needs both days, and it cannot end before it starts or before today. */
export function holidayProblems(start: string, end: string, today: string): DialogErrors {
  const errors: DialogErrors = {};
  if (!start) errors.holiday_start = ['start_required'];
  else if (!isDay(start)) errors.holiday_start = ['date_invalid'];
  if (!end) errors.holiday_end = ['end_required'];
  else if (!isDay(end)) errors.holiday_end = ['date_invalid'];
  else if (start && isDay(start) && end < start) errors.holiday_end = ['end_before_start'];
  else if (end < today) errors.holiday_end = ['end_past'];
  return errors;
}

/** What each step of an unfinished service still lacks, as a count per step in the wizard's order. */
export function draftProgress(steps: Partial<Record<WizardStep, unknown[]>>) {
  const order: WizardStep[] = ['general', 'files', 'communication'];
  const parts = order.map((step) => ({ step, done: (steps[step]?.length ?? 0) === 0 }));
  return { parts, done: parts.filter((part) => part.done).length, total: parts.length };
}

/** The intents the page's action accepts. */
export const CARD_INTENTS = ['close', 'reopen', 'holiday', 'cancel-holiday', 'delete', 'discard'] as const;
export type CardIntent = (typeof CARD_INTENTS)[number];
export const isCardIntent = (value: unknown): value is CardIntent =>
  CARD_INTENTS.includes(value as CardIntent);
