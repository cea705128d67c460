import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { advanceClock, freezeClock, resetClock } from '../../lib/clock';
import { signUpVerified } from '../../test/accounts';
import { completeDraft } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Mid-morning, so that moving fifteen hours lands early the next day, well inside the sign-in's life.
const TODAY = '2031-03-10';
const TOMORROW = '2031-03-11';
const YESTERDAY = '2031-03-09';
const NEXT_MORNING_MS = 15 * 3_600_000;
beforeEach(() => freezeClock(new Date(`${TODAY}T10:00:00Z`)));
afterEach(() => resetClock());

type Auth = Record<string, string>;

async function publishedService(auth: Auth) {
  const id = await completeDraft(t, auth);
  const published = await t.api('PATCH', `/services/${id}`, { headers: auth, body: {} });
  expect(published.statusCode).toBe(200);
  return id;
}

const post = (auth: Auth, path: string, body?: unknown) => t.api('POST', path, { headers: auth, body });
const edit = async (auth: Auth, id: number) =>
  (await t.api('GET', `/services/${id}/edit`, { headers: auth })).json().data;
const tab = async (auth: Auth, status: string) =>
  (
    (await t.api('GET', `/my-services?status=${status}`, { headers: auth })).json().data.data as {
      id: number;
    }[]
  )
    .map((s) => s.id)
    .sort();

