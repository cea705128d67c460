import type { ServiceStatus } from '@wasla/shared/service-rules/service-states';
import { describe, expect, it } from 'vitest';
import { type ActorName, actors, OWNER_ID } from '../../lib/policy/test-actors';
import { canReport, type ReportTarget } from './report.policy';

const gone = new Date('2026-01-01T00:00:00Z');
const service = (status: ServiceStatus, deletedAt: Date | null = null): ReportTarget => ({
  type: 'service',
  service: { ownerId: OWNER_ID, status, deletedAt },
});
const provider = (deletedAt: Date | null = null): ReportTarget => ({
  type: 'provider',
  account: { id: OWNER_ID, deletedAt },
});

const table: [ActorName, string, ReportTarget, boolean][] = [
  ['guest', 'an open service', service('open'), false],
  ['other', 'an open service', service('open'), true],
  ['other', 'a closed service', service('closed'), true],
  ['other', 'an expired service', service('expired'), true],
  ['other', 'a draft', service('draft'), false],
  ['other', 'a deleted service', service('open', gone), false],
  ['owner', 'its own service', service('open'), false],
  ['moderator', 'an open service', service('open'), true],
  ['guest', 'an account', provider(), false],
  ['other', 'an account', provider(), true],
  ['other', 'a deleted account', provider(gone), false],
  ['owner', 'its own account', provider(), false],
];

describe('report policy', () => {
  it.each(table)('%s may report %s: %s', (name, _, target, expected) => {
    expect(canReport(actors[name], 'file', target)).toBe(expected);
  });
});
