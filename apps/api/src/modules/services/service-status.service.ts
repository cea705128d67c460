import { MY_SERVICES_PAGE_SIZE, type ServiceType } from '@wasla/shared/business-constants';
import type { Language } from '@wasla/shared/languages';
import type { ServiceEvent, ServiceStatus } from '@wasla/shared/service-rules/service-states';
import { AppError } from '../../lib/http/app-error';
import { fieldError } from '../../lib/http/field-errors';
import { refsOf } from './listing-counts.repository';
import type { ListingFreshness } from './listing-freshness';
import type { Owner, ServiceAccess } from './service-access';
import { dayAfter, today } from './service-dates';
import type { OwnerServiceEvent } from './service-machine';
import { presentMyService } from './services.presenter';
import type { ServicesRepository } from './services.repository';

const statusConflict = () => new AppError(409, 'service_status_conflict', 'service_status_conflict');

/**
 * Close, reopen and holidays. The service table decides each change on the locked row (see
 * service-machine.ts), so a change it does not list, or one raced by another, answers 409.
 */
export function createServiceStatus(
  repo: ServicesRepository,
  access: ServiceAccess,
  listings: ListingFreshness,
) {
  async function apply(
    owner: Owner,
    id: number,
    event: ServiceEvent,
    lang: Language,
    more: Pick<OwnerServiceEvent, 'context' | 'changes'> = {},
  ) {
    await access.owned(id, owner);
    const moved = await repo.applyEvent({ id, event, ownerId: owner.id, ...more });
    if (!moved.ok) throw statusConflict();
    await listings.recount([refsOf(moved.row)]);
    listings.changed([refsOf(moved.row)]);
    return access.present(moved.row, lang);
  }

  return {
    close: (owner: Owner, id: number, lang: Language) => apply(owner, id, 'close', lang),

    /** Open again, until the end of a chosen day or for good; an expired service loses its old end. */
    reopen: (owner: Owner, id: number, until: string | null | undefined, lang: Language) => {
      if (until && until < today()) throw fieldError('until', 'validation.date_future');
      return apply(owner, id, 'reopen', lang, {
        changes: () => ({ openUntil: until ? dayAfter(until) : null }),
      });
    },

    /** The table picks holiday or open from the first day; the dates are kept either way. */
    setHoliday: (owner: Owner, id: number, start: string, end: string, lang: Language) => {
      if (end < start) throw fieldError('holiday_end', 'validation.holiday_end_before_start');
      if (end < today()) throw fieldError('holiday_end', 'validation.date_future');
      return apply(owner, id, 'set_holiday', lang, {
        context: { newHolidayStart: start },
        changes: () => ({ holidayStart: start, holidayEnd: end }),
      });
    },

    cancelHoliday: (owner: Owner, id: number, lang: Language) => apply(owner, id, 'cancel_holiday', lang),

    async list(
      owner: Owner,
      query: { type: ServiceType; status: 'all' | 'open' | 'closed' | 'holiday'; page: number },
      lang: Language,
    ) {
      // A service the team hid is inactive to its owner, who still needs to find it.
      const statuses: ServiceStatus[] =
        query.status === 'all'
          ? ['open', 'closed', 'holiday', 'expired', 'hidden']
          : query.status === 'closed'
            ? ['closed', 'expired', 'hidden']
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
