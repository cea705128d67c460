import { createTestApp, IN_MEMORY, type TestApp } from '@wasla/api/testing';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessContext } from '../test/in-process-api';
import { type PageMember, pageMember, pageText } from '../test/page-member';
import { startPageRenderer } from '../test/page-renderer';
import { action } from './my-network';

let t: TestApp;
let context: AppLoadContext;
let renderer: Awaited<ReturnType<typeof startPageRenderer>>;
let nour: PageMember;
let omar: PageMember;
let lina: PageMember;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY, RATE_LIMIT_MAX: 100_000 });
  context = inProcessContext(t);
  renderer = await startPageRenderer(t);
  [nour, omar, lina] = await Promise.all([
    pageMember(t, 'Nour Haddad'),
    pageMember(t, 'Omar Saleh'),
    pageMember(t, 'Lina Aziz'),
  ]);
  // Omar and Lina follow Nour; Nour follows Omar.
  for (const [who, whom] of [
    [omar, nour],
    [lina, nour],
    [nour, omar],
  ] as const) {
    const res = await t.api('POST', `/networks/${whom.id}/follow`, { headers: who.auth });
    expect(res.statusCode).toBe(200);
  }
}, 180_000);
afterAll(async () => {
  await renderer?.close();
  await t?.close();
});

/** The page's action as the browser's form sends it. */
async function send(who: PageMember, fields: Record<string, string>) {
  const request = new Request('http://localhost/en/my-network/followers', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { cookie: who.cookie },
  });
  const reply = await action({
    request,
    params: { lang: 'en', side: 'followers' },
    context,
  } as Parameters<typeof action>[0]);
  return (reply as unknown as { data: { ok: boolean; message: string } }).data;
}

describe('my network', () => {
  it('lists whom I follow and who follows me, each with its action, in Arabic and English', async () => {
    const following = await renderer.page('/en/my-network/following', nour.cookie);
    expect(following.status).toBe(200);
    expect(pageText(following)).toContain('Omar Saleh');
    expect(pageText(following)).not.toContain('Lina Aziz');
    expect(following.sent).toContain('aria-label="Unfollow Omar Saleh"');
    const followers = await renderer.page('/ar/my-network/followers', nour.cookie);
    expect(pageText(followers)).toContain('Lina Aziz');
    expect(pageText(followers)).toContain('Omar Saleh');
    expect(followers.sent).toContain('dir="rtl"');
    expect(followers.sent).toContain('إزالة Lina Aziz من متابعيّ');
  });

  it('finds people by a part of their name, and says so when nobody matches', async () => {
    const found = pageText(await renderer.page('/en/my-network/followers?name=lin', nour.cookie));
    expect(found).toContain('Lina Aziz');
    expect(found).not.toContain('Omar Saleh');
    const none = pageText(await renderer.page('/en/my-network/followers?name=zz%25', nour.cookie));
    expect(none).toContain('No one named “zz%”');
    expect(none).toContain('Show everyone');
  });

  it('shows an empty list with a way to find providers', async () => {
    const rami = await pageMember(t, 'Rami Alone');
    const empty = pageText(await renderer.page('/en/my-network/following', rami.cookie));
    expect(empty).toContain('You do not follow anyone yet');
    expect(empty).toContain('Find providers');
    expect(pageText(await renderer.page('/en/my-network/followers', rami.cookie))).toContain(
      'No followers yet',
    );
  });

  it('removes a follower, refuses a bad form, and answers 404 for another side', async () => {
    expect(await send(nour, { intent: 'remove', account_id: String(lina.id) })).toMatchObject({ ok: true });
    const after = pageText(await renderer.page('/en/my-network/followers', nour.cookie));
    expect(after).not.toContain('Lina Aziz');
    expect(after).toContain('Omar Saleh');
    expect(await send(nour, { intent: 'remove', account_id: String(2 ** 31 + 3) })).toMatchObject({
      ok: false,
    });
    expect(await send(nour, { intent: 'delete-all', account_id: '1' })).toMatchObject({ ok: false });
    expect((await renderer.page('/en/my-network/friends', nour.cookie)).status).toBe(404);
  });

  it('sends a guest to log in', async () => {
    const guest = await renderer.page('/en/my-network/followers');
    expect([302, 303]).toContain(guest.status);
  });
});
