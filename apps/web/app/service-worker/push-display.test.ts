import { describe, expect, it } from 'vitest';
import { clickPlan, notificationOf, type SiteWindow, sameOriginLink } from './push-display';

const ORIGIN = 'https://wasla.example';

describe('a push message', () => {
  it('shows the sender as the title and the sentence as the body, tagged by its notification, opening its page', () => {
    const shown = notificationOf(
      { id: 42, title: 'Nora Baker', body: 'You received a new offer', url: '/en/deals/7' },
      ORIGIN,
    );
    expect(shown).toEqual({
      title: 'Nora Baker',
      options: {
        body: 'You received a new offer',
        icon: '/icons/notification-192.png',
        badge: '/icons/notification-badge-96.png',
        tag: 'notification-42',
        lang: 'en',
        dir: 'ltr',
        data: { url: 'https://wasla.example/en/deals/7' },
      },
    });
  });

  it('reads right to left in Arabic, from the language of its page', () => {
    const shown = notificationOf({ id: 3, title: 'نورة', body: 'وصلك عرض جديد', url: '/ar/deals/9' }, ORIGIN);
    expect(shown?.options).toMatchObject({ lang: 'ar', dir: 'rtl', data: { url: `${ORIGIN}/ar/deals/9` } });
  });

  it('the same notification twice has the same tag, so the second replaces the first', () => {
    const message = { id: 5, title: 'Omar', body: 'Paid', url: '/fr/deals/1' };
    expect(notificationOf(message, ORIGIN)?.options.tag).toBe(notificationOf(message, ORIGIN)?.options.tag);
    expect(notificationOf({ ...message, id: 6 }, ORIGIN)?.options.tag).not.toBe('notification-5');
  });

  it('keeps no link that leaves the site, and then says no language', () => {
    for (const url of [
      'https://evil.example/en/deals/1',
      '//evil.example/en/deals/1',
      'javascript:alert(1)',
      'data:text/html,hi',
      'http://wasla.example/en/deals/1',
      42,
      undefined,
    ]) {
      const shown = notificationOf({ id: 1, title: 'Omar', body: 'Hi', url }, ORIGIN);
      expect(shown?.options.data, String(url)).toEqual({ url: null });
      expect(shown?.options.lang, String(url)).toBeUndefined();
    }
  });

  it('is not one of ours without a positive id and a title', () => {
    for (const message of [
      null,
      'text',
      { title: 'No id', body: '', url: '/en' },
      { id: 0, title: 'Zero', url: '/en' },
      { id: 1.5, title: 'Half', url: '/en' },
      { id: '7', title: 'String id', url: '/en' },
      { id: 7, title: '   ', url: '/en' },
      { id: 7, url: '/en' },
    ])
      expect(notificationOf(message, ORIGIN), JSON.stringify(message)).toBeNull();
    expect(notificationOf({ id: 7, title: 'No body' }, ORIGIN)?.options.body).toBe('');
  });
});

describe('a link of the site', () => {
  it('is resolved against the site and kept only on it', () => {
    expect(sameOriginLink('/tr/notifications?page=2#x', ORIGIN)).toBe(`${ORIGIN}/tr/notifications?page=2#x`);
    expect(sameOriginLink(`${ORIGIN}/en`, ORIGIN)).toBe(`${ORIGIN}/en`);
    expect(sameOriginLink('https://wasla.example.evil.test/en', ORIGIN)).toBeNull();
    expect(sameOriginLink('', ORIGIN)).toBeNull();
  });
});

describe('a click on a notification', () => {
  const tab = (url: string, focused = false, visibilityState: DocumentVisibilityState = 'hidden') => ({
    url,
    focused,
    visibilityState,
  });
  const data = { url: `${ORIGIN}/en/deals/7` };

  it('takes the window in front to the page', () => {
    const front = tab(`${ORIGIN}/en/chat`, true, 'visible');
    const plan = clickPlan(data, [tab(`${ORIGIN}/en`), front], ORIGIN);
    expect(plan).toEqual({ kind: 'focus', window: front, navigateTo: `${ORIGIN}/en/deals/7` });
  });

  it('else a visible window, else any window of the site', () => {
    const visible = tab(`${ORIGIN}/ar`, false, 'visible');
    const hidden = tab(`${ORIGIN}/ar/chat`);
    expect(clickPlan(data, [hidden, visible], ORIGIN)).toMatchObject({ window: visible });
    expect(clickPlan(data, [hidden], ORIGIN)).toMatchObject({ kind: 'focus', window: hidden });
  });

  it('only brings forward a window already on the page', () => {
    const there = tab(`${ORIGIN}/en/deals/7`, true, 'visible');
    expect(clickPlan(data, [there], ORIGIN)).toEqual({ kind: 'focus', window: there, navigateTo: null });
  });

  it('opens the page when no window of the site is open', () => {
    const elsewhere: SiteWindow[] = [tab('https://other.example/', true, 'visible')];
    expect(clickPlan(data, elsewhere, ORIGIN)).toEqual({ kind: 'open', url: `${ORIGIN}/en/deals/7` });
    expect(clickPlan(data, [], ORIGIN)).toEqual({ kind: 'open', url: `${ORIGIN}/en/deals/7` });
  });

  it('never follows a link off the site: brings the site forward, or opens its home', () => {
    const off = { url: 'https://evil.example/phish' };
    const front = tab(`${ORIGIN}/en`, true, 'visible');
    expect(clickPlan(off, [front], ORIGIN)).toEqual({ kind: 'focus', window: front, navigateTo: null });
    expect(clickPlan(off, [], ORIGIN)).toEqual({ kind: 'open', url: `${ORIGIN}/` });
    expect(clickPlan(null, [], ORIGIN)).toEqual({ kind: 'open', url: `${ORIGIN}/` });
  });
});
