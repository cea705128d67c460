import { eventsBy, type Machine, type MachineRow, transition } from '../state-machine/machine';

/**
 * The life of a service (SPEC.md section 4) as one table. The API decides every status change from
 * it and sweeps its timer rows (apps/api/src/modules/services/service-machine.ts), the web offers only
 * the actions it lists, and docs/state-machines/services.md is generated from it
 * (`npm run docs:state-machines`). Deleting a service is not a status: it leaves every list at once.
 */
export const SERVICE_STATUSES = ['draft', 'open', 'closed', 'holiday', 'expired', 'hidden'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const SERVICE_EVENTS = [
  'publish',
  'close',
  'reopen',
  'set_holiday',
  'cancel_holiday',
  'expire',
  'open_period_ends',
  'holiday_ends',
  'holiday_starts',
  'hide',
  'restore',
] as const;
export type ServiceEvent = (typeof SERVICE_EVENTS)[number];

/** The owner acts on their service; the moderation team hides one after a report, or shows it again. */
export type ServiceParty = 'owner' | 'team';
export type ServiceGuard = 'wizard_complete' | 'holiday_planned' | 'starts_today_or_earlier' | 'starts_later';
/** The deadline columns of a service, by their column names. */
export type ServiceDeadline = 'expired_at' | 'open_until' | 'holiday_start' | 'holiday_end';

/** What the guards look at, gathered by the caller from the locked row and the request. */
export type ServiceContext = {
  /** Today in UTC (YYYY-MM-DD), the calendar of the service dates. */
  today: string;
  /** Publishing: every step of the wizard is complete once this save is applied. */
  complete?: boolean;
  /** The first day of the holiday the service has now, if any. */
  holidayStart?: string | null;
  /** Setting a holiday: the first day asked for. */
  newHolidayStart?: string;
};

type Row = MachineRow<ServiceStatus, ServiceEvent, ServiceParty, ServiceGuard, ServiceDeadline>;

const HOLIDAY = ['holiday_start', 'holiday_end'] as const;

const ROWS: readonly Row[] = [
  { from: 'draft', event: 'publish', to: 'open', by: 'owner', guard: 'wizard_complete' },
  { from: 'open', event: 'close', to: 'closed', by: 'owner', clears: ['open_until', ...HOLIDAY] },
  { from: 'holiday', event: 'close', to: 'closed', by: 'owner', clears: ['open_until', ...HOLIDAY] },
  // Reopening sets open_until from the chosen day, or leaves the service open for good.
  { from: 'closed', event: 'reopen', to: 'open', by: 'owner' },
  { from: 'expired', event: 'reopen', to: 'open', by: 'owner', clears: ['expired_at'] },
  // A holiday that starts later keeps the service open until its first day.
  { from: 'open', event: 'set_holiday', to: 'open', by: 'owner', guard: 'starts_later' },
  { from: 'open', event: 'set_holiday', to: 'holiday', by: 'owner', guard: 'starts_today_or_earlier' },
  { from: 'holiday', event: 'set_holiday', to: 'open', by: 'owner', guard: 'starts_later' },
  { from: 'holiday', event: 'set_holiday', to: 'holiday', by: 'owner', guard: 'starts_today_or_earlier' },
  {
    from: 'open',
    event: 'cancel_holiday',
    to: 'open',
    by: 'owner',
    guard: 'holiday_planned',
    clears: HOLIDAY,
  },
  {
    from: 'holiday',
    event: 'cancel_holiday',
    to: 'open',
    by: 'owner',
    guard: 'holiday_planned',
    clears: HOLIDAY,
  },
  // Timers, in the order a sweep applies them: expiry first, and a holiday over is cleared before a
  // holiday starts, so a holiday whose last day passed unnoticed never begins.
  { from: 'open', event: 'expire', to: 'expired', by: 'timer', deadline: 'expired_at' },
  { from: 'holiday', event: 'expire', to: 'expired', by: 'timer', deadline: 'expired_at' },
  { from: 'closed', event: 'expire', to: 'expired', by: 'timer', deadline: 'expired_at' },
  {
    from: 'open',
    event: 'open_period_ends',
    to: 'closed',
    by: 'timer',
    deadline: 'open_until',
    clears: ['open_until'],
  },
  {
    from: 'holiday',
    event: 'holiday_ends',
    to: 'open',
    by: 'timer',
    deadline: 'holiday_end',
    clears: HOLIDAY,
  },
  // A holiday kept through an expiry or an end of opening is cleared once over, status unchanged.
  { from: 'open', event: 'holiday_ends', to: 'open', by: 'timer', deadline: 'holiday_end', clears: HOLIDAY },
  {
    from: 'closed',
    event: 'holiday_ends',
    to: 'closed',
    by: 'timer',
    deadline: 'holiday_end',
    clears: HOLIDAY,
  },
  {
    from: 'expired',
    event: 'holiday_ends',
    to: 'expired',
    by: 'timer',
    deadline: 'holiday_end',
    clears: HOLIDAY,
  },
  { from: 'open', event: 'holiday_starts', to: 'holiday', by: 'timer', deadline: 'holiday_start' },
  // The moderation team hides a reported service from everyone but its owner, who cannot reopen it;
  // shown again, it is closed, and its owner reopens it when they choose. Its end date is kept.
  ...(['open', 'holiday', 'closed', 'expired'] as const).map(
    (from): Row => ({ from, event: 'hide', to: 'hidden', by: 'team', clears: ['open_until', ...HOLIDAY] }),
  ),
  { from: 'hidden', event: 'restore', to: 'closed', by: 'team' },
];

export const serviceMachine: Machine<
  ServiceStatus,
  ServiceEvent,
  ServiceParty,
  ServiceGuard,
  ServiceDeadline,
  ServiceContext
> = {
  subject: 'service',
  states: SERVICE_STATUSES,
  initial: 'draft',
  rows: ROWS,
  guards: {
    wizard_complete: { means: 'every step of the wizard is complete', test: (c) => c.complete === true },
    holiday_planned: { means: 'a holiday is planned or under way', test: (c) => !!c.holidayStart },
    starts_today_or_earlier: {
      means: 'the holiday starts today or earlier',
      test: (c) => !!c.newHolidayStart && c.newHolidayStart <= c.today,
    },
    starts_later: {
      means: 'the holiday starts after today',
      test: (c) => !!c.newHolidayStart && c.newHolidayStart > c.today,
    },
  },
  deadlines: {
    expired_at: { kind: 'instant', means: 'the end date chosen by the owner is over' },
    open_until: { kind: 'instant', means: 'the last day of a reopening is over' },
    holiday_start: { kind: 'first_day', means: 'the first day of the holiday has come' },
    holiday_end: { kind: 'last_day', means: 'the last day of the holiday is over' },
  },
  emits: {
    publish: 'published',
    close: 'closed',
    reopen: 'reopened',
    set_holiday: 'holiday_set',
    cancel_holiday: 'holiday_cancelled',
    expire: 'expired',
    open_period_ends: 'open_period_ended',
    holiday_ends: 'holiday_ended',
    holiday_starts: 'holiday_started',
    hide: 'hidden',
    restore: 'restored',
  },
};

export const SERVICE_TRANSITIONS = serviceMachine.rows;

/** The statuses an event may lead to from `from` (two when a guard decides), empty when refused. */
export function targetsOf(from: ServiceStatus, event: ServiceEvent): ServiceStatus[] {
  return SERVICE_TRANSITIONS.filter((t) => t.from === from && t.event === event).map((t) => t.to);
}

export function canApply(from: ServiceStatus, event: ServiceEvent): boolean {
  return targetsOf(from, event).length > 0;
}

/** What the owner may do from a status: the buttons of "my services". */
export const ownerActions = (status: ServiceStatus): ServiceEvent[] =>
  eventsBy(serviceMachine, status, 'owner');

/** The owner's change from a status, decided by the table and its guards. */
export const ownerTransition = (status: ServiceStatus, event: ServiceEvent, context: ServiceContext) =>
  transition(serviceMachine, status, event, 'owner', context);

/** Every status but draft is listed to its owner; drafts are "uncompleted". */
export const isPublished = (status: ServiceStatus) => status !== 'draft';
