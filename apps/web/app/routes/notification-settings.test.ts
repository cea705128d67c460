import { createTestApp, createUnsubscribeTokens, IN_MEMORY, type TestApp } from '@wasla/api/testing';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessContext } from '../test/in-process-api';
import { type PageMember, pageMember, pageText } from '../test/page-member';
import { startPageRenderer } from '../test/page-renderer';
import { action as save } from './notification-settings';
import { action as unsubscribe, loader as unsubscribePage } from './unsubscribe';

const SECRET = 'the secret the unsubscribe pages are tested with';
const tokens = createUnsubscribeTokens(SECRET);
let t: TestApp;
let context: AppLoadContext;
let renderer: Awaited<ReturnType<typeof startPageRenderer>>;
type Member = PageMember;
let reader: Member;

const member = (name: string) => pageMember(t, name);

/** A route's loader or action as React Router calls it, for `who` (a guest without). */
async function call(
  route: (args: never) => unknown,
  who: Member | null,
  path: string,
  form?: Record<string, string>,
) {
  const request = new Request(`http://localhost${path}`, {
    method: form ? 'POST' : 'GET',
    headers: who ? { cookie: who.cookie } : {},
    body: form ? new URLSearchParams(form) : undefined,
  });
  const result = await route({ request, params: { lang: path.split('/')[1] }, context } as never);
  // Actions and loaders that set cookies answer `data(...)`; the value is inside.
  return (result as { data?: unknown })?.data ?? result;
}

const preferencesOf = async (who: Member) =>
  Object.fromEntries(
    (
      (await t.api('GET', '/notification-preferences', { headers: who.auth })).json().data.topics as {
        topic: string;
      }[]
    ).map(({ topic, ...rest }) => [topic, rest]),
  );

const textOf = pageText;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY, RATE_LIMIT_MAX: 100_000, AUTH_SECRET: SECRET });
  context = inProcessContext(t);
  renderer = await startPageRenderer(t);
  reader = await member('Nadia Settings');
}, 180_000);
afterAll(async () => {
  await renderer?.close();
  await t?.close();
});

describe('the notification settings page', () => {
  it('shows every topic with a switch for each channel it offers, in English and in Arabic', async () => {
    const page = await renderer.page('/en/notifications/settings', reader.cookie);
    expect(page.status).toBe(200);
    const text = textOf(page);
    for (const words of [
      'Notification settings',
      'Offers and deal steps',
      'Chat messages',
      'Daily digest',
      'Always',
    ])
      expect(text).toContain(words);
    expect(text).toContain('Messages still unread 15 minutes after they were sent');
    expect(text).not.toMatch(/notifications_page\.|notification_topics\./);
    // Checkboxes named for the form, ticked where the channel is on; none where it is not offered.
    expect(page.sent).toMatch(/<input[^>]*type="checkbox"[^>]*name="push:deals"[^>]*checked/);
    expect(page.sent).toMatch(/aria-label="E-mail: Chat messages"/);
    expect(page.sent).not.toContain('name="push:messages"');
    expect(page.sent).not.toContain('name="email:disputes"');
    // A plain form that posts to the page itself: it saves without any script.
    expect(page.sent).toMatch(/<form(?=[^>]*method="post")[^>]*action="\/en\/notifications\/settings"/);

    const ar = await renderer.page('/ar/notifications/settings', reader.cookie);
    expect(ar.sent).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/);
    expect(textOf(ar)).toContain('العروض وخطوات الصفقات');
    expect(ar.sent).toMatch(/aria-label="البريد الإلكتروني: رسائل المحادثة"/);
  });

  it('is reached from the notifications page and from account settings', async () => {
    for (const path of ['/en/notifications', '/en/account-settings']) {
      const page = await renderer.page(path, reader.cookie);
      expect(page.sent, path).toMatch(/<a[^>]*href="\/en\/notifications\/settings"/);
    }
  });

  it('saves the form: ticked channels on, the others off', async () => {
    const me = await member('Form Saver');
    const saved = (await call(save, me, '/en/notifications/settings', {
      'push:deals': 'on',
      'email:deals': 'on',
      'push:payments': 'on',
      'push:deliveries': 'on',
      'email:deliveries': 'on',
      'push:disputes': 'on',
      'push:services': 'on',
      'email:messages': 'on',
    })) as { ok: boolean };
    expect(saved.ok).toBe(true);
    const now = await preferencesOf(me);
    expect(now.payments).toEqual({ push: true, email: false });
    expect(now.digest).toEqual({ push: null, email: false });
    expect(now.deals).toEqual({ push: true, email: true });
    // The page reads back what was saved.
    const page = await renderer.page('/en/notifications/settings', me.cookie);
    expect(page.sent).toMatch(/<input[^>]*name="email:payments"(?![^>]*checked)[^>]*>/);
  });

  it('sends a guest to log in', async () => {
    expect((await renderer.page('/en/notifications/settings')).status).toBe(302);
  });
});

describe('the unsubscribe page', () => {
  it('says what would stop without stopping it, then stops it on a POST without a session', async () => {
    const me = await member('Leaving Reader');
    const token = tokens.sign(me.id, 'deals');
    const path = `/en/unsubscribe?token=${encodeURIComponent(token)}`;
    const page = await renderer.page(path);
    expect(page.status).toBe(200);
    expect(textOf(page)).toContain('You will no longer get e-mails about “Offers and deal steps”');
    // The button's form posts back to the same address, token and all.
    expect(page.sent).toMatch(/<form(?=[^>]*method="post")[^>]*action="\/en\/unsubscribe\?token=[^"]+"/);
    expect((await preferencesOf(me)).deals).toEqual({ push: true, email: true });

    // A mail program's one-click request: the RFC 8058 body, no cookie.
    const done = (await call(unsubscribe, null, path, { 'List-Unsubscribe': 'One-Click' })) as {
      outcome: unknown;
    };
    expect(done.outcome).toEqual({ state: 'done', topic: 'deals' });
    expect((await preferencesOf(me)).deals).toEqual({ push: true, email: false });
    expect(((await call(unsubscribePage, null, path)) as { outcome: unknown }).outcome).toEqual({
      state: 'already',
      topic: 'deals',
    });
  });

  it('answers a forged or empty link with "Invalid link" in the reader’s language, never an error page', async () => {
    const me = await member('Forged Link Reader');
    const forged = `${me.id + 1}.deals.${tokens.sign(me.id, 'deals').split('.')[2]}`;
    for (const path of [`/en/unsubscribe?token=${forged}`, '/en/unsubscribe', '/en/unsubscribe?token=%00']) {
      const page = await renderer.page(path);
      expect(page.status, path).toBe(200);
      expect(textOf(page), path).toContain('Invalid link');
      expect(page.sent, path).not.toMatch(/<form[^>]*method="post"/);
    }
    expect(
      ((await call(unsubscribe, null, `/en/unsubscribe?token=${forged}`, {})) as { outcome: unknown })
        .outcome,
    ).toEqual({ state: 'invalid' });
    const ar = await renderer.page(`/ar/unsubscribe?token=${forged}`);
    expect(textOf(ar)).toContain('رابط غير صالح');
    expect((await preferencesOf(me)).deals).toEqual({ push: true, email: true });
  });
});
