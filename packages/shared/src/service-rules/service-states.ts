/**
 * The life of a service (SPEC.md section 4) as one table, read by the API to allow a change and by
 * the web to offer only the actions that apply. Timer rows are applied by the sweeper when a deadline
 * column passes: `expired_at`, `open_until`, or the holiday dates.
 */
export const SERVICE_STATUSES = ['draft', 'open', 'closed', 'holiday', 'expired'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const SERVICE_EVENTS = [
  'publish',
  'close',
  'reopen',
  'set_holiday',
  'cancel_holiday',
  'holiday_starts',
  'holiday_ends',
  'open_period_ends',
  'expire',
] as const;
export type ServiceEvent = (typeof SERVICE_EVENTS)[number];

type Transition = {
  from: ServiceStatus;
  event: ServiceEvent;
  to: ServiceStatus;
  actor: 'owner' | 'timer';
  guard?: string;
};

export const SERVICE_TRANSITIONS: readonly Transition[] = [
  { from: 'draft', event: 'publish', to: 'open', actor: 'owner', guard: 'every step of the wizard complete' },
  { from: 'open', event: 'close', to: 'closed', actor: 'owner' },
  { from: 'holiday', event: 'close', to: 'closed', actor: 'owner' },
  { from: 'closed', event: 'reopen', to: 'open', actor: 'owner', guard: 'optional end date in the future' },
  { from: 'expired', event: 'reopen', to: 'open', actor: 'owner', guard: 'optional end date in the future' },
  // A holiday that starts later keeps the service open until its first day.
  { from: 'open', event: 'set_holiday', to: 'open', actor: 'owner', guard: 'start after today' },
  { from: 'open', event: 'set_holiday', to: 'holiday', actor: 'owner', guard: 'start today or earlier' },
  { from: 'holiday', event: 'set_holiday', to: 'open', actor: 'owner', guard: 'start after today' },
  { from: 'holiday', event: 'set_holiday', to: 'holiday', actor: 'owner', guard: 'start today or earlier' },
  { from: 'open', event: 'cancel_holiday', to: 'open', actor: 'owner', guard: 'a holiday is planned' },
  { from: 'holiday', event: 'cancel_holiday', to: 'open', actor: 'owner' },
  { from: 'open', event: 'holiday_starts', to: 'holiday', actor: 'timer', guard: 'holiday_start <= today' },
  { from: 'holiday', event: 'holiday_ends', to: 'open', actor: 'timer', guard: 'holiday_end < today' },
  { from: 'open', event: 'open_period_ends', to: 'closed', actor: 'timer', guard: 'open_until <= now' },
  { from: 'open', event: 'expire', to: 'expired', actor: 'timer', guard: 'expired_at <= now' },
  { from: 'holiday', event: 'expire', to: 'expired', actor: 'timer', guard: 'expired_at <= now' },
  { from: 'closed', event: 'expire', to: 'expired', actor: 'timer', guard: 'expired_at <= now' },
];

/** The statuses an event may lead to from `from` (two when a guard decides), empty when refused. */
export function targetsOf(from: ServiceStatus, event: ServiceEvent): ServiceStatus[] {
  return SERVICE_TRANSITIONS.filter((t) => t.from === from && t.event === event).map((t) => t.to);
}

export function canApply(from: ServiceStatus, event: ServiceEvent): boolean {
  return targetsOf(from, event).length > 0;
}

/** What the owner may do from a status: the buttons of "my services". */
export function ownerActions(status: ServiceStatus): ServiceEvent[] {
  const events = SERVICE_TRANSITIONS.filter((t) => t.from === status && t.actor === 'owner').map(
    (t) => t.event,
  );
  return [...new Set(events)];
}

/** Open, holiday and closed services are listed to their owner; drafts are "uncompleted". */
export const isPublished = (status: ServiceStatus) => status !== 'draft';
