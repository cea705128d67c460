import { SERVICE_STATUSES, type ServiceStatus } from '@wasla/shared/service-rules/service-states';
import { describe, expect, it } from 'vitest';
import { type ActorName, actors, OWNER_ID } from '../../lib/policy/test-actors';
import { canService, type ServiceAction } from './service.policy';

const service = (status: ServiceStatus, deleted = false) => ({
  ownerId: OWNER_ID,
  status,
  deletedAt: deleted ? new Date('2026-01-01T00:00:00Z') : null,
});

// For each action and actor, the statuses in which it is allowed; every other status is refused.
const allowed: Record<ServiceAction, Record<ActorName, readonly ServiceStatus[]>> = {
  read: {
    guest: ['open', 'holiday', 'closed', 'expired'],
    owner: ['open', 'holiday', 'closed', 'expired'],
    other: ['open', 'holiday', 'closed', 'expired'],
    moderator: ['open', 'holiday', 'closed', 'expired'],
    finance: ['open', 'holiday', 'closed', 'expired'],
    support: ['open', 'holiday', 'closed', 'expired'],
    admin: ['open', 'holiday', 'closed', 'expired'],
  },
  edit: {
    guest: [],
    owner: SERVICE_STATUSES,
    other: [],
    moderator: [],
    finance: [],
    support: [],
    admin: [],
  },
  contact: {
    guest: [],
    owner: ['open', 'holiday', 'closed', 'expired'],
    other: ['open', 'holiday', 'closed', 'expired'],
    moderator: ['open', 'holiday', 'closed', 'expired'],
    finance: ['open', 'holiday', 'closed', 'expired'],
    support: ['open', 'holiday', 'closed', 'expired'],
    admin: ['open', 'holiday', 'closed', 'expired'],
  },
  favorite: {
    guest: [],
    owner: ['open', 'holiday', 'closed'],
    other: ['open', 'holiday', 'closed'],
    moderator: ['open', 'holiday', 'closed'],
    finance: ['open', 'holiday', 'closed'],
    support: ['open', 'holiday', 'closed'],
    admin: ['open', 'holiday', 'closed'],
  },
  report: {
    guest: [],
    owner: [],
    other: ['open', 'holiday', 'closed', 'expired'],
    moderator: ['open', 'holiday', 'closed', 'expired'],
    finance: ['open', 'holiday', 'closed', 'expired'],
    support: ['open', 'holiday', 'closed', 'expired'],
    admin: ['open', 'holiday', 'closed', 'expired'],
  },
};

const rows = Object.entries(allowed).flatMap(([action, byActor]) =>
  Object.entries(byActor).flatMap(([name, statuses]) =>
    SERVICE_STATUSES.map(
      (status) => [name as ActorName, action as ServiceAction, status, statuses.includes(status)] as const,
    ),
  ),
);

describe('service policy', () => {
  it.each(rows)('%s may %s a %s service: %s', (name, action, status, expected) => {
    expect(canService(actors[name], action, service(status))).toBe(expected);
  });

  it.each(rows.filter(([, , status]) => status === 'open'))(
    '%s may not %s a deleted service',
    (name, action) => {
      for (const status of SERVICE_STATUSES) {
        expect(canService(actors[name], action, service(status, true))).toBe(false);
      }
    },
  );
});
