import { NOTIFICATION_EMAIL_DELAY_MINUTES } from '@wasla/shared/business-constants';
import { afterEach, describe, expect, it } from 'vitest';
import { freezeClock, resetClock } from '../../lib/clock';
import type { NotificationRow } from '../notifications/notifications.repository';
import type { MailJobsRepository, NewMailJob } from './mail-jobs.repository';
import { createMailPlanning } from './mail-planning';

afterEach(resetClock);

const row = (id: number, kind: string): NotificationRow => ({
  id,
  recipientId: 7,
  kind,
  template: kind,
  data: {},
  senderId: null,
  sourceEventId: 1,
  readAt: null,
  createdAt: new Date('2031-01-10T08:00:00Z'),
});

describe('planning the e-mail of stored notifications', () => {
  it('plans one for each kind that matters, due the delay after it was stored, and none for the rest', async () => {
    const planned: NewMailJob[] = [];
    const repo = { plan: async (_tx: unknown, jobs: NewMailJob[]) => void planned.push(...jobs) };
    freezeClock(new Date('2031-01-10T08:00:05Z'));
    await createMailPlanning(repo as unknown as MailJobsRepository).notificationsStored({} as never, [
      row(1, 'deal_offer_received'),
      row(2, 'deal_canceled'),
      row(3, 'deal_paid'),
      row(4, 'service_available'),
      row(5, 'deal_disputed'),
      row(6, 'withdrawal_paid'),
      row(7, 'deal_delivered'),
    ]);
    const due = new Date(Date.parse('2031-01-10T08:00:05Z') + NOTIFICATION_EMAIL_DELAY_MINUTES * 60_000);
    expect(planned).toEqual([
      {
        userId: 7,
        kind: 'notification',
        topic: 'deals',
        key: 'notification:1',
        notificationId: 1,
        dueAt: due,
      },
      {
        userId: 7,
        kind: 'notification',
        topic: 'payments',
        key: 'notification:3',
        notificationId: 3,
        dueAt: due,
      },
      {
        userId: 7,
        kind: 'notification',
        topic: 'deliveries',
        key: 'notification:7',
        notificationId: 7,
        dueAt: due,
      },
    ]);
  });
});
