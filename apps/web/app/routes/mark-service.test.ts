import { randomUUID } from 'node:crypto';
import {
  categoryPair,
  createTestApp,
  fund,
  IN_MEMORY,
  insertListedService,
  type TestApp,
} from '@wasla/api/testing';
import { sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarkReplyOutcome } from '../features/marks/mark-actions.server';
import { inProcessContext } from '../test/in-process-api';
import { type PageMember, pageMember, pageText } from '../test/page-member';
import { startPageRenderer } from '../test/page-renderer';
import { action } from './mark-service';

let t: TestApp;
let context: AppLoadContext;
let renderer: Awaited<ReturnType<typeof startPageRenderer>>;
let owner: PageMember;
let stranger: PageMember;
let serviceId: number;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY, RATE_LIMIT_MAX: 100_000 });
  context = inProcessContext(t);
  renderer = await startPageRenderer(t);
  [owner, stranger] = await Promise.all([pageMember(t, 'Mona Owner'), pageMember(t, 'Sami Stranger')]);
  const { mainId, subId } = await categoryPair(t, 0);
  const service = await insertListedService(t, {
    userId: owner.id,
    names: { en: 'Logo design', ar: 'تصميم شعار' },
    mainCategoryId: mainId,
    categoryId: subId,
  });
  serviceId = service.id;
}, 180_000);
afterAll(async () => {
  await renderer?.close();
  await t?.close();
});

