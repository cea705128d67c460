// @vitest-environment jsdom
import type { Language } from '@wasla/shared/languages';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsSnapshot, resetNotificationsForTest, useNotifications } from './notification-store';

// React's act() outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let urls: string[];
let root: Root;
let container: HTMLElement;

function Bell({ lang, userId }: { lang: Language; userId: number | null }) {
  const state = useNotifications(lang, userId);
  return createElement('span', { 'data-unread': state.unread }, String(state.items.length));
}

/** The header as it renders for `user`: both bells (desktop and phone) for an account, none signed out. */
async function header(user: number | null, lang: Language = 'en') {
  await act(async () => {
    root.render(
      user === null
        ? createElement('div')
        : createElement('div', null, [
            createElement(Bell, { key: 'desktop', lang, userId: user }),
            createElement(Bell, { key: 'mobile', lang, userId: user }),
          ]),
    );
  });
  // The fetch answers, and the unmount's deferred check runs.
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
}

beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return Response.json({
        data: [
          {
            id: 1,
            kind: 'deal_offer_received',
            message: 'm',
            raw_message: 'm',
            data: {},
            date: '2026-03-14 15:05:00',
            sender_name: 'Nora',
            sender_image: null,
            sender_slug: 'nora-ab12c',
            read_at: null,
            link: '/deals/1',
          },
        ],
        unread_count: 1,
        has_unread: true,
      });
    }),
  );
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  resetNotificationsForTest();
  vi.unstubAllGlobals();
});

describe('the header’s two bells', () => {
  it('read the list once between them when the page shows for an account', async () => {
    await header(5);
    expect(urls).toEqual(['/en/notifications-data/latest']);
    expect(container.textContent).toBe('11');
  });

  it('forget it on sign-out, and read it again when the same account signs in again', async () => {
    await header(5);
    await header(null);
    expect(notificationsSnapshot()).toMatchObject({ userId: null, items: [], unread: 0 });
    await header(5);
    expect(urls).toEqual(['/en/notifications-data/latest', '/en/notifications-data/latest']);
    expect(container.textContent).toBe('11');
  });

  it('read it again in the new language', async () => {
    await header(5, 'en');
    await header(5, 'ar');
    expect(urls).toEqual(['/en/notifications-data/latest', '/ar/notifications-data/latest']);
  });
});