describe('closing and reopening', () => {
  it('closes, reopens until a day, and closes again once that day is over', async () => {
    const { auth } = await signUpVerified(t);
    const id = await publishedService(auth);

    const closed = await post(auth, `/services/${id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.status).toBe('closed');
    expect(closed.json().message.txt).toEqual(['The status of the service has been updated.']);

    // Nothing but reopening applies to a closed service.
    for (const [path, body] of [
      [`/services/${id}/close`, undefined],
      [`/services/${id}/change-availability`, { holiday_start: TODAY, holiday_end: TOMORROW }],
      [`/services/${id}/cancel-holiday`, undefined],
    ] as const) {
      const refused = await post(auth, path, body);
      expect(refused.statusCode, path).toBe(409);
      expect(refused.json().code).toBe('service_status_conflict');
    }
    const past = await post(auth, `/services/${id}/reopen`, { until: YESTERDAY });
    expect(past.statusCode).toBe(422);
    expect(past.json().message.until).toEqual(['Choose today or a later date.']);

    const reopened = await post(auth, `/services/${id}/reopen`, { until: TODAY });
    expect(reopened.json().data).toMatchObject({ status: 'open', open_until: `${TOMORROW}T00:00:00.000Z` });
    await t.app.sweep();
    expect((await edit(auth, id)).status).toBe('open');

    advanceClock(NEXT_MORNING_MS);
    await t.app.sweep();
    expect(await edit(auth, id)).toMatchObject({ status: 'closed', open_until: null });

    // Reopened for good: the next morning changes nothing.
    await post(auth, `/services/${id}/reopen`, {});
    advanceClock(3_600_000);
    await t.app.sweep();
    expect(await edit(auth, id)).toMatchObject({ status: 'open', open_until: null });
  });
});

describe('holidays', () => {
  it('starts a holiday today and ends it once its last day is over', async () => {
    const { auth } = await signUpVerified(t);
    const id = await publishedService(auth);
    const holiday = await post(auth, `/services/${id}/change-availability`, {
      holiday_start: TODAY,
      holiday_end: TODAY,
    });
    expect(holiday.statusCode).toBe(200);
    expect(holiday.json().data).toMatchObject({ status: 'holiday', holiday: { start: TODAY, end: TODAY } });
    await t.app.sweep();
    expect((await edit(auth, id)).status).toBe('holiday');

    advanceClock(NEXT_MORNING_MS);
    await t.app.sweep();
    expect(await edit(auth, id)).toMatchObject({ status: 'open', holiday: null });
  });

  it('keeps a service open until the first day of a planned holiday, and cancels it', async () => {
    const { auth } = await signUpVerified(t);
    const id = await publishedService(auth);
    const planned = await post(auth, `/services/${id}/change-availability`, {
      holiday_start: TOMORROW,
      holiday_end: '2031-03-12',
    });
    expect(planned.json().data).toMatchObject({
      status: 'open',
      holiday: { start: TOMORROW, end: '2031-03-12' },
    });
    await t.app.sweep();
    expect((await edit(auth, id)).status).toBe('open');

    advanceClock(NEXT_MORNING_MS);
    await t.app.sweep();
    expect((await edit(auth, id)).status).toBe('holiday');

    const cancelled = await post(auth, `/services/${id}/cancel-holiday`);
    expect(cancelled.json().data).toMatchObject({ status: 'open', holiday: null });
    const again = await post(auth, `/services/${id}/cancel-holiday`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('service_status_conflict');

    // A planned holiday can be cancelled before it starts, too.
    await post(auth, `/services/${id}/change-availability`, {
      holiday_start: '2031-03-20',
      holiday_end: '2031-03-21',
    });
    expect((await post(auth, `/services/${id}/cancel-holiday`)).json().data).toMatchObject({
      status: 'open',
      holiday: null,
    });
  });

  it('refuses a holiday that ends before it starts, or is over already', async () => {
    const { auth } = await signUpVerified(t);
    const id = await publishedService(auth);
    const backwards = await post(auth, `/services/${id}/change-availability`, {
      holiday_start: '2031-03-12',
      holiday_end: TOMORROW,
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().message.holiday_end).toEqual(['The holiday cannot end before it starts.']);
    const over = await post(auth, `/services/${id}/change-availability`, {
      holiday_start: '2031-03-01',
      holiday_end: YESTERDAY,
    });
    expect(over.statusCode).toBe(422);
    const notADate = await post(auth, `/services/${id}/change-availability`, {
      holiday_start: '10/03/2031',
      holiday_end: TOMORROW,
    });
    expect(notADate.statusCode).toBe(422);
    expect((await edit(auth, id)).holiday).toBeNull();
  });
});

describe('expiry', () => {
  it('expires a service when its end date is over, and reopens it without one', async () => {
    const { auth } = await signUpVerified(t);
    const id = await publishedService(auth);
    const past = await post(auth, `/services/${id}/save-draft`, { expired_at: YESTERDAY });
    expect(past.statusCode).toBe(422);
    expect(past.json().message.expired_at).toEqual(['Choose today or a later date.']);

    const saved = await post(auth, `/services/${id}/save-draft`, { expired_at: TODAY });
    expect(saved.json().data).toMatchObject({ status: 'open', expired_at: `${TOMORROW}T00:00:00.000Z` });
    await t.app.sweep();
    expect((await edit(auth, id)).status).toBe('open');

    advanceClock(NEXT_MORNING_MS);
    await t.app.sweep();
    expect((await edit(auth, id)).status).toBe('expired');
    // An expired service sits under "closed".
    expect(await tab(auth, 'closed')).toEqual([id]);
    expect(await tab(auth, 'open')).toEqual([]);

    const refused = await post(auth, `/services/${id}/change-availability`, {
      holiday_start: TOMORROW,
      holiday_end: TOMORROW,
    });
    expect(refused.statusCode).toBe(409);

    const reopened = await post(auth, `/services/${id}/reopen`, {});
    expect(reopened.json().data).toMatchObject({ status: 'open', expired_at: null });
    await t.app.sweep();
    expect((await edit(auth, id)).status).toBe('open');
  });

  it('takes an end date on the submit that publishes', async () => {
    const { auth } = await signUpVerified(t);
    const id = await completeDraft(t, auth);
    const published = await t.api('PATCH', `/services/${id}`, {
      headers: auth,
      body: { expired_at: TODAY },
    });
    expect(published.json().data).toMatchObject({ status: 'open', expired_at: `${TOMORROW}T00:00:00.000Z` });
    advanceClock(NEXT_MORNING_MS);
    await t.app.sweep();
    expect((await edit(auth, id)).status).toBe('expired');
  });
});

describe('my services', () => {
  it('lists each service under its tab, and drafts apart', async () => {
    const { auth } = await signUpVerified(t);
    const open = await publishedService(auth);
    const closed = await publishedService(auth);
    const holiday = await publishedService(auth);
    await post(auth, `/services/${closed}/close`);
    await post(auth, `/services/${holiday}/change-availability`, {
      holiday_start: TODAY,
      holiday_end: TOMORROW,
    });
    const draft = (await post(auth, '/budgets', { type: 'provided' })).json().data.service.id as number;

    expect(await tab(auth, 'open')).toEqual([open]);
    expect(await tab(auth, 'closed')).toEqual([closed]);
    expect(await tab(auth, 'holiday')).toEqual([holiday]);
    expect(await tab(auth, 'all')).toEqual([open, closed, holiday].sort());
    const requested = await t.api('GET', '/my-services?type=requested&status=all', { headers: auth });
    expect(requested.json().data.data).toEqual([]);

    const drafts = await t.api('GET', '/my-draft-services', { headers: auth });
    expect(drafts.json().data.data.map((s: { id: number }) => s.id)).toEqual([draft]);
    expect(drafts.json().data.meta).toMatchObject({ current_page: 1, total: 1 });

    // Nothing of the status table applies to a draft.
    const closeDraft = await post(auth, `/services/${draft}/close`);
    expect(closeDraft.statusCode).toBe(409);
    expect(closeDraft.json().code).toBe('service_status_conflict');
  });
});
