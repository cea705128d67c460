import { MY_SERVICES_PAGE_SIZE, type ServiceType } from '@wasla/shared/business-constants';
import type { Language } from '@wasla/shared/languages';
import {
  canApply,
  type ServiceEvent,
  type ServiceStatus,
  targetsOf,
} from '@wasla/shared/service-rules/service-states';
import { AppError } from '../../lib/http/app-error';
import { fieldError } from '../../lib/http/field-errors';
import { refsOf } from './listing-counts.repository';
import type { ListingFreshness } from './listing-freshness';
import type { Owner, ServiceAccess } from './service-access';
import { dayAfter, today } from './service-dates';
import { presentMyService } from './services.presenter';
import type { ServiceChanges, ServicesRepository } from './services.repository';

const statusConflict = () => new AppError(409, 'service_status_conflict', 'service_status_conflict');

/** Close, reopen and holidays, each allowed only where the state table allows it. */
export function createServiceStatus(
  repo: ServicesRepository,
  access: ServiceAccess,
  listings: ListingFreshness,
) {
  async function apply(
    owner: Owner,
    id: number,
    event: ServiceEvent,
    decide: (from: ServiceStatus) => ServiceChanges,
    lang: Language,
  ) {
    const row = await access.owned(id, owner);
    if (!canApply(row.status, event)) throw statusConflict();
    const changes = decide(row.status);
    if (changes.status && !targetsOf(row.status, event).includes(changes.status)) throw statusConflict();
    const moved = await repo.moveStatus(id, [row.status], changes);
    if (!moved) throw statusConflict();
    await listings.recount([refsOf(moved)]);
    listings.changed();
    return access.present(moved, lang);
  }

  return {
    close: (owner: Owner, id: number, lang: Language) =>
      apply(
        owner,
        id,
        'close',
        () => ({ status: 'closed', openUntil: null, holidayStart: null, holidayEnd: null }),
        lang,
      ),

    /** Open again, until the end of a chosen day or for good; an expired service loses its old end. */
    reopen: (owner: Owner, id: number, until: string | null | undefined, lang: Language) => {
      if (until && until < today()) throw fieldError('until', 'validation.date_future');
      return apply(
        owner,
        id,
        'reopen',
        (from) => ({
          status: 'open',
          openUntil: until ? dayAfter(until) : null,
          ...(from === 'expired' ? { expiredAt: null } : {}),
        }),
        lang,
      );
    },

    setHoliday: (owner: Owner, id: number, start: string, end: string, lang: Language) => {
      if (end < start) throw fieldError('holiday_end', 'validation.holiday_end_before_start');
      if (end < today()) throw fieldError('holiday_end', 'validation.date_future');
      return apply(
        owner,
        id,
        'set_holiday',
        () => ({ status: start <= today() ? 'holiday' : 'open', holidayStart: start, holidayEnd: end }),
        lang,
      );
    },

    cancelHoliday: async (owner: Owner, id: number, lang: Language) => {
      const row = await access.owned(id, owner);
      if (!row.holidayStart) throw statusConflict();
      return apply(
        owner,
        id,
        'cancel_holiday',
        () => ({ status: 'open', holidayStart: null, holidayEnd: null }),
        lang,
      );
    },

    async list(
      owner: Owner,
      query: { type: ServiceType; status: 'all' | 'open' | 'closed' | 'holiday'; page: number },
      lang: Language,
    ) {
      const statuses: ServiceStatus[] =
        query.status === 'all'
          ? ['open', 'closed', 'holiday', 'expired']
          : query.status === 'closed'
            ? ['closed', 'expired']
            : [query.status];
      const { rows, total } = await repo.listOwned(
        owner.id,
        { type: query.type, statuses },
        { limit: MY_SERVICES_PAGE_SIZE, offset: (query.page - 1) * MY_SERVICES_PAGE_SIZE },
      );
      return { items: rows.map((entry) => presentMyService(entry, lang)), total };
    },
  };
}

export type ServiceStatusService = ReturnType<typeof createServiceStatus>;
