import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActor } from '../../lib/policy/actor';
import { dealBetween } from '../../test/deal-work';
import { browserKeys, startPushService } from '../../test/push-service';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 100_000 });
  service = await startPushService((path) => (path.startsWith('/gone') ? 410 : 201));
});
afterAll(async () => {
  await service.close();
  await t.close();
});

const subscribe = (auth: Record<string, string>, endpoint: string, keys: { p256dh: string; auth: string }) =>
  t.api('POST', '/push-subscriptions', { headers: auth, body: { endpoint, keys } });

describe('web push', () => {
  it('delivers a new notification to each live device, encrypted for it and signed with the site’s key', async () => {
    const { client, provider, deal, actions } = await dealBetween(t, {
      step: 'pending',
      title: 'Pushed logo',
    });
    const publicKey = (await t.api('GET', '/push/public-key', {})).json().data.public_key as string;
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);

    const phone = browserKeys();
    const first = await subscribe(client.auth, service.url('/device/phone'), phone);
    expect(first.json().data).toEqual({ changed: true });
    // The browser sends it again on every start: nothing changes.
    expect((await subscribe(client.auth, service.url('/device/phone'), phone)).json().data).toEqual({
      changed: false,
    });
    const forgotten = browserKeys();
    await subscribe(client.auth, service.url('/gone/laptop'), forgotten);

    await actions.act(userActor(provider.id), deal.id, 'approve');
    await t.app.worker.drain();
    await t.app.worker.drain();

    const delivered = service.received.filter((r) => r.path === '/device/phone');
    expect(delivered).toHaveLength(1);
    const [push] = delivered;
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe('86400');
    expect(String(push!.headers.authorization)).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    const payload = JSON.parse(phone.decrypt(push!.body).toString('utf8'));
    expect(payload).toMatchObject({ url: `/ar/deals/${deal.id}` });
    expect(payload.body).toContain('Pushed logo');

    // The push service forgot the laptop: so does the site.
    expect(service.received.some((r) => r.path === '/gone/laptop')).toBe(true);
    expect((await subscribe(client.auth, service.url('/gone/laptop'), forgotten)).json().data).toEqual({
      changed: true,
    });
  });

  it('stops reaching a device once its session ended or it unsubscribed, and refuses what is not a subscription', async () => {
    const { client, provider, deal, actions } = await dealBetween(t, { step: 'pending' });
    await subscribe(client.auth, service.url('/device/after-logout'), browserKeys());
    expect((await t.api('POST', '/logout', { headers: client.auth, body: {} })).statusCode).toBeLessThan(300);
    await actions.act(userActor(provider.id), deal.id, 'approve');
    await t.app.worker.drain();
    await t.app.worker.drain();
    expect(service.received.some((r) => r.path === '/device/after-logout')).toBe(false);

    const other = await dealBetween(t, { step: 'pending' });
    await subscribe(other.client.auth, service.url('/device/unsubscribed'), browserKeys());
    const off = await t.api('DELETE', '/push-subscriptions', {
      headers: other.client.auth,
      body: { endpoint: service.url('/device/unsubscribed') },
    });
    expect(off.statusCode).toBe(200);
    await other.actions.act(userActor(other.provider.id), other.deal.id, 'approve');
    await t.app.worker.drain();
    await t.app.worker.drain();
    expect(service.received.some((r) => r.path === '/device/unsubscribed')).toBe(false);

    for (const body of [
      { endpoint: 'not a url', keys: { p256dh: 'a', auth: 'b' } },
      { endpoint: service.url('/x'), keys: { p256dh: 'has spaces', auth: 'b' } },
      { endpoint: 'file:///etc/passwd', keys: browserKeys() },
    ]) {
      expect(
        (await t.api('POST', '/push-subscriptions', { headers: other.client.auth, body })).statusCode,
      ).toBe(422);
    }
    expect((await subscribe({}, service.url('/x'), browserKeys())).statusCode).toBe(401);
  });

  it('reaches a device only for the topics its account lets push, asked when the push leaves', async () => {
    const { client, provider, deal, actions } = await dealBetween(t, { step: 'pending' });
    const phone = browserKeys();
    await subscribe(client.auth, service.url('/device/chooser'), phone);
    const pushes = () => service.received.filter((r) => r.path === '/device/chooser');
    const off = await t.api('PUT', '/notification-preferences', {
      headers: client.auth,
      body: { topics: [{ topic: 'deals', push: false }] },
    });
    expect(off.statusCode, off.body).toBe(200);
    await actions.act(userActor(provider.id), deal.id, 'approve');
    await t.app.worker.drain();
    await t.app.worker.drain();
    // The approval was stored for the bell, but no push left for it.
    expect(
      (await t.api('GET', '/notifications/latest', { headers: client.auth })).json().data.unread_count,
    ).toBe(1);
    expect(pushes()).toHaveLength(0);

    // Another topic still reaches the device: the payment of a deal the client is the provider of.
    await dealBetween(t, { provider: client, step: 'in_progress', title: 'Paid while pushing' });
    await t.app.worker.drain();
    await t.app.worker.drain();
    expect(pushes()).toHaveLength(1);
    expect(JSON.parse(phone.decrypt(pushes()[0]!.body).toString('utf8')).body).toContain(
      'Paid while pushing',
    );
  });
});
