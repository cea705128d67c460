import webpush from 'web-push';
import type { PushSubscriptionRow } from './push.repository';

/** What a push carries: the notification's words in the reader's language and the page it opens. */
export type PushPayload = { id: number; title: string; body: string; url: string };

export type PushOutcome = 'sent' | 'gone' | 'failed';

/** Delivers one payload to one device through its push service; `gone` when the service forgot it. */
export type PushSender = (subscription: PushSubscriptionRow, payload: PushPayload) => Promise<PushOutcome>;

/**
 * Web push: the payload encrypted for the browser (RFC 8291, aes128gcm) and signed with the site's
 * VAPID key (RFC 8292) by the `web-push` library, then posted with the platform's fetch (any http(s)
 * push service, a ten-second limit). The push service keeps it a day at most. A 404 or 410 means the
 * browser dropped the subscription.
 */
export function createPushSender(vapid: {
  publicKey: string;
  privateKey: string;
  subject: string;
}): PushSender {
  return async (subscription, payload) => {
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: 86_400,
        contentEncoding: 'aes128gcm',
      },
    );
    try {
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: request.body ? new Uint8Array(request.body as Buffer) : null,
        signal: AbortSignal.timeout(10_000),
        redirect: 'error',
      });
      await res.arrayBuffer();
      if (res.status === 404 || res.status === 410) return 'gone';
      return res.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  };
}