/** A date `days` from now, as the form's date field sends it. */
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The mark page's form as the browser sends it, answered as the page's action answers it. */
async function send(cookie: string, fields: Record<string, string>): Promise<MarkReplyOutcome> {
  const request = new Request(`http://localhost/en/mark-service/${serviceId}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { cookie },
  });
  const reply = await action({
    request,
    params: { lang: 'en', id: String(serviceId) },
    context,
  } as Parameters<typeof action>[0]);
  return (reply as unknown as { data: MarkReplyOutcome }).data;
}

const period = (start: string) => ({
  start_date: start,
  start_clock: '09:30',
  timezone: 'Asia/Dubai',
  duration: '3',
  unit: 'days',
});

describe('the mark page', () => {
  it('shows the owner the form, the price and no promotion yet, in English', async () => {
    const page = await renderer.page(`/en/mark-service/${serviceId}`, owner.cookie);
    expect(page.status).toBe(200);
    const text = pageText(page);
    for (const words of [
      'Promote “Logo design”',
      'Start date',
      'Start time',
      'Time zone',
      'Length',
      'Days',
      'Weeks',
      'Price after discount',
      'Plan discount (0%)',
      'VAT (5%)',
      'Total',
      'Review and pay',
      'Your promotions',
      'No promotion yet',
    ])
      expect(text).toContain(words);
    expect(page.sent).toContain('value="Asia/Dubai"');
    expect(text).not.toMatch(/my_services\.mark/);
  });

  it('reads right to left in Arabic', async () => {
    const page = await renderer.page(`/ar/mark-service/${serviceId}`, owner.cookie);
    expect(page.status).toBe(200);
    expect(page.sent).toMatch(/<html[^>]*dir="rtl"/);
    const text = pageText(page);
    for (const words of [
      'تمييز «تصميم شعار»',
      'تاريخ البدء',
      'المنطقة الزمنية',
      'السعر بعد الخصم',
      'لا تمييز بعد',
    ])
      expect(text).toContain(words);
  });

  it('is the 404 page for another account, and the login for a guest', async () => {
    expect((await renderer.page(`/en/mark-service/${serviceId}`, stranger.cookie)).status).toBe(404);
    expect([302, 303]).toContain((await renderer.page(`/en/mark-service/${serviceId}`)).status);
  });

  it('prices as it is typed and says beside the start what is wrong with it', async () => {
    const past = await send(owner.cookie, { ...period(dayFrom(-2)), intent: 'check' });
    expect(past.outcome).toBe('check');
    if (past.outcome !== 'check') return;
    expect(past.quote?.total).toMatch(/^\d+\.\d\d$/);
    expect(past.errors.start_time?.join(' ')).toBeTruthy();
    const tooLong = await send(owner.cookie, {
      ...period(dayFrom(2)),
      duration: '9',
      unit: 'week',
      intent: 'check',
    });
    expect(tooLong.outcome === 'check' && tooLong.errors.duration).toBeTruthy();
    // The page asks by GET, so that checking reloads nothing else.
    const query = new URLSearchParams(period(dayFrom(2)));
    const fine = await renderer.page(`/en/mark-service/${serviceId}/check?${query}`, owner.cookie);
    expect(fine.status).toBe(200);
    expect(JSON.parse(fine.sent)).toMatchObject({ outcome: 'check', errors: {}, quote: { duration: 3 } });
    const theirs = await renderer.page(`/en/mark-service/${serviceId}/check?${query}`, stranger.cookie);
    expect(JSON.parse(theirs.sent).quote).toBeNull();
  });

  it('confirms, opens the empty-wallet dialog when short, then pays once and lists the promotion', async () => {
    const preview = await send(owner.cookie, { ...period(dayFrom(3)), intent: 'preview' });
    expect(preview.outcome).toBe('preview');
    if (preview.outcome !== 'preview') return;
    expect(preview.preview.service.name).toBe('Logo design');

    const short = await send(owner.cookie, {
      ...period(dayFrom(3)),
      intent: 'pay',
      attempt: preview.attempt,
    });
    expect(short.outcome).toBe('shortfall');
    if (short.outcome !== 'shortfall') return;
    expect(short.shortfall.total).toBe(preview.preview.total);

    await fund(t, owner.id, 1_000_000n);
    const attempt = randomUUID();
    const paid = await send(owner.cookie, { ...period(dayFrom(3)), intent: 'pay', attempt });
    const again = await send(owner.cookie, { ...period(dayFrom(3)), intent: 'pay', attempt });
    expect(paid.outcome).toBe('paid');
    if (paid.outcome !== 'paid' || again.outcome !== 'paid') throw new Error('not paid');
    expect(paid.mark?.status).toBe('scheduled');
    expect(again.mark?.id).toBe(paid.mark?.id);

    const page = await renderer.page(`/en/mark-service/${serviceId}`, owner.cookie);
    const text = pageText(page);
    expect(text).toContain('Scheduled');
    expect(text).toContain('Impressions 0');
    expect(text).toContain('Clicks 0');
    expect(page.sent).toContain(`href="/en/invoices/${paid.mark?.invoice_id}"`);
    expect(text.match(/View invoice/g)).toHaveLength(1);

    // The same period again overlaps the one paid for: said beside the start.
    const overlap = await send(owner.cookie, { ...period(dayFrom(3)), intent: 'preview' });
    expect(overlap.outcome === 'refused' && overlap.errors.start_time?.join(' ')).toContain(
      'already promoted',
    );
  });

  it('labels the service Promoted on listing cards and its page while it runs, in English and Arabic', async () => {
    const promotedCount = (text: string, label: string) => text.split(label).length - 1;
    // The sweep sets promoted_until when the paid period starts; here it starts now.
    await t.app.database.db.execute(
      sql`update services set promoted_until = now() + interval '1 day' where id = ${serviceId}`,
    );
    // Read first after the change: listings are cached for a while.
    const en = pageText(await renderer.page('/en/category', stranger.cookie));
    expect(en).toContain('Logo design');
    expect(promotedCount(en, 'Promoted')).toBe(1);
    const ar = await renderer.page('/ar/category', stranger.cookie);
    expect(pageText(ar)).toContain('مميّزة');
    const slug = encodeURIComponent((await t.api('GET', `/services/${serviceId}`)).json().data.slug);
    const mine = await renderer.page(`/en/services/${slug}`, owner.cookie);
    expect(pageText(mine)).toContain('Promoted');
    expect(mine.sent).toContain(`href="/en/mark-service/${serviceId}"`);
    const visitor = await renderer.page(`/en/services/${slug}`, stranger.cookie);
    expect(pageText(visitor)).toContain('Promoted');
    expect(visitor.sent).not.toContain(`/en/mark-service/${serviceId}`);
  });

  it("counts a visit from a promoted card's link as a click on the running promotion", async () => {
    await t.app.database.db.execute(
      sql`update service_marks set status = 'active' where service_id = ${serviceId}`,
    );
    await t.app.database.db.execute(
      sql`update services set promoted_until = now() + interval '1 day' where id = ${serviceId}`,
    );
    const slug = encodeURIComponent((await t.api('GET', `/services/${serviceId}`)).json().data.slug);
    const listing = await renderer.page('/en/category', stranger.cookie);
    expect(listing.sent).toContain(`href="/en/services/${slug}?from=promotion"`);
    const clicks = async () => {
      await t.app.sweep();
      const marks = (
        await t.api('GET', `/services/mark/${serviceId}`, {
          headers: { authorization: `Bearer ${owner.token}` },
        })
      ).json().data;
      return (marks.marks as { clicks: number }[]).reduce((sum, mark) => sum + mark.clicks, 0);
    };
    const before = await clicks();
    await renderer.page(`/en/services/${slug}`, stranger.cookie);
    expect(await clicks()).toBe(before);
    // The test renderer renders each page twice from one device, as a revalidation or a reload
    // would: one click.
    await renderer.page(`/en/services/${slug}?from=promotion`, stranger.cookie);
    // The page does not wait for the count: it is written by the next sweep after it arrives.
    await expect.poll(clicks, { timeout: 5_000 }).toBe(before + 1);
    await renderer.page(`/en/services/${slug}?from=promotion`, stranger.cookie);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await clicks()).toBe(before + 1);
  });
});
